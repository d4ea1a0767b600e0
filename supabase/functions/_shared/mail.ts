// Outgoing e-mail for every function that sends it (contact form, notifications): through
// Resend when RESEND_API_KEY is set, otherwise into the local inbox through Mailpit's send API.
import { HttpError } from './http.ts';
import { z } from './validate.ts';

export interface Mailbox {
  email: string;
  name?: string;
}

export interface Mail {
  from: Mailbox;
  to: Mailbox[];
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html: string;
}

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
export const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

const formatMailbox = (m: Mailbox) => (m.name ? `${oneLine(m.name)} <${m.email}>` : m.email);

async function sendWithResend(mail: Mail, apiKey: string): Promise<string> {
  const res = await fetch('https://api.resend.com/emails', {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      from: formatMailbox(mail.from),
      to: mail.to.map((m) => m.email),
      ...(mail.replyTo ? { reply_to: formatMailbox(mail.replyTo) } : {}),
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
      ...(mail.replyTo ? { ReplyTo: [box(mail.replyTo)] } : {}),
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

/** The configured provider; none configured is a 503 (the caller keeps the mail unsent). */
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
