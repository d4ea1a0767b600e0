// Ports and folder of the isolated stack the test suites run against, kept apart from a
// developer's `npm run dev` stack so both can run at once. FEDATARIO_TEST_PORT_BASE moves
// the whole set (e.g. to run two suites side by side).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const base = Number.parseInt(process.env.FEDATARIO_TEST_PORT_BASE ?? '55300', 10);

export const testPorts = { gateway: base + 21, db: base + 22, mail: base + 24, preview: base + 30 };
export const testLocalDir = path.join(os.tmpdir(), `fedatario-test-stack-${base}`);
export const testSchemas = ['public', 'conformance'];
/** Edge functions that exist only for tests (e.g. hello-test), served beside supabase/functions. */
export const testFunctionsDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'functions',
);
