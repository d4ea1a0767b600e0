// Small HTTP helpers shared by every service of the gateway.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, x-client-info, content-type, content-profile, accept-profile, prefer, range, range-unit, x-upsert, cache-control, x-supabase-api-version, x-region, accept, baggage, sentry-trace',
  'Access-Control-Expose-Headers':
    'Content-Range, Content-Location, Content-Type, Content-Length, X-Supabase-Api-Version, Location, ETag',
  'Access-Control-Max-Age': '86400',
};

/** An error that already knows its HTTP status and JSON body (in the shape of the service that raised it). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(
      typeof body === 'object' && body && 'message' in body
        ? String(body.message)
        : `HTTP ${status}`,
    );
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

export function sendRaw(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...corsHeaders, 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

export async function readBody(
  req: IncomingMessage,
  limitBytes = 50 * 1024 * 1024,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) {
      throw new HttpError(413, {
        statusCode: '413',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; an empty body is `undefined`. Throws `badJson` for malformed JSON. */
export async function readJson(
  req: IncomingMessage,
  badJson: (message: string) => HttpError,
): Promise<unknown> {
  const raw = await readBody(req);
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (err) {
    throw badJson((err as Error).message);
  }
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The caller's address as a proxy would pass it on (first X-Forwarded-For hop), else the socket's. */
export function clientIp(req: IncomingMessage): string | null {
  const forwarded = header(req, 'x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || req.socket.remoteAddress || null;
  return ip?.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** Lower-cased headers as one flat object, as PostgREST exposes them in `request.headers`. */
export function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}
