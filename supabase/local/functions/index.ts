// /functions/v1/<name>: runs supabase/functions/<name>/index.ts in real Deno, as the Supabase
// CLI's edge runtime does. The relay checks the JWT (unless `verify_jwt = false` for that
// function in config.toml), then hands the request to the function's long-lived worker.
import path from 'node:path';
import { HttpError } from '../gateway/http';
import { JwtError, requestToken, verifyJwt } from '../gateway/jwt';
import type { Service, StackContext } from '../gateway/service';
import { anonKey, serviceRoleKey } from '../keys';
import { projectConfig } from './config';
import { BootError } from './deno-worker';
import { WorkerPool } from './pool';
import { relay, WorkerUnreachableError } from './proxy';
import { findFunction } from './sources';

/** What the functions service needs from the stack. */
export type FunctionsContext = Pick<
  StackContext,
  'apiUrl' | 'dbPort' | 'denoDir' | 'functionsDirs' | 'log'
> & {
  /** How long a cold start may take, first npm: downloads included (default 120 s). */
  bootTimeoutMs?: number;
  /** The local inbox's Mailpit-style API, given to functions as LOCAL_MAIL_API_URL. */
  mailApiUrl?: string;
};

const notFound = () =>
  new HttpError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

/** The CLI relay's answers: 401 with `msg`. */
async function checkJwt(token: string | null): Promise<void> {
  if (!token) throw new HttpError(401, { msg: 'Error: Missing authorization header' });
  try {
    await verifyJwt(token);
  } catch (err) {
    if (err instanceof JwtError) throw new HttpError(401, { msg: 'Invalid JWT' });
    throw err;
  }
}

export function createFunctionsService(ctx: FunctionsContext): Service {
  const projectDir = path.dirname(ctx.functionsDirs[0] ?? '.');
  const dotenv = path.join(ctx.functionsDirs[0] ?? '.', '.env');
  const config = projectConfig(path.join(projectDir, 'config.toml'), dotenv);

  const pool = new WorkerPool(
    (source) => ({
      name: source.name,
      entry: source.entry,
      readable: ctx.functionsDirs,
      denoDir: ctx.denoDir,
      bootTimeoutMs: ctx.bootTimeoutMs ?? 120_000,
      log: ctx.log,
      // What Supabase sets for every function, after the user's secrets so they cannot win.
      env: {
        ...config.secrets(),
        SUPABASE_URL: ctx.apiUrl,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
        SUPABASE_DB_URL: `postgresql://postgres:postgres@127.0.0.1:${ctx.dbPort}/postgres`,
        // This stack's own inbox (send-contact-email without an e-mail provider). Set after the
        // secrets: a value meant for `supabase start` in functions/.env would miss this stack.
        ...(ctx.mailApiUrl ? { LOCAL_MAIL_API_URL: ctx.mailApiUrl } : {}),
      },
    }),
    () => [dotenv],
    ctx.log,
  );

  return {
    async handle(req, res, subPath, url) {
      const [, name = '', ...rest] = subPath.split('/');
      const source = findFunction(ctx.functionsDirs, name);
      if (!source) {
        req.resume();
        throw notFound();
      }
      if (req.method !== 'OPTIONS' && config.verifyJwt(name)) {
        await checkJwt(requestToken(req)).catch((err: unknown) => {
          req.resume();
          throw err;
        });
      }
      let lease;
      try {
        lease = await pool.acquire(source);
      } catch (err) {
        req.resume();
        if (!(err instanceof BootError)) throw err;
        // The edge runtime's answer to a worker that cannot boot, plus the reason, since the
        // developer reading it is the one who can fix it.
        throw new HttpError(503, {
          code: 'BOOT_ERROR',
          message: 'Worker failed to boot (please check logs)',
          detail: err.message,
        });
      }
      try {
        const tail = rest.length ? `/${rest.join('/')}` : '';
        await relay(req, res, lease.port, `/${name}${tail}${url.search}`);
      } catch (err) {
        // A worker that refuses connections is dead or dying: make sure the next call boots
        // a fresh one instead of finding this one again.
        if (err instanceof WorkerUnreachableError) await lease.worker.stop();
        throw err;
      } finally {
        lease.release();
      }
    },
    close: () => pool.close(),
  };
}
