// Building the office notification for a contact message; delivery (Resend or the local
// inbox) is the shared mail path in ../_shared/mail.ts.
import { HttpError } from '../_shared/http.ts';
import { escapeHtml, type Mail, type Mailbox, oneLine, parseMailbox } from '../_shared/mail.ts';

export { DEFAULT_FROM, parseMailbox, transportFromEnv } from '../_shared/mail.ts';
export type { Mail, Mailbox, Transport } from '../_shared/mail.ts';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
}

export const DEFAULT_TO = 'contacto@fedatario.mx,ventas@fedatario.mx';

/** The office addresses of CONTACT_EMAIL_TO (comma-separated); a bad entry is a config error. */
export function officeAddresses(value: string | undefined): Mailbox[] {
  const entries = (value?.trim() ? value : DEFAULT_TO).split(',').filter((s) => s.trim());
  const boxes = entries.map(parseMailbox);
  if (boxes.length === 0 || boxes.some((b) => b === null)) {
    throw new HttpError(500, 'CONTACT_EMAIL_TO no es una lista de correos válida', 'mail_config');
  }
  return boxes as Mailbox[];
}

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
