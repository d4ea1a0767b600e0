import { Badge } from '@/components/ui/badge';
import { statusBadgeVariant, statusLabel } from '../status';

export function ExpedienteStatusBadge({ status }: { status: string }) {
  return <Badge variant={statusBadgeVariant(status)}>{statusLabel(status)}</Badge>;
}
