// The e-mails the auth service sends, in Spanish, through the stack's local inbox. Each
// carries a link to /auth/v1/verify (GoTrue's {{ .ConfirmationURL }}) and the 6-digit code
// ({{ .Token }}) for clients that verify by typing it.
import type { AuthContext } from './context';

export type LinkType = 'recovery' | 'invite' | 'signup' | 'email_change';

export function verifyLink(
  ctx: AuthContext,
  hash: string,
  type: LinkType,
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${ctx.stack.apiUrl}/auth/v1/verify?${query.toString()}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface Template {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const templates: Record<LinkType, Template> = {
  recovery: {
    subject: 'Restablece tu contraseña de Fedatario',
    intro: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Fedatario.',
    action: 'Restablecer contraseña',
    outro: 'Si no la solicitaste, ignora este correo: tu contraseña no cambiará.',
  },
  invite: {
    subject: 'Te invitaron a Fedatario',
    intro: 'Te invitaron a colaborar en una notaría en Fedatario.',
    action: 'Aceptar invitación y crear contraseña',
    outro: 'Si no esperabas esta invitación, ignora este correo.',
  },
  signup: {
    subject: 'Confirma tu correo en Fedatario',
    intro: 'Confirma tu dirección de correo para activar tu cuenta de Fedatario.',
    action: 'Confirmar correo',
    outro: 'Si no creaste una cuenta, ignora este correo.',
  },
  email_change: {
    subject: 'Confirma el cambio de correo en Fedatario',
    intro: 'Recibimos una solicitud para cambiar el correo de tu cuenta de Fedatario.',
    action: 'Confirmar cambio de correo',
    outro: 'Si no la solicitaste, ignora este correo y tu correo no cambiará.',
  },
};

export async function sendLinkMail(
  ctx: AuthContext,
  to: string,
  type: LinkType,
  link: string,
  otp: string,
): Promise<void> {
  const t = templates[type];
  const minutes = Math.round(ctx.config.otpExpiry / 60);
  const validity = `El enlace y el código vencen en ${minutes} minutos y solo pueden usarse una vez.`;
  const text = [
    'Hola:',
    '',
    t.intro,
    '',
    `${t.action}: ${link}`,
    '',
    `También puedes escribir este código: ${otp}`,
    '',
    validity,
    t.outro,
    '',
    'Fedatario',
  ].join('\n');
  const html = [
    '<p>Hola:</p>',
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>También puedes escribir este código: <strong>${otp}</strong></p>`,
    `<p>${escapeHtml(validity)} ${escapeHtml(t.outro)}</p>`,
    '<p>Fedatario</p>',
  ].join('\n');
  await ctx.stack.mailer.send({ to: [{ Email: to }], subject: t.subject, text, html });
}
