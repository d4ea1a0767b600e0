// /verify: redeeming e-mailed tokens (GoTrue's verify.go, implicit flow).
//   GET  ?token=<hash>&type=...&redirect_to=...  (the link in the mail) → 303 to redirect_to with
//        the session in the fragment, or the error in the fragment.
//   POST {type, token_hash} or {type, email, token}  → the session as JSON.
import type pg from 'pg';
import type { AuthContext } from './context';
import { inTransaction } from './db';
import { clearTokens, tokenFresh, type TokenColumn } from './email-tokens';
import {
  AuthError,
  forbidden,
  rateLimited,
  unauthorized,
  unprocessable,
  validationFailed,
} from './errors';
import { redirectTarget } from './redirect';
import { json, redirect, str, type AuthRequest, type Reply } from './request';
import { startSession, type TokenResponse } from './sessions';
import { tokenHash } from './tokens';
import { findUserByToken, isBanned, mergeMetadata, type User } from './users';

type VerifyType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email';

const columnsFor: Record<VerifyType, TokenColumn[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  email: ['confirmation_token', 'recovery_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

const sentAt = (user: User, column: TokenColumn) =>
  column === 'recovery_token'
    ? user.recovery_sent_at
    : column === 'confirmation_token'
      ? user.confirmation_sent_at
      : user.email_change_sent_at;

const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** The outcome of a redeemed token: a session, or (first half of a secure e-mail change) a note. */
type Redeemed = { session: TokenResponse } | { message: string };

function parseType(raw: string): VerifyType {
  if (!raw) throw validationFailed('Verify requires a verification type');
  if (!(raw in columnsFor)) throw validationFailed('Unsupported verification type');
  return raw as VerifyType;
}

/** GoTrue's user.Confirm: confirmed now, and user_metadata.email_verified = true. */
async function confirmEmail(client: pg.PoolClient, user: User) {
  await client.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = $2, updated_at = now() where id = $1`,
    [user.id, mergeMetadata(user.raw_user_meta_data, { email_verified: true })],
  );
  await client.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
      where user_id = $1 and provider = 'email'`,
    [user.id],
  );
}

/** Applies what the token stands for, then signs the user in (method 'otp', as GoTrue does). */
async function redeem(
  ctx: AuthContext,
  client: pg.PoolClient,
  r: AuthRequest,
  user: User,
  type: VerifyType,
  column: TokenColumn,
): Promise<Redeemed> {
  if (isBanned(user)) throw unauthorized('user_banned', 'User is banned');
  if (type === 'email_change') {
    const secondPending =
      ctx.config.secureEmailChange && (user.email_change_confirm_status ?? 0) === 0 && user.email;
    const other =
      column === 'email_change_token_new' ? 'email_change_token_current' : 'email_change_token_new';
    if (secondPending && user[other]) {
      await client.query(
        `update auth.users set ${column} = '', email_change_confirm_status = 1 where id = $1`,
        [user.id],
      );
      return { message: SINGLE_CONFIRMATION };
    }
    const newEmail = user.email_change ?? '';
    await client.query(
      `update auth.users set email = $2, email_change = '', email_change_token_new = '',
         email_change_token_current = '', email_change_confirm_status = 0, updated_at = now() where id = $1`,
      [user.id, newEmail],
    );
    await client.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
         updated_at = now() where user_id = $1 and provider = 'email'`,
      [user.id, newEmail],
    );
    if (!user.email_confirmed_at) await confirmEmail(client, user);
  } else {
    if (!user.email_confirmed_at || type !== 'recovery') await confirmEmail(client, user);
    await clearTokens(client, user.id);
  }
  return { session: await startSession(ctx, client, user.id, 'otp', r) };
}

const invalidLink = () => forbidden('otp_expired', 'Email link is invalid or has expired');
const invalidToken = () => forbidden('otp_expired', 'Token has expired or is invalid');

/** The user whose stored hash is `hash` for one of the type's columns. */
async function byHash(ctx: AuthContext, client: pg.PoolClient, type: VerifyType, hash: string) {
  const cleaned = hash.replaceAll('-', '');
  for (const column of columnsFor[type]) {
    const user = await findUserByToken(client, column, cleaned);
    if (user && tokenFresh(ctx, sentAt(user, column))) return { user, column };
  }
  return null;
}

/**
 * The user whose e-mailed code is `otp` (POST with email + token). The stored hash covers the
 * address the code was sent to, so hashing what the caller typed and looking it up checks both.
 */
const byCode = (
  ctx: AuthContext,
  client: pg.PoolClient,
  type: VerifyType,
  email: string,
  otp: string,
) => byHash(ctx, client, type, tokenHash(email.toLowerCase(), otp));

function fragment(params: Record<string, string>): string {
  // Go's url.Values.Encode sorts keys; keep GoTrue's exact fragment.
  const sorted = Object.keys(params).sort();
  const search = new URLSearchParams();
  for (const key of sorted) search.set(key, params[key]!);
  return search.toString();
}

const oauthErrors: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue's prepErrorRedirectURL: the query is dropped and the error goes in the fragment. */
function errorRedirect(target: string, err: AuthError): Reply {
  const url = new URL(target);
  url.search = '';
  const params: Record<string, string> = { error_code: err.code, error_description: err.message };
  const oauth = oauthErrors[err.status];
  if (oauth) params.error = oauth;
  url.hash = fragment(params);
  return redirect(url.toString());
}

export async function verifyGet(ctx: AuthContext, r: AuthRequest): Promise<Reply> {
  if (r.ip && !ctx.limits.verifyPerIp.hit(r.ip)) throw rateLimited();
  const target = redirectTarget(ctx.config, r.query.get('redirect_to'));
  const token = r.query.get('token') ?? '';
  try {
    if (!token) throw validationFailed('Verify requires a token or a token hash');
    const type = parseType(r.query.get('type') ?? '');
    const outcome = await inTransaction(ctx.pool, async (client) => {
      const found = await byHash(ctx, client, type, token);
      if (!found) throw invalidLink();
      return redeem(ctx, client, r, found.user, type, found.column);
    });
    if ('message' in outcome) {
      const url = new URL(target);
      url.hash = `message=${encodeURIComponent(outcome.message).replaceAll('%20', '+')}`;
      return redirect(url.toString());
    }
    const s = outcome.session;
    return redirect(
      `${target}#${fragment({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: s.token_type,
        type,
      })}`,
    );
  } catch (err) {
    if (err instanceof AuthError) return errorRedirect(target, err);
    throw err;
  }
}

export async function verifyPost(ctx: AuthContext, r: AuthRequest): Promise<Reply> {
  if (r.ip && !ctx.limits.verifyPerIp.hit(r.ip)) throw rateLimited();
  const body = await r.body();
  const type = parseType(str(body, 'type'));
  const hash = str(body, 'token_hash');
  const otp = str(body, 'token');
  const email = str(body, 'email').trim();
  if (!hash && !otp) throw validationFailed('Verify requires a token or a token hash');
  if (!hash && !email) {
    throw validationFailed('Only an email address or phone number should be provided on verify');
  }
  const outcome = await inTransaction(ctx.pool, async (client) => {
    const found = hash
      ? await byHash(ctx, client, type, hash)
      : await byCode(ctx, client, type, email, otp);
    if (!found) throw invalidToken();
    return redeem(ctx, client, r, found.user, type, found.column);
  });
  if ('message' in outcome) return json({ msg: outcome.message, code: '200' });
  return json(outcome.session);
}

export const unsupportedMethod = () =>
  unprocessable('validation_failed', 'Only GET and POST methods are supported.');
