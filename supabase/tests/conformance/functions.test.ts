// Edge functions through supabase-js against the test stack: the request reaches real Deno
// with the caller's JWT, body and the variables Supabase sets; the function can call back into
// the stack as the caller; exceptions, unknown names and missing or bad JWTs answer as the
// Supabase relay does. Test-only functions live in supabase/tests/functions/.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  anonKey,
  apiUrl,
  clientAs,
  createOrg,
  createUser,
  type TestUser,
} from '../helpers';
import { testPorts } from '../stack-env';

interface Echo {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  claims: Record<string, unknown> | null;
  env: Record<string, unknown>;
  whoami: { data: { role: string; sub: string } | null; error: string | null };
  files: { names: string[] | null; error: string | null } | null;
}

let alice: TestUser;
let orgA: string;

beforeAll(async () => {
  alice = await createUser('fn');
  orgA = (await createOrg([{ user: alice }])).id;
  const upload = await clientAs(alice)
    .storage.from('conformance')
    .upload(`${orgA}/desde-funcion.txt`, new Blob(['hola'], { type: 'text/plain' }));
  expect(upload.error).toBeNull();
});

describe('functions', () => {
  it('runs the function in Deno with the caller’s JWT, body and Supabase’s variables', async () => {
    const started = Date.now();
    const { data, error } = await clientAs(alice).functions.invoke<Echo>('hello-test', {
      body: { hola: 'mundo', folder: orgA },
    });
    // The first call boots Deno and may download npm:@supabase/supabase-js into DENO_DIR.
    console.info(`[functions.test] first hello-test call: ${Date.now() - started} ms`);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/hello-test',
      body: { hola: 'mundo', folder: orgA },
      claims: { sub: alice.id, role: 'authenticated', email: alice.email },
      env: {
        SUPABASE_URL: apiUrl,
        SUPABASE_DB_URL: `postgresql://postgres:postgres@127.0.0.1:${testPorts.db}/postgres`,
        SUPABASE_ANON_KEY: true,
        SUPABASE_SERVICE_ROLE_KEY: true,
        // The function sees what Supabase gives it, not the host's environment.
        HOME: null,
      },
    });
    // Back into the stack as the caller: RLS-filtered storage and an RPC that reports the role.
    expect(data!.files).toEqual({ names: ['desde-funcion.txt'], error: null });
    expect(data!.whoami).toMatchObject({
      data: { role: 'authenticated', sub: alice.id },
      error: null,
    });

    const warm = Date.now();
    const again = await clientAs(alice).functions.invoke<Echo>('hello-test', { body: 'texto' });
    console.info(`[functions.test] warm hello-test call: ${Date.now() - warm} ms`);
    expect(again.data).toMatchObject({ body: 'texto', method: 'POST' });
  }, 180_000);

  it('passes method, sub-path and query through, and answers with CORS headers', async () => {
    const res = await fetch(`${apiUrl}/functions/v1/hello-test/expedientes/42?vista=resumen`, {
      headers: { apikey: anonKey },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const echo = (await res.json()) as Echo;
    expect(echo).toMatchObject({
      method: 'GET',
      path: '/hello-test/expedientes/42',
      query: { vista: 'resumen' },
      claims: { role: 'anon' },
      files: null,
    });
  });

  it('turns an uncaught exception into a 500 carrying its message, and keeps serving', async () => {
    const { data, error } = await anonClient().functions.invoke('throws-test', { body: {} });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Falla intencional de la función de prueba' });

    const after = await anonClient().functions.invoke('throws-test?ok=1', { method: 'GET' });
    expect(after.data).toBe('still alive');
  });

  it('answers 404 for an unknown function', async () => {
    const { error } = await anonClient().functions.invoke('no-existe');
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
    const traversal = await fetch(`${apiUrl}/functions/v1/..%2F..%2Fpackage.json`, {
      headers: { apikey: anonKey },
    });
    expect(traversal.status).toBe(404);
  });

  it('requires a valid JWT, as verify_jwt does by default', async () => {
    const none = await fetch(`${apiUrl}/functions/v1/hello-test`, { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ msg: 'Error: Missing authorization header' });

    const forged = `${anonKey.slice(0, -4)}AAAA`;
    const bad = await fetch(`${apiUrl}/functions/v1/hello-test`, {
      method: 'POST',
      headers: { authorization: `Bearer ${forged}`, apikey: forged },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ msg: 'Invalid JWT' });
  });
});
