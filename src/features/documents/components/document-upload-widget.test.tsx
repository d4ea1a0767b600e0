import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentUploadWidget } from './document-upload-widget';

// Only the widget is under test: its server hooks are replaced (the upload itself, Storage and
// on-upload are covered by e2e/documents).
const mutateAsync = vi.fn();
vi.mock('../api', () => ({
  useUploadDocument: () => ({ mutateAsync, isPending: false }),
  useExpedienteOptions: () => ({ data: [{ id: 'exp-1', title: 'Compraventa', folio: 'CV-1' }] }),
}));

const file = (name: string, type: string, size = 20) =>
  new File([new Uint8Array(size)], name, { type });

function choose(label: string, value: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [value] } });
}

describe('DocumentUploadWidget', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
  });

  it('says "Organización no encontrada" and cannot upload without an office', () => {
    render(<DocumentUploadWidget orgId={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Organización no encontrada');
    expect(screen.getByRole('button', { name: 'Subir' })).toBeDisabled();
  });

  it('refuses other types and files over 10 MB before sending anything', async () => {
    render(<DocumentUploadWidget orgId="org-1" />);
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Programa' } });
    choose('Archivo', file('setup.exe', 'application/x-msdownload'));
    expect(await screen.findByText('Solo se permiten archivos PDF, JPG y PNG')).toBeVisible();
    choose('Archivo', file('grande.pdf', 'application/pdf', 10_485_761));
    expect(await screen.findByText('El archivo no puede exceder 10MB')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(screen.getByLabelText('Título')).toHaveValue('Programa'));
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('needs a title and a file', async () => {
    render(<DocumentUploadWidget orgId="org-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('El título es requerido')).toBeVisible();
    expect(screen.getByText('Selecciona un archivo')).toBeVisible();
  });

  it('uploads to the fixed case with its doc type, shows progress, then starts over', async () => {
    let finish: (value: unknown) => void = () => undefined;
    mutateAsync.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const onUploaded = vi.fn();
    render(
      <DocumentUploadWidget
        orgId="org-1"
        expedienteId="exp-9"
        docType="identificacion_comprador"
        onUploaded={onUploaded}
      />,
    );
    expect(screen.queryByLabelText('Expediente (opcional)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'INE' } });
    const ine = file('ine.png', 'image/png');
    choose('Archivo', ine);
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByRole('progressbar', { name: 'Progreso de la subida' })).toBeVisible();
    expect(mutateAsync).toHaveBeenCalledWith({
      orgId: 'org-1',
      expedienteId: 'exp-9',
      title: 'INE',
      docType: 'identificacion_comprador',
      file: ine,
    });
    finish({ documentId: 'd-1', checksum: 'abc', storagePath: 'p' });
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('');
  });

  it('shows why on-upload rejected the file and keeps the title', async () => {
    mutateAsync.mockRejectedValue(
      new Error('El archivo es un programa ejecutable disfrazado de PDF'),
    );
    render(<DocumentUploadWidget orgId="org-1" />);
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Factura' } });
    choose('Archivo', file('factura.pdf', 'application/pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(
      await screen.findByText('El archivo es un programa ejecutable disfrazado de PDF'),
    ).toBeVisible();
    expect(screen.getByLabelText('Título')).toHaveValue('Factura');
  });
});
