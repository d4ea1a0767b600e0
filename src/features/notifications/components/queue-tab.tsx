import { RotateCwIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/feedback/list-state';
import { formatDateTime } from '@/lib/format';
import { useQueue, useRetryNotification } from '../api';
import { attemptsLabel, CANAL_LABELS, canRetry } from '../queue-state';
import { NOTIFICATION_MESSAGES } from '../schemas';
import { useLoadErrorToast } from '../use-load-error-toast';
import { EstadoBadge } from './estado-badge';
import { SendDialog } from './send-dialog';

/** Cola de Envío: every queued message, its state and attempts, with retry for failures. */
export function QueueTab({ orgId }: { orgId: string }) {
  const queue = useQueue(orgId);
  useLoadErrorToast(queue.error, NOTIFICATION_MESSAGES.loadFailed);
  const retry = useRetryNotification(orgId);
  const [sending, setSending] = useState(false);

  const onRetry = async (id: string) => {
    try {
      await retry.mutateAsync(id);
      toast.success(NOTIFICATION_MESSAGES.retried);
    } catch {
      toast.error(NOTIFICATION_MESSAGES.errorTitle, {
        description: NOTIFICATION_MESSAGES.sendFailed,
      });
    }
  };

  return (
    <section aria-labelledby="cola-titulo" className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="cola-titulo" className="text-lg font-semibold">
          Cola de Envío
        </h2>
        <Button onClick={() => setSending(true)}>
          <SendIcon aria-hidden="true" />
          Enviar notificación
        </Button>
      </div>
      {queue.isPending ? (
        <ListSkeleton label="Cargando la cola de envío" />
      ) : queue.isError ? (
        <ErrorState title={NOTIFICATION_MESSAGES.loadFailed} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptyState title={NOTIFICATION_MESSAGES.emptyQueue} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Destinatario</TableHead>
              <TableHead>Canal</TableHead>
              <TableHead>Asunto</TableHead>
              <TableHead>Estado</TableHead>
              <TableHead>Intentos</TableHead>
              <TableHead>Enviado</TableHead>
              <TableHead>
                <span className="sr-only">Acciones</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {queue.data.map((row) => (
              <TableRow key={row.id} data-testid="notificacion">
                <TableCell>{row.destinatario_contacto}</TableCell>
                <TableCell>{CANAL_LABELS[row.canal]}</TableCell>
                <TableCell className="max-w-64 truncate">{row.asunto ?? '—'}</TableCell>
                <TableCell>
                  <div className="grid gap-1">
                    <EstadoBadge estado={row.estado} />
                    {row.estado === 'error' && row.error_message && (
                      <span className="text-xs text-destructive">{row.error_message}</span>
                    )}
                  </div>
                </TableCell>
                <TableCell>{attemptsLabel(row)}</TableCell>
                <TableCell>{row.enviado_en ? formatDateTime(row.enviado_en) : '—'}</TableCell>
                <TableCell>
                  {canRetry(row) ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={retry.isPending}
                      onClick={() => void onRetry(row.id)}
                      aria-label={`Reintentar envío a ${row.destinatario_contacto}`}
                    >
                      <RotateCwIcon aria-hidden="true" />
                      Reintentar
                    </Button>
                  ) : row.estado === 'error' ? (
                    <span className="text-xs text-muted-foreground">
                      {NOTIFICATION_MESSAGES.maxAttempts}
                    </span>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <SendDialog orgId={orgId} open={sending} onOpenChange={setSending} />
    </section>
  );
}
