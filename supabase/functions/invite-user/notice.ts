// The mail for someone who already has an account: a plain notice that an office invited them,
// with a link to /app, where the office menu offers the invitation to accept or decline. No Auth
// link: asking Auth for one would replace the token of the link another office's invitation
// mailed to an address not yet confirmed, and a confirmed account needs none to sign in.
import { HttpError } from '../_shared/http.ts';
import {
  DEFAULT_FROM,
  escapeHtml,
  oneLine,
  parseMailbox,
  transportFromEnv,
} from '../_shared/mail.ts';
import { appHome } from './accounts.ts';
import type { ActionContext } from './context.ts';

export const NOTICE_SUBJECT = 'Tienes una invitación pendiente en Fedatario';

const ROLE_NAMES: Record<string, string> = {
  admin: 'administrador',
  member: 'miembro',
  owner: 'propietario',
};

const env = (name: string) => Deno.env.get(name);

/** The office's name, read as the caller (an owner or admin of it). */
async function officeName({ caller, orgId }: ActionContext): Promise<string> {
  const { data } = await caller.client
    .from('organizations')
    .select('name')
    .eq('id', orgId)
    .maybeSingle<{ name: string }>();
  return oneLine(data?.name ?? '') || 'Una notaría';
}

export async function mailNotice(context: ActionContext, email: string, role: string) {
  const office = await officeName(context);
  const link = appHome(context.req);
  const lines = [
    `${office} te invitó a unirte a su notaría en Fedatario como ${ROLE_NAMES[role] ?? role}.`,
    '',
    link
      ? `Entra a Fedatario y, en el menú de notarías de la barra lateral, acepta o rechaza la invitación: ${link}`
      : 'Entra a Fedatario y, en el menú de notarías de la barra lateral, acepta o rechaza la invitación.',
    '',
    'Si aún no tienes contraseña, usa el enlace de tu primera invitación o «¿Olvidaste tu contraseña?» en la página de acceso.',
    'Si no esperabas esta invitación, puedes rechazarla o ignorar este correo: nadie entra a una notaría sin aceptarla.',
  ];
  const text = lines.join('\n');
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#111">',
    ...lines.map((line) => {
      const escaped = escapeHtml(line);
      return `<p style="margin:0 0 8px">${link ? escaped.replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`) : escaped}</p>`;
    }),
    '</body></html>',
  ].join('');
  const from =
    parseMailbox(env('NOTIFICATION_EMAIL_FROM') ?? DEFAULT_FROM) ?? parseMailbox(DEFAULT_FROM)!;
  try {
    await transportFromEnv(env).send({
      from,
      to: [{ email }],
      subject: NOTICE_SUBJECT,
      text,
      html,
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.error('invitation notice', error);
    throw new HttpError(502, 'No se pudo enviar la invitación', 'invite_failed');
  }
}
