// `npm test`: typecheck, lint, unit tests, then one isolated local stack for the stack
// (conformance + database) tests and the Playwright e2e suite. Every step runs even when
// an earlier one fails, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { denoDir, repoRoot } from '../supabase/local/config';
import { overlapsEphemeral, parseEphemeralRange } from '../supabase/tests/port-plan';
import { testPortBase } from '../supabase/tests/stack-env';
import { ensureTestStack } from '../supabase/tests/test-stack';
import { playwrightCounts, stepOk, stepSummary, vitestCounts, type Counts } from './step-status';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fedatario-test-'));
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

function readReport(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/**
 * Runs one step; `counts` reads the step's report afterwards for test steps, whose status then
 * needs the report's agreement too (see step-status.ts).
 */
function run(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  counts?: () => Counts,
): Promise<boolean> {
  console.log(`\n━━ ${label} ━━ ${path.basename(command)} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (code) => {
      const tally = counts?.();
      const ok = stepOk(code, tally);
      console.log(
        `━━ ${stepSummary(label, ok, code, tally)} en ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(ok);
    });
  });
}

const vitestReport = (file: string) => () => vitestCounts(readReport(file));
const playwrightReport = (file: string) => () => playwrightCounts(readReport(file));

/** Warns when the test stack's ports could be handed to a port-0 listener (a Deno worker). */
function warnIfEphemeral(): void {
  const rangeFile = '/proc/sys/net/ipv4/ip_local_port_range';
  if (!fs.existsSync(rangeFile)) return;
  const range = parseEphemeralRange(fs.readFileSync(rangeFile, 'utf8'));
  if (range && overlapsEphemeral(testPortBase, range)) {
    console.warn(
      `Aviso: FEDATARIO_TEST_PORT_BASE=${testPortBase} cae en los puertos efímeros del sistema (${range[0]}–${range[1]}); un proceso puede ocupar los puertos del stack de pruebas.`,
    );
  }
}

/** Every edge function (ours and the test-only ones) and the local stack's worker, for `deno check`. */
function denoCheckArgs(): string[] {
  const entries = ['supabase/functions', 'supabase/tests/functions'].flatMap((dir) =>
    fs
      .readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '_shared')
      .map((entry) => path.join(dir, entry.name, 'index.ts'))
      .filter((file) => fs.existsSync(path.join(repoRoot, file))),
  );
  return [
    'check',
    '--quiet',
    '--no-config',
    '--node-modules-dir=none',
    'supabase/local/functions/worker.ts',
    ...entries,
  ];
}

async function main(): Promise<void> {
  // Child processes (vitest, playwright) read the same base.
  process.env.FEDATARIO_TEST_PORT_BASE = String(testPortBase);
  warnIfEphemeral();
  const failures: string[] = [];
  const step = async (label: string, ok: Promise<boolean>) => {
    if (!(await ok)) failures.push(label);
  };

  await step('typecheck', run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));
  await step(
    'typecheck (node)',
    run('typecheck (node)', bin('tsc'), ['-p', 'tsconfig.node.json', '--noEmit']),
  );
  await step(
    'typecheck (deno)',
    run('typecheck (deno)', bin('deno'), denoCheckArgs(), { DENO_DIR: denoDir }),
  );
  await step('eslint', run('eslint', bin('eslint'), ['.', '--max-warnings', '0']));
  await step('prettier', run('prettier', bin('prettier'), ['--check', '.']));

  const unitReport = path.join(reportDir, 'unit.json');
  await step(
    'unit',
    run(
      'unit',
      bin('vitest'),
      [
        'run',
        '--project',
        'unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${unitReport}`,
      ],
      {},
      vitestReport(unitReport),
    ),
  );

  console.log('\n━━ stack ━━ arrancando el stack local de pruebas');
  const stack = await ensureTestStack();
  const stackReport = path.join(reportDir, 'stack.json');
  const e2eReport = path.join(reportDir, 'e2e.json');
  try {
    await step(
      'stack',
      run(
        'stack',
        bin('vitest'),
        [
          'run',
          '--project',
          'stack',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${stackReport}`,
        ],
        {},
        vitestReport(stackReport),
      ),
    );
    await step(
      'e2e',
      run(
        'e2e',
        bin('playwright'),
        ['test', '--reporter=list,json'],
        {
          PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
        },
        playwrightReport(e2eReport),
      ),
    );
  } finally {
    await stack?.stop();
  }

  const counts = [
    vitestReport(unitReport)(),
    vitestReport(stackReport)(),
    playwrightReport(e2eReport)(),
  ];
  const passed = counts.reduce((n, c) => n + c.passed, 0);
  const failed = counts.reduce((n, c) => n + c.failed, 0);
  console.log(
    failures.length ? `\nPasos fallidos: ${failures.join(', ')}` : '\nTodos los pasos pasaron.',
  );
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failures.length || failed ? 1 : 0);
}

void main();
