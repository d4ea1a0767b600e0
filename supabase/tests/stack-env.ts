// Ports and folder of the isolated stack the test suites run against, kept apart from a
// developer's `npm run dev` stack so both can run at once. FEDATARIO_TEST_PORT_BASE moves
// the whole set (e.g. to run two suites side by side); see port-plan.ts for why the default
// sits above the OS's ephemeral ports.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePortBase, testPortsFor } from './port-plan';

const base = parsePortBase(process.env.FEDATARIO_TEST_PORT_BASE);

export const testPortBase = base;
export const testPorts = testPortsFor(base);
export const testLocalDir = path.join(os.tmpdir(), `fedatario-test-stack-${base}`);
export const testSchemas = ['public', 'conformance'];
/** Edge functions that exist only for tests (e.g. hello-test), served beside supabase/functions. */
export const testFunctionsDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'functions',
);
