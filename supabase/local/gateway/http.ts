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

/** The address at the other end of the socket, without the IPv4-mapped IPv6 prefix. */
export function peerAddress(req: IncomingMessage): string | null {
  const ip = req.socket.remoteAddress ?? null;
  return ip?.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/**
 * Does to the request what the proxy in front of Supabase's services does before they see it
 * (Kong in the Supabase CLI: X-Real-IP = $remote_addr, X-Forwarded-For =
 * $proxy_add_x_forwarded_for): x-real-ip becomes the socket's peer address and that address is
 * appended to x-forwarded-for, so only the right-most entry is the proxy's word and anything
 * to its left is the client's claim. A client-sent cf-connecting-ip is dropped: only Cloudflare
 * (in front of hosted projects) may set it. public.request_ip() relies on exactly this.
 */
export function stampProxyHeaders(req: IncomingMessage): void {
  const peer = peerAddress(req);
  delete req.headers['cf-connecting-ip'];
  delete req.headers['x-real-ip'];
  if (!peer) return;
  req.headers['x-real-ip'] = peer;
  const forwarded = req.headers['x-forwarded-for'];
  const earlier = (Array.isArray(forwarded) ? forwarded.join(', ') : (forwarded ?? '')).trim();
  req.headers['x-forwarded-for'] = earlier ? `${earlier}, ${peer}` : peer;
}

/**
 * The caller's address as the gateway saw it (never a forwarded header the client could
 * write): what the auth rate limits and MFA challenges are keyed on.
 */
export function clientIp(req: IncomingMessage): string | null {
  return peerAddress(req);
}

/** Lower-cased headers as one flat object, as PostgREST exposes them in `request.headers`. */
export function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}
