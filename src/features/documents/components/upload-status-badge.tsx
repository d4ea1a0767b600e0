import { Badge } from '@/components/ui/badge';
import type { UploadStatus } from '../types';

const LABELS: Record<UploadStatus, string> = {
  pending: 'Pendiente',
  verified: 'Verificado',
  failed: 'Rechazado',
};

/** on-upload's verdict; a rejected file shows its reason next to the badge. */
export function UploadStatusBadge({
  status,
  error,
}: {
  status: UploadStatus | null;
  error: string | null;
}) {
  if (!status) return <Badge variant="outline">Sin archivo</Badge>;
  return (
    <span className="inline-flex flex-col gap-1">
      <Badge
        variant={
          status === 'verified' ? 'default' : status === 'failed' ? 'destructive' : 'secondary'
        }
      >
        {LABELS[status]}
      </Badge>
      {status === 'failed' && error && (
        <span className="max-w-xs text-xs whitespace-normal text-destructive">{error}</span>
      )}
    </span>
  );
}
