// The functions service's worker lifecycle, on its own gateway over a throw-away project
// folder: functions that cannot boot answer at once with the reason, a hung boot times out,
// edits (to the function or `_shared/`) restart the worker, config.toml's verify_jwt and the
// .env secrets are honoured, Deno's sandbox holds, and close() stops every Deno process.
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsService } from '../../local/functions';
import { createGateway } from '../../local/gateway/server';
import type { Service } from '../../local/gateway/service';
import { anonKey } from '../../local/keys';
import { testLocalDir } from '../stack-env';

const project = fs.mkdtempSync(path.join(os.tmpdir(), 'fedatario-functions-'));
const functionsDir = path.join(project, 'supabase', 'functions');
const logs: string[] = [];
let service: Service;
let server: http.Server;
let base: string;

function write(relative: string, content: string): void {
  const file = path.join(functionsDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

function call(
  name: string,
  headers: Record<string, string> = { authorization: `Bearer ${anonKey}` },
) {
  return fetch(`${base}/functions/v1/${name}`, { headers });
}

/** Deno processes whose command line mentions this test's project folder. */
function denoProcesses(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return cmd.includes('worker.ts') && cmd.includes(project);
      } catch {
        return false;
      }
    })
    .map(Number);
}

beforeAll(async () => {
  write('_shared/greeting.ts', `export const greeting = 'hola';\n`);
  write(
    'greet/index.ts',
    `import { greeting } from '../_shared/greeting.ts';\nDeno.serve(() => new Response(greeting + ' v1'));\n`,
  );
  write('boot-throws/index.ts', `throw new Error('configuración incompleta');\n`);
  write('syntax/index.ts', `Deno.serve(() => new Response('x'){;\n`);
  write(
    'bad-import/index.ts',
    `import './no-such-file.ts';\nDeno.serve(() => new Response('x'));\n`,
  );
  write('no-serve/index.ts', `console.log('I forgot Deno.serve');\n`);
  write(
    'never-resolves/index.ts',
    `await new Promise(() => {});\nDeno.serve(() => new Response('x'));\n`,
  );
  write(
    'hangs/index.ts',
    `await new Promise((resolve) => setTimeout(resolve, 60_000));\nDeno.serve(() => new Response('x'));\n`,
  );
  write(
    'open/index.ts',
    `Deno.serve(() => Response.json({ secret: Deno.env.get('MY_SECRET'), url: Deno.env.get('SUPABASE_URL') }));\n`,
  );
  write(
    'sandbox/index.ts',
    `Deno.serve(async () => {
  const tries = { read: '', write: '' };
  try { await Deno.readTextFile('/etc/hostname'); tries.read = 'allowed'; } catch (e) { tries.read = (e as Error).name; }
  try { await Deno.writeTextFile('${project}/escaped.txt', 'x'); tries.write = 'allowed'; } catch (e) { tries.write = (e as Error).name; }
  return Response.json(tries);
});\n`,
  );
  write(
    'exits/index.ts',
    `Deno.serve((req) => {\n  if (new URL(req.url).searchParams.has('die')) Deno.exit(3);\n  return new Response('up');\n});\n`,
  );
  write('echo/index.ts', `Deno.serve((req) => new Response(req.body, { status: 201 }));\n`);
  write('.env', 'MY_SECRET="de la notaría"\nSUPABASE_URL=http://ignored.example\n');
  fs.writeFileSync(
    path.join(project, 'supabase', 'config.toml'),
    '[functions.open]\nverify_jwt = false # public webhook\n\n[functions.greet]\nverify_jwt = true\n',
  );

  service = createFunctionsService({
    apiUrl: 'http://127.0.0.1:1',
    dbPort: 1,
    denoDir: path.join(testLocalDir, 'deno'),
    functionsDirs: [functionsDir],
    bootTimeoutMs: 3000,
    log: (line) => logs.push(line),
  });
  server = createGateway({ '/functions/v1': service }, (line) => logs.push(line));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await service?.close?.();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  fs.rmSync(project, { recursive: true, force: true });
});

describe('functions: workers', () => {
  it('answers 503 BOOT_ERROR with the reason when a function cannot start', async () => {
    const cases: Array<[string, RegExp]> = [
      ['boot-throws', /configuración incompleta/],
      ['syntax', /./],
      ['bad-import', /no-such-file/],
      ['no-serve', /never called Deno.serve/],
      ['never-resolves', /Top-level await promise never resolved/],
    ];
    for (const [name, reason] of cases) {
      const started = Date.now();
      const res = await call(name);
      expect(res.status, name).toBe(503);
      const body = (await res.json()) as { code: string; message: string; detail: string };
      expect(body, name).toMatchObject({
        code: 'BOOT_ERROR',
        message: 'Worker failed to boot (please check logs)',
      });
      expect(body.detail, name).toMatch(reason);
      expect(Date.now() - started, name).toBeLessThan(3000);
    }
    expect(logs.some((l) => l.includes('boot-throws: failed to boot'))).toBe(true);
  });

  it('gives up on a function that never finishes booting', async () => {
    const res = await call('hangs');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { detail: string }).detail).toBe(
      'Function "hangs" did not start within 3 s',
    );
  });

  it('reuses one worker and restarts it when the function or _shared/ changes', async () => {
    expect(await (await call('greet')).text()).toBe('hola v1');
    const [first] = denoProcesses().filter((pid) =>
      fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('greet'),
    );
    expect(await (await call('greet')).text()).toBe('hola v1');
    expect(logs.filter((l) => l.includes('greet: cold start'))).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 400));
    write('_shared/greeting.ts', `export const greeting = 'buenos días';\n`);
    expect(await (await call('greet')).text()).toBe('buenos días v1');
    await new Promise((resolve) => setTimeout(resolve, 400));
    write(
      'greet/index.ts',
      `import { greeting } from '../_shared/greeting.ts';\nDeno.serve(() => new Response(greeting + ' v2'));\n`,
    );
    expect(await (await call('greet')).text()).toBe('buenos días v2');
    expect(logs.filter((l) => l.includes('greet: files changed, restarting'))).toHaveLength(2);
    // The replaced workers are gone.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(denoProcesses()).not.toContain(first);
  });

  it('honours verify_jwt = false and passes .env secrets, never over Supabase’s own variables', async () => {
    expect((await call('greet', {})).status).toBe(401);
    const res = await call('open', {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ secret: 'de la notaría', url: 'http://127.0.0.1:1' });
  });

  it('streams request and response bodies through unchanged', async () => {
    const payload = Buffer.alloc(3 * 1024 * 1024, 'notaría ');
    const res = await fetch(`${base}/functions/v1/echo/sub?x=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${anonKey}`, 'content-type': 'application/octet-stream' },
      body: payload,
    });
    expect(res.status).toBe(201);
    expect(Buffer.from(await res.arrayBuffer()).equals(payload)).toBe(true);
  });

  it('answers 500 WORKER_ERROR when a worker dies mid-request, then starts a new one', async () => {
    expect(await (await call('exits')).text()).toBe('up');
    const died = await call('exits?die=1');
    expect(died.status).toBe(500);
    expect(await died.json()).toEqual({
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
    });
    expect(await (await call('exits')).text()).toBe('up');
  });

  it('keeps functions inside Deno’s sandbox', async () => {
    const res = await call('sandbox');
    expect(await res.json()).toEqual({ read: 'NotCapable', write: 'NotCapable' });
    expect(fs.existsSync(path.join(project, 'escaped.txt'))).toBe(false);
  });

  it('stops every Deno worker on close', async () => {
    expect(denoProcesses().length).toBeGreaterThan(0);
    await service.close?.();
    expect(denoProcesses()).toEqual([]);
    const res = await call('greet');
    expect(res.status).toBe(503);
  });
});
