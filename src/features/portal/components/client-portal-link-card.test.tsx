import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientPortalLinkCard } from './client-portal-link-card';

// Only this component is under test: its server hooks are replaced (the RPCs themselves are
// covered by the database tests and the portal e2e).
const create = vi.fn();
const revoke = vi.fn();
let links: { id: string; created_at: string; expires_at: string; revoked_at: string | null }[] = [];

vi.mock('../api', () => ({
  PORTAL_LINK_DAYS: 30,
  usePortalLinks: () => ({ isPending: false, isError: false, data: links }),
  useCreatePortalLink: () => ({ mutate: create, isPending: false }),
  useRevokePortalLink: () => ({ mutate: revoke, isPending: false }),
}));

const future = new Date(Date.now() + 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();

describe('ClientPortalLinkCard', () => {
  beforeEach(() => {
    create.mockReset();
    revoke.mockReset();
    links = [
      { id: 'activo', created_at: past, expires_at: future, revoked_at: null },
      { id: 'revocado', created_at: past, expires_at: future, revoked_at: past },
      { id: 'vencido', created_at: past, expires_at: past, revoked_at: null },
    ];
  });

  it('shows the new link once, with token and client, and copies it', async () => {
    create.mockImplementation((_: unknown, options: { onSuccess: (token: string) => void }) =>
      options.onSuccess('tok-123'),
    );
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<ClientPortalLinkCard clientId="c-1" orgId="o-1" />);

    fireEvent.click(screen.getByRole('button', { name: 'Generar enlace' }));
    const url = `${window.location.origin}/cliente?token=tok-123&client=c-1`;
    expect(screen.getByLabelText('Enlace del portal')).toHaveValue(url);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
  });

  it('lists links by status and offers revoking only the active one', () => {
    render(<ClientPortalLinkCard clientId="c-1" orgId="o-1" />);
    const list = screen.getByRole('list', { name: 'Enlaces del portal' });
    expect(list).toHaveTextContent('Activo');
    expect(list).toHaveTextContent('Revocado');
    expect(list).toHaveTextContent('Vencido');
    const buttons = screen.getAllByRole('button', { name: 'Revocar' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(revoke).toHaveBeenCalledWith('activo', expect.anything());
  });
});
