import { UserX } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { useCancelInvitation } from '../api';
import { adminMessages } from '../labels';

/**
 * "Cancelar invitación" on a pending seat, after a confirmation: the seat goes, so the mailed
 * link no longer leads into the office. The dialog stays open while the request runs, so the
 * outcome is not hidden behind a closed dialog.
 */
export function CancelInvitationDialog({ orgId, email }: { orgId: string; email: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelInvitation(orgId);

  const confirm = (event: MouseEvent) => {
    // Radix closes the dialog on its action; it closes here once the answer is in.
    event.preventDefault();
    cancel.mutate(email, {
      onSuccess: () =>
        toast.success(adminMessages.cancelDone, {
          description: adminMessages.cancelDoneDescription(email),
        }),
      onError: (error) => toast.error(adminMessages.cancelError, { description: error.message }),
      onSettled: () => setOpen(false),
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Cancelar invitación de ${email}`}>
          <UserX aria-hidden="true" />
          Cancelar invitación
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Cancelar la invitación?</AlertDialogTitle>
          <AlertDialogDescription>
            {email} ya no podrá entrar a tu notaría con el enlace que recibió. Puedes volver a
            invitarle cuando quieras.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>Conservar invitación</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={cancel.isPending}
            onClick={confirm}
          >
            {cancel.isPending ? 'Cancelando…' : 'Cancelar invitación'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
