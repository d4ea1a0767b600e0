// One incoming /auth/v1 call as the handlers see it, and what they answer with.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { clientIp, header, HttpError, readBody } from '../gateway/http';
import { API_VERSION_HEADER, AuthError, badRequest, requestedApiVersion } from './errors';

export interface AuthRequest {
  req: IncomingMessage;
  method: string;
  /** Path after /auth/v1, without a trailing slash (GoTrue's router ignores it). */
  path: string;
  query: URLSearchParams;
  ip: string | null;
  userAgent: string | null;
  apiVersion: string | null;
  /** The JSON body as an object ({} when empty). Malformed JSON is a 400, as in GoTrue. */
  body(): Promise<Record<string, unknown>>;
}

export interface Reply {
  status: number;
  /** JSON body; undefined sends an empty body (204). */
  body?: unknown;
  headers?: Record<string, string>;
}

export const json = (body: unknown, status = 200, headers?: Record<string, string>): Reply => ({
  status,
  body,
  headers,
});

/** 303 See Other, as GoTrue answers /verify links. */
export const redirect = (location: string): Reply => ({
  status: 303,
  headers: { Location: location },
});

/**
 * The caller's address as the gateway saw it. GoTrue itself reads the first X-Forwarded-For
 * entry, which the client writes; keying rate limits and MFA challenges on it would let a
 * caller pick a fresh bucket per attempt, so the local stack uses the proxy-seen address.
 */
function callerIp(req: IncomingMessage): string | null {
  const ip = clientIp(req);
  return ip && isIP(ip) ? ip : null;
}

async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw: Buffer;
  try {
    raw = await readBody(req, 1024 * 1024);
  } catch (err) {
    if (err instanceof HttpError)
      throw new AuthError(413, 'request_too_large', 'Request body too large');
    throw err;
  }
  if (raw.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch (err) {
    // GoTrue's retrieveRequestParams.
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(err as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return value as Record<string, unknown>;
}

export function toAuthRequest(req: IncomingMessage, path: string, url: URL): AuthRequest {
  let parsed: Promise<Record<string, unknown>> | undefined;
  return {
    req,
    method: req.method ?? 'GET',
    path: path.length > 1 ? path.replace(/\/+$/, '') : path,
    query: url.searchParams,
    ip: callerIp(req),
    userAgent: header(req, 'user-agent') ?? null,
    apiVersion: requestedApiVersion(header(req, API_VERSION_HEADER)),
    body() {
      parsed ??= readJsonObject(req);
      return parsed;
    },
  };
}

// ─── Reading body fields without trusting their types ────────────────────────────────────────

export function str(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

export function optionalStr(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

export function obj(
  body: Record<string, unknown>,
  key: string,
): Record<string, unknown> | undefined {
  const value = body[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
