// POST /signup and GET /settings. Fedatario's accounts are given by an administrator, so
// config.toml disables sign-ups and /signup answers GoTrue's 422 signup_disabled; the enabled
// path exists so the flag is honoured both ways.
import { hashPassword, insertUserRow } from './admin';
import type { AuthContext } from './context';
import { inTransaction } from './db';
import { mailToken } from './email-tokens';
import { unprocessable, validationFailed } from './errors';
import { checkPasswordStrength } from './password';
import { redirectTarget } from './redirect';
import { json, obj, str, type AuthRequest, type Reply } from './request';
import { startSession } from './sessions';
import { findUserByEmail, findUserById, userJson, validateEmail } from './users';

export async function signup(ctx: AuthContext, r: AuthRequest): Promise<Reply> {
  if (!ctx.config.enableSignup)
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const body = await r.body();
  if (str(body, 'phone'))
    throw unprocessable('phone_provider_disabled', 'Phone signups are disabled');
  if (!str(body, 'email'))
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  const email = validateEmail(str(body, 'email'));
  const password = str(body, 'password');
  if (!password) throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(password, ctx.config.minimumPasswordLength);
  if (await findUserByEmail(ctx.pool, email))
    throw unprocessable('user_already_exists', 'User already registered');
  const hash = await hashPassword(password);

  const autoconfirm = ctx.config.mailerAutoconfirm;
  const result = await inTransaction(ctx.pool, async (client) => {
    const id = await insertUserRow(client, {
      email,
      passwordHash: hash,
      emailConfirm: autoconfirm,
      userMetadata: obj(body, 'data'),
    });
    if (autoconfirm) return { session: await startSession(ctx, client, id, 'password', r) };
    const redirectTo = redirectTarget(ctx.config, r.query.get('redirect_to'));
    await mailToken(ctx, client, { id }, 'confirmation_token', 'signup', email, redirectTo);
    return { id };
  });
  if ('session' in result) return json(result.session);
  return json(userJson((await findUserById(ctx.pool, result.id))!));
}

export function settings(ctx: AuthContext): Reply {
  const providers = [
    'anonymous_users',
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'figma',
    'fly',
    'github',
    'gitlab',
    'google',
    'keycloak',
    'kakao',
    'linkedin',
    'linkedin_oidc',
    'notion',
    'spotify',
    'slack',
    'slack_oidc',
    'workos',
    'twitch',
    'twitter',
    'email',
    'phone',
    'zoom',
  ];
  return json({
    external: Object.fromEntries(providers.map((p) => [p, p === 'email'])),
    disable_signup: !ctx.config.enableSignup,
    mailer_autoconfirm: ctx.config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}
