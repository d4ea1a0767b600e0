// invite-user: an owner or admin manages who is invited into their office.
//   { email, role, org_id? }                 invite (invite.ts)
//   { action: 'resend', email, org_id? }     mail a pending invitation's link again (resend.ts)
//   { action: 'cancel', email, org_id? }     withdraw a pending invitation (cancel.ts)
// Without org_id, the caller's own office. Every action needs the caller to be an active owner or
// admin of that office, checked before any account is looked up or any mail is sent.
import { adminClient, callerOrgId, requireCaller, requireMembership } from '../_shared/clients.ts';
import { readJsonBody, serve } from '../_shared/http.ts';
import { cancel } from './cancel.ts';
import type { ActionContext } from './context.ts';
import { parseBody } from './input.ts';
import { invite } from './invite.ts';
import { resend } from './resend.ts';

serve(async (req) => {
  const input = parseBody(await readJsonBody(req));
  const caller = await requireCaller(req);
  const orgId = input.org_id ?? (await callerOrgId(caller));
  await requireMembership(caller, orgId, ['owner', 'admin']);

  // Service role (accounts.ts): whether the address has an account lives in auth.users, and
  // only the Auth admin API invites or removes an account.
  const context: ActionContext = { req, caller, orgId, admin: adminClient() };
  switch (input.action) {
    case 'invite':
      return invite(context, input);
    case 'resend':
      return resend(context, input);
    case 'cancel':
      return cancel(context, input);
  }
});
