// A small method + path-pattern router for the Storage API, and what every handler receives.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readJson } from '../gateway/http';
import type { StackContext } from '../gateway/service';
import type { Disk } from './disk';
import { storageError } from './errors';

export interface StorageRequest {
  req: IncomingMessage;
  res: ServerResponse;
  ctx: StackContext;
  disk: Disk;
  /** The path after /storage/v1, still URL-encoded. */
  path: string;
  url: URL;
  /** The pattern's capture groups, still URL-encoded. */
  params: string[];
}

export type Handler = (r: StorageRequest) => Promise<void>;

export interface Route {
  method: string | string[];
  pattern: RegExp;
  handler: Handler;
}

export function findRoute(routes: Route[], method: string, path: string) {
  for (const route of routes) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes(method)) continue;
    const match = route.pattern.exec(path);
    if (match) return { route, params: match.slice(1).map((p) => p ?? '') };
  }
  return undefined;
}

/** A JSON object body; Storage (Fastify) answers malformed JSON with a 400. */
export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(
    req,
    (message) => new HttpError(400, { statusCode: '400', error: 'Bad Request', message }),
  );
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw storageError(400, 'InvalidRequest', 'body must be object', 'Bad Request');
  }
  return body as Record<string, unknown>;
}

/** Fastify's schema error for a missing required property. */
export function requiredProperty(name: string): HttpError {
  return storageError(
    400,
    'InvalidRequest',
    `body must have required property '${name}'`,
    'Bad Request',
  );
}
