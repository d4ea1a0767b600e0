import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, refused } from '@/testing/function-answers';
import { renderWithQuery } from '@/testing/render-with-query';
import { CancelInvitationDialog } from './cancel-invitation-dialog';

// The server is replaced at supabase-js, as in resend-invitation-button.test.tsx.
const invoke = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', () => ({ supabase: { functions: { invoke } } }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const EMAIL = 'ana@notaria.mx';

async function openDialog() {
  renderWithQuery(<CancelInvitationDialog orgId="o1" email={EMAIL} />);
  await userEvent.click(screen.getByRole('button', { name: `Cancelar invitación de ${EMAIL}` }));
  return screen.getByRole('alertdialog', { name: '¿Cancelar la invitación?' });
}

describe('CancelInvitationDialog', () => {
  beforeEach(() => vi.resetAllMocks());

  it('asks first, and keeping the invitation sends nothing', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(
      `${EMAIL} ya no podrá entrar a tu notaría con el enlace que recibió. Puedes volver a invitarle cuando quieras.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Conservar invitación' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('stays open and locked while cancelling, then confirms and closes', async () => {
    const answer = deferred<unknown>();
    invoke.mockReturnValue(answer.promise);
    const dialog = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar invitación' }));

    expect(invoke).toHaveBeenCalledWith('invite-user', {
      body: { action: 'cancel', org_id: 'o1', email: EMAIL },
    });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelando…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Conservar invitación' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    answer.resolve({ data: { email: EMAIL, org_id: 'o1', cancelled: true }, error: null });
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Invitación cancelada', {
      description: `${EMAIL} ya no podrá entrar a tu notaría con su enlace.`,
    });
  });

  it("shows the server's reason when it refuses", async () => {
    invoke.mockResolvedValue(refused(403, 'Tu rol no permite esta operación'));
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar invitación' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('No se pudo cancelar la invitación', {
        description: 'Tu rol no permite esta operación',
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
