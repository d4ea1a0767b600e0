// Realtime for the local stack: the Phoenix WebSocket realtime-js connects to
// (`/realtime/v1/websocket?apikey=…&vsn=…`), `postgres_changes` from logical decoding of the
// `supabase_realtime` publication filtered by each subscriber's RLS, public broadcast and
// presence, and the HTTP broadcast endpoints. See README.md beside this file.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { db as dbConfig } from '../config';
import { HttpError, readJson, sendJson, sendRaw } from '../gateway/http';
import { requestToken } from '../gateway/jwt';
import type { Service, StackContext } from '../gateway/service';
import { TokenError, verifyIdentity } from './auth';
import { ChangeFeed } from './changes';
import { createJoinHandler } from './channels';
import { Hub } from './hub';
import type { BroadcastPayload, Vsn } from './protocol';
import { ReplicationStream } from './replication';
import { RlsChecker } from './rls-check';
import { RealtimeSocket } from './socket';
import { SubscriptionRegistry } from './subscriptions';
import { TypeCache } from './types';

const PUBLICATION = 'supabase_realtime';

export function createRealtimeService(ctx: StackContext): Service {
  const log = ctx.log;
  const hub = new Hub();
  const registry = new SubscriptionRegistry();
  const checker = new RlsChecker(ctx.pools, dbConfig.authenticator, log);
  const types = new TypeCache(ctx.pools.admin);
  // The stream feeds the feed, the feed confirms progress to the stream; neither calls the
  // other before start().
  const replication: ReplicationStream = new ReplicationStream({
    port: ctx.dbPort,
    publication: PUBLICATION,
    log,
    onMessage: (message) => feed.push(message),
    isIdle: () => feed.idle,
  });
  const feed = new ChangeFeed({
    registry,
    checker,
    types,
    log,
    onProcessed: (lsn) => replication.acknowledge(lsn),
  });
  const join = createJoinHandler({
    hub,
    registry,
    admin: ctx.pools.admin,
    publication: PUBLICATION,
    whenStreaming: () => replication.whenStreaming(),
  });
  const sockets = new Set<RealtimeSocket>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 * 1024 });
  let closing = false;

  function refuse(socket: Duplex, status: string, message: string): void {
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }

  async function acceptUpgrade(
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    url: URL,
  ): Promise<void> {
    const apikey = url.searchParams.get('apikey') ?? requestToken(req);
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsn !== '1.0.0' && vsn !== '2.0.0') {
      refuse(socket, '400 Bad Request', `Unsupported serializer version ${vsn}`);
      return;
    }
    try {
      // The socket itself needs a valid API key; channels may then act as a user.
      await verifyIdentity(apikey ?? '');
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      refuse(socket, '403 Forbidden', err.message);
      return;
    }
    if (closing || socket.destroyed) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn = new RealtimeSocket(ws, vsn as Vsn, apikey!, join, log, (s) => sockets.delete(s));
      sockets.add(conn);
    });
  }

  async function authorize(req: IncomingMessage): Promise<void> {
    try {
      await verifyIdentity(requestToken(req) ?? '');
    } catch (err) {
      if (err instanceof TokenError) throw new HttpError(401, { message: err.message });
      throw err;
    }
  }

  const badJson = (message: string) => new HttpError(400, { message: `Invalid JSON: ${message}` });

  /** Public topics only (see channels.ts on private channels). */
  function broadcastFromServer(
    topic: string,
    event: string,
    payload: unknown,
    isPrivate: unknown,
  ): boolean {
    if (isPrivate === true) return false;
    hub.broadcast(`realtime:${topic}`, { type: 'broadcast', event, payload } as BroadcastPayload);
    return true;
  }

  return {
    async handle(req, res, path) {
      if (req.method === 'POST' && path === '/api/broadcast') {
        // What realtime-js' `send()` falls back to when the channel is not joined.
        await authorize(req);
        const body = (await readJson(req, badJson)) as { messages?: unknown } | undefined;
        if (!body || !Array.isArray(body.messages)) {
          throw new HttpError(400, { message: 'messages must be an array' });
        }
        for (const m of body.messages as Array<Record<string, unknown>>) {
          if (typeof m?.topic === 'string' && typeof m.event === 'string') {
            broadcastFromServer(m.topic, m.event, m.payload, m.private);
          }
        }
        sendRaw(res, 202, '');
        return;
      }
      const httpSend = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(path);
      if (req.method === 'POST' && httpSend) {
        // realtime-js' `httpSend(event, payload)`.
        await authorize(req);
        const payload = await readJson(req, badJson);
        const url = new URL(req.url ?? '/', 'http://localhost');
        const topic = decodeURIComponent(httpSend[1]!);
        const event = decodeURIComponent(httpSend[2]!);
        broadcastFromServer(topic, event, payload, url.searchParams.get('private') === 'true');
        sendRaw(res, 202, '');
        return;
      }
      sendJson(res, 404, { message: 'Not found' });
    },

    upgrade(req, socket, head, path, url) {
      socket.on('error', () => socket.destroy());
      if (closing) {
        socket.destroy();
        return;
      }
      if (path !== '/websocket' && path !== '/websocket/') {
        refuse(socket, '404 Not Found', 'Not found');
        return;
      }
      acceptUpgrade(req, socket, head, url).catch((err: unknown) => {
        log(`[realtime] upgrade failed: ${(err as Error).stack ?? String(err)}`);
        socket.destroy();
      });
    },

    async start() {
      await replication.start();
    },

    async close() {
      closing = true;
      for (const s of sockets) s.close(1001, 'server shutting down');
      sockets.clear();
      wss.close();
      await replication.close();
    },
  };
}
