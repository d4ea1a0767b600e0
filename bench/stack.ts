// `npm run bench:stack`: throughput and latency of the local gateway against the same
// query run directly over a pg connection. Prints figures; asserts nothing.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { insertUser } from '../supabase/local/auth/admin';
import { signJwt } from '../supabase/local/gateway/jwt';
import { anonKey } from '../supabase/local/keys';
import { startStackProcess } from './stack-process';
import { ms, percentile } from './stats';

const ports = { gateway: 55621, db: 55622, mail: 55624 };
const dbUrl = `postgresql://postgres:postgres@127.0.0.1:${ports.db}/postgres`;
const USERS = 10;
const CONCURRENCY = 16;
const SECONDS = 5;

const schema = `
create table if not exists public.bench_members (org_id uuid not null, user_id uuid not null, primary key (user_id, org_id));
create table if not exists public.bench_items (id bigint generated always as identity primary key, org_id uuid not null, title text not null, created_at timestamptz not null default now());
create table if not exists public.bench_notes (id bigint generated always as identity primary key, item_id bigint not null references public.bench_items (id), org_id uuid not null, body text not null);
create index if not exists bench_items_org_id_idx on public.bench_items (org_id);
create index if not exists bench_notes_item_id_idx on public.bench_notes (item_id);
create or replace function public.bench_is_member(org uuid) returns boolean language sql stable security definer set search_path = '' as
  $$ select exists (select 1 from public.bench_members m where m.org_id = org and m.user_id = auth.uid()) $$;
alter table public.bench_items enable row level security;
alter table public.bench_notes enable row level security;
alter table public.bench_members enable row level security;
drop policy if exists "members read items" on public.bench_items;
create policy "members read items" on public.bench_items for select to authenticated using ((select public.bench_is_member(org_id)));
drop policy if exists "members read notes" on public.bench_notes;
create policy "members read notes" on public.bench_notes for select to authenticated using ((select public.bench_is_member(org_id)));
notify pgrst, 'reload schema';
`;

interface Fixture {
  tokens: string[];
  itemIds: number[][];
  users: string[];
}

async function seed(): Promise<Fixture> {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  await pool.query(schema);
  const fixture: Fixture = { tokens: [], itemIds: [], users: [] };
  for (let u = 0; u < USERS; u++) {
    const email = `bench${u}-${Date.now()}@test.fedatario.mx`;
    const id = await insertUser(pool, { email, password: 'Bench-123456', emailConfirm: true });
    const {
      rows: [org],
    } = await pool.query<{ id: string }>('select gen_random_uuid() as id');
    await pool.query('insert into public.bench_members (org_id, user_id) values ($1, $2)', [
      org!.id,
      id,
    ]);
    const { rows } = await pool.query<{ id: string }>(
      `insert into public.bench_items (org_id, title) select $1, 'Expediente ' || g from generate_series(1, 200) g returning id`,
      [org!.id],
    );
    await pool.query(
      `insert into public.bench_notes (item_id, org_id, body) select i.id, i.org_id, 'Nota ' || g
       from public.bench_items i cross join generate_series(1, 2) g where i.org_id = $1`,
      [org!.id],
    );
    fixture.users.push(id);
    fixture.itemIds.push(rows.map((r) => Number(r.id)));
    fixture.tokens.push(
      await signJwt({ role: 'authenticated', aud: 'authenticated', sub: id, email }, 3600),
    );
  }
  await pool.end();
  await new Promise((r) => setTimeout(r, 500)); // schema reload
  return fixture;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(pathAndQuery: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: ports.gateway,
        path: pathAndQuery,
        agent,
        headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`HTTP ${res.statusCode} ${pathAndQuery}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function load(
  makePath: (i: number) => [string, string],
  concurrency: number,
  seconds: number,
) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let i = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const [p, token] = makePath(i++);
        latencies.push(await get(p, token));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

/** The same statement the gateway runs, as the same role with the same claims, over a direct connection. */
async function direct(sql: (i: number) => [string, unknown[], number], runs: number) {
  const client = new pg.Client({
    connectionString: `postgresql://authenticator:postgres@127.0.0.1:${ports.db}/postgres`,
  });
  await client.connect();
  const latencies: number[] = [];
  for (let i = 0; i < runs; i++) {
    const [text, values, user] = sql(i);
    // The very claims the gateway sets for this user's token: auth.uid() parses them on every
    // policy check, so a smaller claims object would flatter the direct run.
    const token = fixtureRef!.tokens[user]!;
    const claims = Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8');
    const started = performance.now();
    await client.query(
      `begin read only; select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${client.escapeLiteral(claims)}, true)`,
    );
    await client.query(text, values);
    await client.query('commit');
    latencies.push(performance.now() - started);
  }
  await client.end();
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

let fixtureRef: Fixture | undefined;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fedatario-bench-'));
  const stack = await startStackProcess(dir, ports);
  try {
    const fx = (fixtureRef = await seed());
    const pick = (i: number) => i % USERS;
    const oneRow = (i: number): [string, string] => {
      const u = pick(i);
      const ids = fx.itemIds[u]!;
      return [
        `/rest/v1/bench_items?select=id,title,created_at&id=eq.${ids[i % ids.length]}`,
        fx.tokens[u]!,
      ];
    };
    const fiftyRows = (i: number): [string, string] => [
      '/rest/v1/bench_items?select=id,title,notes:bench_notes(id,body)&order=id.desc&limit=50',
      fx.tokens[pick(i)]!,
    ];
    // Warm-up: connections, plan caches, JWT cache.
    await load(oneRow, CONCURRENCY, 1);
    await load(fiftyRows, CONCURRENCY, 1);

    const rows: string[][] = [];
    for (const [name, make, sql] of [
      [
        '1 fila (RLS)',
        oneRow,
        (i: number): [string, unknown[], number] => {
          const u = pick(i);
          const ids = fx.itemIds[u]!;
          return [
            `select coalesce(json_agg(t), '[]') from (select id, title, created_at from public.bench_items where id = $1) t`,
            [ids[i % ids.length]],
            u,
          ];
        },
      ],
      [
        '50 filas + relación (RLS)',
        fiftyRows,
        (i: number): [string, unknown[], number] => [
          `select coalesce(json_agg(t), '[]') from (select i.id, i.title, coalesce((select json_agg(n) from (select id, body from public.bench_notes n where n.item_id = i.id) n), '[]') as notes from public.bench_items i order by i.id desc limit 50) t`,
          [],
          pick(i),
        ],
      ],
    ] as const) {
      const loaded = await load(make, CONCURRENCY, SECONDS);
      const serial = await load(make, 1, 2);
      const db = await direct(sql, 500);
      rows.push([
        name,
        loaded.rps.toFixed(0),
        ms(loaded.p50),
        ms(loaded.p95),
        ms(serial.p50),
        ms(db.p50),
        ms(serial.p50 - db.p50),
        (serial.p50 / db.p50).toFixed(2),
      ]);
    }
    const header = [
      'consulta',
      'req/s (c=16)',
      'p50 (c=16)',
      'p95 (c=16)',
      'p50 gateway (c=1)',
      'p50 pg directo',
      'sobrecarga p50',
      'ratio',
    ];
    console.log(
      `\nbench:stack · ${os.cpus().length} núcleos · ${USERS} usuarios · ${SECONDS} s por carga`,
    );
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    console.log(
      'Objetivos: ≥ 1000 req/s en la consulta de 1 fila; sobrecarga del gateway < 2 ms en p50.',
    );
  } finally {
    agent.destroy();
    await stack.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
