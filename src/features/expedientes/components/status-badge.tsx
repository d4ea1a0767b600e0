import { Badge } from '@/components/ui/badge';
import { STATUS_LABELS, statusBadgeVariant, type ExpedienteStatus } from '../status';

export function StatusBadge({ status }: { status: ExpedienteStatus }) {
  return <Badge variant={statusBadgeVariant(status)}>{STATUS_LABELS[status]}</Badge>;
}
