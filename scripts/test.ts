// `npm test`: typecheck, lint, unit tests, then one isolated local stack for the stack
// (conformance + database) tests and the Playwright e2e suite. Every step runs even when
// an earlier one fails, so one run shows everything that is wrong.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { denoDir, repoRoot } from '../supabase/local/config';
import { ensureTestStack } from '../supabase/tests/test-stack';

interface Counts {
  passed: number;
  failed: number;
}

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fedatario-test-'));
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

function run(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
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
      console.log(
        `━━ ${label}: ${code === 0 ? 'ok' : `FALLÓ (código ${code})`} en ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(code === 0);
    });
  });
}

function vitestCounts(file: string): Counts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function playwrightCounts(file: string): Counts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
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
  process.env.FEDATARIO_TEST_PORT_BASE ??= '55300';
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
    run('unit', bin('vitest'), [
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${unitReport}`,
    ]),
  );

  console.log('\n━━ stack ━━ arrancando el stack local de pruebas');
  const stack = await ensureTestStack();
  const stackReport = path.join(reportDir, 'stack.json');
  const e2eReport = path.join(reportDir, 'e2e.json');
  try {
    await step(
      'stack',
      run('stack', bin('vitest'), [
        'run',
        '--project',
        'stack',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${stackReport}`,
      ]),
    );
    await step(
      'e2e',
      run('e2e', bin('playwright'), ['test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      }),
    );
  } finally {
    await stack?.stop();
  }

  const counts = [vitestCounts(unitReport), vitestCounts(stackReport), playwrightCounts(e2eReport)];
  const passed = counts.reduce((n, c) => n + c.passed, 0);
  const failed = counts.reduce((n, c) => n + c.failed, 0);
  console.log(
    failures.length ? `\nPasos fallidos: ${failures.join(', ')}` : '\nTodos los pasos pasaron.',
  );
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failures.length || failed ? 1 : 0);
}

void main();
