import type { MembershipRole } from '@/features/session';

// The session feature owns the role vocabulary (and its labels).
export type MemberRole = MembershipRole;

/** One person of the office as list-users returns them. */
export interface OrgUser {
  id: string;
  email: string | null;
  role: MemberRole;
  status: 'active' | 'invited' | 'disabled';
  /** Null until the person has accepted: their account is not the office's to read before. */
  last_sign_in_at: string | null;
}

/**
 * What invite-user answers to an invitation or a resend: always a pending seat, the same whether
 * the address had an account or not (the office learns nothing about accounts outside it).
 */
export interface InviteResult {
  email: string;
  org_id: string;
  role: Exclude<MemberRole, 'owner'>;
  status: 'invited';
}

/** What invite-user answers to action 'cancel'. */
export interface CancelResult {
  email: string;
  org_id: string;
  cancelled: true;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: string;
  processed_at: string | null;
  processed_by: string | null;
}
