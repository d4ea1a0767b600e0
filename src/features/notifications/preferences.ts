import type { Canal } from './queue-state';

/** Events an office can notify clients about, and their labels. */
export const EVENTOS = [
  ['expediente_creado', 'Expediente creado'],
  ['cambio_estado', 'Cambio de estado del expediente'],
  ['documento_listo', 'Documento listo para revisión'],
  ['firma_programada', 'Firma programada'],
  ['recordatorio_vencimiento', 'Recordatorio de vencimiento'],
] as const;

export const PREFERENCE_CANALES: readonly Canal[] = ['email', 'whatsapp', 'sms'];

/** Without a stored choice, only e-mail is on (the default channel, 001 §9). */
export function isOptedIn(
  prefs: readonly { canal: string; evento_tipo: string; opt_in: boolean }[],
  canal: Canal,
  evento: string,
): boolean {
  const stored = prefs.find((p) => p.canal === canal && p.evento_tipo === evento);
  return stored ? stored.opt_in : canal === 'email';
}
