// `npm run bench:app`: how the signed-in app feels with a large office. Seeds an office with
// 5,000 clients and 20,000 expedientes in the isolated test stack, builds the app into a folder
// of its own, serves it with `vite preview`, then in Chromium measures (median of RUNS):
//   1. sign-in on /auth → the panel showing its counts;
//   2. panel → the clients list showing its first page;
//   3. typing a search → its results (includes the 250 ms debounce of the search box);
//   4. the gzipped JS the /app shell downloads first (the panel on a fresh load).
// Prints figures; asserts nothing. Set FEDATARIO_TEST_PORT_BASE to use another stack's ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page, type Request } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { repoRoot } from '../supabase/local/config';
import { anonKey, serviceRoleKey } from '../supabase/local/keys';
import { testPorts } from '../supabase/tests/stack-env';
import { startStackProcess } from './stack-process';
import { median } from './stats';

// Node 20 has no global WebSocket, and supabase-js builds its realtime client in createClient.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

const CLIENTS = 5_000;
const EXPEDIENTES = 20_000;
const DOCUMENTS = 2_000;
const RUNS = 3;
const SHELL_JS_BUDGET_KB = 250;
const apiUrl = `http://127.0.0.1:${testPorts.gateway}`;
const dbUrl = `postgresql://postgres:postgres@127.0.0.1:${testPorts.db}/postgres`;
const outDir = path.join(os.tmpdir(), `fedatario-bench-app-${process.pid}`);
const vite = path.join(repoRoot, 'node_modules', '.bin', 'vite');
const chromePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`)),
    );
  });
}

async function startPreview(port: number): Promise<ChildProcess> {
  const child = spawn(
    vite,
    ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('vite preview did not start');
}

interface Office {
  email: string;
  password: string;
  orgId: string;
  userId: string;
}

/** A user owning an office filled in bulk over SQL (far faster than the API for 25,000 rows). */
async function seedOffice(): Promise<Office> {
  const admin = createClient(apiUrl, serviceRoleKey, { auth: { persistSession: false } });
  const email = `bench-${randomUUID().slice(0, 8)}@test.fedatario.mx`;
  const password = `Pw-${randomUUID()}`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error || !data.user) throw error ?? new Error('no user');
  const userId = data.user.id;

  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const {
      rows: [org],
    } = await db.query<{ id: string }>(
      `insert into public.organizations (name) values ('Notaría de banco de pruebas') returning id`,
    );
    const orgId = org!.id;
    await db.query(`insert into public.memberships (org_id, user_id) values ($1, $2)`, [
      orgId,
      userId,
    ]);
    await db.query(
      `insert into public.clients (org_id, name, email, created_at)
       select $1, 'Cliente ' || n || ' Pérez', 'cliente' || n || '@example.mx', now() - (n || ' minutes')::interval
       from generate_series(1, $2::int) as n`,
      [orgId, CLIENTS],
    );
    await db.query(
      `insert into public.expedientes (org_id, folio, tipo, title, client_id, status, created_at)
       select $1, 'BENCH-' || lpad(n::text, 5, '0'),
              (array['compraventa','poder_general','poder_mandato','testamento'])[1 + n % 4],
              'Expediente ' || n || ' de José',
              c.id,
              (array['nuevo','en_proceso','listo_firma','en_registro','cerrado'])[1 + n % 5],
              now() - (n || ' minutes')::interval
       from generate_series(1, $2::int) as n
       join lateral (
         select id from public.clients where org_id = $1 order by created_at desc offset (n % $3) limit 1
       ) c on true`,
      [orgId, EXPEDIENTES, CLIENTS],
    );
    await db.query(
      `insert into public.documents (org_id, expediente_id, title)
       select $1, e.id, 'Documento de ' || e.title
       from public.expedientes e where e.org_id = $1 order by e.created_at desc limit $2`,
      [orgId, DOCUMENTS],
    );
    await db.query('analyze public.clients, public.expedientes, public.documents');
    return { email, password, orgId, userId };
  } finally {
    await db.end();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

async function newPage(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'es-MX' });
  await context.addInitScript(
    `localStorage.setItem('cookie-consent-v1', '{"necessary":true,"analytics":false,"marketing":false}')`,
  );
  return context.newPage();
}

interface SignInTimes {
  /** Click to leaving /auth (the auth page's own sign-in calls). */
  signedIn: number;
  /** Click to the shell (session, organisation and /app code loaded). */
  shell: number;
  /** Click to the panel showing its counts. */
  counts: number;
}

/**
 * With BENCH_TRACE=1, prints every request made from the sign-in click on: when it started and
 * how long it took, in ms from the click (where the seconds go).
 */
function traceRequests(page: Page): () => void {
  if (!process.env.BENCH_TRACE) return () => undefined;
  const origin = performance.now();
  const lines: Array<[number, string]> = [];
  const onFinished = (request: Request) => {
    const t = request.timing();
    const url = new URL(request.url());
    const started = t.startTime - performance.timeOrigin - origin;
    lines.push([
      started,
      `${started.toFixed(0).padStart(6)} +${t.responseEnd.toFixed(0).padStart(5)} ms  ${request.method()} ${url.pathname}${url.search.slice(0, 80)}`,
    ]);
  };
  page.on('requestfinished', onFinished);
  return () => {
    page.off('requestfinished', onFinished);
    console.log('  peticiones desde el clic (inicio, duración):');
    for (const [, line] of lines.sort((a, b) => a[0] - b[0])) console.log(`    ${line}`);
  };
}

/** Signs in through the /auth form and times each stage from the click. */
async function signInToPanel(page: Page, office: Office): Promise<SignInTimes> {
  await page.goto('/auth?redirectTo=%2Fapp');
  await page.getByLabel('Correo electrónico').fill(office.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(office.password);
  const printTrace = traceRequests(page);
  const start = performance.now();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app'), { timeout: 60_000 });
  const signedIn = performance.now() - start;
  await page.getByRole('button', { name: 'Salir' }).waitFor({ timeout: 60_000 });
  const shell = performance.now() - start;
  await page
    .getByTestId('count-expedientes')
    .filter({ hasText: '20,000' })
    .waitFor({ timeout: 60_000 });
  await page
    .getByTestId('count-clientes')
    .filter({ hasText: '5,000' })
    .waitFor({ timeout: 60_000 });
  const counts = performance.now() - start;
  printTrace();
  return { signedIn, shell, counts };
}

/** From the panel, ms to a clients list showing its newest client. */
async function panelToClients(page: Page): Promise<number> {
  const start = performance.now();
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  await page.getByText('Cliente 1 Pérez', { exact: true }).first().waitFor({ timeout: 60_000 });
  return performance.now() - start;
}

/**
 * On the search screen, ms from typing a query to a result link containing `expected`, timed
 * inside the page (a MutationObserver), since Playwright's polling of a locator backs off to
 * 500 ms steps and would round a result up to its next poll.
 */
async function typeSearch(page: Page, query: string, expected: string): Promise<number> {
  await page.goto('/app/busqueda');
  const box = page.getByRole('searchbox', { name: /Busca clientes, expedientes/ });
  await box.waitFor();
  // Typing starts once the page has finished loading (as a person would), so the figure is
  // the search alone, not chunks still arriving from the page load.
  await page.waitForLoadState('networkidle');
  const printTrace = traceRequests(page);
  // A string, not a function: it runs in the page, with the page's DOM types and no helpers
  // of the bundler that compiled this file.
  const shown = page.evaluate<number>(`new Promise((resolve) => {
    const found = () =>
      [...document.querySelectorAll('a')].some((a) => a.textContent.includes(${JSON.stringify(expected)}));
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  })`);
  const start = await page.evaluate<number>('performance.now()');
  await box.fill(query);
  const elapsed = (await shown) - start;
  await page.getByRole('link', { name: expected }).first().waitFor({ timeout: 60_000 });
  printTrace();
  return elapsed;
}

/** Gzipped bytes of the JS a fresh load of /app downloads until the panel shows its counts. */
async function shellJs(page: Page): Promise<{ total: number; files: Array<[string, number]> }> {
  const files = new Map<string, number>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    const file = path.join(outDir, url.pathname);
    if (fs.existsSync(file)) files.set(url.pathname, zlib.gzipSync(fs.readFileSync(file)).length);
  });
  await page.goto('/app');
  await page
    .getByTestId('count-expedientes')
    .filter({ hasText: '20,000' })
    .waitFor({ timeout: 60_000 });
  const list = [...files.entries()].sort((a, b) => b[1] - a[1]);
  return { total: list.reduce((sum, [, size]) => sum + size, 0), files: list };
}

async function main() {
  // The stack in a process of its own, as the API runs in production; a fresh one each run.
  const stackDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fedatario-bench-app-stack-'));
  const stack = await startStackProcess(stackDir, testPorts);
  let preview: ChildProcess | undefined;
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    console.log(
      `Sembrando ${CLIENTS} clientes, ${EXPEDIENTES} expedientes y ${DOCUMENTS} documentos...`,
    );
    const seedStart = performance.now();
    const office = await seedOffice();
    console.log(`  listo en ${seconds(performance.now() - seedStart)}`);

    console.log('Compilando la app...');
    await run(vite, ['build', '--outDir', outDir, '--emptyOutDir'], {
      VITE_SUPABASE_URL: apiUrl,
      VITE_SUPABASE_ANON_KEY: anonKey,
    });
    const port = await freePort();
    preview = await startPreview(port);
    const baseUrl = `http://127.0.0.1:${port}`;

    const signIn: SignInTimes[] = [];
    const clients: number[] = [];
    const searchClient: number[] = [];
    const searchFolio: number[] = [];
    let js: Awaited<ReturnType<typeof shellJs>> | undefined;
    for (let i = 0; i < RUNS; i++) {
      const page = await newPage(browser, baseUrl);
      signIn.push(await signInToPanel(page, office));
      clients.push(await panelToClients(page));
      searchClient.push(await typeSearch(page, 'cliente 4321 perez', 'Cliente 4321 Pérez'));
      searchFolio.push(await typeSearch(page, 'bench-12345', 'BENCH-12345'));
      if (i === 0) {
        // A fresh context carrying the signed-in session: nothing cached, as on a first visit.
        const fresh = await browser.newContext({
          baseURL: baseUrl,
          storageState: await page.context().storageState(),
        });
        js = await shellJs(await fresh.newPage());
        await fresh.close();
      }
      await page.context().close();
    }

    console.log(`\nbench:app (${RUNS} corridas, mediana; objetivo < 1 s cada una)`);
    const stage = (key: keyof SignInTimes) => seconds(median(signIn.map((t) => t[key])));
    console.log(`  inicio de sesión → panel con conteos:     ${stage('counts')}`);
    console.log(
      `    de ello: salir de /auth ${stage('signedIn')}, shell visible ${stage('shell')}`,
    );
    console.log(`  panel → lista de clientes:                ${seconds(median(clients))}`);
    console.log(
      `  búsqueda "cliente 4321 perez" → resultado: ${seconds(median(searchClient))} (incluye 250 ms de espera al teclear)`,
    );
    console.log(`  búsqueda por folio → resultado:           ${seconds(median(searchFolio))}`);
    if (js) {
      console.log(
        `  JS inicial de /app (gzip): ${(js.total / 1024).toFixed(1)} KB (objetivo ≤ ${SHELL_JS_BUDGET_KB} KB)`,
      );
      for (const [file, size] of js.files.slice(0, 8))
        console.log(`    ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
    }
  } finally {
    await browser.close();
    preview?.kill();
    fs.rmSync(outDir, { recursive: true, force: true });
    await stack.stop();
    fs.rmSync(stackDir, { recursive: true, force: true });
  }
}

await main();
