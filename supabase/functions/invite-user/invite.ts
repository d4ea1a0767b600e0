// action 'invite' (the default): the address gets an 'invited' seat, which only the person turns
// active. A new address gets an account from Auth and an e-mailed link (verify type=invite) that
// signs them in on the app's /auth page, where they choose a password; their first visit to the
// app then takes this invitation (ensure-org). An address that already has an account gets a
// plain notice (notice.ts) and accepts or declines in the app's office menu. The answer is the
// same either way, so the caller learns nothing about accounts outside their office.
import { HttpError, json } from '../_shared/http.ts';
import { discardIfSeatless, findAccount, inviteRedirect, sendInvite } from './accounts.ts';
import type { ActionContext } from './context.ts';
import type { InviteInput } from './input.ts';
import { mailNotice } from './notice.ts';
import { alreadyInOffice, seatOf } from './seats.ts';

export async function invite(
  context: ActionContext,
  { email, role }: InviteInput,
): Promise<Response> {
  const { req, caller, orgId, admin } = context;
  // Nothing is mailed before the 409 check.
  const found = await findAccount(admin, email);
  const seat = found && (await seatOf(caller, orgId, found.id));
  if (seat) throw alreadyInOffice(seat.status);
  // Only an address without an account gets an Auth link; null: created meanwhile elsewhere.
  const created = found ? null : await sendInvite(admin, email, inviteRedirect(req), false);
  const userId = created?.id ?? found?.id ?? (await findAccount(admin, email))?.id;
  if (!userId) throw new HttpError(500, 'No se pudo invitar al usuario', 'invite_failed');

  // The seat is written as the caller, so RLS holds them to their own office and to the roles
  // they may give; the audit trigger records them as its author.
  const { error } = await caller.client.from('memberships').insert({
    org_id: orgId,
    user_id: userId,
    role,
    status: 'invited',
    invited_by: caller.user.id,
    invited_email: email,
  });
  // A seat written meanwhile (a second invite racing this one): answer with its real status.
  if (error?.code === '23505') {
    throw alreadyInOffice((await seatOf(caller, orgId, userId))?.status ?? 'invited');
  }
  if (error) {
    console.error('memberships insert', error);
    if (created?.created) await discardIfSeatless(admin, userId);
    throw new HttpError(500, 'No se pudo agregar al usuario a la notaría', 'membership_error');
  }
  if (!created) await mailNotice(context, email, role);
  return json({ email, org_id: orgId, role, status: 'invited' });
}
