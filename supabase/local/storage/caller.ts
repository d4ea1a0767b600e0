// Who a Storage request acts as, and running SQL as them. Storage verifies the JWT (Kong turns
// a lone apikey into the bearer token), then runs every metadata statement in a transaction
// with the caller's role and claims, so RLS on storage.objects / storage.buckets decides.
import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { withIdentity } from '../gateway/db';
import { flatHeaders } from '../gateway/http';
import { JwtError, requestToken, verifyJwt, type Claims } from '../gateway/jwt';
import type { StackContext } from '../gateway/service';
import { errors, fromDatabaseError } from './errors';

export interface Caller {
  role: string;
  claims: Record<string, unknown>;
  /** `sub` when it is a user id, stored as the object's owner as Storage does. */
  owner: string | null;
  headers: Record<string, string>;
  method: string;
  path: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The messages of the jsonwebtoken library Storage uses, which is what clients see.
function jwtMessage(err: unknown): string {
  if (err instanceof JwtError) {
    if (err.problem === 'expired') return 'jwt expired';
    if (err.problem === 'signature') return 'invalid signature';
    return 'jwt malformed';
  }
  return 'invalid token';
}

function callerOf(req: IncomingMessage, path: string, claims: Claims | null): Caller {
  const sub = typeof claims?.sub === 'string' ? claims.sub : null;
  return {
    role: claims?.role ?? 'anon',
    claims: claims ?? { role: 'anon' },
    owner: sub && UUID.test(sub) ? sub : null,
    headers: flatHeaders(req),
    method: req.method ?? 'GET',
    path,
  };
}

/** The verified caller; a missing or bad token is Storage's 403 "Unauthorized". */
export async function requireCaller(req: IncomingMessage, path: string): Promise<Caller> {
  const token = requestToken(req);
  if (!token) throw errors.accessDenied('jwt must be provided');
  try {
    return callerOf(req, path, await verifyJwt(token));
  } catch (err) {
    throw errors.accessDenied(jwtMessage(err));
  }
}

/** Routes Storage marks `allowInvalidJwt`: a bad or missing token just means `anon`. */
export async function optionalCaller(req: IncomingMessage, path: string): Promise<Caller> {
  const token = requestToken(req);
  if (!token) return callerOf(req, path, null);
  try {
    return callerOf(req, path, await verifyJwt(token));
  } catch {
    return callerOf(req, path, null);
  }
}

export type Sql = pg.PoolClient;

/** Runs `fn` in one transaction as the caller; PostgreSQL refusals become Storage errors. */
export async function asCaller<T>(
  ctx: StackContext,
  caller: Caller,
  fn: (sql: Sql) => Promise<T>,
): Promise<T> {
  try {
    return await withIdentity(ctx.pools.api, caller, fn);
  } catch (err) {
    throw fromDatabaseError(err);
  }
}

/** Storage's `asSuperUser()`: its own bookkeeping after RLS has allowed the call. */
export async function asService<T>(ctx: StackContext, fn: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await ctx.pools.admin.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw fromDatabaseError(err);
  } finally {
    client.release();
  }
}

/**
 * Storage's `testPermission`: runs `fn` as the caller and always rolls back, so RLS can be
 * asked "would you allow this write?" before any bytes are stored.
 */
export async function testPermission(
  ctx: StackContext,
  caller: Caller,
  fn: (sql: Sql) => Promise<unknown>,
): Promise<void> {
  const rollback = new Error('permission check passed');
  try {
    await withIdentity(ctx.pools.api, caller, async (sql) => {
      await fn(sql);
      throw rollback;
    });
  } catch (err) {
    if (err === rollback) return;
    throw fromDatabaseError(err);
  }
}
