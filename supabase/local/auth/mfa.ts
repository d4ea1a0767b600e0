// TOTP multi-factor authentication (GoTrue's mfa.go): enrol a factor, open a challenge, verify a
// code against it (which raises the session to aal2) and unenrol. SHA1, 6 digits, 30-second
// steps and one step of clock skew either way, as GoTrue validates.
import * as OTPAuth from 'otpauth';
import type pg from 'pg';
import type { AuthContext } from './context';
import { inTransaction, isUuid } from './db';
import {
  AuthError,
  badRequest,
  forbidden,
  notFound,
  rateLimited,
  unprocessable,
  validationFailed,
} from './errors';
import type { Caller } from './guard';
import { qrSvg } from './qr';
import { json, str, type AuthRequest, type Reply } from './request';
import { elevateSession, type SessionRow } from './sessions';

interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string | null;
}

interface ChallengeRow {
  id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string | null;
}

function totp(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

function requireSession(caller: Caller): SessionRow {
  if (caller.claims.is_anonymous === true) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  }
  if (!caller.session) {
    throw new AuthError(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    );
  }
  return caller.session;
}

/** GoTrue's loadFactor: only the caller's own factors exist for them. */
async function loadFactor(ctx: AuthContext, caller: Caller, id: string): Promise<FactorRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await ctx.pool.query<FactorRow>(
    'select id, user_id, friendly_name, factor_type, status, secret from auth.mfa_factors where id = $1 and user_id = $2',
    [id, caller.user.id],
  );
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

function issuerFor(ctx: AuthContext, requested: string): string {
  if (requested) return requested;
  try {
    return new URL(ctx.config.siteUrl).host;
  } catch {
    return 'Fedatario';
  }
}

export async function enroll(ctx: AuthContext, r: AuthRequest, caller: Caller): Promise<Reply> {
  const session = requireSession(caller);
  const body = await r.body();
  const factorType = str(body, 'factor_type');
  if (factorType === 'phone')
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (factorType !== 'totp')
    throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  if (!ctx.config.mfa.totpEnroll)
    throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  const friendlyName = str(body, 'friendly_name');
  const userId = caller.user.id;

  // GoTrue's validateFactors: abandoned unverified factors expire, names are unique per user,
  // and once a factor is verified only an aal2 session may add another.
  await ctx.pool.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified'
       and created_at < now() - make_interval(secs => $2)`,
    [userId, ctx.config.mfa.factorExpiry],
  );
  const { rows: factors } = await ctx.pool.query<FactorRow>(
    'select id, user_id, friendly_name, factor_type, status, secret from auth.mfa_factors where user_id = $1',
    [userId],
  );
  if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  if (factors.length >= ctx.config.mfa.maxEnrolledFactors) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }

  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const uri = new OTPAuth.TOTP({
    issuer: issuerFor(ctx, str(body, 'issuer')),
    label: caller.user.email ?? userId,
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).toString();
  const { rows } = await ctx.pool.query<{ id: string }>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, 'totp', 'unverified', $3) returning id`,
    [userId, friendlyName || null, secret],
  );
  return json({
    id: rows[0]!.id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: await qrSvg(uri), secret, uri },
  });
}

export async function challenge(
  ctx: AuthContext,
  r: AuthRequest,
  caller: Caller,
  factorId: string,
): Promise<Reply> {
  requireSession(caller);
  const factor = await loadFactor(ctx, caller, factorId);
  if (!ctx.config.mfa.totpVerify)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  const created = await inTransaction(ctx.pool, async (client) => {
    const { rows } = await client.query<{ id: string; created_at: Date }>(
      `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2) returning id, created_at`,
      [factor.id, r.ip],
    );
    await client.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [
      factor.id,
    ]);
    return rows[0]!;
  });
  return json({
    id: created.id,
    type: factor.factor_type,
    expires_at: Math.floor(created.created_at.getTime() / 1000) + ctx.config.mfa.challengeExpiry,
  });
}

export async function verify(
  ctx: AuthContext,
  r: AuthRequest,
  caller: Caller,
  factorId: string,
): Promise<Reply> {
  const session = requireSession(caller);
  if (r.ip && !ctx.limits.mfaVerifyPerIp.hit(r.ip)) throw rateLimited();
  const factor = await loadFactor(ctx, caller, factorId);
  const body = await r.body();
  const code = str(body, 'code').trim();
  const challengeId = str(body, 'challenge_id');
  if (!code) throw badRequest('validation_failed', 'Code needs to be non-empty');
  if (!ctx.config.mfa.totpVerify)
    throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');

  const found = isUuid(challengeId)
    ? (
        await ctx.pool.query<ChallengeRow>(
          'select id, created_at, verified_at, host(ip_address) as ip_address from auth.mfa_challenges where id = $1 and factor_id = $2',
          [challengeId, factor.id],
        )
      ).rows[0]
    : undefined;
  if (!found)
    throw unprocessable(
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  // A challenge is answered once, from where it was opened.
  if (found.verified_at || (found.ip_address ?? null) !== (r.ip ?? null)) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (found.created_at.getTime() + ctx.config.mfa.challengeExpiry * 1000 < Date.now()) {
    await ctx.pool.query('delete from auth.mfa_challenges where id = $1', [found.id]);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  if (!factor.secret || totp(factor.secret).validate({ token: code, window: 1 }) === null) {
    throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  }

  const session2 = await inTransaction(ctx.pool, async (client) => {
    await client.query('update auth.mfa_challenges set verified_at = now() where id = $1', [
      found.id,
    ]);
    await client.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
      [factor.id],
    );
    // GoTrue's DeleteUnverifiedFactors: half-finished enrolments of the same kind are dropped.
    await client.query(
      `delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified'`,
      [caller.user.id, factor.factor_type],
    );
    return elevateSession(ctx, client, caller.user.id, session.id, factor.id);
  });
  return json(session2);
}

export async function unenroll(ctx: AuthContext, caller: Caller, factorId: string): Promise<Reply> {
  const session = requireSession(caller);
  const factor = await loadFactor(ctx, caller, factorId);
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await inTransaction(ctx.pool, (client) => removeFactor(client, factor));
  return json({ id: factor.id });
}

/**
 * Deletes a factor and, as GoTrue's DowngradeSessionsToAAL1 does, takes the sessions it raised
 * back to aal1 (their TOTP sign-in no longer counts).
 */
export async function removeFactor(
  client: pg.PoolClient,
  factor: Pick<FactorRow, 'id' | 'factor_type'>,
): Promise<void> {
  await client.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factor.id, factor.factor_type],
  );
  await client.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factor.id],
  );
  await client.query('delete from auth.mfa_factors where id = $1', [factor.id]);
}
