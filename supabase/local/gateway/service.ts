import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Mailer } from '../mail/inbox';
import type { Pools } from './db';

/** What every gateway service gets from the stack. */
export interface StackContext {
  pools: Pools;
  mailer: Mailer;
  /** Public base URL of the gateway, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  /** Port of the database, for services that open their own connections (realtime replication). */
  dbPort: number;
  /** Where Storage keeps object bytes. */
  storageDir: string;
  /** DENO_DIR for edge functions. */
  denoDir: string;
  /** Folders holding `<name>/index.ts` edge functions, searched in order. */
  functionsDirs: string[];
  /** Schemas the REST API exposes (PostgREST's db-schemas); the first is the default. */
  restSchemas: string[];
  log: (line: string) => void;
}

/** One API of the gateway, mounted under a path prefix (`/rest/v1`, `/auth/v1`, …). */
export interface Service {
  /** `path` is the part after the prefix, starting with `/` (e.g. `/clients`). */
  handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
  /** WebSocket upgrades under the prefix (realtime). */
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer, path: string, url: URL): void;
  /** Work to do once the database is migrated and the gateway listens. */
  start?(): Promise<void>;
  close?(): Promise<void>;
}
