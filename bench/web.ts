// `npm run bench:web`: what the public site costs a phone. Builds the app into a folder of its
// own, serves the production bundle with `vite preview` on a free port (it gzips responses, as a
// production static host does, so Lighthouse sees real transfer sizes), then prints
//   1. the gzipped JS and CSS that `/` downloads before any interaction (recorded in Chromium),
//      and whether any of it is app-area code (/app features) or transformers.js;
//   2. Lighthouse (mobile emulation, the default config) for /, /pricing and /contacto:
//      performance, accessibility, best practices and SEO scores with LCP, TBT and CLS.
// Prints figures; asserts nothing. Needs Chromium: /usr/bin/chromium or CHROME_PATH.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot } from '../supabase/local/config';

const chromePath =
  process.env.CHROME_PATH ??
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
const outDir = path.join(os.tmpdir(), `fedatario-bench-web-${process.pid}`);
const vite = path.join(repoRoot, 'node_modules', '.bin', 'vite');
const PAGES = ['/', '/pricing', '/contacto'];
const JS_BUDGET_KB = 150;

/** Sources that must never reach the public site: the signed-in area and the embedding model. */
const FORBIDDEN_SOURCE =
  /src\/features\/(?!marketing\/|auth\/)|@huggingface|onnxruntime|transformers/;

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

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
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
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('vite preview did not start');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The sources a built chunk came from, read from its hidden source map. */
function chunkSources(file: string): string[] {
  const map = path.join(outDir, `${file}.map`);
  if (!fs.existsSync(map)) return [];
  const parsed = JSON.parse(fs.readFileSync(map, 'utf8')) as { sources?: string[] };
  return parsed.sources ?? [];
}

async function measureDownloads(baseUrl: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const assets: Array<{ file: string; type: 'js' | 'css'; raw: number; gzip: number }> = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      const type = url.pathname.endsWith('.js')
        ? 'js'
        : url.pathname.endsWith('.css')
          ? 'css'
          : null;
      if (!type || url.origin !== new URL(baseUrl).origin) return;
      const body = await response.body();
      assets.push({
        file: url.pathname.slice(1),
        type,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);

    const total = (type: 'js' | 'css') =>
      assets.filter((a) => a.type === type).reduce((sum, a) => sum + a.gzip, 0);
    console.log('\n/ before interaction (375 px, Chromium):');
    for (const asset of assets.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${asset.type.padEnd(3)} ${kb(asset.gzip).padStart(9)} gz  ${asset.file}`);
    }
    const js = total('js');
    console.log(
      `  total JS  ${kb(js)} gzipped (target ≤ ${JS_BUDGET_KB} KB: ${js <= JS_BUDGET_KB * 1024 ? 'met' : 'NOT met'})`,
    );
    console.log(`  total CSS ${kb(total('css'))} gzipped`);
    const forbidden = assets.flatMap((asset) =>
      chunkSources(asset.file)
        .filter((source) => FORBIDDEN_SOURCE.test(source))
        .map((source) => `${asset.file} ← ${source}`),
    );
    console.log(
      forbidden.length === 0
        ? '  app-area code or transformers.js downloaded: none'
        : `  app-area code or transformers.js downloaded:\n    ${forbidden.join('\n    ')}`,
    );
  } finally {
    await browser.close();
  }
}

async function runLighthouse(baseUrl: string): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log('\nLighthouse (mobile emulation, simulated throttling):');
    console.log('  page        perf  a11y  best  seo   LCP      TBT     CLS');
    for (const route of PAGES) {
      const result = await lighthouse(`${baseUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      console.log(
        `  ${route.padEnd(11)} ${score('performance').padStart(4)}  ${score('accessibility').padStart(4)}  ${score('best-practices').padStart(4)}  ${score('seo').padStart(4)}` +
          `  ${(audits['largest-contentful-paint']?.displayValue ?? '?').padEnd(8)} ${(audits['total-blocking-time']?.displayValue ?? '?').padEnd(7)} ${audits['cumulative-layout-shift']?.displayValue ?? '?'}` +
          (failing.length ? `\n              failing audits: ${failing.join(', ')}` : ''),
      );
    }
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  console.log(`Building into ${outDir} ...`);
  await run(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--sourcemap', 'hidden']);
  const port = await freePort();
  const preview = await startPreview(port);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await measureDownloads(`${baseUrl}/`);
    // `npm run bench:web -- --downloads-only` skips the slower Lighthouse runs.
    if (!process.argv.includes('--downloads-only')) await runLighthouse(baseUrl);
  } finally {
    preview.kill();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
