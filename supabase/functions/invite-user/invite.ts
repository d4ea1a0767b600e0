// action 'invite' (the default): a new address gets an account from Auth and an e-mailed link
// (verify type=invite) that signs them in on the app's /auth page, where they choose a password;
// their seat waits as 'invited' until their first visit to the app activates it (ensure-org). An
// address that already has a confirmed account is added as it is, active at once: there is no
// link to wait for.
import { HttpError, json } from '../_shared/http.ts';
import {
  type Account,
  discardIfSeatless,
  findAccount,
  inviteRedirect,
  sendInvite,
} from './accounts.ts';
import type { ActionContext } from './context.ts';
import type { InviteInput } from './input.ts';
import { alreadyInOffice, type SeatStatus, seatOf } from './seats.ts';

export async function invite(
  { req, caller, orgId, admin }: ActionContext,
  { email, role }: InviteInput,
): Promise<Response> {
  // Nothing is mailed before the 409 check.
  let found = await findAccount(admin, email);
  const seat = found && (await seatOf(caller, orgId, found.id));
  if (seat) throw alreadyInOffice(seat.status);
  let account: Account | null = null;
  if (!found?.email_confirmed) {
    account = await sendInvite(admin, email, inviteRedirect(req), found !== null);
    // Confirmed between the look-up and the invitation: add that account as it is.
    if (!account) found = await findAccount(admin, email);
  }
  account ??= found && { id: found.id, invited: false, created: false };
  if (!account) throw new HttpError(500, 'No se pudo invitar al usuario', 'invite_failed');

  // The seat is written as the caller, so RLS holds them to their own office and to the roles
  // they may give; the audit trigger records them as its author.
  const status: SeatStatus = account.invited ? 'invited' : 'active';
  const { error } = await caller.client.from('memberships').insert({
    org_id: orgId,
    user_id: account.id,
    role,
    status,
    invited_by: caller.user.id,
  });
  // A seat written meanwhile (a second invite racing this one): answer with its real status.
  if (error?.code === '23505') {
    throw alreadyInOffice((await seatOf(caller, orgId, account.id))?.status ?? 'active');
  }
  if (error) {
    console.error('memberships insert', error);
    if (account.created) await discardIfSeatless(admin, account.id);
    throw new HttpError(500, 'No se pudo agregar al usuario a la notaría', 'membership_error');
  }
  return json({
    user_id: account.id,
    email,
    org_id: orgId,
    role,
    status,
    invited: account.invited,
  });
}
