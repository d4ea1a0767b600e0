import { CheckCheckIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/feedback/list-state';
import { useUser } from '@/features/session';
import { useMarkRequestSigned, useMarkSignerSigned, useSignatureRequests } from '../api';
import { SIGNATURE_MESSAGES } from '../schemas';
import { useLoadErrorToast } from '../use-load-error-toast';
import { IntegrityNote } from './integrity-note';
import { RequestCard } from './request-card';

/** Pendientes (pendiente, en curso) or Completadas (firmado): the office's signature requests. */
export function RequestsTab({ orgId, completed }: { orgId: string; completed: boolean }) {
  const user = useUser();
  const requests = useSignatureRequests(orgId);
  const markSigner = useMarkSignerSigned(orgId);
  const markRequest = useMarkRequestSigned(orgId);
  // Both tabs share the query: only the pending one tells.
  useLoadErrorToast(completed ? null : requests.error, SIGNATURE_MESSAGES.loadFailed);

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
      toast.success(SIGNATURE_MESSAGES.signed);
    } catch {
      toast.error(SIGNATURE_MESSAGES.errorTitle, { description: SIGNATURE_MESSAGES.signFailed });
    }
  };

  if (requests.isPending) return <ListSkeleton label="Cargando solicitudes de firma" rows={3} />;
  if (requests.isError) {
    return (
      <ErrorState title={SIGNATURE_MESSAGES.loadFailed} onRetry={() => void requests.refetch()} />
    );
  }
  const shown = requests.data.filter((r) =>
    completed ? r.estado === 'firmado' : r.estado === 'pendiente' || r.estado === 'en_curso',
  );
  if (shown.length === 0) {
    return (
      <EmptyState
        title={completed ? SIGNATURE_MESSAGES.emptyCompleted : SIGNATURE_MESSAGES.emptyPending}
      />
    );
  }
  const busy = markSigner.isPending || markRequest.isPending;
  return (
    <ul className="grid gap-3">
      {shown.map((request) => (
        <RequestCard
          key={request.id}
          request={request}
          currentUserId={user.id}
          busy={busy}
          onSign={completed ? undefined : (id) => void run(() => markSigner.mutateAsync(id))}
        >
          {completed ? (
            <IntegrityNote request={request} currentUserId={user.id} />
          ) : (
            <Button
              className="justify-self-start"
              disabled={busy}
              onClick={() => void run(() => markRequest.mutateAsync(request.id))}
            >
              <CheckCheckIcon aria-hidden="true" />
              Marcar todo como firmado
            </Button>
          )}
        </RequestCard>
      ))}
    </ul>
  );
}
