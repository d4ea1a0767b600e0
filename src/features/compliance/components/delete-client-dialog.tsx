import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { ComplianceClient } from '../types';

/** "Confirmar Eliminación de Datos": the last stop before an irreversible erasure. */
export function DeleteClientDialog({
  client,
  pending,
  onConfirm,
  onClose,
}: {
  client: ComplianceClient | null;
  pending: boolean;
  onConfirm: (client: ComplianceClient) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={client !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Confirmar Eliminación de Datos</DialogTitle>
          <DialogDescription>
            Se eliminarán permanentemente todos los datos de {client?.name ?? 'este cliente'}:
            expedientes, documentos y archivos, consentimientos y solicitudes ARCO. Esta acción no
            se puede deshacer.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => client && onConfirm(client)}
          >
            {pending ? 'Eliminando…' : 'Eliminar Definitivamente'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
