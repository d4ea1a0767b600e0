// Starts and stops the whole Docker-free stack: PostgreSQL, migrations, the API gateway
// (REST, Auth, Storage, Realtime, Functions) and the mail inbox. Used by the CLI,
// `npm run dev` and the test harness.
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import * as config from './config';
import { StackError } from './errors';
import { ensureUser } from './auth/admin';
import { createAuthService } from './auth';
import { createPools } from './gateway/db';
import { createGateway } from './gateway/server';
import type { Service, StackContext } from './gateway/service';
import { createFunctionsService } from './functions';
import { createMailer, createMailServer } from './mail/inbox';
import { applyMigrations, bootstrap, seed } from './migrate';
import { assertPortFree } from './ports';
import { startPostgres } from './postgres';
import { createRealtimeService } from './realtime';
import { createRestService } from './rest';
import { createStorageService } from './storage';
import { Disk } from './storage/disk';
import { anonKey, serviceRoleKey } from './keys';

export interface StackOptions {
  localDir?: string;
  ports?: Partial<typeof config.ports>;
  /** Schemas exposed by /rest/v1 (default: public). */
  restSchemas?: string[];
  /** Extra folders of edge functions served after supabase/functions (test-only functions). */
  extraFunctionsDirs?: string[];
  log?: (line: string) => void;
}

export interface RunningStack {
  apiUrl: string;
  dbUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  demoUser: { email: string; password: string };
  /** True when this start created the database. */
  created: boolean;
  appliedMigrations: string[];
  stop(): Promise<void>;
}

function listen(server: http.Server, port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new StackError(
          `No se pudo escuchar en ${config.host}:${port} (${what}): ${err.code ?? err.message}`,
        ),
      ),
    );
    server.listen(port, config.host, () => resolve());
  });
}

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = { ...config.ports, ...options.ports };
  const localDir = path.resolve(options.localDir ?? config.localDir);
  const dirs = {
    db: path.join(localDir, 'db'),
    storage: path.join(localDir, 'storage'),
    mail: path.join(localDir, 'mail'),
    deno: path.join(localDir, 'deno'),
  };
  for (const dir of [dirs.storage, dirs.mail, dirs.deno]) fs.mkdirSync(dir, { recursive: true });

  await assertPortFree(ports.db, 'PostgreSQL');
  await assertPortFree(ports.gateway, 'API');
  await assertPortFree(ports.mail, 'correo local');

  const postgres = await startPostgres({
    dataDir: dirs.db,
    port: ports.db,
    user: config.db.superuser,
    password: config.db.superuserPassword,
    log,
  });
  const cleanups: Array<() => Promise<void>> = [() => postgres.stop()];
  const stopAll = async () => {
    for (const fn of cleanups.reverse()) await fn().catch((err) => log(`[stack] ${String(err)}`));
  };

  try {
    const dbUrl = `postgresql://${config.db.superuser}:${config.db.superuserPassword}@${config.host}:${ports.db}/${config.db.database}`;
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    let appliedMigrations: string[];
    try {
      if (postgres.created) await bootstrap(admin);
      appliedMigrations = await applyMigrations(admin);
      if (postgres.created) await seed(admin);
      await admin.query(`notify pgrst, 'reload schema'`);
    } finally {
      await admin.end();
    }

    // A crash mid-upload leaves a .part file behind; nothing points at it, so it goes now.
    const swept = await new Disk(dirs.storage).sweepPartials();
    if (swept.length > 0)
      log(`[storage] ${swept.length} archivo(s) .part incompleto(s) eliminado(s)`);

    const pools = createPools(ports.db);
    cleanups.push(() => pools.close());
    const mailer = createMailer(dirs.mail);
    const apiUrl = `http://${config.host}:${ports.gateway}`;
    const ctx: StackContext = {
      pools,
      mailer,
      apiUrl,
      dbPort: ports.db,
      storageDir: dirs.storage,
      denoDir: dirs.deno,
      restSchemas: options.restSchemas ?? ['public'],
      functionsDirs: [config.functionsDir, ...(options.extraFunctionsDirs ?? [])],
      log,
    };
    const mounts: Record<string, Service> = {
      '/rest/v1': createRestService(ctx),
      '/auth/v1': createAuthService(ctx),
      '/storage/v1': createStorageService(ctx),
      '/realtime/v1': createRealtimeService(ctx),
      '/functions/v1': createFunctionsService({
        ...ctx,
        mailApiUrl: `http://${config.host}:${ports.mail}`,
      }),
    };
    for (const service of Object.values(mounts)) {
      if (service.close) cleanups.push(() => service.close!());
    }

    const gateway = createGateway(mounts, log);
    await listen(gateway, ports.gateway, 'API');
    cleanups.push(() => close(gateway));
    const mailServer = createMailServer(dirs.mail, mailer);
    await listen(mailServer, ports.mail, 'correo local');
    cleanups.push(() => close(mailServer));

    for (const service of Object.values(mounts)) await service.start?.();

    await ensureUser(pools.admin, config.demoUser.email, config.demoUser.password);

    return {
      apiUrl,
      dbUrl,
      mailUrl: `http://${config.host}:${ports.mail}`,
      anonKey,
      serviceRoleKey,
      demoUser: config.demoUser,
      created: postgres.created,
      appliedMigrations,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
