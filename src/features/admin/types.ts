import type { MembershipRole } from '@/features/session';

// The session feature owns the role vocabulary (and its labels).
export type MemberRole = MembershipRole;

/** One person of the office as list-users returns them. */
export interface OrgUser {
  id: string;
  email: string | null;
  role: MemberRole;
  status: 'active' | 'invited' | 'disabled';
  last_sign_in_at: string | null;
}

/** What invite-user answers to an invitation or a resend: the seat, and whether a mail went. */
export interface InviteResult {
  user_id: string;
  email: string;
  role: Exclude<MemberRole, 'owner'>;
  status: 'active' | 'invited';
  /** False when the address already had an account: it was added without a mail. */
  invited: boolean;
}

/** What invite-user answers to action 'cancel'. */
export interface CancelResult {
  user_id: string;
  email: string;
  cancelled: true;
  /** True when the account existed only for this invitation and went with it. */
  account_deleted: boolean;
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
