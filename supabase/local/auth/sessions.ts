// Sessions, refresh tokens and the access tokens minted for them, following GoTrue's models:
// a session row per sign-in, a chain of refresh tokens per session (each rotation revokes the
// presented token and records it as the new one's parent), and the authentication methods
// (mfa_amr_claims) from which each access token's aal and amr claims are computed.
import type pg from 'pg';
import type { AuthContext } from './context';
import { inTransaction, type Db } from './db';
import { AuthError, badRequest } from './errors';
import type { AuthRequest } from './request';
import { newRefreshToken, signAccessToken, type AmrEntry } from './tokens';
import { findUserById, isBanned, userJson, type User } from './users';

/** GoTrue's models.AuthenticationMethod values this service records. */
export type AuthMethod = 'password' | 'otp' | 'totp' | 'token_refresh';

/** Second factors: a session holding one of these is aal2. */
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2' | 'aal3';
  factor_id: string | null;
  created_at: Date;
  not_after: Date | null;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    'select id, user_id, aal, factor_id, created_at, not_after from auth.sessions where id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** GoTrue's AddClaimToSession: one row per method, its time refreshed when used again. */
async function addAmrClaim(db: Db, sessionId: string, method: AuthMethod): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** GoTrue's Session.CalculateAALAndAMR: aal2 once a second factor was used; newest method first. */
async function aalAndAmr(
  db: Db,
  sessionId: string,
): Promise<{ aal: 'aal1' | 'aal2'; amr: AmrEntry[] }> {
  const { rows } = await db.query<{ method: string; at: string }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::text as at
       from auth.mfa_amr_claims where session_id = $1`,
    [sessionId],
  );
  const amr = rows
    .map((r) => ({ method: r.method, timestamp: Number(r.at) }))
    .sort((a, b) => b.timestamp - a.timestamp);
  return { aal: amr.some((e) => AAL2_METHODS.has(e.method)) ? 'aal2' : 'aal1', amr };
}

async function insertRefreshToken(db: Db, user: User, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`,
    [token, user.id, sessionId, parent],
  );
  return token;
}

/** The access token and the session JSON /token answers with. */
async function tokenResponse(
  ctx: AuthContext,
  db: Db,
  user: User,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const { aal, amr } = await aalAndAmr(db, sessionId);
  const { token, expiresAt } = await signAccessToken({
    issuer: ctx.issuer,
    userId: user.id,
    aud: user.aud || 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    appMetadata: user.raw_app_meta_data ?? {},
    userMetadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal,
    amr,
    sessionId,
    isAnonymous: user.is_anonymous,
    expiresIn: ctx.config.jwtExpiry,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/**
 * A new session for a user who just proved who they are (GoTrue's issueRefreshToken): the
 * session row, its first authentication method and refresh token, and last_sign_in_at.
 */
export async function startSession(
  ctx: AuthContext,
  client: pg.PoolClient,
  userId: string,
  method: AuthMethod,
  r: AuthRequest,
): Promise<TokenResponse> {
  const { rows } = await client.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal, user_agent, ip, refreshed_at)
     values ($1, 'aal1', $2, $3, timezone('utc', now())) returning id`,
    [userId, r.userAgent, r.ip],
  );
  const sessionId = rows[0]!.id;
  await addAmrClaim(client, sessionId, method);
  await client.query(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1',
    [userId],
  );
  const user = (await findUserById(client, userId))!;
  const refreshToken = await insertRefreshToken(client, user, sessionId, null);
  return tokenResponse(ctx, client, user, sessionId, refreshToken);
}

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

/**
 * The refresh_token grant with rotation and reuse detection (GoTrue's RefreshTokenGrant):
 * the presented token is revoked and a child issued. A revoked token is still honoured when it
 * is the parent of the session's active token (a client that lost the answer of its last
 * refresh gets that answer again) or within the reuse interval; any other reuse means the token
 * leaked, and the whole session is ended.
 */
export async function refreshGrant(
  ctx: AuthContext,
  presented: string,
  r: AuthRequest,
): Promise<TokenResponse> {
  if (!presented) throw badRequest('validation_failed', 'refresh_token required');
  // Errors decided after writes must still commit those writes, so they are returned, not thrown.
  const outcome = await inTransaction(
    ctx.pool,
    async (client): Promise<TokenResponse | AuthError> => {
      const { rows } = await client.query<RefreshRow>(
        `select id, token, user_id, revoked, updated_at, parent, session_id
         from auth.refresh_tokens where token = $1 for update`,
        [presented],
      );
      const token = rows[0];
      const user = token ? await findUserById(client, token.user_id) : null;
      if (!token || !user) {
        return badRequest(
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        );
      }
      if (isBanned(user)) return badRequest('user_banned', 'Invalid Refresh Token: User Banned');
      // Lock the session so two refreshes of one session are serialised.
      const session = token.session_id
        ? (
            await client.query<SessionRow>('select * from auth.sessions where id = $1 for update', [
              token.session_id,
            ])
          ).rows[0]
        : undefined;
      if (!session) {
        await client.query('delete from auth.refresh_tokens where id = $1', [token.id]);
        return badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
      }
      if (session.not_after && session.not_after <= new Date()) {
        return badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
      }

      let issued: string | null = null;
      if (token.revoked) {
        const { rows: active } = await client.query<{ token: string; parent: string | null }>(
          `select token, parent from auth.refresh_tokens
          where session_id = $1 and revoked = false order by id desc limit 1`,
          [session.id],
        );
        if (active[0]?.parent === token.token) {
          issued = active[0].token;
        } else if (
          Date.now() >
          token.updated_at.getTime() + ctx.config.refreshTokenReuseInterval * 1000
        ) {
          if (ctx.config.refreshTokenRotation) {
            // GoTrue revokes the token family; ending the session goes one step further so
            // neither the thief nor the victim can keep it alive, and its access tokens stop
            // passing the session check of /user.
            await client.query('delete from auth.sessions where id = $1', [session.id]);
            ctx.stack.log(`[auth] refresh token reuse detected; session ${session.id} ended`);
          }
          return badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
      }
      if (!issued) {
        await client.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
          [token.id],
        );
        issued = await insertRefreshToken(client, user, session.id, token.token);
      }
      await client.query(
        `update auth.sessions set refreshed_at = timezone('utc', now()), updated_at = now(),
         user_agent = $2, ip = $3 where id = $1`,
        [session.id, r.userAgent, r.ip],
      );
      return tokenResponse(ctx, client, user, session.id, issued);
    },
  );
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

/**
 * Raises a session to aal2 after a verified second factor (GoTrue's updateMFASessionAndClaims):
 * the method is recorded, the refresh token rotated, and the user's other sessions below aal2
 * are ended, as GoTrue's InvalidateSessionsWithAALLessThan does.
 */
export async function elevateSession(
  ctx: AuthContext,
  client: pg.PoolClient,
  userId: string,
  sessionId: string,
  factorId: string,
): Promise<TokenResponse> {
  await addAmrClaim(client, sessionId, 'totp');
  await client.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factorId],
  );
  await client.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal < 'aal2'`, [
    userId,
    sessionId,
  ]);
  const user = (await findUserById(client, userId))!;
  const { rows } = await client.query<{ id: string; token: string }>(
    `select id, token from auth.refresh_tokens where session_id = $1 and revoked = false
      order by id desc limit 1`,
    [sessionId],
  );
  if (rows[0]) {
    await client.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
      [rows[0].id],
    );
  }
  const refreshToken = await insertRefreshToken(client, user, sessionId, rows[0]?.token ?? null);
  return tokenResponse(ctx, client, user, sessionId, refreshToken);
}

export type LogoutScope = 'global' | 'local' | 'others';

/** GoTrue's Logout / LogoutSession / LogoutAllExceptMe. Refresh tokens go with their sessions. */
export async function logout(db: Db, userId: string, sessionId: string | null, scope: LogoutScope) {
  if (sessionId && scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (sessionId && scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      sessionId,
    ]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
    await db.query('delete from auth.refresh_tokens where user_id = $1', [userId]);
  }
}
