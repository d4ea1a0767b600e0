// action 'resend': a pending invitation whose mail was lost or whose link expired gets a fresh
// link, through the same Auth invitation (Auth replaces the account's token, so the newest mail
// is the one that works). The seat is left as it is: same role, still 'invited'.
import { HttpError, json } from '../_shared/http.ts';
import { inviteRedirect, sendInvite } from './accounts.ts';
import type { ActionContext } from './context.ts';
import type { PendingInput } from './input.ts';
import { pendingInvitation } from './seats.ts';

// The invitee followed a link (which confirmed the address) but has not opened the app yet:
// Auth refuses to invite a confirmed address (sendInvite answers null), and they can come in.
const alreadyAccepted = () =>
  new HttpError(
    409,
    'Esta persona ya aceptó la invitación: puede entrar con su correo, o recuperar su contraseña desde «¿Olvidaste tu contraseña?».',
    'already_accepted',
  );

export async function resend(context: ActionContext, { email }: PendingInput): Promise<Response> {
  const { account, seat } = await pendingInvitation(context, email);
  const sent = await sendInvite(context.admin, email, inviteRedirect(context.req), true);
  if (!sent) throw alreadyAccepted();
  return json({
    user_id: account.id,
    email,
    org_id: context.orgId,
    role: seat.role,
    status: 'invited',
    invited: true,
  });
}
