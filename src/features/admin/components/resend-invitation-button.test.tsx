import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, refused } from '@/testing/function-answers';
import { renderWithQuery } from '@/testing/render-with-query';
import { ResendInvitationButton } from './resend-invitation-button';

// The server is replaced at supabase-js: the hook, the request body and the error mapping are
// the app's own. The function itself is covered by its stack tests and the e2e.
const invoke = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', () => ({ supabase: { functions: { invoke } } }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const EMAIL = 'ana@notaria.mx';

function renderButton() {
  const view = renderWithQuery(<ResendInvitationButton orgId="o1" email={EMAIL} />);
  const refresh = vi.spyOn(view.queryClient, 'invalidateQueries');
  return { refresh };
}

describe('ResendInvitationButton', () => {
  beforeEach(() => vi.resetAllMocks());

  it('asks invite-user to resend, is disabled while sending, then confirms and refreshes the list', async () => {
    const answer = deferred<unknown>();
    invoke.mockReturnValue(answer.promise);
    const { refresh } = renderButton();
    await userEvent.click(screen.getByRole('button', { name: `Reenviar invitación a ${EMAIL}` }));

    expect(invoke).toHaveBeenCalledWith('invite-user', {
      body: { action: 'resend', org_id: 'o1', email: EMAIL },
    });
    const button = screen.getByRole('button', { name: `Reenviar invitación a ${EMAIL}` });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Reenviando…');

    answer.resolve({
      data: { email: EMAIL, org_id: 'o1', role: 'member', status: 'invited' },
      error: null,
    });
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(`Invitación reenviada a ${EMAIL}`, {
        description: 'Recibirá un correo nuevo: que use el más reciente para entrar.',
      }),
    );
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Reenviar invitación');
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['org_users', 'o1'] });
  });

  it("shows the server's reason when it refuses, and refreshes the list all the same", async () => {
    invoke.mockResolvedValue(refused(409, 'Esta persona ya es miembro de tu notaría.'));
    const { refresh } = renderButton();
    await userEvent.click(screen.getByRole('button', { name: `Reenviar invitación a ${EMAIL}` }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('No se pudo reenviar la invitación', {
        description: 'Esta persona ya es miembro de tu notaría.',
      }),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['org_users', 'o1'] });
  });
});
