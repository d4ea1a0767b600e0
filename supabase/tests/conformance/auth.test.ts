// /auth/v1 driven through supabase-js, as the app drives it: what a caller sees must be what
// GoTrue (Supabase Auth) shows it.
import {
  createClient,
  isAuthSessionMissingError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { jwtSecret } from '../../local/keys';
import {
  anonKey,
  apiUrl,
  authClient,
  createUser,
  inbox,
  serviceClient,
  sql,
  tokenFor,
  uniqueEmail,
  type TestUser,
} from '../helpers';

const SITE_URL = 'http://127.0.0.1:5173';

/** An access token for `user` that expired a minute ago (helpers' tokenFor always sets exp). */
function expiredTokenFor(user: TestUser): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    role: 'authenticated',
    aud: 'authenticated',
    sub: user.id,
    email: user.email,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 3660)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(jwtSecret));
}

async function signedIn(user: TestUser): Promise<SupabaseClient> {
  const client = authClient();
  const { error } = await client.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  expect(error).toBeNull();
  return client;
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.access_token;
}

async function refreshToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session!.refresh_token;
}

/** GET /auth/v1/user with a raw fetch, to see statuses that supabase-js turns into objects. */
async function rawGetUser(token: string, version = true) {
  const res = await fetch(`${apiUrl}/auth/v1/user`, {
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      ...(version ? { 'X-Supabase-Api-Version': '2024-01-01' } : {}),
    },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The newest mail to `email` and the /verify link in it. */
async function mailedLink(email: string, subject: string) {
  const [mail] = await inbox(email);
  expect(mail?.Subject).toBe(subject);
  const link = /http:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail!.Text)?.[0];
  expect(link).toBeDefined();
  const code = /código: (\d{6})/.exec(mail!.Text)?.[1];
  return { mail: mail!, link: link!, code: code! };
}

/** Follows a /verify link like a browser's first hop: the 303 and its fragment. */
async function follow(link: string) {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = res.headers.get('location')!;
  const [target, fragment = ''] = location.split('#');
  return { target: target!, params: new URLSearchParams(fragment) };
}

function totpFor(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

describe('password sign-in', () => {
  it('returns a session whose access token carries GoTrue claims', async () => {
    const user = await createUser('signin');
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await authClient().auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(12);
    expect(session.user).toMatchObject({
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(session.user.identities?.[0]).toMatchObject({
      provider: 'email',
      user_id: user.id,
      id: user.id,
    });
    expect(session.user.factors).toBeUndefined();

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      iss: `${apiUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      email: user.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email' },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.exp).toBe(session.expires_at);
    expect((claims.amr as Array<{ method: string; timestamp: number }>)[0]).toMatchObject({
      method: 'password',
    });
    const rows = await sql(
      'select s.user_id from auth.sessions s join auth.refresh_tokens t on t.session_id = s.id where t.token = $1 and s.id = $2',
      [session.refresh_token, claims.session_id],
    );
    expect(rows).toEqual([{ user_id: user.id }]);
  });

  it('refuses a wrong password and an unknown address alike, in GoTrue error shape', async () => {
    const user = await createUser('wrongpw');
    for (const [email, password] of [
      [user.email, 'not-the-password'],
      [uniqueEmail('nobody'), 'whatever-123'],
    ]) {
      const { data, error } = await authClient().auth.signInWithPassword({
        email: email!,
        password: password!,
      });
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
    // Without the API version header GoTrue answers in its legacy shape.
    const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'nope-nope' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('rate-limits repeated failed sign-ins for an address with 429, even with the right password', async () => {
    const [victim, bystander] = [await createUser('guessed'), await createUser('bystander')];
    const attempt = (password: string) =>
      authClient().auth.signInWithPassword({ email: victim.email, password });
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`)).error?.status).toBe(400);
    const { error } = await attempt('guess-10');
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    expect((await attempt(victim.password)).error?.status).toBe(429);
    // Other accounts from the same address are not locked out by it.
    await signedIn(bystander);
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh revokes the presented token and chains the new one to it', async () => {
    const client = await signedIn(await createUser('rotate'));
    const first = await refreshToken(client);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session!.refresh_token;
    expect(second).not.toBe(first);
    const rows = await sql<{ token: string; revoked: boolean; parent: string | null }>(
      'select token, revoked, parent from auth.refresh_tokens where token in ($1, $2) order by id',
      [first, second],
    );
    expect(rows).toEqual([
      { token: first, revoked: true, parent: null },
      { token: second, revoked: false, parent: first },
    ]);
    expect((await client.auth.getUser()).data.user?.email).toBeDefined();
  });

  it('gives a client that lost its last refresh answer the same token again', async () => {
    const client = await signedIn(await createUser('retry'));
    const first = await refreshToken(client);
    const { data } = await client.auth.refreshSession();
    const again = await authClient().auth.refreshSession({ refresh_token: first });
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(data.session!.refresh_token);
  });

  it('refuses a reused refresh token and ends the session it belonged to', async () => {
    const client = await signedIn(await createUser('reuse'));
    const stolen = await refreshToken(client);
    await client.auth.refreshSession();
    await client.auth.refreshSession();
    const current = await refreshToken(client);
    // Outside the 10-second reuse interval (config.toml), as if it had been rotated a minute ago.
    await sql(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [stolen],
    );

    const { error } = await authClient().auth.refreshSession({ refresh_token: stolen });
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const legit = await authClient().auth.refreshSession({ refresh_token: current });
    expect(legit.error?.status).toBe(400);
    const user = await rawGetUser(await accessToken(client));
    expect(user).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
  });
});

describe('the signed-in user', () => {
  it('getUser returns the GoTrue user', async () => {
    const user = await createUser('getuser');
    const client = await signedIn(user);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user.id,
      email: user.email,
      aud: 'authenticated',
      role: 'authenticated',
    });
    for (const key of [
      'email_confirmed_at',
      'confirmed_at',
      'last_sign_in_at',
      'created_at',
      'updated_at',
    ]) {
      expect(Date.parse((data.user as unknown as Record<string, string>)[key]!), key).not.toBeNaN();
    }
    expect(data.user!.identities).toHaveLength(1);
  });

  it('updateUser merges metadata, and a new password replaces the old one', async () => {
    const user = await createUser('update');
    const client = await signedIn(user);
    await client.auth.updateUser({ data: { full_name: 'Lic. Ana Pérez', notaria: 12 } });
    const { data, error } = await client.auth.updateUser({
      data: { notaria: null, cargo: 'titular' },
    });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({
      full_name: 'Lic. Ana Pérez',
      cargo: 'titular',
    });
    expect(data.user!.user_metadata).not.toHaveProperty('notaria');
    expect(
      decodeJwt((await client.auth.refreshSession()).data.session!.access_token).user_metadata,
    ).toMatchObject({
      cargo: 'titular',
    });

    const short = await client.auth.updateUser({ password: 'corta' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    const same = await client.auth.updateUser({ password: user.password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    expect((await client.auth.updateUser({ password: 'Nueva-Contraseña-2024' })).error).toBeNull();
    expect(
      (await authClient().auth.signInWithPassword({ email: user.email, password: user.password }))
        .error?.code,
    ).toBe('invalid_credentials');
    await signedIn({ ...user, password: 'Nueva-Contraseña-2024' });
  });
});

describe('changing the e-mail address', () => {
  it('needs the links mailed to both the old and the new address (secure e-mail change)', async () => {
    const user = await createUser('oldmail');
    const client = await signedIn(user);
    const newEmail = uniqueEmail('newmail');
    const { data, error } = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: 'http://localhost:5173/perfil' },
    );
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: user.email, new_email: newEmail });

    const subject = 'Confirma el cambio de correo en Fedatario';
    const toOld = await mailedLink(user.email, subject);
    const toNew = await mailedLink(newEmail, subject);
    const first = await follow(toOld.link);
    expect(first.params.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect((await client.auth.getUser()).data.user?.email).toBe(user.email);

    const second = await follow(toNew.link);
    expect(second.target).toBe('http://localhost:5173/perfil');
    expect(second.params.get('type')).toBe('email_change');
    const { data: after } = await client.auth.getUser();
    expect(after.user?.email).toBe(newEmail);
    expect(after.user?.identities?.[0]?.identity_data?.email).toBe(newEmail);
    await signedIn({ ...user, email: newEmail });
  });
});

describe('sign-out', () => {
  it('global sign-out ends every session: the other one can neither refresh nor read the user', async () => {
    const user = await createUser('signout');
    const [here, elsewhere] = [await signedIn(user), await signedIn(user)];
    const elsewhereAccess = await accessToken(elsewhere);
    expect((await here.auth.signOut()).error).toBeNull();

    const refresh = await elsewhere.auth.refreshSession();
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const viaClient = await authClient().auth.getUser(elsewhereAccess);
    expect(isAuthSessionMissingError(viaClient.error)).toBe(true);
    expect(await rawGetUser(elsewhereAccess)).toEqual({
      status: 403,
      body: {
        code: 'session_not_found',
        message: 'Session from session_id claim in JWT does not exist',
      },
    });
    expect(await sql('select 1 from auth.sessions where user_id = $1', [user.id])).toEqual([]);
  });

  it('local sign-out ends only that session', async () => {
    const user = await createUser('signoutlocal');
    const [here, elsewhere] = [await signedIn(user), await signedIn(user)];
    expect((await here.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await elsewhere.auth.getUser()).error).toBeNull();
    expect((await elsewhere.auth.refreshSession()).error).toBeNull();
  });
});

describe('password recovery', () => {
  it('mails a Spanish link that signs the user in once, so they can set a new password', async () => {
    const user = await createUser('recover');
    const { error } = await authClient().auth.resetPasswordForEmail(user.email, {
      redirectTo: 'http://localhost:5173/restablecer',
    });
    expect(error).toBeNull();
    const { link } = await mailedLink(user.email, 'Restablece tu contraseña de Fedatario');
    expect(link).toContain('type=recovery');

    const { target, params } = await follow(link);
    expect(target).toBe('http://localhost:5173/restablecer');
    expect(params.get('type')).toBe('recovery');
    expect(params.get('token_type')).toBe('bearer');
    expect(params.get('expires_in')).toBe('3600');
    expect(Number(params.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    const client = authClient();
    const set = await client.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.id).toBe(user.id);
    expect((await client.auth.updateUser({ password: 'Recuperada-2024!' })).error).toBeNull();
    await signedIn({ ...user, password: 'Recuperada-2024!' });

    const again = await follow(link);
    expect(again.params.get('error_code')).toBe('otp_expired');
    expect(again.params.get('error')).toBe('access_denied');
    expect(again.params.get('access_token')).toBeNull();
  });

  it('answers unknown addresses the same way and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    expect(await authClient().auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null });
    expect(await inbox(email)).toEqual([]);
  });

  it('sends links back only to allowed addresses, and one mail per address per minute', async () => {
    const user = await createUser('redirect');
    await authClient().auth.resetPasswordForEmail(user.email, {
      redirectTo: 'https://evil.example.com/robar',
    });
    const { link } = await mailedLink(user.email, 'Restablece tu contraseña de Fedatario');
    expect((await follow(link)).target).toBe(SITE_URL);

    const { error } = await authClient().auth.resetPasswordForEmail(user.email);
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await inbox(user.email)).toHaveLength(1);
  });

  it('verifyOtp with the e-mailed code returns a session', async () => {
    const user = await createUser('recovercode');
    await authClient().auth.resetPasswordForEmail(user.email);
    const { code } = await mailedLink(user.email, 'Restablece tu contraseña de Fedatario');
    const wrong = await authClient().auth.verifyOtp({
      email: user.email,
      token: '000000' === code ? '111111' : '000000',
      type: 'recovery',
    });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await authClient().auth.verifyOtp({
      email: user.email,
      token: code,
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.id);
  });
});

describe('admin API', () => {
  it('creates, reads, lists, updates and deletes users with the service key', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('admincreated');
    const { data, error } = await admin.createUser({
      email,
      password: 'Creada-por-admin-1',
      email_confirm: true,
      user_metadata: { full_name: 'Notario Público 5' },
      app_metadata: { org: 'notaria-5' },
    });
    expect(error).toBeNull();
    const created = data.user!;
    expect(created).toMatchObject({
      email,
      user_metadata: { full_name: 'Notario Público 5', email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'], org: 'notaria-5' },
    });
    expect(created.email_confirmed_at).toBeDefined();
    await signedIn({ id: created.id, email, password: 'Creada-por-admin-1' });

    expect((await admin.createUser({ email, password: 'Otra-clave-123' })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
    expect((await admin.getUserById(created.id)).data.user?.email).toBe(email);

    const page = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    expect(page.data).toMatchObject({ aud: 'authenticated', nextPage: 2 });
    expect((page.data as unknown as { total: number }).total).toBeGreaterThanOrEqual(3);

    const updated = await admin.updateUserById(created.id, {
      user_metadata: { cargo: 'suplente' },
    });
    expect(updated.data.user?.user_metadata).toMatchObject({
      full_name: 'Notario Público 5',
      cargo: 'suplente',
    });

    expect((await admin.deleteUser(created.id)).error).toBeNull();
    expect((await admin.getUserById(created.id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    });
  });

  it('refuses the anon key and users’ tokens with 403 not_admin', async () => {
    const anon = createClient(apiUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error } = await anon.auth.admin.createUser({
      email: uniqueEmail('nope'),
      password: 'No-permitido-1',
    });
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });
    const user = await createUser('notadmin');
    const asUser = createClient(apiUrl, await tokenFor(user), { auth: { persistSession: false } });
    expect((await asUser.auth.admin.listUsers()).error).toMatchObject({
      status: 403,
      code: 'not_admin',
    });
  });

  it('invites a user whose mailed link signs them in to choose a password', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, {
      redirectTo: 'http://localhost:5173/bienvenida',
      data: { full_name: 'Nuevo Colaborador' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Nuevo Colaborador' } });
    expect(data.user!.invited_at).toBeDefined();
    expect(data.user!.email_confirmed_at).toBeUndefined();

    const { link } = await mailedLink(email, 'Te invitaron a Fedatario');
    const { target, params } = await follow(link);
    expect(target).toBe('http://localhost:5173/bienvenida');
    expect(params.get('type')).toBe('invite');
    const client = authClient();
    await client.auth.setSession({
      access_token: params.get('access_token')!,
      refresh_token: params.get('refresh_token')!,
    });
    const set = await client.auth.updateUser({ password: 'Mi-primera-clave-1' });
    expect(set.error).toBeNull();
    expect(set.data.user?.email_confirmed_at).toBeDefined();
    await signedIn({ id: data.user!.id, email, password: 'Mi-primera-clave-1' });
  });

  it('invites an unconfirmed address again with a new link that retires the old one', async () => {
    // GoTrue's Invite: an existing user who never confirmed is invited again (sendInvite stores
    // a new confirmation token); a confirmed one is refused with email_exists.
    const email = uniqueEmail('reinvited');
    const admin = serviceClient().auth.admin;
    const first = await admin.inviteUserByEmail(email);
    expect(first.error).toBeNull();
    const { link: oldLink } = await mailedLink(email, 'Te invitaron a Fedatario');

    const again = await admin.inviteUserByEmail(email);
    expect(again.error).toBeNull();
    expect(again.data.user!.id).toBe(first.data.user!.id);
    expect(await inbox(email)).toHaveLength(2);
    const { link: newLink } = await mailedLink(email, 'Te invitaron a Fedatario');
    expect(newLink).not.toBe(oldLink);

    const stale = await follow(oldLink);
    expect(stale.params.get('access_token')).toBeNull();
    expect(stale.params.get('error_code')).toBe('otp_expired');
    const fresh = await follow(newLink);
    expect(fresh.params.get('type')).toBe('invite');
    expect(fresh.params.get('access_token')).toBeTruthy();

    const confirmed = await admin.inviteUserByEmail(email);
    expect(confirmed.error).toMatchObject({ status: 422, code: 'email_exists' });
    expect(await inbox(email)).toHaveLength(2);
  });
});

describe('sign-up and settings', () => {
  it('refuses sign-ups while they are disabled', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await authClient().auth.signUp({ email, password: 'Quiero-entrar-1' });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([]);
  });

  it('publishes GoTrue settings', async () => {
    const res = await fetch(`${apiUrl}/auth/v1/settings`, { headers: { apikey: anonKey } });
    expect(await res.json()).toMatchObject({
      disable_signup: true,
      mailer_autoconfirm: true,
      external: { email: true, phone: false, google: false },
    });
  });
});

describe('TOTP multi-factor authentication', () => {
  it('enrol, challenge and verify raise the session to aal2; a wrong code is refused', async () => {
    const user = await createUser('mfa');
    const client = await signedIn(user);
    const mfa = client.auth.mfa;
    expect((await mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });

    const enrolled = await mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Teléfono de la notaria',
    });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Teléfono de la notaria' });
    if (factor.type !== 'totp') throw new Error('expected a TOTP factor');
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.totp.qr_code).not.toContain('#');
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);

    const challenge = await mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data!.expires_at).toBeGreaterThan(Date.now() / 1000);
    const code = totpFor(factor.totp.secret).generate();
    const wrong = await mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });

    const verified = await mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code,
    });
    expect(verified.error).toBeNull();
    const aal = (await mfa.getAuthenticatorAssuranceLevel()).data!;
    expect(aal).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(
      new Set(aal.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))),
    ).toEqual(new Set(['totp', 'password']));
    expect((await mfa.listFactors()).data!.totp).toHaveLength(1);

    // A refresh keeps the level of the session.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');

    // A new password sign-in starts at aal1 and is told a second factor exists.
    const other = await signedIn(user);
    expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    expect((await other.auth.mfa.unenroll({ factorId: factor.id })).error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
    });

    expect((await mfa.unenroll({ factorId: factor.id })).error).toBeNull();
    expect((await mfa.listFactors()).data!.all).toEqual([]);
    // Asked with its token, auth-js reads the factors from the server rather than its cached session.
    const after = await other.auth.mfa.getAuthenticatorAssuranceLevel(await accessToken(other));
    expect(after.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('a second aal1 session cannot enrol another factor once one is verified', async () => {
    const user = await createUser('mfa2');
    const client = await signedIn(user);
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    if (data?.type !== 'totp') throw new Error('expected a TOTP factor');
    await client.auth.mfa.challengeAndVerify({
      factorId: data.id,
      code: totpFor(data.totp.secret).generate(),
    });
    const aal1 = await signedIn(user);
    expect(
      (await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'otro' })).error,
    ).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
    });
  });
});

describe('tokens /auth/v1 refuses', () => {
  it('answers a missing, expired or badly signed bearer token with GoTrue errors', async () => {
    const res = await fetch(`${apiUrl}/auth/v1/user`, { headers: { apikey: anonKey } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 401, error_code: 'no_authorization' });

    const user = await createUser('badjwt');
    const expired = await rawGetUser(await expiredTokenFor(user));
    expect(expired.status).toBe(403);
    expect(expired.body).toMatchObject({ code: 'bad_jwt' });
    expect(String(expired.body.message)).toContain('token is expired');
    const forged = `${(await tokenFor(user)).slice(0, -4)}AAAA`;
    expect(await rawGetUser(forged)).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
  });
});
