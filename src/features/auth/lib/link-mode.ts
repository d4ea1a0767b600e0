/**
 * E-mailed links come back to /auth with `?modo=…`, which says what the link was for. Both kinds
 * sign the person in (supabase-js reads the session from the URL) and then ask for a password.
 */
export const LINK_MODE_PARAM = 'modo';

export type LinkMode = 'recovery' | 'invite';

// The invitation value is also written by supabase/functions/invite-user/accounts.ts
// (INVITE_PATH), which builds the link on the server.
const VALUES: Record<LinkMode, string> = { recovery: 'restablecer', invite: 'invitacion' };

export function linkModeValue(mode: LinkMode): string {
  return VALUES[mode];
}

/** The mode of the link the page was opened from, or null for a plain visit to /auth. */
export function linkModeOf(value: string | null): LinkMode | null {
  if (value === VALUES.recovery) return 'recovery';
  if (value === VALUES.invite) return 'invite';
  return null;
}
