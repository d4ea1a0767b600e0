// The signed-in user's own endpoints: GET /user, PUT /user and POST /logout (GoTrue's user.go
// and logout.go).
import { hashPassword } from './admin';
import type { AuthContext } from './context';
import { inTransaction } from './db';
import { clearTokens, mailToken } from './email-tokens';
import { AuthError, forbidden, unprocessable, validationFailed } from './errors';
import type { Caller } from './guard';
import { checkPasswordStrength, passwordMatches } from './password';
import { emailTooSoon } from './recover';
import { redirectTarget } from './redirect';
import { json, obj, optionalStr, str, type AuthRequest, type Reply } from './request';
import { logout, type LogoutScope } from './sessions';
import { findUserByEmail, findUserById, mergeMetadata, userJson, validateEmail } from './users';

export function getUser(caller: Caller): Reply {
  return json(userJson(caller.user));
}

const hasVerifiedFactor = (caller: Caller) =>
  caller.user.factors.some((f) => f.status === 'verified');

export async function updateUser(ctx: AuthContext, r: AuthRequest, caller: Caller): Promise<Reply> {
  const body = await r.body();
  const { user, session } = caller;
  const password = optionalStr(body, 'password');
  const data = obj(body, 'data');
  const email = str(body, 'email') ? validateEmail(str(body, 'email')) : '';
  const changingEmail = email !== '' && email !== (user.email ?? '').toLowerCase();

  if (password !== undefined) checkPasswordStrength(password, ctx.config.minimumPasswordLength);
  if (obj(body, 'app_metadata')) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (str(body, 'phone') && str(body, 'phone') !== (user.phone ?? '')) {
    throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  }
  if (hasVerifiedFactor(caller) && session?.aal !== 'aal2' && (password || changingEmail)) {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
  if (changingEmail) {
    const other = await findUserByEmail(ctx.pool, email);
    if (other && other.id !== user.id) {
      throw unprocessable(
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    const sent = user.email_change_sent_at?.getTime() ?? 0;
    const wait = Math.ceil(
      (sent + ctx.config.rateLimits.emailPerAddress.windowSeconds * 1000 - Date.now()) / 1000,
    );
    if (wait > 0) throw emailTooSoon(wait);
  }
  let hash: string | undefined;
  if (password) {
    if (await passwordMatches(password, user.encrypted_password)) {
      throw unprocessable(
        'same_password',
        'New password should be different from the old password.',
      );
    }
    hash = await hashPassword(password);
  }

  await inTransaction(ctx.pool, async (client) => {
    if (password !== undefined) {
      await client.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [user.id, hash ?? null],
      );
      // A new password means the old one may be known to someone else: every pending link and
      // every other session goes (GoTrue's UpdatePassword).
      await clearTokens(client, user.id);
      await logout(client, user.id, session?.id ?? null, session ? 'others' : 'global');
    }
    if (data) {
      await client.query(
        'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
        [user.id, mergeMetadata(user.raw_user_meta_data, data)],
      );
    }
    if (changingEmail) {
      await client.query(
        `update auth.users set email_change = $2, email_change_confirm_status = 0,
           email_change_token_new = '', email_change_token_current = '' where id = $1`,
        [user.id, email],
      );
      const redirectTo = redirectTarget(ctx.config, r.query.get('redirect_to'));
      await mailToken(
        ctx,
        client,
        user,
        'email_change_token_new',
        'email_change',
        email,
        redirectTo,
      );
      if (ctx.config.secureEmailChange && user.email) {
        await mailToken(
          ctx,
          client,
          user,
          'email_change_token_current',
          'email_change',
          user.email,
          redirectTo,
        );
      }
    }
  });
  return json(userJson((await findUserById(ctx.pool, user.id))!));
}

export async function signOut(ctx: AuthContext, r: AuthRequest, caller: Caller): Promise<Reply> {
  const scope = r.query.get('scope') || 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  await logout(ctx.pool, caller.user.id, caller.session?.id ?? null, scope as LogoutScope);
  return { status: 204 };
}
