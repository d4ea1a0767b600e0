import { Trash2 } from 'lucide-react';
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
import { useDeleteMessage } from '../api';
import { adminMessages } from '../labels';

/**
 * "Eliminar" on a contact message, after a confirmation. The outcome's toast is raised from the
 * awaited request, not from mutate's per-call callbacks: a deleted message's card leaves the list
 * (and unmounts) as the list refetches, and React Query drops those callbacks on unmount.
 */
export function DeleteMessageDialog({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteMessage();

  const confirm = async (event: MouseEvent) => {
    // Radix closes the dialog on its action; it closes here once the answer is in.
    event.preventDefault();
    try {
      await remove.mutateAsync(id);
      toast.success(adminMessages.inboxDeleted);
    } catch (error) {
      console.error(adminMessages.inboxDeleteError, error);
      toast.error(adminMessages.errorTitle, { description: adminMessages.inboxDeleteError });
    } finally {
      setOpen(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Eliminar mensaje de ${name}`}>
          <Trash2 aria-hidden="true" />
          Eliminar
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Eliminar el mensaje?</AlertDialogTitle>
          <AlertDialogDescription>
            El mensaje de {name} dejará de aparecer en la bandeja.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Conservar</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={remove.isPending}
            onClick={(event) => void confirm(event)}
          >
            {remove.isPending ? 'Eliminando…' : 'Eliminar'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
