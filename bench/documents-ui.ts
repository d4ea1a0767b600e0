// `npx tsx bench/documents-ui.ts`: the documents figures as a user sees them in Chromium, against
// the isolated test stack (FEDATARIO_TEST_PORT_BASE, 65300 by default) and the built app:
//   1. choosing a 10 MB PDF on /app/documentos → its row saying "Verificado" (row insert,
//      Storage upload, on-upload's byte check and SHA-256, the list refetch);
//   2. "Generar" in the compraventa wizard → the deed listed with its download buttons.
// Median of RUNS after one warm-up each (printed apart). Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { median, ms } from './stats';

process.env.FEDATARIO_TEST_PORT_BASE ??= '65300';
// Loaded after the port base is set: stack-env reads it when it loads.
const { repoRoot } = await import('../supabase/local/config');
const { anonKey } = await import('../supabase/local/keys');
const { ensureTestStack } = await import('../supabase/tests/test-stack');
const { adminClient, apiUrl, createAccount, deleteAccount, passwordSession } =
  await import('../e2e/support/accounts');
const { authStorageKey } = await import('../e2e/support/sign-in');

const RUNS = 3;
const SIZE = 10_485_760;
const outDir = path.join(os.tmpdir(), `fedatario-bench-documents-ui-${process.pid}`);
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

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(vite, ['build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: repoRoot,
      env: { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: anonKey },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build: ${code}`)),
    );
  });
}

async function preview(port: number): Promise<ChildProcess> {
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

/** Exactly 10 MB that on-upload recognises as a PDF. */
function tenMegabytePdf(run: number): Buffer {
  const bytes = Buffer.alloc(SIZE, 0x20);
  bytes.write(`%PDF-1.4\n% bench ${run} ${Date.now()}\n`, 0);
  bytes.write('\n%%EOF\n', SIZE - 7);
  return bytes;
}

interface UploadTimes {
  /** Playwright handing the 10 MB to Chromium (harness cost, not the user's). */
  choose: number;
  /** "Subir" → on-upload's answer (row, Storage upload, verification). */
  verified: number;
  /** "Subir" → the row saying "Verificado" (plus the list refetch and render). */
  shown: number;
}

async function uploadRun(page: Page, run: number): Promise<UploadTimes> {
  const title = `Bench 10 MB ${run}`;
  await page.getByLabel('Título').fill(title);
  const file = {
    name: `bench-${run}.pdf`,
    mimeType: 'application/pdf',
    buffer: tenMegabytePdf(run),
  };
  const t0 = performance.now();
  await page.getByLabel('Archivo').setInputFiles(file);
  const t1 = performance.now();
  const onUpload = page.waitForResponse((response) =>
    response.url().includes('/functions/v1/on-upload'),
  );
  await page.getByRole('button', { name: 'Subir' }).click();
  await onUpload;
  const t2 = performance.now();
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByText('Verificado')
    .waitFor({ timeout: 60_000 });
  return { choose: t1 - t0, verified: t2 - t1, shown: performance.now() - t1 };
}

async function generationRun(page: Page, run: number): Promise<number> {
  const outputs = page.getByRole('list', { name: 'Documentos generados' }).getByRole('listitem');
  const before = await outputs.count();
  await page.getByLabel('Precio de la operación (MXN)').fill(`${1_500_000 + run}`);
  const t0 = performance.now();
  await page.getByRole('button', { name: 'Generar', exact: true }).click();
  await outputs
    .nth(before)
    .getByRole('button', { name: /Descargar PDF/ })
    .waitFor({ timeout: 60_000 });
  return performance.now() - t0;
}

async function seedCase(orgId: string): Promise<string> {
  const admin = adminClient();
  const { data: clients, error } = await admin
    .from('clients')
    .insert([
      {
        org_id: orgId,
        name: 'Vendedora Bench',
        rfc: 'GODE561231GR8',
        curp: 'GODE561231HDFRRN04',
        domicilio: 'CDMX',
      },
      {
        org_id: orgId,
        name: 'Comprador Bench',
        rfc: 'MELM830528AB1',
        curp: 'HEGG560427MVZRRL04',
        domicilio: 'CDMX',
      },
    ])
    .select('id');
  if (error || !clients) throw error ?? new Error('no clients');
  const [vendedor, comprador] = clients as { id: string }[];
  const { data: expediente, error: caseError } = await admin
    .from('expedientes')
    .insert({ org_id: orgId, tipo: 'compraventa', title: 'Compraventa bench' })
    .select('id')
    .single<{ id: string }>();
  if (caseError) throw caseError;
  const partes = await admin.from('expediente_partes').insert([
    { org_id: orgId, expediente_id: expediente.id, rol: 'vendedor', client_id: vendedor?.id },
    { org_id: orgId, expediente_id: expediente.id, rol: 'comprador', client_id: comprador?.id },
  ]);
  if (partes.error) throw partes.error;
  const inmueble = await admin.from('inmuebles').insert({
    org_id: orgId,
    expediente_id: expediente.id,
    direccion: 'Av. Reforma 100',
    cp: '06600',
  });
  if (inmueble.error) throw inmueble.error;
  return expediente.id;
}

async function main() {
  const stack = await ensureTestStack();
  const port = await freePort();
  await build();
  const server = await preview(port);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const account = await createAccount('bench-docs');
  try {
    const page = await browser.newPage({ baseURL: `http://127.0.0.1:${port}` });
    const session = await passwordSession(account);
    await page.addInitScript(
      `localStorage.setItem('cookie-consent-v1', '{"necessary":true,"analytics":false,"marketing":false}');` +
        `localStorage.setItem(${JSON.stringify(authStorageKey)}, ${JSON.stringify(JSON.stringify(session))});`,
    );

    await page.goto('/app/documentos');
    await page.getByRole('heading', { level: 1, name: 'Documentos' }).waitFor({ timeout: 30_000 });
    const uploadCold = await uploadRun(page, 0);
    const uploads: UploadTimes[] = [];
    for (let run = 1; run <= RUNS; run++) uploads.push(await uploadRun(page, run));

    const expedienteId = await seedCase(account.orgId);
    await page.goto(`/app/flujos/compraventa?expediente=${expedienteId}`);
    await page.getByRole('button', { name: '4. Generación' }).click();
    const generationCold = await generationRun(page, 0);
    const generations: number[] = [];
    for (let run = 1; run <= RUNS; run++) generations.push(await generationRun(page, run));

    const med = (key: keyof UploadTimes) => ms(median(uploads.map((u) => u[key])));
    console.log(`documents as seen in the UI (median of ${RUNS}, after one warm-up):`);
    console.log(`  10 MB PDF, Playwright handing the file to Chromium  ${med('choose')}`);
    console.log(`  10 MB PDF, "Subir" → on-upload verified             ${med('verified')}`);
    console.log(
      `  10 MB PDF, "Subir" → row shows "Verificado"         ${med('shown')}  (first: ${ms(uploadCold.shown)})`,
    );
    console.log(
      `  "Generar" → deed listed with its download buttons   ${ms(median(generations))}  (first: ${ms(generationCold)})`,
    );
  } finally {
    await deleteAccount(account).catch(() => undefined);
    await browser.close();
    server.kill();
    fs.rmSync(outDir, { recursive: true, force: true });
    await stack?.stop();
  }
}

await main();
