import { supabase } from '@/lib/supabase';
import { unexpectedRow } from '@/lib/unexpected-row';
import type { MembershipRole } from './office';

/** An office that invited the user and waits for them to accept or decline. */
export interface PendingInvitation {
  membershipId: string;
  orgId: string;
  orgName: string;
  role: MembershipRole;
}

const WHAT = 'invitaciones pendientes';
const ROLES: ReadonlySet<string> = new Set<MembershipRole>(['owner', 'admin', 'member']);

const text = (row: Record<string, unknown>, key: string, index: number): string => {
  const value = row[key];
  if (typeof value !== 'string' || value === '')
    throw unexpectedRow(WHAT, `${index}.${key}`, value);
  return value;
};

/** my_invitations' rows, checked by hand: the shell's first load carries no zod. */
export function parseInvitations(data: unknown): PendingInvitation[] {
  if (data === null || data === undefined) return [];
  if (!Array.isArray(data)) throw unexpectedRow(WHAT, 'la lista', data);
  return data.map((row: unknown, index) => {
    if (typeof row !== 'object' || row === null) throw unexpectedRow(WHAT, String(index), row);
    const record = row as Record<string, unknown>;
    const role = text(record, 'role', index);
    if (!ROLES.has(role)) throw unexpectedRow(WHAT, `${index}.role`, role);
    return {
      membershipId: text(record, 'membership_id', index),
      orgId: text(record, 'org_id', index),
      orgName: text(record, 'org_name', index),
      role: role as MembershipRole,
    };
  });
}

/**
 * The user's pending invitations with the inviting office's name, which RLS would not show
 * them yet (they are no member of it): my_invitations reads both, for the caller only.
 */
export async function fetchInvitations(): Promise<PendingInvitation[]> {
  const { data, error } = await supabase.rpc('my_invitations');
  if (error) throw error;
  return parseInvitations(data);
}

/** The caller's own seat turns active (audited as them); another's is a 404. */
export async function acceptInvitation(membershipId: string): Promise<void> {
  const { error } = await supabase.rpc('accept_invitation', { p_membership_id: membershipId });
  if (error) throw error;
}

/** The caller's own pending seat is deleted (audited as them). */
export async function declineInvitation(membershipId: string): Promise<void> {
  const { error } = await supabase.rpc('decline_invitation', { p_membership_id: membershipId });
  if (error) throw error;
}
