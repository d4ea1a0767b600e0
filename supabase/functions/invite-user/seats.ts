// A person's seat (membership) in the office, read as the caller so RLS holds them to their own
// office, and the answers for someone who already has one.
import type { Caller } from '../_shared/clients.ts';
import { HttpError } from '../_shared/http.ts';
import { findAccount, type Found } from './accounts.ts';
import type { ActionContext } from './context.ts';

export type SeatStatus = 'active' | 'invited' | 'disabled';

export interface Seat {
  id: string;
  role: 'owner' | 'admin' | 'member';
  status: SeatStatus;
}

const ALREADY_IN_OFFICE: Record<SeatStatus, string> = {
  active: 'Esta persona ya es miembro de tu notaría.',
  invited: 'Esta persona ya tiene una invitación pendiente en tu notaría.',
  disabled: 'Esta persona ya pertenece a tu notaría, con su acceso deshabilitado.',
};

export const alreadyInOffice = (status: SeatStatus) =>
  new HttpError(409, ALREADY_IN_OFFICE[status], 'already_member', { status });

export const noInvitation = () =>
  new HttpError(
    404,
    'No hay una invitación pendiente para este correo en tu notaría.',
    'invitation_not_found',
  );

/** The seat `userId` holds in `orgId`, if any. */
export async function seatOf(caller: Caller, orgId: string, userId: string): Promise<Seat | null> {
  const { data, error } = await caller.client
    .from('memberships')
    .select('id, role, status')
    .eq('org_id', orgId)
    .eq('user_id', userId)
    .maybeSingle<Seat>();
  if (error) throw new HttpError(500, 'No se pudo verificar la membresía', 'membership_error');
  return data;
}

export interface PendingInvitation {
  account: Found;
  seat: Seat;
}

/**
 * The account `email` has and its invited seat in the office: 404 when the address has no
 * account or no seat there, 409 when its seat is no longer pending (the person already came in,
 * or was disabled).
 */
export async function pendingInvitation(
  { caller, orgId, admin }: ActionContext,
  email: string,
): Promise<PendingInvitation> {
  const account = await findAccount(admin, email);
  const seat = account && (await seatOf(caller, orgId, account.id));
  if (!account || !seat) throw noInvitation();
  if (seat.status !== 'invited') throw alreadyInOffice(seat.status);
  return { account, seat };
}
