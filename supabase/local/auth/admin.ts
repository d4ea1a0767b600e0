// Creating users directly in the auth schema, as GoTrue's admin API does.
import bcrypt from 'bcryptjs';
import type pg from 'pg';

export interface NewUser {
  email: string;
  password?: string;
  emailConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
}

export const hashPassword = (password: string) => bcrypt.hash(password, 10);

/** Inserts the user and its e-mail identity in one transaction; returns the new user's id. */
export async function insertUser(pool: pg.Pool, user: NewUser): Promise<string> {
  const hash = user.password ? await hashPassword(user.password) : null;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: string }>(
      `insert into auth.users (instance_id, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data)
       values ('00000000-0000-0000-0000-000000000000', lower($1), $2,
         case when $3 then now() end, $4, $5)
       returning id`,
      [
        user.email,
        hash,
        user.emailConfirm ?? false,
        { provider: 'email', providers: ['email'], ...user.appMetadata },
        user.userMetadata ?? {},
      ],
    );
    const id = rows[0]!.id;
    await client.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1, $2::uuid, $3, 'email', null)`,
      [
        id,
        id,
        { sub: id, email: user.email.toLowerCase(), email_verified: user.emailConfirm ?? false },
      ],
    );
    await client.query('commit');
    return id;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
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
