// POST /token?grant_type=password|refresh_token (GoTrue's Token endpoint), with the rate limits
// that stop password guessing: per address overall, and per e-mail+address for failures.
import type { AuthContext } from './context';
import { inTransaction } from './db';
import { badRequest, rateLimited, unprocessable } from './errors';
import { passwordMatches, spendPasswordCheck } from './password';
import { json, str, type AuthRequest, type Reply } from './request';
import { refreshGrant, startSession } from './sessions';
import { findUserByEmail, isBanned } from './users';

const INVALID_LOGIN = 'Invalid login credentials';

async function passwordGrant(ctx: AuthContext, r: AuthRequest): Promise<Reply> {
  const body = await r.body();
  const email = str(body, 'email').trim().toLowerCase();
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  if (email && phone) {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw badRequest('validation_failed', 'missing email or phone');

  const ip = r.ip ?? 'unknown';
  const emailKey = `${email}|${ip}`;
  const { failedSignInPerEmailIp, failedSignInPerIp } = ctx.limits;
  // Once an address has failed too often, even the right password waits for the window to end:
  // otherwise a guesser would learn the password from the one attempt that is not refused.
  if (!failedSignInPerEmailIp.allows(emailKey) || !failedSignInPerIp.allows(ip))
    throw rateLimited();
  const failed = () => {
    failedSignInPerEmailIp.hit(emailKey);
    failedSignInPerIp.hit(ip);
    return badRequest('invalid_credentials', INVALID_LOGIN);
  };

  const user = await findUserByEmail(ctx.pool, email);
  if (!user || !user.encrypted_password) {
    await spendPasswordCheck(password);
    throw failed();
  }
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await passwordMatches(password, user.encrypted_password))) throw failed();
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session = await inTransaction(ctx.pool, (client) =>
    startSession(ctx, client, user.id, 'password', r),
  );
  return json(session);
}

export async function token(ctx: AuthContext, r: AuthRequest): Promise<Reply> {
  const grantType = r.query.get('grant_type') ?? '';
  if (grantType !== 'password' && grantType !== 'refresh_token') {
    // GoTrue answers every other grant (id_token, pkce, web3 are not served here) like this.
    throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
  if (r.ip && !ctx.limits.tokenPerIp.hit(r.ip)) throw rateLimited();
  if (grantType === 'password') return passwordGrant(ctx, r);
  const body = await r.body();
  return json(await refreshGrant(ctx, str(body, 'refresh_token'), r));
}
