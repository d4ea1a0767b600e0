// The admin API (service_role only): /admin/users and each user's factors, as GoTrue's admin.go.
import { randomBytes } from 'node:crypto';
import { hashPassword, insertUserRow } from './admin';
import { parseGoDuration } from './config';
import type { AuthContext } from './context';
import { inTransaction, isUuid } from './db';
import { clearTokens } from './email-tokens';
import { notFound, unprocessable, validationFailed } from './errors';
import { removeFactor } from './mfa';
import { checkPasswordStrength } from './password';
import { json, obj, optionalStr, str, type AuthRequest, type Reply } from './request';
import { logout } from './sessions';
import {
  factorJson,
  findUserByEmail,
  findUserById,
  findUsersByIds,
  mergeMetadata,
  userJson,
  validateEmail,
  type User,
} from './users';

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

async function loadUser(ctx: AuthContext, id: string): Promise<User> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.pool, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/** GoTrue's ban_duration: a Go duration, or "none" to lift a ban. Null when not given. */
function banUntil(body: Record<string, unknown>): Date | null | undefined {
  const raw = str(body, 'ban_duration');
  if (!raw) return undefined;
  if (raw === 'none') return null;
  const seconds = parseGoDuration(raw);
  if (seconds === null)
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${raw}"`);
  return new Date(Date.now() + seconds * 1000);
}

function intParam(r: AuthRequest, name: string, fallback: number): number {
  const raw = r.query.get(name);
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw validationFailed(`Bad Pagination Parameters: invalid ${name}`);
  return Number(raw);
}

export async function listUsers(ctx: AuthContext, r: AuthRequest): Promise<Reply> {
  const page = Math.max(1, intParam(r, 'page', 1));
  const perPage = Math.max(1, intParam(r, 'per_page', 50));
  const filter = r.query.get('filter') ?? '';
  const filtered = (n: number) =>
    filter
      ? `where u.email ilike '%' || $${n} || '%' or u.raw_user_meta_data->>'full_name' ilike '%' || $${n} || '%'`
      : '';
  const extra = filter ? [filter] : [];
  const { rows: counted } = await ctx.pool.query<{ n: string }>(
    `select count(*) as n from auth.users u ${filtered(1)}`,
    extra,
  );
  const total = Number(counted[0]!.n);
  const { rows } = await ctx.pool.query<{ id: string }>(
    `select u.id from auth.users u ${filtered(3)} order by u.created_at desc, u.id limit $1 offset $2`,
    [perPage, (page - 1) * perPage, ...extra],
  );
  const users = await findUsersByIds(
    ctx.pool,
    rows.map((row) => row.id),
  );

  // GoTrue's addPaginationHeaders: Link rel="next"/"last" and X-Total-Count, which auth-js's
  // listUsers turns into nextPage/lastPage/total.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number) => {
    const query = new URLSearchParams({ page: String(p), per_page: String(perPage) });
    return `</admin/users?${query.toString()}>`;
  };
  const links = [
    ...(lastPage > page ? [`${link(page + 1)}; rel="next"`] : []),
    `${link(lastPage)}; rel="last"`,
  ];
  return json({ users: users.map(userJson), aud: 'authenticated' }, 200, {
    Link: links.join(', '),
    'X-Total-Count': String(total),
    'Access-Control-Expose-Headers': 'X-Total-Count, Link, X-Supabase-Api-Version',
  });
}

export async function getUserById(ctx: AuthContext, id: string): Promise<Reply> {
  return json(userJson(await loadUser(ctx, id)));
}

export async function createUser(ctx: AuthContext, r: AuthRequest): Promise<Reply> {
  const body = await r.body();
  if (!str(body, 'email') && !str(body, 'phone')) {
    throw validationFailed('Cannot create a user without either an email or phone');
  }
  if (!str(body, 'email'))
    throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  const email = validateEmail(str(body, 'email'));
  if (await findUserByEmail(ctx.pool, email)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  const password = optionalStr(body, 'password');
  const passwordHash = optionalStr(body, 'password_hash');
  if (password && passwordHash)
    throw validationFailed('Only a password or a password hash should be provided');
  if (password) checkPasswordStrength(password, ctx.config.minimumPasswordLength);
  const id = optionalStr(body, 'id');
  if (id !== undefined && (!isUuid(id) || /^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(id))) {
    throw validationFailed('ID must conform to the uuid v4 format');
  }
  const banned = banUntil(body);
  // Without a password GoTrue stores a random one, so the account cannot be signed into by
  // password until someone sets it (recovery or invite link).
  const hash =
    passwordHash ?? (await hashPassword(password || randomBytes(32).toString('base64url')));

  const userId = await inTransaction(ctx.pool, async (client) => {
    const newId = await insertUserRow(client, {
      id,
      email,
      passwordHash: hash,
      emailConfirm: body.email_confirm === true,
      userMetadata: obj(body, 'user_metadata'),
    });
    const appMetadata = obj(body, 'app_metadata');
    const role = str(body, 'role');
    await client.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || $2, role = coalesce(nullif($3, ''), role),
         banned_until = $4 where id = $1`,
      [newId, appMetadata ?? {}, role, banned ?? null],
    );
    return newId;
  });
  return json(userJson((await findUserById(ctx.pool, userId))!));
}

export async function updateUserById(ctx: AuthContext, r: AuthRequest, id: string): Promise<Reply> {
  const user = await loadUser(ctx, id);
  const body = await r.body();
  const email = str(body, 'email') ? validateEmail(str(body, 'email')) : '';
  if (email && email !== user.email) {
    const other = await findUserByEmail(ctx.pool, email);
    if (other && other.id !== user.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  }
  const password = optionalStr(body, 'password');
  if (password !== undefined) checkPasswordStrength(password, ctx.config.minimumPasswordLength);
  const hash = password ? await hashPassword(password) : undefined;
  const banned = banUntil(body);

  await inTransaction(ctx.pool, async (client) => {
    const set = (sql: string, params: unknown[] = []) =>
      client.query(`update auth.users set ${sql}, updated_at = now() where id = $1`, [
        user.id,
        ...params,
      ]);
    const role = str(body, 'role');
    if (role) await set('role = $2', [role]);
    if (body.email_confirm === true) {
      await set(
        `email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = ''`,
      );
    }
    if (password !== undefined) {
      await set('encrypted_password = $2', [hash ?? null]);
      // An administrator's password reset signs the user out everywhere (GoTrue's
      // UpdatePassword without a session).
      await clearTokens(client, user.id);
      await logout(client, user.id, null, 'global');
    }
    if (email && email !== user.email) {
      await set('email = $2', [email]);
      await client.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text,
           'email_verified', $3::boolean), updated_at = now() where user_id = $1 and provider = 'email'`,
        [user.id, email, body.email_confirm === true],
      );
      await clearTokens(client, user.id);
    }
    const appMetadata = obj(body, 'app_metadata');
    if (appMetadata)
      await set('raw_app_meta_data = $2', [mergeMetadata(user.raw_app_meta_data, appMetadata)]);
    const userMetadata = obj(body, 'user_metadata');
    if (userMetadata) {
      const base = (await findUserById(client, user.id))!.raw_user_meta_data;
      await set('raw_user_meta_data = $2', [mergeMetadata(base, userMetadata)]);
    }
    if (banned !== undefined) await set('banned_until = $2', [banned]);
  });
  return json(userJson((await findUserById(ctx.pool, user.id))!));
}

export async function deleteUser(ctx: AuthContext, r: AuthRequest, id: string): Promise<Reply> {
  const user = await loadUser(ctx, id);
  const body = await r.body();
  if (body.should_soft_delete === true) {
    if (!user.deleted_at) {
      await inTransaction(ctx.pool, async (client) => {
        // GoTrue's SoftDeleteUser: the row stays for foreign keys, everything personal goes.
        await client.query(
          `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
             raw_user_meta_data = '{}', raw_app_meta_data = '{}', confirmation_token = '',
             recovery_token = '', email_change = '', email_change_token_new = '', email_change_token_current = ''
           where id = $1`,
          [user.id],
        );
        await client.query(
          `update auth.identities set identity_data = '{}', provider_id = id::text where user_id = $1`,
          [user.id],
        );
        await client.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
        await logout(client, user.id, null, 'global');
      });
    }
  } else {
    await ctx.pool.query('delete from auth.users where id = $1', [user.id]);
  }
  return json({});
}

export async function listFactors(ctx: AuthContext, id: string): Promise<Reply> {
  const user = await loadUser(ctx, id);
  return json(user.factors.map(factorJson));
}

export async function deleteFactor(
  ctx: AuthContext,
  userId: string,
  factorId: string,
): Promise<Reply> {
  const user = await loadUser(ctx, userId);
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = user.factors.find((f) => f.id === factorId);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  await inTransaction(ctx.pool, (client) => removeFactor(client, factor));
  return json(factorJson(factor));
}
