// The logical replication connection: a walsender session that creates a TEMPORARY pgoutput
// slot on the `supabase_realtime` publication and streams from it. A temporary slot starts at
// "now" and disappears with the connection, so a restarted stack never replays old changes and
// never leaves a slot behind holding WAL. We confirm what the change feed has dispatched so the
// server can recycle WAL while the stack runs, and reconnect (with a new slot) if the session
// drops; changes committed while disconnected are not delivered, as with Realtime.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { db as dbConfig } from '../config';
import { formatLsn, parseLsn } from './decode';

export interface ReplicationOptions {
  port: number;
  publication: string;
  log: (line: string) => void;
  /** One pgoutput message, in WAL order. */
  onMessage: (message: Buffer) => void;
  /** True when every message received so far has been dispatched. */
  isIdle: () => boolean;
}

const STATUS_INTERVAL_MS = 10_000;
const RECONNECT_MS = [500, 1000, 2000, 5000];
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);

interface CopyDataConnection {
  on(event: 'copyData', fn: (msg: { chunk: Buffer }) => void): void;
  once(event: 'replicationStart', fn: () => void): void;
  sendCopyFromChunk(chunk: Buffer): void;
}

export class ReplicationStream {
  /** The session being set up or streaming (what close() ends). */
  private client: pg.Client | null = null;
  /** The session that is streaming; only its loss triggers a reconnect. */
  private live: pg.Client | null = null;
  private closing = false;
  private attempts = 0;
  private received = 0n;
  private processed = 0n;
  private statusTimer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private streaming = false;
  private waiters: Array<(ok: boolean) => void> = [];

  constructor(private readonly opts: ReplicationOptions) {}

  /** Whether changes are flowing; waits up to `timeoutMs` for the stream to (re)start. */
  whenStreaming(timeoutMs = 10_000): Promise<boolean> {
    if (this.streaming) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiters.push((ok) => {
        clearTimeout(timer);
        resolve(ok);
      });
    });
  }

  /** Connects and starts streaming; on failure keeps retrying in the background. */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (err) {
      this.opts.log(`[realtime] replication could not start: ${(err as Error).message}`);
      this.scheduleReconnect();
    }
  }

  /** The change feed dispatched everything up to `lsn`. */
  acknowledge(lsn: bigint): void {
    if (lsn > this.processed) this.processed = lsn;
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.stopStatus();
    this.setStreaming(false);
    const client = this.client;
    this.client = this.live = null;
    // Ending the walsender session drops the temporary slot with it.
    if (client) await client.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      host: dbConfig.host,
      port: this.opts.port,
      database: dbConfig.database,
      user: dbConfig.superuser,
      password: dbConfig.superuserPassword,
      application_name: 'fedatario_realtime',
      // Value texts come from the walsender's settings: make them unambiguous ISO/UTC.
      options: '-c DateStyle=ISO -c TimeZone=UTC -c IntervalStyle=postgres -c extra_float_digits=1',
      replication: 'database',
    } as pg.ClientConfig);
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    this.client = client;
    try {
      await client.connect();
      const slot = `fedatario_realtime_${process.pid}_${randomBytes(4).toString('hex')}`;
      const created = await client.query<{ consistent_point: string }>(
        `CREATE_REPLICATION_SLOT ${slot} TEMPORARY LOGICAL pgoutput (SNAPSHOT 'nothing')`,
      );
      const start = created.rows[0]?.consistent_point ?? '0/0';
      this.received = this.processed = parseLsn(start);

      const conn = (client as unknown as { connection: CopyDataConnection }).connection;
      conn.on('copyData', ({ chunk }) => this.onCopyData(conn, chunk));
      const publication = this.opts.publication.replace(/'/g, "''");
      await new Promise<void>((resolve, reject) => {
        conn.once('replicationStart', resolve);
        // The query only settles when streaming stops.
        client
          .query(
            `START_REPLICATION SLOT ${slot} LOGICAL ${start} (proto_version '1', publication_names '${publication}')`,
          )
          .then(
            () => this.lost(client, new Error('the server ended replication')),
            (err: Error) => {
              reject(err);
              this.lost(client, err);
            },
          );
      });
      if (this.closing) return;
      this.live = client;
      this.attempts = 0;
      this.startStatus(conn);
      this.setStreaming(true);
      this.opts.log(
        `[realtime] streaming changes of publication ${this.opts.publication} (slot ${slot})`,
      );
    } catch (err) {
      if (this.client === client) this.client = null;
      await client.end().catch(() => undefined);
      throw err;
    }
  }

  private onCopyData(conn: CopyDataConnection, chunk: Buffer): void {
    const kind = chunk[0];
    if (kind === 0x77 /* 'w' XLogData */) {
      const start = chunk.readBigUInt64BE(1);
      if (start > this.received) this.received = start;
      this.opts.onMessage(chunk.subarray(25));
    } else if (kind === 0x6b /* 'k' keepalive */) {
      const walEnd = chunk.readBigUInt64BE(1);
      if (walEnd > this.received) this.received = walEnd;
      // Nothing of ours is pending: everything up to the server's position is handled.
      if (this.opts.isIdle() && walEnd > this.processed) this.processed = walEnd;
      if (chunk[17] === 1) this.sendStatus(conn);
    }
  }

  /** Standby status update: written, flushed and applied positions, and our clock. */
  private sendStatus(conn: CopyDataConnection): void {
    const buf = Buffer.alloc(34);
    buf.write('r', 0);
    buf.writeBigUInt64BE(this.received, 1);
    buf.writeBigUInt64BE(this.processed, 9);
    buf.writeBigUInt64BE(this.processed, 17);
    buf.writeBigInt64BE(BigInt(Date.now() - PG_EPOCH_MS) * 1000n, 25);
    buf.writeUInt8(0, 33);
    try {
      conn.sendCopyFromChunk(buf);
    } catch {
      // The connection is going away; `lost` handles it.
    }
  }

  private startStatus(conn: CopyDataConnection): void {
    this.stopStatus();
    this.statusTimer = setInterval(() => this.sendStatus(conn), STATUS_INTERVAL_MS);
    this.statusTimer.unref();
  }

  private stopStatus(): void {
    if (this.statusTimer) clearInterval(this.statusTimer);
    this.statusTimer = null;
  }

  private setStreaming(on: boolean): void {
    this.streaming = on;
    if (!on) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w(true);
  }

  private lost(client: pg.Client, err: Error): void {
    if (this.closing || client !== this.live) return;
    this.live = null;
    if (this.client === client) this.client = null;
    this.stopStatus();
    this.setStreaming(false);
    client.end().catch(() => undefined);
    this.opts.log(
      `[realtime] replication stopped (${err.message}) at ${formatLsn(this.processed)}; reconnecting`,
    );
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closing) return;
    const delay = RECONNECT_MS[Math.min(this.attempts++, RECONNECT_MS.length - 1)]!;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().catch((err: unknown) => {
        this.opts.log(`[realtime] replication could not restart: ${(err as Error).message}`);
        this.scheduleReconnect();
      });
    }, delay);
    this.retryTimer.unref();
  }
}
