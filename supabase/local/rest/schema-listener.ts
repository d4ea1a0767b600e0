// Keeps the schema cache fresh the way PostgREST does: LISTEN on the `pgrst` channel on a
// dedicated connection and reload on `reload schema` (or an empty payload). The connection
// is re-opened when it drops, and the cache reloaded then, since notifications may have been
// missed meanwhile.
import pg from 'pg';
import { db as dbConfig } from '../config';

export interface SchemaListener {
  close(): Promise<void>;
}

export function listenForReloads(
  port: number,
  reload: () => Promise<void>,
  log: (line: string) => void,
): SchemaListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;
  // Coalesces a burst of notifications (a migration sends one per statement) into one reload.
  let pending: NodeJS.Timeout | undefined;

  const scheduleReload = () => {
    if (pending) return;
    pending = setTimeout(() => {
      pending = undefined;
      reload().catch((err: unknown) => log(`[rest] schema reload failed: ${String(err)}`));
    }, 20);
  };

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({
      host: dbConfig.host,
      port,
      database: dbConfig.database,
      user: dbConfig.superuser,
      password: dbConfig.superuserPassword,
    });
    client = c;
    const lost = () => {
      if (client !== c || closed) return;
      client = undefined;
      c.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, 5000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      if (msg.channel !== 'pgrst') return;
      const payload = (msg.payload ?? '').trim();
      if (payload === '' || payload === 'reload schema') scheduleReload();
    });
    try {
      await c.connect();
      await c.query('listen pgrst');
      if (delay > 250) scheduleReload(); // reconnected: catch up on anything missed
      delay = 250;
    } catch {
      lost();
    }
  };

  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(pending);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
