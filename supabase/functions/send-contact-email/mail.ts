// Building and delivering the office notification for a contact message: through Resend when
// RESEND_API_KEY is set, otherwise into the local inbox through Mailpit's send API.
import { HttpError } from '../_shared/http.ts';
import { z } from '../_shared/validate.ts';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
}

export interface Mailbox {
  email: string;
  name?: string;
}

export interface Mail {
  from: Mailbox;
  to: Mailbox[];
  replyTo: Mailbox;
  subject: string;
  text: string;
  html: string;
}

export const DEFAULT_TO = 'contacto@fedatario.mx,ventas@fedatario.mx';
export const DEFAULT_FROM = 'Fedatario <no-reply@fedatario.mx>';

const emailSchema = z.email();

/** `Name <a@b.mx>` or `a@b.mx`. */
export function parseMailbox(value: string): Mailbox | null {
  const match = /^\s*(?:"?([^"<]*?)"?\s*<([^>]+)>|([^<>\s]+))\s*$/.exec(value);
  const email = (match?.[2] ?? match?.[3] ?? '').trim();
  if (!emailSchema.safeParse(email).success) return null;
  const name = match?.[1]?.trim();
  return name ? { email, name } : { email };
}

/** The office addresses of CONTACT_EMAIL_TO (comma-separated); a bad entry is a config error. */
export function officeAddresses(value: string | undefined): Mailbox[] {
  const entries = (value?.trim() ? value : DEFAULT_TO).split(',').filter((s) => s.trim());
  const boxes = entries.map(parseMailbox);
  if (boxes.length === 0 || boxes.some((b) => b === null)) {
    throw new HttpError(500, 'CONTACT_EMAIL_TO no es una lista de correos válida', 'mail_config');
  }
  return boxes as Mailbox[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Header-safe text: no line breaks or control characters (they could forge headers). */
// deno-lint-ignore no-control-regex -- matching control characters is the point.
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

export function buildMail(row: ContactMessage, from: Mailbox, to: Mailbox[]): Mail {
  const phone = row.phone?.trim() || 'No proporcionado';
  const received = new Date(row.created_at).toLocaleString('es-MX', {
    timeZone: 'America/Mexico_City',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const text = [
    'Nuevo mensaje desde el formulario de contacto de Fedatario.',
    '',
    `Nombre: ${row.name}`,
    `Correo: ${row.email}`,
    `Teléfono: ${phone}`,
    `Recibido: ${received}`,
    '',
    'Mensaje:',
    row.message,
    '',
    `Referencia: ${row.id}`,
  ].join('\n');
  const field = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#111">',
    '<h2 style="margin:0 0 12px">Nuevo mensaje de contacto</h2>',
    '<table role="presentation">',
    field('Nombre', row.name),
    field('Correo', row.email),
    field('Teléfono', phone),
    field('Recibido', received),
    '</table>',
    '<h3 style="margin:16px 0 8px">Mensaje</h3>',
    `<p style="white-space:pre-wrap;margin:0">${escapeHtml(row.message)}</p>`,
    `<p style="color:#666;font-size:12px;margin-top:24px">Referencia: ${escapeHtml(row.id)}</p>`,
    '</body></html>',
  ].join('');
  const name = oneLine(row.name);
  return {
    from,
    to,
    replyTo: { email: row.email, name },
    subject: `Nuevo mensaje de contacto de ${name}`.slice(0, 200),
    text,
    html,
  };
}

const formatMailbox = (m: Mailbox) => (m.name ? `${oneLine(m.name)} <${m.email}>` : m.email);

async function sendWithResend(mail: Mail, apiKey: string): Promise<string> {
  const res = await fetch('https://api.resend.com/emails', {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      from: formatMailbox(mail.from),
      to: mail.to.map((m) => m.email),
      reply_to: formatMailbox(mail.replyTo),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { id?: string; message?: string };
  if (!res.ok) throw new Error(`Resend ${res.status}: ${body.message ?? 'sin detalle'}`);
  return body.id ?? '';
}

async function sendToLocalInbox(mail: Mail, baseUrl: string): Promise<string> {
  const box = (m: Mailbox) => ({ Email: m.email, Name: m.name ?? '' });
  const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/v1/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      From: box(mail.from),
      To: mail.to.map(box),
      ReplyTo: [box(mail.replyTo)],
      Subject: mail.subject,
      Text: mail.text,
      HTML: mail.html,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { ID?: string; error?: string };
  if (!res.ok) throw new Error(`Mailpit ${res.status}: ${body.error ?? 'sin detalle'}`);
  return body.ID ?? '';
}

export interface Transport {
  provider: 'resend' | 'local';
  send(mail: Mail): Promise<string>;
}

/** The configured provider; none configured is a 503 (the row stays unsent for a retry). */
export function transportFromEnv(env: (name: string) => string | undefined): Transport {
  const apiKey = env('RESEND_API_KEY')?.trim();
  if (apiKey) return { provider: 'resend', send: (mail) => sendWithResend(mail, apiKey) };
  const local = env('LOCAL_MAIL_API_URL')?.trim();
  if (local) return { provider: 'local', send: (mail) => sendToLocalInbox(mail, local) };
  throw new HttpError(
    503,
    'El envío de correo no está configurado (RESEND_API_KEY o LOCAL_MAIL_API_URL)',
    'mail_not_configured',
  );
}
