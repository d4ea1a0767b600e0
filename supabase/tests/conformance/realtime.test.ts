// Realtime `postgres_changes` through supabase-js (realtime-js), as the app subscribes:
// delivery of INSERT/UPDATE/DELETE with the payload shape Supabase sends, filters, and RLS per
// subscriber. Absence is asserted only after a positive control event for the same change
// arrived elsewhere, plus a grace period, so no test passes because nothing was delivered at all.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  anonKey,
  apiUrl,
  clientAs,
  createOrg,
  createUser,
  sql,
  tokenFor,
  type TestUser,
} from '../helpers';

// Node 20 has no global WebSocket; realtime-js looks for one (Node 22+ and browsers have it).
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

/** What these tests use of a supabase-js client, whatever its schema typing. */
type Client = Pick<SupabaseClient, 'channel' | 'realtime' | 'removeAllChannels'>;

interface Change {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table: string;
  commit_timestamp: string;
  errors: unknown;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  receivedAt: number;
}

const GRACE_MS = 1500;
const clients: Client[] = [];

function track<C extends Client>(client: C): C {
  clients.push(client);
  return client;
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()));
});

/** Subscribes to postgres_changes and resolves once the server confirmed the channel. */
async function listen(
  client: Client,
  filter: { table: string; filter?: string; event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE' },
): Promise<{ changes: Change[]; channel: RealtimeChannel }> {
  const changes: Change[] = [];
  // realtime-js puts the token into the join message when subscribe() is called; a client
  // created a moment ago may not have resolved its token yet and would join as anon.
  await client.realtime.setAuth();
  const channel = client.channel(`t-${Math.random().toString(36).slice(2)}`).on(
    'postgres_changes' as never,
    {
      event: filter.event ?? '*',
      schema: 'conformance',
      table: filter.table,
      filter: filter.filter,
    },
    (payload: Omit<Change, 'receivedAt'>) => changes.push({ ...payload, receivedAt: Date.now() }),
  );
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        reject(new Error(`${status}: ${err?.message ?? ''}`));
      }
    });
  });
  return { changes, channel };
}

async function waitFor<T>(fn: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function insertProject(
  orgId: string,
  name: string,
): Promise<{ id: number; committedAt: number }> {
  const [row] = await sql<{ id: string }>(
    `insert into conformance.projects (org_id, name, budget, tags, meta, due_on)
     values ($1, $2, 1250.5, '{urgente,"fiscal 2024"}', '{"folio": 17, "notas": ["a"]}', '2024-03-04')
     returning id`,
    [orgId, name],
  );
  return { id: Number(row!.id), committedAt: Date.now() };
}

describe('realtime postgres_changes', () => {
  let a: TestUser;
  let b: TestUser;
  let orgA: { id: string };
  let orgB: { id: string };
  let restoreIdentity = false;

  beforeAll(async () => {
    // Realtime can only show a DELETE to those allowed to see the deleted row when the WAL
    // carries the whole old row (see supabase/local/realtime/README.md).
    const [rel] = await sql<{ relreplident: string }>(
      `select relreplident from pg_class where oid = 'conformance.projects'::regclass`,
    );
    if (rel!.relreplident !== 'f') {
      await sql('alter table conformance.projects replica identity full');
      restoreIdentity = true;
    }
    a = await createUser('rt-a');
    b = await createUser('rt-b');
    orgA = await createOrg([{ user: a }]);
    orgB = await createOrg([{ user: b }]);
  });

  afterAll(async () => {
    if (restoreIdentity) await sql('alter table conformance.projects replica identity default');
  });

  it('delivers INSERT, UPDATE and DELETE of a filtered table as Supabase shapes them', async () => {
    const { changes } = await listen(track(clientAs(a, 'conformance')), {
      table: 'projects',
      filter: `org_id=eq.${orgA.id}`,
    });

    const { id, committedAt } = await insertProject(orgA.id, 'Escritura 1');
    const insert = await waitFor(() => changes.find((c) => c.eventType === 'INSERT'), 'INSERT');
    console.info(`realtime: commit → callback ${insert.receivedAt - committedAt} ms`);
    expect(insert).toMatchObject({
      schema: 'conformance',
      table: 'projects',
      errors: null,
      old: {},
      new: {
        id,
        org_id: orgA.id,
        name: 'Escritura 1',
        status: 'open',
        budget: 1250.5,
        tags: ['urgente', 'fiscal 2024'],
        meta: { folio: 17, notas: ['a'] },
        due_on: '2024-03-04',
      },
    });
    expect(insert.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(insert.commit_timestamp) - committedAt)).toBeLessThan(5000);
    expect(insert.new.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);

    await sql(`update conformance.projects set status = 'closed' where id = $1`, [id]);
    const update = await waitFor(() => changes.find((c) => c.eventType === 'UPDATE'), 'UPDATE');
    expect(update.new).toMatchObject({ id, status: 'closed', name: 'Escritura 1' });
    expect(update.old).toMatchObject({ id, status: 'open' });

    await sql('delete from conformance.projects where id = $1', [id]);
    const del = await waitFor(() => changes.find((c) => c.eventType === 'DELETE'), 'DELETE');
    // Under RLS Realtime only reveals the key of a deleted row.
    expect(del.old).toEqual({ id });
    expect(del.new).toEqual({});
    expect(changes.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });

  it('leaves out changes that do not match the filter', async () => {
    const both = await createUser('rt-both');
    const org1 = await createOrg([{ user: both }]);
    const org2 = await createOrg([{ user: both }]);
    const { changes } = await listen(track(clientAs(both, 'conformance')), {
      table: 'projects',
      filter: `org_id=eq.${org1.id}`,
    });
    // Readable by this user through RLS, but outside the filter.
    await insertProject(org2.id, 'Fuera del filtro');
    const { id } = await insertProject(org1.id, 'Dentro del filtro');
    await waitFor(() => changes.find((c) => c.new.id === id), 'the matching INSERT');
    await sleep(GRACE_MS);
    expect(changes.map((c) => c.new.name)).toEqual(['Dentro del filtro']);
  });

  it('applies in, neq and gt filters', async () => {
    const { changes: inList } = await listen(track(clientAs(a, 'conformance')), {
      table: 'projects',
      filter: `name=in.("Lista A","Lista, B")`,
    });
    const { changes: notA } = await listen(track(clientAs(a, 'conformance')), {
      table: 'projects',
      filter: `name=neq.Lista A`,
    });
    const first = await insertProject(orgA.id, 'Lista A');
    const second = await insertProject(orgA.id, 'Lista, B');
    const third = await insertProject(orgA.id, 'Lista C');
    const { changes: above } = await listen(track(clientAs(a, 'conformance')), {
      table: 'projects',
      filter: `id=gt.${third.id}`,
    });
    const fourth = await insertProject(orgA.id, 'Lista D');
    await waitFor(() => above.find((c) => c.new.id === fourth.id), 'the id=gt INSERT');
    await waitFor(() => notA.find((c) => c.new.id === fourth.id), 'the neq INSERT');
    await sleep(GRACE_MS);
    expect(inList.map((c) => c.new.id)).toEqual([first.id, second.id]);
    expect(notA.map((c) => c.new.id)).toEqual([second.id, third.id, fourth.id]);
    expect(above.map((c) => c.new.id)).toEqual([fourth.id]);
  });

  it("does not show another organisation's rows to an unfiltered subscriber", async () => {
    const { changes: seenByA } = await listen(track(clientAs(a, 'conformance')), {
      table: 'projects',
    });
    const { changes: seenByB } = await listen(track(clientAs(b, 'conformance')), {
      table: 'projects',
    });

    const ofA = await insertProject(orgA.id, 'Solo para A');
    await waitFor(() => seenByA.find((c) => c.new.id === ofA.id), "A's own INSERT");
    const ofB = await insertProject(orgB.id, 'Solo para B');
    await waitFor(() => seenByB.find((c) => c.new.id === ofB.id), "B's own INSERT");
    await sql(`update conformance.projects set status = 'closed' where id = $1`, [ofA.id]);
    await sql('delete from conformance.projects where id = $1', [ofA.id]);
    await waitFor(
      () => seenByA.find((c) => c.eventType === 'DELETE' && c.old.id === ofA.id),
      "A's DELETE",
    );
    await sleep(GRACE_MS);

    expect(seenByB.map((c) => [c.eventType, c.new.id ?? c.old.id])).toEqual([['INSERT', ofB.id]]);
    expect(seenByA.map((c) => [c.eventType, c.new.id ?? c.old.id])).toEqual([
      ['INSERT', ofA.id],
      ['UPDATE', ofA.id],
      ['DELETE', ofA.id],
    ]);
  });

  it('shows nothing of RLS-protected rows to anon', async () => {
    const { changes: anon } = await listen(track(anonClient('conformance')), { table: 'projects' });
    const { changes: member } = await listen(track(clientAs(a, 'conformance')), {
      table: 'projects',
    });
    const { id } = await insertProject(orgA.id, 'Privado');
    await waitFor(() => member.find((c) => c.new.id === id), "the member's INSERT");
    await sleep(GRACE_MS);
    expect(anon).toEqual([]);
  });

  it('uses the claims of a token refreshed on the open channel', async () => {
    const outsider = await createUser('rt-late');
    const client = track(clientAs(outsider, 'conformance'));
    const { changes } = await listen(client, { table: 'projects', filter: `org_id=eq.${orgA.id}` });
    const { changes: control } = await listen(track(clientAs(a, 'conformance')), {
      table: 'projects',
      filter: `org_id=eq.${orgA.id}`,
    });

    const before = await insertProject(orgA.id, 'Antes de unirse');
    await waitFor(() => control.find((c) => c.new.id === before.id), 'the control INSERT');
    await sleep(GRACE_MS);
    expect(changes).toEqual([]);

    // Same user, now a member, with a new token (as after a session refresh).
    await sql(`insert into conformance.members (org_id, user_id) values ($1, $2)`, [
      orgA.id,
      outsider.id,
    ]);
    await client.realtime.setAuth(await tokenFor(outsider, { refreshed: true }));
    await sleep(300);
    const after = await insertProject(orgA.id, 'Después de unirse');
    await waitFor(() => changes.find((c) => c.new.id === after.id), 'the INSERT after the refresh');
    expect(changes.map((c) => c.new.id)).toEqual([after.id]);
  });

  it('does not reveal a DELETE whose row it cannot check (no REPLICA IDENTITY FULL)', async () => {
    const { changes } = await listen(track(clientAs(a, 'conformance')), { table: 'tasks' });
    const { id: projectId } = await insertProject(orgA.id, 'Con tareas');
    const [task] = await sql<{ id: string }>(
      `insert into conformance.tasks (project_id, org_id, title) values ($1, $2, 'Cotejar') returning id`,
      [projectId, orgA.id],
    );
    const taskId = Number(task!.id);
    await waitFor(() => changes.find((c) => c.new.id === taskId), 'the task INSERT');
    await sql('delete from conformance.tasks where id = $1', [taskId]);
    // The WAL carries only the key, and the policy reads org_id: fail closed.
    await sleep(GRACE_MS);
    expect(changes.map((c) => c.eventType)).toEqual(['INSERT']);
  });

  it('refuses to join with an invalid or expired token', async () => {
    const forged = track(createClient(apiUrl, anonKey, { accessToken: async () => 'not-a-jwt' }));
    await expect(listen(forged, { table: 'projects' })).rejects.toThrow(/CHANNEL_ERROR: .*JWT/);

    const expired = await tokenFor(a, {}, -60);
    const late = track(createClient(apiUrl, anonKey, { accessToken: async () => expired }));
    await expect(listen(late, { table: 'projects' })).rejects.toThrow(/Token has expired/);
  });

  it('refuses a socket whose apikey is not valid', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(
        `${apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`,
      );
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => reject(new Error('the socket opened')));
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it('streams from a temporary slot, so a restart never replays old changes', async () => {
    const slots = await sql<{ temporary: boolean; active: boolean; plugin: string }>(
      `select temporary, active, plugin from pg_replication_slots where slot_name like 'fedatario_realtime_%'`,
    );
    expect(slots).toEqual([{ temporary: true, active: true, plugin: 'pgoutput' }]);
  });
});
