// Transactions over the superuser pool: the auth service owns the auth schema, as GoTrue does
// (GoTrue connects as supabase_auth_admin, which owns it).
import type pg from 'pg';

export type Db = pg.Pool | pg.PoolClient;

/** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** A UUID as PostgreSQL accepts it; lets handlers answer 4xx instead of a cast error. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
