import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkIntegrity, sha256Hex } from '../integrity-check';
import { VerifyIntegrity } from './verify-integrity';

// Only the component is under test: the download is replaced by bytes given here, and the
// comparison is the real one (Web Crypto). Storage itself is covered by the stack test
// supabase/tests/db-documents/files-and-signed-documents.test.ts and e2e/documents.
let stored = new TextEncoder().encode('escritura firmada');
let downloadFails = false;
vi.mock('../api', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return {
    useVerifyIntegrity: () =>
      useMutation({
        mutationFn: async ({ checksum }: { path: string; checksum: string }) => {
          if (downloadFails) throw new Error('Object not found');
          return checkIntegrity(stored, checksum);
        },
      }),
  };
});

async function renderWithRecorded(recorded: string) {
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VerifyIntegrity path="org/general/escritura.pdf" checksum={recorded} title="Escritura" />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Verificar integridad de Escritura' }));
}

describe('VerifyIntegrity', () => {
  beforeEach(() => {
    stored = new TextEncoder().encode('escritura firmada');
    downloadFails = false;
  });

  it('says the file matches its recorded fingerprint', async () => {
    await renderWithRecorded(await sha256Hex(stored));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'El archivo coincide con la huella registrada',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('raises an alert with both fingerprints when the bytes changed', async () => {
    const recorded = await sha256Hex(stored);
    stored = new TextEncoder().encode('escritura alterada');
    await renderWithRecorded(recorded);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El archivo NO coincide con la huella registrada');
    expect(alert).toHaveTextContent(`Huella registrada: ${recorded.slice(0, 8)}…`);
    expect(alert).toHaveTextContent(
      `Huella del archivo: ${(await sha256Hex(stored)).slice(0, 8)}…`,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the file cannot be downloaded', async () => {
    downloadFails = true;
    await renderWithRecorded('a'.repeat(64));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo verificar la integridad del archivo.',
    );
  });
});
