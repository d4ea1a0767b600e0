// Applies the bootstrap (what Supabase's image provides), then every file of
// supabase/migrations/ not applied yet, then seed.sql on a new database.
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { bootstrapDir, migrationsDir, seedFile } from './config';
import { StackError } from './errors';

function sqlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

async function runFile(client: pg.Client, file: string, what: string): Promise<void> {
  const sql = fs.readFileSync(file, 'utf8');
  try {
    await client.query(sql);
  } catch (err) {
    const e = err as pg.DatabaseError;
    const line = e.position ? lineOf(sql, Number(e.position)) : undefined;
    throw new StackError(
      `Falló ${what} ${path.relative(process.cwd(), file)}${line ? `:${line}` : ''}: ${e.message}`,
    );
  }
}

function lineOf(sql: string, position: number): number {
  return sql.slice(0, position).split('\n').length;
}

export async function bootstrap(client: pg.Client): Promise<void> {
  for (const f of sqlFiles(bootstrapDir)) {
    await runFile(client, path.join(bootstrapDir, f), 'el arranque');
  }
}

/** Returns the versions it applied. Each migration runs in its own transaction, as the CLI does. */
export async function applyMigrations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((r) => r.version));
  const applied: string[] = [];
  for (const f of sqlFiles(migrationsDir)) {
    const match = /^(\d+)_(.*)\.sql$/.exec(f);
    if (!match)
      throw new StackError(
        `Nombre de migración inválido: supabase/migrations/${f} (se espera <timestamp>_<nombre>.sql)`,
      );
    const [, version, name] = match;
    if (done.has(version!)) continue;
    await client.query('begin');
    try {
      await runFile(client, path.join(migrationsDir, f), 'la migración');
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
        [version, name],
      );
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    }
    applied.push(version!);
  }
  return applied;
}

export async function seed(client: pg.Client): Promise<void> {
  if (fs.existsSync(seedFile)) await runFile(client, seedFile, 'la semilla');
}
