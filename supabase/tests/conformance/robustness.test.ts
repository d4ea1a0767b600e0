// Cross-service robustness: identities never leak between concurrent requests, bad tokens
// are refused in each API's own error shape, and a restart loses nothing committed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { startStack } from '../../local/stack';
import {
  anonKey,
  apiUrl,
  clientAs,
  createOrg,
  createUser,
  serviceRoleKey,
  tokenFor,
} from '../helpers';
import { secondStackOffset } from '../port-plan';
import { testPorts } from '../stack-env';

const wrongKey = new TextEncoder().encode('not-the-stack-secret-but-long-enough-to-sign');

async function badTokens(): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const user = await createUser('badtoken');
  return {
    malformed: 'not-a-jwt',
    expired: await tokenFor(user, { exp: now - 60, iat: now - 3600 }),
    wronglySigned: await new SignJWT({ role: 'authenticated', sub: user.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(now + 3600)
      .sign(wrongKey),
  };
}

async function call(pathname: string, token: string, init: RequestInit = {}) {
  return fetch(`${apiUrl}${pathname}`, {
    ...init,
    headers: { apikey: anonKey, Authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
}

describe('concurrent identities', () => {
  it('50 concurrent requests from different users each run with their own role and claims', async () => {
    const users = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createUser(`concurrent${i}`)),
    );
    const results = await Promise.all(
      users.map(async (user) => {
        const { data, error } = await clientAs(user, 'conformance').rpc('whoami');
        return { user, data: data as { role: string; sub: string } | null, error };
      }),
    );
    for (const { user, data, error } of results) {
      expect(error).toBeNull();
      expect(data).toMatchObject({ role: 'authenticated', sub: user.id });
    }
  });
});

describe('bad tokens', () => {
  it('REST refuses malformed, expired and wrongly signed JWTs with PostgREST errors', async () => {
    for (const [kind, token] of Object.entries(await badTokens())) {
      const res = await call('/rest/v1/announcements', token, {
        headers: { 'Accept-Profile': 'conformance' },
      });
      expect(res.status, kind).toBe(401);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code, kind).toMatch(/^PGRST30[13]$/);
      if (kind === 'expired') expect(body.message).toBe('JWT expired');
    }
  });

  it('Auth, Storage and Functions refuse them too, with 4xx answers', async () => {
    for (const [kind, token] of Object.entries(await badTokens())) {
      expect((await call('/auth/v1/user', token)).status, `auth ${kind}`).toBeGreaterThanOrEqual(
        400,
      );
      expect((await call('/auth/v1/user', token)).status, `auth ${kind}`).toBeLessThan(500);
      const storage = await call('/storage/v1/object/list/conformance', token, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefix: '' }),
      });
      expect(storage.status, `storage ${kind}`).toBeGreaterThanOrEqual(400);
      expect(storage.status, `storage ${kind}`).toBeLessThan(500);
      const fn = await call('/functions/v1/hello-test', token, { method: 'POST', body: '{}' });
      expect(fn.status, `functions ${kind}`).toBe(401);
    }
  });

  it('keeps serving after a burst of garbage', async () => {
    const garbage = [
      'select=*,(',
      'id=eq.1;drop table conformance.orgs',
      'order=;',
      'select=%00',
      'or=((((',
    ];
    await Promise.all(
      garbage.map((q) =>
        call(`/rest/v1/orgs?${q}`, anonKey, { headers: { 'Accept-Profile': 'conformance' } }),
      ),
    );
    const res = await call('/rest/v1/announcements?select=id', anonKey, {
      headers: { 'Accept-Profile': 'conformance' },
    });
    expect(res.status).toBe(200);
  });
});

describe('persistence', () => {
  it('stopping and restarting the stack loses no committed row or stored file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fedatario-restart-'));
    const ports = {
      gateway: testPorts.gateway + secondStackOffset,
      db: testPorts.db + secondStackOffset,
      mail: testPorts.mail + secondStackOffset,
    };
    const quiet = { localDir: dir, ports, log: () => undefined };
    const url = `http://127.0.0.1:${ports.gateway}`;
    const admin = () => createClient(url, serviceRoleKey, { auth: { persistSession: false } });
    let stack = await startStack(quiet);
    try {
      const { error: bucketError } = await admin().storage.createBucket('restart-test', {
        public: false,
      });
      expect(bucketError).toBeNull();
      const { error: uploadError } = await admin()
        .storage.from('restart-test')
        .upload('a/nota.txt', new Blob(['persistente'], { type: 'text/plain' }));
      expect(uploadError).toBeNull();
      const { data: created, error } = await admin().auth.admin.createUser({
        email: 'restart@test.fedatario.mx',
        password: 'Restart-123456',
        email_confirm: true,
      });
      expect(error).toBeNull();

      await stack.stop();
      stack = await startStack(quiet);
      expect(stack.created).toBe(false);

      const { data: file } = await admin().storage.from('restart-test').download('a/nota.txt');
      expect(await file?.text()).toBe('persistente');
      const { data: found } = await admin().auth.admin.getUserById(created.user!.id);
      expect(found.user?.email).toBe('restart@test.fedatario.mx');
    } finally {
      await stack.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('organisations stay apart under load', () => {
  it('interleaved writes by two organisations never cross', async () => {
    const [a, b] = [await createUser('orga'), await createUser('orgb')];
    const [orgA, orgB] = [await createOrg([{ user: a }]), await createOrg([{ user: b }])];
    const writes = Array.from({ length: 20 }, (_, i) => {
      const [user, org] = i % 2 ? [b, orgB] : [a, orgA];
      return clientAs(user, 'conformance')
        .from('projects')
        .insert({ org_id: org.id, name: `P${i}` });
    });
    for (const { error } of await Promise.all(writes)) expect(error).toBeNull();
    const { data: seenByA } = await clientAs(a, 'conformance').from('projects').select('org_id');
    expect(seenByA).toHaveLength(10);
    expect(new Set(seenByA!.map((r) => r.org_id))).toEqual(new Set([orgA.id]));
  });
});
