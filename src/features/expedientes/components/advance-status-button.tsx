import { ArrowRightIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useAdvanceStatus } from '../api';
import { EXPEDIENTE_MESSAGES } from '../schemas';
import { STATUS_ACTIONS, type ExpedienteStatus } from '../status';

/** The single forward step of §4 (nothing once the case is closed). */
export function AdvanceStatusButton({
  orgId,
  expedienteId,
  status,
}: {
  orgId: string;
  expedienteId: string;
  status: ExpedienteStatus;
}) {
  const advance = useAdvanceStatus(orgId);
  const label = STATUS_ACTIONS[status];
  if (!label) return null;
  return (
    <Button
      disabled={advance.isPending}
      onClick={() =>
        advance.mutate(
          { id: expedienteId, status },
          {
            onSuccess: () => toast.success(EXPEDIENTE_MESSAGES.statusUpdated),
            onError: (error) =>
              toast.error(EXPEDIENTE_MESSAGES.statusFailed, { description: error.message }),
          },
        )
      }
    >
      {label}
      <ArrowRightIcon aria-hidden="true" />
    </Button>
  );
}
