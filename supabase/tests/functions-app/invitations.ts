// What the invite-user tests look at: the seats and accounts an address has, the invitation
// mails in the local inbox, and what following a mailed link gives.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { anonKey, apiUrl, inbox, sql } from '../helpers';

export const INVITE_SUBJECT = 'Te invitaron a Fedatario';
/** The plain notice an address that already has an account gets (no Auth link). */
export const NOTICE_SUBJECT = 'Tienes una invitación pendiente en Fedatario';

/** The notices mailed to `email`, newest first. */
export const notices = async (email: string) =>
  (await inbox(email)).filter((m) => m.Subject === NOTICE_SUBJECT);

/** The account an address has (invite-user no longer answers with it). */
export async function accountIdOf(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>('select id from auth.users where email = $1', [email]);
  expect(row, email).toBeDefined();
  return row!.id;
}

export const seatsOf = (userId: string) =>
  sql<{ org_id: string; role: string; status: string; invited_by: string | null }>(
    'select org_id, role, status, invited_by from public.memberships where user_id = $1 order by created_at',
    [userId],
  );

export const accountsWith = async (email: string) =>
  (
    await sql<{ n: number }>('select count(*)::int as n from auth.users where email = $1', [email])
  )[0]!.n;

/** The verify links of the invitations mailed to `email`, newest first. */
export async function inviteLinks(email: string): Promise<URL[]> {
  const mails = (await inbox(email)).filter((m) => m.Subject === INVITE_SUBJECT);
  return mails.map((mail) => {
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.Text)?.[0];
    expect(link, mail.Text).toBeTruthy();
    return new URL(link!);
  });
}

/** The verify link of the one invitation mailed to `email`. */
export async function inviteLink(email: string): Promise<URL> {
  const links = await inviteLinks(email);
  expect(links).toHaveLength(1);
  return links[0]!;
}

/**
 * Follows a mailed link as the invitee's browser would: a client signed in with the session it
 * opened, or null when Auth refused the link (the error goes in the fragment instead).
 */
export async function followInvite(link: URL): Promise<SupabaseClient | null> {
  const verified = await fetch(link, { redirect: 'manual' });
  expect(verified.status).toBe(303);
  const fragment = new URLSearchParams(new URL(verified.headers.get('location')!).hash.slice(1));
  const accessToken = fragment.get('access_token');
  if (!accessToken) return null;
  expect(fragment.get('type')).toBe('invite');
  return createClient(apiUrl, anonKey, { accessToken: async () => accessToken });
}
