// action 'cancel': a pending invitation is withdrawn. Its seat is deleted as the caller (RLS
// holds them to their own office; the audit trigger records the deletion as theirs), so the
// mailed link no longer leads into this office. An account that only invitations made (its
// address never confirmed) and that has no seat left is deleted too, so the link leads nowhere.
import { HttpError, json } from '../_shared/http.ts';
import { discardIfSeatless } from './accounts.ts';
import type { ActionContext } from './context.ts';
import type { PendingInput } from './input.ts';
import { alreadyInOffice, noInvitation, pendingInvitation, seatOf } from './seats.ts';

export async function cancel(context: ActionContext, { email }: PendingInput): Promise<Response> {
  const { caller, orgId, admin } = context;
  const { account, seat } = await pendingInvitation(context, email);
  // Only while still pending: an invitee who came in meanwhile keeps their seat.
  const { data, error } = await caller.client
    .from('memberships')
    .delete()
    .eq('id', seat.id)
    .eq('status', 'invited')
    .select('id');
  if (error) {
    console.error('memberships delete', error);
    throw new HttpError(500, 'No se pudo cancelar la invitación', 'membership_error');
  }
  if (data.length === 0) {
    const now = await seatOf(caller, orgId, account.id);
    throw now ? alreadyInOffice(now.status) : noInvitation();
  }
  // Whether the account went with it is not said: that would tell whether it had signed in.
  if (!account.email_confirmed) await discardIfSeatless(admin, account.id);
  return json({ email, org_id: orgId, cancelled: true });
}
