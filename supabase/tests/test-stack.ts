// The isolated stack every test suite (Vitest `stack` project, Playwright) runs against.
// Reuses one already listening on the test ports, e.g. the one `npm test` starts once.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startStack, type RunningStack } from '../local/stack';
import { testFunctionsDir, testLocalDir, testPorts, testSchemas } from './stack-env';

const here = path.dirname(fileURLToPath(import.meta.url));
const dbUrl = `postgresql://postgres:postgres@127.0.0.1:${testPorts.db}/postgres`;

export async function isTestStackUp(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${testPorts.gateway}/health`)).ok;
  } catch {
    return false;
  }
}

async function applyFixtures(): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select 1 from pg_namespace where nspname = 'conformance'`);
    if (rows.length === 0) {
      await client.query(fs.readFileSync(path.join(here, 'fixtures', 'conformance.sql'), 'utf8'));
      await client.query(`notify pgrst, 'reload schema'`);
    }
  } finally {
    await client.end();
  }
}

/** Starts a fresh test stack unless one is up; returns it when this call started it. */
export async function ensureTestStack(): Promise<RunningStack | undefined> {
  let stack: RunningStack | undefined;
  if (!(await isTestStackUp())) {
    fs.rmSync(testLocalDir, { recursive: true, force: true });
    stack = await startStack({
      localDir: testLocalDir,
      ports: testPorts,
      restSchemas: testSchemas,
      extraFunctionsDirs: [testFunctionsDir],
      log: (line) => {
        if (process.env.STACK_LOG) console.log(line);
      },
    });
  }
  await applyFixtures();
  return stack;
}
