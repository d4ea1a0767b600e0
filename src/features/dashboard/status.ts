/**
 * Labels and badge styles of the expediente statuses (001 §4), for read-only lists here and in
 * search. The expedientes feature owns the status machine itself.
 */
export const STATUS_LABELS: Record<string, string> = {
  nuevo: 'Nuevo',
  en_proceso: 'En Proceso',
  listo_firma: 'Listo para Firma',
  en_registro: 'En Registro',
  cerrado: 'Cerrado',
};

export type StatusBadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

/** cerrado default, listo_firma destructive, en_proceso secondary, otherwise outline. */
export function statusBadgeVariant(status: string): StatusBadgeVariant {
  if (status === 'cerrado') return 'default';
  if (status === 'listo_firma') return 'destructive';
  if (status === 'en_proceso') return 'secondary';
  return 'outline';
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
