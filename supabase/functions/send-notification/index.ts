// send-notification { org_id, notification_id }: one delivery attempt of a notification a member
// queued (notification_queue, estado pendiente or error). Each attempt adds 1 to intentos, up to
// max_intentos (3); the row ends enviado (e-mail accepted by the provider), entregado (in-app) or
// error (with the reason), so the queue screen shows what happened and can retry.
import { adminClient, requireCaller, requireMembership } from '../_shared/clients.ts';
import { HttpError, json, readJsonBody, serve } from '../_shared/http.ts';
import { transportFromEnv } from '../_shared/mail.ts';
import { parseInput, z } from '../_shared/validate.ts';
import { deliver, type QueuedNotification, senderFromEnv } from './deliver.ts';
import { recordSend, requireAllowedRecipient } from './limits.ts';

const input = z.object({ org_id: z.uuid(), notification_id: z.uuid() }).strict();

const env = (name: string) => Deno.env.get(name);

const COLUMNS =
  'id, org_id, canal, destinatario_contacto, asunto, cuerpo, estado, intentos, max_intentos';

serve(async (req) => {
  const { org_id, notification_id } = parseInput(input, await readJsonBody(req));
  const caller = await requireCaller(req);
  await requireMembership(caller, org_id);

  // Read as the caller: RLS shows only their office's queue.
  const { data: row, error } = await caller.client
    .from('notification_queue')
    .select(COLUMNS)
    .eq('id', notification_id)
    .eq('org_id', org_id)
    .maybeSingle<QueuedNotification>();
  if (error) throw new HttpError(500, 'No se pudo leer la notificación', 'read_error');
  if (!row) throw new HttpError(404, 'Notificación no encontrada', 'not_found');
  if (row.estado === 'enviado' || row.estado === 'entregado') {
    throw new HttpError(409, 'Esta notificación ya fue enviada', 'already_sent');
  }
  if (row.intentos >= row.max_intentos) {
    throw new HttpError(409, 'Se alcanzó el máximo de intentos', 'max_attempts', {
      intentos: row.intentos,
      max_intentos: row.max_intentos,
    });
  }

  // Service role: the outcome columns (estado, intentos, enviado_en, error_message) are
  // writable only by trusted code (notification_queue_guard), so a member cannot mark a message
  // as sent. Claiming on the attempts read above lets only one of two parallel calls send.
  const admin = adminClient();
  // Mail only to the office's clients and members, within the hourly limits (limits.ts).
  if (row.canal === 'email') {
    await requireAllowedRecipient(admin, org_id, row.destinatario_contacto);
    await recordSend(admin, org_id, caller.user.id, row.id);
  }
  const { data: claimed, error: claimError } = await admin
    .from('notification_queue')
    .update({ intentos: row.intentos + 1, estado: 'pendiente', error_message: null })
    .eq('id', row.id)
    .eq('intentos', row.intentos)
    .in('estado', ['pendiente', 'error'])
    .select(COLUMNS)
    .maybeSingle<QueuedNotification>();
  if (claimError) throw new HttpError(500, 'No se pudo registrar el intento', 'claim_error');
  if (!claimed) throw new HttpError(409, 'La notificación ya se está enviando', 'in_progress');

  const outcome = await deliver(claimed, senderFromEnv(env), () => transportFromEnv(env));
  const update = outcome.ok
    ? { estado: outcome.estado, enviado_en: new Date().toISOString(), error_message: null }
    : { estado: 'error', error_message: outcome.error };
  const { error: saveError } = await admin
    .from('notification_queue')
    .update(update)
    .eq('id', claimed.id);
  if (saveError) console.error('send-notification save', saveError);

  const state = {
    estado: update.estado,
    intentos: claimed.intentos,
    max_intentos: claimed.max_intentos,
  };
  if (!outcome.ok) throw new HttpError(502, outcome.error, 'send_failed', state);
  return json({ sent: true, message_id: outcome.messageId, ...state });
});
