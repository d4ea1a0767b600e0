// Acting as an API role straight against PostgreSQL, the way PostgREST does it: log in as
// `authenticator`, then inside one transaction switch `role` and set `request.jwt.claims` /
// `request.headers` locally. RLS, grants and triggers then see exactly what they see in a
// real request. Nothing here depends on the REST or auth services of the local stack.
import pg from 'pg';
import { testPorts } from '../stack-env';

export type Db = pg.PoolClient;
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface Identity {
  role: ApiRole;
  claims: Record<string, unknown>;
}

export interface ActOptions {
  /** Request headers as PostgREST passes them (lower-case names). */
  headers?: Record<string, string>;
  /** Roll back instead of committing (the default is to commit, like a request). */
  rollback?: boolean;
  /** SQL run first in the same transaction as the service role (e.g. to arrange a state). */
  prepare?: string;
}

let pool: pg.Pool | undefined;

/** A pool logging in as `authenticator`, the role PostgREST uses; sized for 20 parallel callers. */
export function apiPool(): pg.Pool {
  pool ??= new pg.Pool({
    host: '127.0.0.1',
    port: testPorts.db,
    database: 'postgres',
    user: 'authenticator',
    password: 'postgres',
    max: 24,
    idleTimeoutMillis: 5_000,
    allowExitOnIdle: true,
  });
  return pool;
}

export async function closeApiPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.end();
}

/** Runs `fn` in one transaction as `identity`, like one API request. */
export async function act<T>(
  identity: Identity,
  fn: (db: Db) => Promise<T>,
  options: ActOptions = {},
): Promise<T> {
  const client = await apiPool().connect();
  try {
    await client.query('begin');
    if (options.prepare) {
      await client.query(`select set_config('role', 'service_role', true)`);
      await client.query(options.prepare);
    }
    await client.query(
      `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.headers', $3, true)`,
      [identity.role, JSON.stringify(identity.claims), JSON.stringify(options.headers ?? {})],
    );
    const result = await fn(client);
    await client.query(options.rollback ? 'rollback' : 'commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

export function userIdentity(userId: string, extraClaims: Record<string, unknown> = {}): Identity {
  return {
    role: 'authenticated',
    claims: { sub: userId, role: 'authenticated', aud: 'authenticated', ...extraClaims },
  };
}

export const anonIdentity: Identity = { role: 'anon', claims: { role: 'anon' } };
export const serviceIdentity: Identity = { role: 'service_role', claims: { role: 'service_role' } };

export function asUser<T>(
  userId: string,
  fn: (db: Db) => Promise<T>,
  options: ActOptions & { claims?: Record<string, unknown> } = {},
): Promise<T> {
  return act(userIdentity(userId, options.claims), fn, options);
}

export function asAnon<T>(fn: (db: Db) => Promise<T>, options: ActOptions = {}): Promise<T> {
  return act(anonIdentity, fn, options);
}

export function asServiceRole<T>(fn: (db: Db) => Promise<T>, options: ActOptions = {}): Promise<T> {
  return act(serviceIdentity, fn, options);
}

export type Outcome<R extends pg.QueryResultRow = pg.QueryResultRow> =
  { ok: true; rows: R[]; rowCount: number } | { ok: false; code: string; message: string };

/**
 * Runs one statement inside a savepoint and reports what happened instead of throwing, so a
 * refused statement does not abort the surrounding transaction.
 */
export async function attempt<R extends pg.QueryResultRow = pg.QueryResultRow>(
  db: Db,
  text: string,
  params: unknown[] = [],
): Promise<Outcome<R>> {
  await db.query('savepoint attempt');
  try {
    const result = await db.query<R>(text, params);
    await db.query('release savepoint attempt');
    return { ok: true, rows: result.rows, rowCount: result.rowCount ?? 0 };
  } catch (err) {
    await db.query('rollback to savepoint attempt');
    const e = err as pg.DatabaseError;
    return { ok: false, code: e.code ?? '', message: e.message };
  }
}

/** The SQLSTATE a statement fails with, or null when it succeeds. */
export async function errorCode(
  db: Db,
  text: string,
  params: unknown[] = [],
): Promise<string | null> {
  const outcome = await attempt(db, text, params);
  return outcome.ok ? null : outcome.code;
}
