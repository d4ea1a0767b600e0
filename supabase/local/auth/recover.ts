// POST /recover: the "forgot my password" e-mail. Always answers 200 {} so nobody can learn
// which addresses have accounts; only existing users get a mail.
import type { AuthContext } from './context';
import { mailToken } from './email-tokens';
import { tooManyRequests, validationFailed } from './errors';
import { redirectTarget } from './redirect';
import { json, str, type AuthRequest, type Reply } from './request';
import { findUserByEmail, validateEmail } from './users';

/** GoTrue's 429 for e-mails asked for again too soon (SMTP max_frequency). */
export function emailTooSoon(seconds: number) {
  return tooManyRequests(
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
}

export async function recover(ctx: AuthContext, r: AuthRequest): Promise<Reply> {
  const body = await r.body();
  if (!str(body, 'email').trim()) throw validationFailed('Password recovery requires an email');
  const email = validateEmail(str(body, 'email'));
  // Limited per address whether or not it has an account, so the 429 reveals nothing either.
  const limiter = ctx.limits.emailPerAddress;
  if (!limiter.hit(`recover:${email}`)) throw emailTooSoon(limiter.retryAfter(`recover:${email}`));

  const user = await findUserByEmail(ctx.pool, email);
  if (user) {
    const redirectTo = redirectTarget(
      ctx.config,
      r.query.get('redirect_to') ?? str(body, 'redirect_to'),
    );
    await mailToken(
      ctx,
      ctx.pool,
      user,
      'recovery_token',
      'recovery',
      user.email ?? email,
      redirectTo,
    );
  }
  return json({});
}
