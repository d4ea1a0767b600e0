// Who an office's e-mail may go to, and how many it may send: a client of the office or one of
// its active members, up to the hourly limits of notification_send_limits() per person and per
// office. Both answers come from the database (notification_recipient_allowed,
// record_notification_send), through the service role: they read auth.users and write the
// send log, which the caller cannot.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { HttpError } from '../_shared/http.ts';
import { parseMailbox } from '../_shared/mail.ts';

export async function requireAllowedRecipient(
  admin: SupabaseClient,
  orgId: string,
  contact: string,
): Promise<void> {
  const email = parseMailbox(contact)?.email;
  if (!email)
    throw new HttpError(
      400,
      'La dirección de correo del destinatario no es válida',
      'invalid_recipient',
    );
  const { data, error } = await admin.rpc('notification_recipient_allowed', {
    p_org: orgId,
    p_email: email,
  });
  if (error) throw new HttpError(500, 'No se pudo verificar el destinatario', 'recipient_error');
  if (data !== true) {
    throw new HttpError(
      403,
      'Solo se puede enviar correo a los clientes y a los miembros de tu notaría.',
      'recipient_not_allowed',
    );
  }
}

const LIMIT_MESSAGES: Record<string, string> = {
  user: 'Alcanzaste el límite de correos que puedes enviar en una hora. Inténtalo más tarde.',
  office: 'Tu notaría alcanzó el límite de correos por hora. Inténtalo más tarde.',
};

/** Counts this e-mail within the hourly limits; over a limit, a 429 and nothing is counted. */
export async function recordSend(
  admin: SupabaseClient,
  orgId: string,
  userId: string,
  notificationId: string,
): Promise<void> {
  const { data, error } = await admin.rpc('record_notification_send', {
    p_org: orgId,
    p_user: userId,
    p_notification: notificationId,
  });
  if (error) throw new HttpError(500, 'No se pudo registrar el envío', 'limit_error');
  if (typeof data === 'string') {
    throw new HttpError(429, LIMIT_MESSAGES[data] ?? LIMIT_MESSAGES.user!, 'rate_limited', {
      limit: data,
    });
  }
}
