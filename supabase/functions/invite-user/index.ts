// invite-user { email, role, org_id? }: an owner or admin brings a person into their office.
// A new address gets an account from Auth and an e-mailed link (verify type=invite) that signs
// them in on the app's /auth page, where they choose a password; their seat waits as 'invited'
// until their first visit to the app activates it (ensure-org). An address that already has a
// confirmed account is added as it is, active at once: there is no link to wait for.
import {
  adminClient,
  callerOrgId,
  type Caller,
  requireCaller,
  requireMembership,
} from '../_shared/clients.ts';
import { HttpError, json, readJsonBody, serve } from '../_shared/http.ts';
import { parseInput, z } from '../_shared/validate.ts';
import {
  type Account,
  discardIfSeatless,
  findAccount,
  inviteRedirect,
  sendInvite,
} from './accounts.ts';

// org_id is optional, as in seed-demo: without it, the caller's own office. Owners are never
// made by invitation (an owner hands over ownership by changing a member's role).
const input = z
  .object({
    email: z
      .string({ error: 'Escribe el correo electrónico' })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Ingresa un correo electrónico válido' })),
    role: z.enum(['admin', 'member'], { error: 'El rol debe ser admin o member' }),
    org_id: z.uuid().optional(),
  })
  .strict();

type SeatStatus = 'active' | 'invited' | 'disabled';

const ALREADY_IN_OFFICE: Record<SeatStatus, string> = {
  active: 'Esta persona ya es miembro de tu notaría.',
  invited: 'Esta persona ya tiene una invitación pendiente en tu notaría.',
  disabled: 'Esta persona ya pertenece a tu notaría, con su acceso deshabilitado.',
};

const alreadyInOffice = (status: SeatStatus) =>
  new HttpError(409, ALREADY_IN_OFFICE[status], 'already_member', { status });

/** 409 when the account already has a seat in the office (read as the caller, under RLS). */
async function refuseExistingSeat(caller: Caller, orgId: string, userId: string): Promise<void> {
  const { data, error } = await caller.client
    .from('memberships')
    .select('status')
    .eq('org_id', orgId)
    .eq('user_id', userId)
    .maybeSingle<{ status: SeatStatus }>();
  if (error) throw new HttpError(500, 'No se pudo verificar la membresía', 'membership_error');
  if (data) throw alreadyInOffice(data.status);
}

serve(async (req) => {
  const { email, role, org_id } = parseInput(input, await readJsonBody(req));
  const caller = await requireCaller(req);
  const orgId = org_id ?? (await callerOrgId(caller));
  await requireMembership(caller, orgId, ['owner', 'admin']);

  // Service role (accounts.ts): whether the address has an account lives in auth.users, and
  // only the Auth admin API invites. Nothing is mailed before the 409 check.
  const admin = adminClient();
  let found = await findAccount(admin, email);
  if (found) await refuseExistingSeat(caller, orgId, found.id);
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
  if (error?.code === '23505') throw alreadyInOffice('active');
  if (error) {
    console.error('memberships insert', error);
    await discardIfSeatless(admin, account);
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
});
