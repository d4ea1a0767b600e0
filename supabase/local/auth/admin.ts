// Creating users directly in the auth schema, as GoTrue's admin API does. Used by the admin
// endpoints, the stack's demo account and the tests' fixtures.
import bcrypt from 'bcryptjs';
import type pg from 'pg';

export interface NewUser {
  email: string;
  password?: string;
  emailConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  /** A chosen id (GoTrue's admin API accepts one); generated when absent. */
  id?: string;
  /** Marks the user as invited (GoTrue's invited_at), for /invite. */
  invited?: boolean;
  /** An already computed bcrypt hash, instead of `password`. */
  passwordHash?: string;
}

/** bcrypt with GoTrue's default cost. */
export const hashPassword = (password: string) => bcrypt.hash(password, 10);

/**
 * Inserts the user and its e-mail identity with the given client, inside the caller's
 * transaction; returns the new user's id. The password, if any, must already be hashed
 * (bcrypt is slow: hash before opening a transaction).
 */
export async function insertUserRow(
  client: pg.PoolClient,
  user: Omit<NewUser, 'password'>,
): Promise<string> {
  const email = user.email.trim().toLowerCase();
  const confirmed = user.emailConfirm ?? false;
  // GoTrue's user.Confirm also records email_verified in the user's metadata.
  const userMetadata = { ...user.userMetadata, ...(confirmed ? { email_verified: true } : {}) };
  const { rows } = await client.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       invited_at, raw_app_meta_data, raw_user_meta_data, confirmation_token, recovery_token,
       email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', coalesce($1::uuid, gen_random_uuid()),
       'authenticated', 'authenticated', $2, $3, case when $4 then now() end,
       case when $5 then now() end, $6, $7, '', '', '', '')
     returning id`,
    [
      user.id ?? null,
      email,
      user.passwordHash ?? null,
      confirmed,
      user.invited ?? false,
      { provider: 'email', providers: ['email'], ...user.appMetadata },
      userMetadata,
    ],
  );
  const id = rows[0]!.id;
  await client.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2::uuid, $3, 'email', now())`,
    [id, id, { sub: id, email, email_verified: confirmed, phone_verified: false }],
  );
  return id;
}

/** Inserts the user and its e-mail identity in one transaction; returns the new user's id. */
export async function insertUser(pool: pg.Pool, user: NewUser): Promise<string> {
  const passwordHash =
    user.passwordHash ?? (user.password ? await hashPassword(user.password) : undefined);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const id = await insertUserRow(client, { ...user, passwordHash });
    await client.query('commit');
    return id;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/**
 * A session row for `userId`, as a password sign-in leaves it, for tests that mint their own
 * access tokens: /auth/v1 (like GoTrue) refuses tokens whose session_id does not exist.
 */
export async function insertSession(pool: pg.Pool, userId: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `with s as (insert into auth.sessions (user_id, aal) values ($1, 'aal1') returning id)
     insert into auth.mfa_amr_claims (session_id, authentication_method)
     select id, 'password' from s returning session_id as id`,
    [userId],
  );
  return rows[0]!.id;
}

/** The demo account `npm run dev` prints; created once, on the stack's first start. */
export async function ensureUser(pool: pg.Pool, email: string, password: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    'select id from auth.users where lower(email) = lower($1)',
    [email],
  );
  if (rows[0]) return rows[0].id;
  return insertUser(pool, {
    email,
    password,
    emailConfirm: true,
    userMetadata: { full_name: 'Cuenta demo' },
  });
}
