import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InviteResult } from '../types';
import { InviteUserDialog } from './invite-user-dialog';

// Only the dialog is under test: the call (covered by the function's stack tests and the e2e)
// and the toasts are replaced.
const mutateAsync = vi.fn<(values: unknown) => Promise<InviteResult>>();
vi.mock('../api', () => ({ useInviteUser: () => ({ mutateAsync }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const sent: InviteResult = {
  email: 'ana@notaria.mx',
  org_id: 'o1',
  role: 'member',
  status: 'invited',
};

async function openDialog() {
  render(<InviteUserDialog orgId="o1" />);
  await userEvent.click(screen.getByRole('button', { name: 'Invitar usuario' }));
  return screen.getByRole('dialog', { name: 'Invitar usuario' });
}

describe('InviteUserDialog', () => {
  beforeEach(() => {
    mutateAsync.mockReset();
    vi.mocked(toast.success).mockReset();
    vi.mocked(toast.error).mockReset();
  });

  it('checks the e-mail before sending anything', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Escribe el correo electrónico.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Ingresa un correo electrónico válido.',
    );
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('locks the form while sending, then confirms and closes', async () => {
    let finish: (result: InviteResult) => void = () => {};
    mutateAsync.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await openDialog();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), ' Ana@Notaria.mx ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));

    expect(await screen.findByRole('button', { name: 'Enviando…' })).toBeDisabled();
    expect(screen.getByLabelText('Correo electrónico')).toBeDisabled();
    expect(mutateAsync).toHaveBeenCalledWith({ email: 'ana@notaria.mx', role: 'member' });

    finish(sent);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Invitación enviada a ana@notaria.mx', {
      description: 'Recibirá un correo para aceptarla; su acceso empieza cuando la acepte.',
    });
  });

  it('keeps the dialog and what was typed when the invitation fails', async () => {
    mutateAsync.mockRejectedValue(new Error('Esta persona ya es miembro de tu notaría.'));
    const dialog = await openDialog();
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@notaria.mx');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('No se pudo invitar al usuario', {
        description: 'Esta persona ya es miembro de tu notaría.',
      }),
    );
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@notaria.mx');
    expect(screen.getByLabelText('Correo electrónico')).toBeEnabled();
  });
});
