// Relays one request to a worker on its loopback port and streams the answer back, as Kong
// does in front of Supabase's edge runtime: the function sees `/<name>/<rest>?<query>`, the
// caller's headers (a lone apikey also becomes the bearer token) and the body as a stream;
// CORS headers are added unless the function set its own.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { corsHeaders, header, HttpError } from '../gateway/http';

// Hop-by-hop headers belong to one connection and are never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Kong's read_timeout for functions: 150 s without a byte from the function. */
const IDLE_TIMEOUT_MS = 150_000;

// No keep-alive to the workers: a reused socket the worker closed meanwhile would look like a
// dead worker (and get it restarted); fresh loopback connections cost next to nothing.
const agent = new http.Agent({ keepAlive: false });

/** The worker could not be reached (it died or is dying): the edge runtime's WORKER_ERROR. */
export class WorkerUnreachableError extends HttpError {
  constructor() {
    super(500, {
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
    });
  }
}

function forwardHeaders(req: IncomingMessage): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(key)) out[key] = value;
  }
  const apikey = header(req, 'apikey');
  if (!out.authorization && apikey) out.authorization = `Bearer ${apikey}`;
  // x-forwarded-for and x-real-ip arrive already stamped by the gateway (stampProxyHeaders).
  out['x-forwarded-proto'] = 'http';
  if (req.headers.host) out['x-forwarded-host'] = req.headers.host;
  return out;
}

function answerHeaders(upstream: IncomingMessage): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  for (const [key, value] of Object.entries(upstream.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(key)) out[key] = value;
  }
  if (!out['access-control-allow-origin']) {
    for (const [key, value] of Object.entries(corsHeaders)) out[key.toLowerCase()] ??= value;
  }
  return out;
}

/**
 * Resolves when the answer is fully sent (or the caller went away). Failing to reach the
 * worker before any answer is a 500 in the edge runtime's WORKER_ERROR shape; a function
 * that stays silent too long is Kong's 504.
 */
export function relay(
  req: IncomingMessage,
  res: ServerResponse,
  port: number,
  target: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (err?: unknown) => {
      if (settled) return;
      settled = true;
      if (err) reject(err);
      else resolve();
    };
    const upstreamReq = http.request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: target,
        headers: forwardHeaders(req),
        agent,
      },
      (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, answerHeaders(upstream));
        upstream.pipe(res);
        upstream.on('error', () => res.destroy());
      },
    );
    upstreamReq.setTimeout(IDLE_TIMEOUT_MS, () =>
      upstreamReq.destroy(new HttpError(504, { message: 'The upstream server is timing out' })),
    );
    upstreamReq.on('error', (err) => {
      if (res.headersSent) {
        res.destroy();
        finish();
        return;
      }
      finish(err instanceof HttpError ? err : new WorkerUnreachableError());
    });
    // The caller gave up: stop the function's request too.
    res.on('close', () => {
      if (!res.writableFinished) upstreamReq.destroy();
      finish();
    });
    req.pipe(upstreamReq);
  });
}
