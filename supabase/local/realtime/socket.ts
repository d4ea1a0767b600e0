// One client WebSocket: decodes frames, answers heartbeats, routes channel messages in the
// order they arrived, and sends without ever waiting on the client. A client that stops reading
// (its send buffer grows past a limit) or goes silent past the heartbeat timeout is dropped, so
// one broken client cannot hold up anyone else.
import type { WebSocket } from 'ws';
import { decodeFrame, encodeFrame, reply, type PhxMessage, type Vsn } from './protocol';

/** A joined channel as its socket sees it. */
export interface SocketChannel {
  readonly joinRef: string | null;
  handle(msg: PhxMessage): Promise<void>;
  /** The socket went away: drop subscriptions and presence without sending anything. */
  dispose(): void;
}

export type JoinHandler = (conn: RealtimeSocket, msg: PhxMessage) => Promise<void>;

// Phoenix drops sockets idle for 60 s; realtime-js sends a heartbeat every 25 s.
const IDLE_TIMEOUT_MS = 60_000;
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export class RealtimeSocket {
  private readonly channels = new Map<string, SocketChannel>();
  private chain: Promise<void> = Promise.resolve();
  private lastSeen = Date.now();
  private readonly watchdog: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    /** The apikey of the connection: the identity of channels that join without a token. */
    readonly apikey: string,
    private readonly join: JoinHandler,
    private readonly log: (line: string) => void,
    onClose: (socket: RealtimeSocket) => void,
  ) {
    ws.on('message', (data, isBinary) => this.receive(toBuffer(data), isBinary));
    ws.on('close', () => {
      this.dispose();
      onClose(this);
    });
    ws.on('error', () => ws.terminate());
    this.watchdog = setInterval(() => {
      if (Date.now() - this.lastSeen > IDLE_TIMEOUT_MS) ws.terminate();
    }, 10_000);
    this.watchdog.unref();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  channel(topic: string): SocketChannel | undefined {
    return this.channels.get(topic);
  }

  setChannel(topic: string, channel: SocketChannel): void {
    this.channels.set(topic, channel);
  }

  /** Forgets the channel on `topic` if it is still `channel` (a rejoin may have replaced it). */
  deleteChannel(topic: string, channel: SocketChannel): void {
    if (this.channels.get(topic) === channel) this.channels.delete(topic);
  }

  send(msg: PhxMessage): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log('[realtime] dropping a client that does not read its messages');
      this.ws.terminate();
      return;
    }
    const frame = encodeFrame(msg, this.vsn);
    if (frame !== null) this.ws.send(frame);
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.ws.close(code, reason);
    // Do not wait out a client that never answers the close handshake.
    setTimeout(() => this.ws.terminate(), 1000).unref();
  }

  private receive(data: Buffer, isBinary: boolean): void {
    this.lastSeen = Date.now();
    const msg = decodeFrame(data, isBinary, this.vsn);
    if (!msg) return;
    // One message at a time per socket, like a Phoenix channel process.
    this.chain = this.chain
      .then(() => this.route(msg))
      .catch((err: unknown) =>
        this.log(`[realtime] ${msg.event} on ${msg.topic}: ${(err as Error).stack ?? String(err)}`),
      );
  }

  private async route(msg: PhxMessage): Promise<void> {
    if (this.closed) return;
    if (msg.topic === 'phoenix' && msg.event === 'heartbeat') {
      this.send(reply(msg, 'ok'));
      return;
    }
    if (msg.event === 'phx_join') {
      await this.join(this, msg);
      return;
    }
    const channel = this.channels.get(msg.topic);
    if (!channel) {
      this.send(reply(msg, 'error', { reason: 'unmatched topic' }));
      return;
    }
    await channel.handle(msg);
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.watchdog);
    for (const channel of this.channels.values()) channel.dispose();
    this.channels.clear();
  }
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
