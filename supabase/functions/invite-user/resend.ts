// action 'resend': a pending invitation whose mail was lost or whose link expired is mailed
// again. The invitation that made a not yet confirmed account gets a fresh Auth link (Auth
// replaces the account's token, so the newest mail is the one that works); any other gets the
// plain notice again, so no office's resend ever retires the link another office's invitation
// mailed. The seat is left as it is: same role, still 'invited'.
import { json } from '../_shared/http.ts';
import { inviteRedirect, madeTheAccount, sendInvite } from './accounts.ts';
import type { ActionContext } from './context.ts';
import type { PendingInput } from './input.ts';
import { mailNotice } from './notice.ts';
import { pendingInvitation } from './seats.ts';

export async function resend(context: ActionContext, { email }: PendingInput): Promise<Response> {
  const { admin, orgId } = context;
  const { account, seat } = await pendingInvitation(context, email);
  // Service role (madeTheAccount): whether another office's seat is older is not the caller's
  // to read; only that yes/no is used.
  const ownsTheLink = !account.email_confirmed && (await madeTheAccount(admin, account.id, orgId));
  const sent = ownsTheLink && (await sendInvite(admin, email, inviteRedirect(context.req), true));
  if (!sent) await mailNotice(context, email, seat.role);
  return json({ email, org_id: orgId, role: seat.role, status: 'invited' });
}
