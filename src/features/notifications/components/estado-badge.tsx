import { Badge } from '@/components/ui/badge';
import { ESTADO_LABELS, type NotificationEstado } from '../queue-state';

const VARIANT = {
  pendiente: 'outline',
  enviado: 'secondary',
  entregado: 'default',
  error: 'destructive',
} as const;

export function EstadoBadge({ estado }: { estado: NotificationEstado }) {
  return <Badge variant={VARIANT[estado]}>{ESTADO_LABELS[estado]}</Badge>;
}
