// The Auth side of an invitation: finding the account an address already has, inviting a new
// one (Auth creates it and mails the link) or mailing a fresh link, and removing an account an
// invitation made when it is left without a seat. All of it needs the service role: auth.users
// and the Auth admin API are closed to the caller.
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { HttpError } from '../_shared/http.ts';

/** An account Auth mailed an invitation link to. */
export interface Account {
  id: string;
  /** True when this call created the account, so a failed seat may undo it. */
  created: boolean;
}

export interface Found {
  id: string;
  email_confirmed: boolean;
}

/** The account registered with `email`, if any (auth_user_by_email, service role only). */
export async function findAccount(admin: SupabaseClient, email: string): Promise<Found | null> {
  const { data, error } = await admin
    .rpc('auth_user_by_email', { p_email: email })
    .maybeSingle<Found>();
  if (error) {
    console.error('auth_user_by_email', error);
    throw new HttpError(500, 'No se pudo buscar la cuenta', 'lookup_error');
  }
  return data;
}

// The app's page that takes an invitee in (src/features/auth/api.ts: INVITE_VALUE): it reads
// the session the link opened and asks for a password.
const INVITE_PATH = '/auth?modo=invitacion';

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * `path` on the app: at APP_URL (set it on a hosted project), else at the app the request came
 * from (the browser's Origin). `trustOrigin` says whether any Origin may be used: Auth checks the
 * invite link's redirect against the project's allow-list itself, but a link we write into our
 * own mail has no such check, so there only a loopback Origin (local development) is taken.
 */
function appUrl(req: Request, path: string, trustOrigin: boolean): string | undefined {
  const configured = Deno.env.get('APP_URL');
  const base = configured || req.headers.get('Origin');
  if (!base) return undefined;
  try {
    const url = new URL(path, base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (!configured && !trustOrigin && !isLoopback(url)) return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

/** Where the mailed Auth link sends the invitee (Auth keeps it to its redirect allow-list). */
export const inviteRedirect = (req: Request) => appUrl(req, INVITE_PATH, true);

/** The app's /app, where a signed-in person accepts a pending invitation (notice.ts). */
export const appHome = (req: Request) => appUrl(req, '/app', false);

/**
 * Invites `email` through Auth (POST /invite): a new account without a password and a mailed
 * link, or a re-sent link for an account that never confirmed (Auth stores a new token, so only
 * the newest link works: invite-user asks for one only for the invitation that made the
 * account). Null when the address turned out to be confirmed (Auth answers email_exists).
 */
export async function sendInvite(
  admin: SupabaseClient,
  email: string,
  redirectTo: string | undefined,
  existed: boolean,
): Promise<Account | null> {
  const { data, error } = await admin.auth.admin.inviteUserByEmail(email, { redirectTo });
  if (!error && data.user) return { id: data.user.id, created: !existed };
  if (error?.code === 'email_exists') return null;
  if (error?.status === 429 || error?.code === 'over_email_send_rate_limit') {
    throw new HttpError(
      429,
      'Se enviaron demasiados correos a esta dirección. Espera un momento e inténtalo de nuevo.',
      'rate_limited',
    );
  }
  if (error?.code === 'email_address_invalid' || error?.code === 'validation_failed') {
    throw new HttpError(400, 'El correo electrónico no es válido', 'invalid_email');
  }
  console.error('inviteUserByEmail', error);
  throw new HttpError(502, 'No se pudo enviar la invitación', 'invite_failed');
}

/**
 * Deletes an account that only an invitation made (the caller knows: this call created it, or
 * its address was never confirmed, so nobody ever signed in with it) once it has no seat left,
 * so the mailed link leads nowhere instead of into an account with no office. An account that
 * meanwhile got a seat elsewhere (another office invited it at the same moment) is left alone:
 * deleting it would cascade to that seat. True when the account was deleted.
 */
/**
 * True when `orgId` holds the oldest seat of the account: its invitation made the account, and
 * the Auth link mailed for it is the only one the account has.
 */
export async function madeTheAccount(
  admin: SupabaseClient,
  userId: string,
  orgId: string,
): Promise<boolean> {
  const { data, error } = await admin
    .from('memberships')
    .select('org_id')
    .eq('user_id', userId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .limit(1)
    .maybeSingle<{ org_id: string }>();
  if (error) throw new HttpError(500, 'No se pudo verificar la membresía', 'membership_error');
  return data?.org_id === orgId;
}

export async function discardIfSeatless(admin: SupabaseClient, userId: string): Promise<boolean> {
  const { count, error } = await admin
    .from('memberships')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId);
  if (error || count !== 0) return false;
  const { error: deleteError } = await admin.auth.admin.deleteUser(userId);
  if (deleteError) console.error('deleteUser of a seatless invited account', deleteError);
  return !deleteError;
}
