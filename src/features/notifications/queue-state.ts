/** Queue states, channels and the attempt limit (001 §4, §9). */
export const NOTIFICATION_ESTADOS = ['pendiente', 'enviado', 'entregado', 'error'] as const;
export type NotificationEstado = (typeof NOTIFICATION_ESTADOS)[number];

export const ESTADO_LABELS: Record<NotificationEstado, string> = {
  pendiente: 'Pendiente',
  enviado: 'Enviado',
  entregado: 'Entregado',
  error: 'Error',
};

export const CANALES = ['email', 'whatsapp', 'sms', 'sistema'] as const;
export type Canal = (typeof CANALES)[number];

export const CANAL_LABELS: Record<Canal, string> = {
  email: 'Correo electrónico',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  sistema: 'Sistema',
};

/** Channels a template or preference can use; sending also offers "sistema" (in-app). */
export const TEMPLATE_CANALES: readonly Canal[] = ['email', 'whatsapp', 'sms'];

export const MAX_INTENTOS = 3;

export interface AttemptState {
  estado: NotificationEstado;
  intentos: number;
  max_intentos: number;
}

/** Only a failed message with attempts left may be retried (each retry is one more attempt). */
export function canRetry(row: AttemptState): boolean {
  return row.estado === 'error' && row.intentos < Math.min(row.max_intentos, MAX_INTENTOS);
}

export function attemptsLabel(row: Pick<AttemptState, 'intentos' | 'max_intentos'>): string {
  return `${row.intentos} de ${row.max_intentos} intentos`;
}
