import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@/testing/function-answers';
import { renderWithQuery } from '@/testing/render-with-query';
import { DeleteMessageDialog } from './delete-message-dialog';

// Only the dialog is under test: the request is a plain function behind a real mutation.
const deleteMessage = vi.hoisted(() => vi.fn<(id: string) => Promise<void>>());
vi.mock('../api', () => ({
  useDeleteMessage: () => useMutation({ mutationFn: deleteMessage }),
}));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

async function openDialog() {
  const view = renderWithQuery(<DeleteMessageDialog id="m1" name="Ana López" />);
  await userEvent.click(screen.getByRole('button', { name: 'Eliminar mensaje de Ana López' }));
  return { view, dialog: screen.getByRole('alertdialog', { name: '¿Eliminar el mensaje?' }) };
}

describe('DeleteMessageDialog', () => {
  beforeEach(() => vi.resetAllMocks());

  it('asks first, and keeping the message deletes nothing', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Conservar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deleteMessage).not.toHaveBeenCalled();
  });

  it('shows its toast even when the card leaves the list before the answer', async () => {
    const answer = deferred<void>();
    deleteMessage.mockReturnValue(answer.promise);
    const { view } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(deleteMessage).toHaveBeenCalledWith('m1', expect.anything());
    expect(screen.getByRole('button', { name: 'Eliminando…' })).toBeDisabled();

    // The refetched list no longer holds the message: its card (and this dialog) unmount.
    view.rerender(<QueryClientProvider client={view.queryClient}>{null}</QueryClientProvider>);
    answer.resolve();
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mensaje eliminado'));
  });

  it('says when the deletion failed', async () => {
    deleteMessage.mockRejectedValue(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Error al eliminar el mensaje.',
      }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
