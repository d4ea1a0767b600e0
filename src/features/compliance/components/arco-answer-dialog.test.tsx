import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArcoRequest } from '../types';
import { ArcoAnswerDialog } from './arco-answer-dialog';

const mutateAsync = vi.fn<(args: unknown) => Promise<void>>();
vi.mock('../api', () => ({ useAnswerArcoRequest: () => ({ mutateAsync }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const request: ArcoRequest = {
  id: 'r1',
  client_id: 'c1',
  tipo_solicitud: 'cancellation',
  detalles_solicitud: 'Borrar mis datos',
  fecha_solicitud: '2026-11-21T18:00:00Z',
  fecha_limite_respuesta: '2026-12-19',
  estado: 'received',
  respuesta_detalle: null,
  justificacion_rechazo: null,
  fecha_respuesta: null,
  procesado_por: null,
};

describe('ArcoAnswerDialog', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
    mutateAsync.mockResolvedValue();
  });

  it('shows the type and client, and asks for a justification only when rejecting', async () => {
    const onClose = vi.fn();
    render(
      <ArcoAnswerDialog orgId="o1" request={request} clientName="Ana Núñez" onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: 'Responder Solicitud ARCO' })).toHaveTextContent(
      'CANCELACIÓN — Ana Núñez',
    );
    expect(screen.queryByLabelText('Justificación del rechazo')).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Estado de la respuesta'), 'rejected');
    await userEvent.type(screen.getByLabelText('Detalle de la respuesta'), 'No procede');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar Respuesta' }));
    expect(await screen.findByText('Indica la justificación del rechazo.')).toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();
    // What was typed is kept after the refusal.
    expect(screen.getByLabelText('Detalle de la respuesta')).toHaveValue('No procede');

    await userEvent.type(screen.getByLabelText('Justificación del rechazo'), 'Sin identificación');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar Respuesta' }));
    expect(mutateAsync).toHaveBeenCalledWith({
      requestId: 'r1',
      form: {
        estado: 'rejected',
        respuesta_detalle: 'No procede',
        justificacion_rechazo: 'Sin identificación',
      },
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open when the database refuses the answer', async () => {
    mutateAsync.mockRejectedValue(new Error('Solo un propietario o administrador…'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    render(<ArcoAnswerDialog orgId="o1" request={request} clientName="Ana" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Registrar Respuesta' }));
    await vi.waitFor(() => expect(mutateAsync).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
