// Helpers for tests that drive the isolated test stack through supabase-js, as the app does.
// Each test creates its own users and organisations, so tests never depend on each other.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { insertSession, insertUser } from '../local/auth/admin';
import { signJwt } from '../local/gateway/jwt';
import { anonKey, serviceRoleKey } from '../local/keys';
import { testPorts } from './stack-env';

export const apiUrl = `http://127.0.0.1:${testPorts.gateway}`;
export const mailUrl = `http://127.0.0.1:${testPorts.mail}`;
export const dbUrl = `postgresql://postgres:postgres@127.0.0.1:${testPorts.db}/postgres`;
export { anonKey, serviceRoleKey };

let pool: pg.Pool | undefined;
/** Superuser pool for arranging and inspecting data; never used to exercise the API. */
export function superuser(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: dbUrl, max: 4 });
  return pool;
}

export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await superuser().query<T>(text, params)).rows;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.fedatario.mx`;
}

export async function createUser(prefix = 'user'): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  const password = `Pw-${randomUUID()}`;
  const id = await insertUser(superuser(), { email, password, emailConfirm: true });
  return { id, email, password };
}

/**
 * An access token as the auth service would mint it for this user (aal1 unless told), backed
 * by a real session row so /auth/v1/user and functions calling auth.getUser() accept it.
 */
export async function tokenFor(
  user: Pick<TestUser, 'id' | 'email'>,
  extra: Record<string, unknown> = {},
  expiresIn = 3600,
): Promise<string> {
  const sessionId = await insertSession(superuser(), user.id);
  return signJwt(
    {
      role: 'authenticated',
      aud: 'authenticated',
      sub: user.id,
      email: user.email,
      aal: 'aal1',
      session_id: sessionId,
      ...extra,
    },
    expiresIn,
  );
}

const noSession = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

/** A client acting as `user` with a minted token, independent of the auth service. */
export function clientAs(user: Pick<TestUser, 'id' | 'email'>, schema = 'public') {
  const token = tokenFor(user);
  return createClient(apiUrl, anonKey, { accessToken: () => token, db: { schema } });
}

export function anonClient(schema = 'public') {
  return createClient(apiUrl, anonKey, { ...noSession, db: { schema } });
}

export function serviceClient(schema = 'public') {
  return createClient(apiUrl, serviceRoleKey, { ...noSession, db: { schema } });
}

/** A client that signs in through /auth/v1 like the app does. */
export function authClient(): SupabaseClient {
  return createClient(apiUrl, anonKey, noSession);
}

/** A conformance-fixture organisation with the given members. */
export async function createOrg(members: Array<{ user: TestUser; role?: 'owner' | 'member' }>) {
  const [org] = await sql<{ id: string; name: string }>(
    'insert into conformance.orgs (name) values ($1) returning id, name',
    [`Org ${randomUUID().slice(0, 8)}`],
  );
  for (const m of members) {
    await sql('insert into conformance.members (org_id, user_id, role) values ($1, $2, $3)', [
      org!.id,
      m.user.id,
      m.role ?? 'member',
    ]);
  }
  return org!;
}

/** Messages in the local inbox addressed to `email`, newest first. */
export async function inbox(
  email: string,
): Promise<Array<{ ID: string; Subject: string; Text: string; HTML: string }>> {
  const res = await fetch(`${mailUrl}/api/v1/messages?query=${encodeURIComponent(email)}`);
  const list = (await res.json()) as { messages: Array<{ ID: string }> };
  return Promise.all(
    list.messages.map(
      async (m) => (await (await fetch(`${mailUrl}/api/v1/message/${m.ID}`)).json()) as never,
    ),
  );
}
