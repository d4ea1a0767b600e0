// Everything the Docker-free local stack needs to know about where it runs.
// Ports and credentials mirror the Supabase CLI's defaults so `.env.example`
// works unchanged against `supabase start` too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const repoRoot = path.resolve(here, '..', '..');
export const supabaseDir = path.join(repoRoot, 'supabase');
export const migrationsDir = path.join(supabaseDir, 'migrations');
export const functionsDir = path.join(supabaseDir, 'functions');
export const seedFile = path.join(supabaseDir, 'seed.sql');
export const bootstrapDir = path.join(here, 'bootstrap');

/** Git-ignored state; `npm run stack:reset` deletes it. Overridable so tests can run isolated stacks. */
export const localDir = process.env.FEDATARIO_LOCAL_DIR
  ? path.resolve(process.env.FEDATARIO_LOCAL_DIR)
  : path.join(repoRoot, '.local');
export const dbDir = path.join(localDir, 'db');
export const storageDir = path.join(localDir, 'storage');
export const mailDir = path.join(localDir, 'mail');
export const denoDir = path.join(localDir, 'deno');

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  return raw ? Number.parseInt(raw, 10) : fallback;
}

export const ports = {
  gateway: port('FEDATARIO_API_PORT', 54321),
  db: port('FEDATARIO_DB_PORT', 54322),
  /** Mail inbox viewer, where the CLI runs Mailpit. */
  mail: port('FEDATARIO_MAIL_PORT', 54324),
};

export const host = '127.0.0.1';
export const apiUrl = `http://${host}:${ports.gateway}`;
export const mailUrl = `http://${host}:${ports.mail}`;

export const db = {
  host,
  port: ports.db,
  database: 'postgres',
  superuser: 'postgres',
  superuserPassword: 'postgres',
  /** PostgREST logs in as `authenticator` and switches role per request. */
  authenticator: 'authenticator',
  authenticatorPassword: 'postgres',
};

export const dbUrl = `postgresql://${db.superuser}:${db.superuserPassword}@${db.host}:${db.port}/${db.database}`;

export const demoUser = {
  email: 'demo@fedatario.mx',
  password: 'Fedatario-Demo-2024',
};
