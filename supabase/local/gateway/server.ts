// One HTTP server on the CLI's API port, routing by path prefix as Supabase's API gateway does.
import http from 'node:http';
import type { Service } from './service';
import { corsHeaders, HttpError, sendJson, stampProxyHeaders } from './http';

export type Mounts = Record<string, Service>;

function match(mounts: Mounts, pathname: string): [Service, string] | undefined {
  for (const [prefix, service] of Object.entries(mounts)) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return [service, pathname.slice(prefix.length) || '/'];
    }
  }
  return undefined;
}

export function createGateway(mounts: Mounts, log: (line: string) => void): http.Server {
  const server = http.createServer((req, res) => {
    stampProxyHeaders(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders);
      res.end();
      return;
    }
    if (url.pathname === '/' || url.pathname === '/health') {
      sendJson(res, 200, { name: 'fedatario-local-stack', services: Object.keys(mounts) });
      return;
    }
    const found = match(mounts, url.pathname);
    if (!found) {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }
    const [service, path] = found;
    service.handle(req, res, path, url).catch((err: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (err instanceof HttpError) {
        sendJson(res, err.status, err.body, err.headers);
        return;
      }
      log(`[gateway] ${req.method} ${url.pathname}: ${(err as Error).stack ?? String(err)}`);
      sendJson(res, 500, {
        code: 'UNEXPECTED',
        message: (err as Error).message ?? 'Internal error',
      });
    });
  });
  server.on('upgrade', (req, socket, head) => {
    stampProxyHeaders(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const found = match(mounts, url.pathname);
    if (!found || !found[0].upgrade) {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    found[0].upgrade(req, socket, head, found[1], url);
  });
  server.keepAliveTimeout = 65_000;
  return server;
}
