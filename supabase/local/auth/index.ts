// /auth/v1: GoTrue's API as supabase-js (auth-js) uses it. This file only routes; each handler
// lives in the file named after its job.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, sendRaw } from '../gateway/http';
import type { Service, StackContext } from '../gateway/service';
import { getUser, signOut, updateUser } from './account';
import * as admin from './admin-routes';
import { loadAuthConfig, type AuthOptions } from './config';
import { createLimiters, type AuthContext } from './context';
import { API_VERSION_HEADER, AuthError, errorBody, notFound } from './errors';
import { token } from './grants';
import { authenticate, requireAdmin, type Caller } from './guard';
import { invite } from './invite';
import * as mfa from './mfa';
import { recover } from './recover';
import { json, toAuthRequest, type AuthRequest, type Reply } from './request';
import { ensureAuthSchema } from './schema';
import { settings, signup } from './signup';
import { unsupportedMethod, verifyGet, verifyPost } from './verify';

type Params = string[];
type Handler = (ctx: AuthContext, r: AuthRequest, params: Params) => Promise<Reply> | Reply;

type CallerHandler = (
  ctx: AuthContext,
  r: AuthRequest,
  caller: Caller,
  params: Params,
) => Promise<Reply> | Reply;

/** Handlers that need a signed-in user get the caller (GoTrue's requireAuthentication). */
const signedIn =
  (fn: CallerHandler): Handler =>
  async (ctx, r, params) =>
    fn(ctx, r, await authenticate(ctx, r), params);

/** Handlers for the service role only (GoTrue's requireAdminCredentials). */
const adminOnly =
  (fn: Handler): Handler =>
  async (ctx, r, params) => {
    await requireAdmin(r);
    return fn(ctx, r, params);
  };

const USER = '([^/]+)';
const routes: Array<[method: string, path: RegExp, handler: Handler]> = [
  [
    'GET',
    /^\/health$/,
    () =>
      json({
        version: 'fedatario-local',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      }),
  ],
  ['GET', /^\/settings$/, (ctx) => settings(ctx)],
  ['POST', /^\/signup$/, (ctx, r) => signup(ctx, r)],
  ['POST', /^\/token$/, (ctx, r) => token(ctx, r)],
  ['POST', /^\/recover$/, (ctx, r) => recover(ctx, r)],
  ['GET', /^\/verify$/, (ctx, r) => verifyGet(ctx, r)],
  ['POST', /^\/verify$/, (ctx, r) => verifyPost(ctx, r)],
  ['POST', /^\/logout$/, signedIn((ctx, r, caller) => signOut(ctx, r, caller))],
  ['GET', /^\/user$/, signedIn((_ctx, _r, caller) => getUser(caller))],
  ['PUT', /^\/user$/, signedIn((ctx, r, caller) => updateUser(ctx, r, caller))],
  ['POST', /^\/factors$/, signedIn((ctx, r, caller) => mfa.enroll(ctx, r, caller))],
  [
    'POST',
    /^\/factors\/([^/]+)\/challenge$/,
    signedIn((ctx, r, caller, [id]) => mfa.challenge(ctx, r, caller, id!)),
  ],
  [
    'POST',
    /^\/factors\/([^/]+)\/verify$/,
    signedIn((ctx, r, caller, [id]) => mfa.verify(ctx, r, caller, id!)),
  ],
  [
    'DELETE',
    /^\/factors\/([^/]+)$/,
    signedIn((ctx, _r, caller, [id]) => mfa.unenroll(ctx, caller, id!)),
  ],
  ['POST', /^\/invite$/, adminOnly((ctx, r) => invite(ctx, r))],
  ['GET', /^\/admin\/users$/, adminOnly((ctx, r) => admin.listUsers(ctx, r))],
  ['POST', /^\/admin\/users$/, adminOnly((ctx, r) => admin.createUser(ctx, r))],
  [
    'GET',
    new RegExp(`^/admin/users/${USER}$`),
    adminOnly((ctx, _r, [id]) => admin.getUserById(ctx, id!)),
  ],
  [
    'PUT',
    new RegExp(`^/admin/users/${USER}$`),
    adminOnly((ctx, r, [id]) => admin.updateUserById(ctx, r, id!)),
  ],
  [
    'DELETE',
    new RegExp(`^/admin/users/${USER}$`),
    adminOnly((ctx, r, [id]) => admin.deleteUser(ctx, r, id!)),
  ],
  [
    'GET',
    new RegExp(`^/admin/users/${USER}/factors$`),
    adminOnly((ctx, _r, [id]) => admin.listFactors(ctx, id!)),
  ],
  [
    'DELETE',
    new RegExp(`^/admin/users/${USER}/factors/([^/]+)$`),
    adminOnly((ctx, _r, [id, factorId]) => admin.deleteFactor(ctx, id!, factorId!)),
  ],
];

function route(r: AuthRequest): [Handler, Params] {
  let pathMatched = false;
  for (const [method, pattern, handler] of routes) {
    const match = pattern.exec(r.path);
    if (!match) continue;
    pathMatched = true;
    if (method === r.method) return [handler, match.slice(1).map((p) => decodeURIComponent(p))];
  }
  if (pathMatched && r.path === '/verify') throw unsupportedMethod();
  if (pathMatched) throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
  throw notFound('not_found', 'Not Found');
}

function send(res: ServerResponse, r: AuthRequest, reply: Reply) {
  const headers: Record<string, string> = { ...reply.headers };
  // GoTrue echoes the API version it answered in, and auth-js only trusts the new error shape
  // when it sees the header.
  if (r.apiVersion) headers[API_VERSION_HEADER] = r.apiVersion;
  if (reply.body === undefined) sendRaw(res, reply.status, '', headers);
  else sendJson(res, reply.status, reply.body, headers);
}

export function createAuthService(stack: StackContext, options: AuthOptions = {}): Service {
  const config = loadAuthConfig(options);
  const ctx: AuthContext = {
    stack,
    pool: stack.pools.admin,
    config,
    issuer: `${stack.apiUrl}/auth/v1`,
    limits: createLimiters(config),
  };
  return {
    async start() {
      await ensureAuthSchema(ctx.pool);
    },
    async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
      const r = toAuthRequest(req, path, url);
      try {
        const [handler, params] = route(r);
        send(res, r, await handler(ctx, r, params));
      } catch (err) {
        if (err instanceof AuthError) {
          send(res, r, { status: err.status, body: errorBody(err, r.apiVersion) });
          return;
        }
        stack.log(`[auth] ${r.method} ${r.path}: ${(err as Error).stack ?? String(err)}`);
        const failure = new AuthError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        );
        send(res, r, { status: 500, body: errorBody(failure, r.apiVersion) });
      }
    },
  };
}
