// Connection pools and the per-request transaction PostgREST runs: one transaction with
// the caller's role and JWT claims set locally, so RLS is enforced by PostgreSQL itself.
import pg from 'pg';
import { db as dbConfig } from '../config';

// Timestamps and numerics travel as PostgreSQL prints them, as PostgREST does.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);

export interface Pools {
  /** Logs in as `authenticator` and switches role per request. */
  api: pg.Pool;
  /** Superuser, for the services' own bookkeeping (auth tables, storage metadata, realtime). */
  admin: pg.Pool;
  close(): Promise<void>;
}

export function createPools(port = dbConfig.port): Pools {
  const common = { host: dbConfig.host, port, database: dbConfig.database };
  const api = new pg.Pool({
    ...common,
    user: dbConfig.authenticator,
    password: dbConfig.authenticatorPassword,
    max: 16,
    idleTimeoutMillis: 60_000,
  });
  const admin = new pg.Pool({
    ...common,
    user: dbConfig.superuser,
    password: dbConfig.superuserPassword,
    max: 8,
    idleTimeoutMillis: 60_000,
  });
  // An idle client dropped by the server must not crash the gateway.
  api.on('error', () => undefined);
  admin.on('error', () => undefined);
  return {
    api,
    admin,
    close: async () => {
      await Promise.all([api.end(), admin.end()]);
    },
  };
}

export interface RequestIdentity {
  role: string;
  claims: Record<string, unknown>;
  headers?: Record<string, string>;
  method?: string;
  path?: string;
}

/**
 * Runs `fn` inside one transaction as `identity.role` with `request.jwt.claims`,
 * `request.headers`, `request.method` and `request.path` set for this transaction only.
 * Commits when `fn` resolves, rolls back when it throws. A read-only transaction has nothing
 * whose commit could fail, so its result is returned at once and the COMMIT round trip happens
 * after, before the connection goes back to the pool: the caller answers one round trip sooner.
 */
export async function withIdentity<T>(
  pool: pg.Pool,
  identity: RequestIdentity,
  fn: (client: pg.PoolClient) => Promise<T>,
  options: { readOnly?: boolean; settings?: Array<[string, string]> } = {},
): Promise<T> {
  const client = await pool.connect();
  const lit = (value: string) => client.escapeLiteral(value);
  // Settings PostgREST applies from the role's configuration (e.g. statement_timeout).
  const extra = (options.settings ?? [])
    .map(([name, value]) => `set_config(${lit(name)}, ${lit(value)}, true), `)
    .join('');
  let released = false;
  try {
    // One round trip for BEGIN and the settings (values escaped as literals).
    await client.query(
      `begin${options.readOnly ? ' read only' : ''}; select ${extra}` +
        `set_config('role', ${lit(identity.role)}, true), ` +
        `set_config('request.jwt.claims', ${lit(JSON.stringify(identity.claims))}, true), ` +
        `set_config('request.headers', ${lit(JSON.stringify(identity.headers ?? {}))}, true), ` +
        `set_config('request.method', ${lit(identity.method ?? '')}, true), ` +
        `set_config('request.path', ${lit(identity.path ?? '')}, true)`,
    );
    const result = await fn(client);
    if (options.readOnly) {
      released = true;
      // A connection whose COMMIT failed is broken: it is discarded, not pooled.
      client.query('commit').then(
        () => client.release(),
        (err: Error) => client.release(err),
      );
      return result;
    }
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    if (!released) client.release();
  }
}
