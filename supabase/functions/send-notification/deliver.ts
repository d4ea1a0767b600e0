// One delivery attempt of a queued notification, by channel. E-mail goes through the shared mail
// path (Resend or the local inbox); "sistema" is an in-app notice, delivered once stored; SMS and
// WhatsApp have no provider configured in this product yet, so they fail with a clear reason.
import {
  DEFAULT_FROM,
  escapeHtml,
  type Mail,
  type Mailbox,
  oneLine,
  parseMailbox,
  type Transport,
} from '../_shared/mail.ts';

export interface QueuedNotification {
  id: string;
  org_id: string;
  canal: 'email' | 'whatsapp' | 'sms' | 'sistema';
  destinatario_contacto: string;
  asunto: string | null;
  cuerpo: string;
  estado: 'pendiente' | 'enviado' | 'entregado' | 'error';
  intentos: number;
  max_intentos: number;
}

export type Outcome =
  { ok: true; estado: 'enviado' | 'entregado'; messageId: string } | { ok: false; error: string };

export const DEFAULT_SUBJECT = 'Aviso de tu notaría';

export function buildNotificationMail(row: QueuedNotification, from: Mailbox, to: Mailbox): Mail {
  const subject = oneLine(row.asunto?.trim() || DEFAULT_SUBJECT).slice(0, 200);
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#111">',
    `<p style="white-space:pre-wrap;margin:0">${escapeHtml(row.cuerpo)}</p>`,
    '</body></html>',
  ].join('');
  return { from, to: [to], subject, text: row.cuerpo, html };
}

export function senderFromEnv(env: (name: string) => string | undefined): Mailbox {
  return (
    parseMailbox(env('NOTIFICATION_EMAIL_FROM') ?? env('CONTACT_EMAIL_FROM') ?? DEFAULT_FROM) ??
    parseMailbox(DEFAULT_FROM)!
  );
}

export async function deliver(
  row: QueuedNotification,
  from: Mailbox,
  transport: () => Transport,
): Promise<Outcome> {
  if (row.canal === 'sistema') return { ok: true, estado: 'entregado', messageId: row.id };
  if (row.canal !== 'email') {
    return { ok: false, error: `No hay proveedor configurado para el canal ${row.canal}` };
  }
  const to = parseMailbox(row.destinatario_contacto);
  if (!to) return { ok: false, error: 'La dirección de correo del destinatario no es válida' };
  try {
    const messageId = await transport().send(buildNotificationMail(row, from, to));
    return { ok: true, estado: 'enviado', messageId };
  } catch (error) {
    console.error('send-notification', error);
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: `El proveedor de correo rechazó el envío (${message})`.slice(0, 500),
    };
  }
}
