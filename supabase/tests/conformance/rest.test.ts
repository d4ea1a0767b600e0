// /rest/v1 through supabase-js, as the app uses it: identity and RLS, the select grammar with
// embedded resources, every filter operator, order/range/count, single objects, writes and
// upserts, RPC, PostgREST's error codes and the schema cache reload.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../../local/gateway/jwt';
import {
  anonClient,
  anonKey,
  apiUrl,
  clientAs,
  createOrg,
  createUser,
  serviceClient,
  sql,
  tokenFor,
  type TestUser,
} from '../helpers';

// supabase-js builds a realtime client even when unused; Node 20 has no global WebSocket.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const S = 'conformance';

let alice: TestUser;
let bob: TestUser;
let orgA: { id: string; name: string };
let orgB: { id: string; name: string };
const ids: Record<string, number> = {};

/** Waits until the REST schema cache has picked up a change (after NOTIFY pgrst). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A raw request to /rest/v1, for what supabase-js cannot express. */
async function rest(pathname: string, init: RequestInit & { token?: string } = {}) {
  const { token = anonKey, ...rest } = init;
  return fetch(`${apiUrl}/rest/v1${pathname}`, {
    ...rest,
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      'Accept-Profile': S,
      'Content-Profile': S,
      ...(rest.headers ?? {}),
    },
  });
}

const names = (rows: Array<{ name: string }> | null) => (rows ?? []).map((r) => r.name);

beforeAll(async () => {
  alice = await createUser('alice');
  bob = await createUser('bob');
  orgA = await createOrg([{ user: alice, role: 'owner' }]);
  orgB = await createOrg([{ user: bob }]);
  const projects: Array<[string, string, string, number | null, string, object, string | null]> = [
    [
      orgA.id,
      'Alpha',
      'open',
      100.5,
      '{urgent,legal}',
      { kind: 'deed', priority: 1 },
      '2026-01-10',
    ],
    [orgA.id, 'Beta', 'closed', null, '{legal}', { kind: 'will' }, null],
    [orgA.id, 'Gamma', 'open', 20, '{}', {}, '2026-03-01'],
    [orgA.id, 'Delta, S.C.', 'closed', 0, '{notaria}', { kind: 'deed', priority: 3 }, null],
    [orgB.id, 'Bravo', 'open', 5, '{urgent}', {}, null],
  ];
  for (const [org, name, status, budget, tags, meta, due] of projects) {
    const [row] = await sql<{ id: number }>(
      `insert into conformance.projects (org_id, name, status, budget, tags, meta, due_on)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [org, name, status, budget, tags, JSON.stringify(meta), due],
    );
    ids[name] = row!.id;
  }
  const tasks: Array<[string, string, boolean, number]> = [
    ['Alpha', 'Firmar escritura', false, 2],
    ['Alpha', 'Revisar RFC', true, 1],
    ['Beta', 'Archivar', true, 1],
    ['Bravo', 'Secreto B', false, 1],
  ];
  for (const [project, title, done, position] of tasks) {
    await sql(
      `insert into conformance.tasks (project_id, org_id, title, done, position)
       select id, org_id, $2, $3, $4 from conformance.projects where id = $1`,
      [ids[project], title, done, position],
    );
  }

  // Tables for relationships the fixture lacks: two foreign keys to one table (ambiguous),
  // a self reference, a nullable many-to-one and a many-to-many junction; plus functions.
  await sql(`
    drop table if exists conformance.rest_people_tags, conformance.rest_tags,
      conformance.rest_messages, conformance.rest_people cascade;
    drop function if exists conformance.rest_touch(), conformance.rest_bump(), conformance.rest_calls();
    drop sequence if exists conformance.rest_call_seq;
    create table conformance.rest_people (
      id int primary key, name text not null,
      manager_id int references conformance.rest_people (id));
    create table conformance.rest_messages (
      id int primary key, body text not null,
      sender_id int not null references conformance.rest_people (id),
      receiver_id int references conformance.rest_people (id));
    create table conformance.rest_tags (id int primary key, label text not null);
    create table conformance.rest_people_tags (
      person_id int references conformance.rest_people (id),
      tag_id int references conformance.rest_tags (id),
      primary key (person_id, tag_id));
    insert into conformance.rest_people values (1, 'Notaria', null), (2, 'Pasante', 1), (3, 'Gestor', 1);
    insert into conformance.rest_messages values
      (1, 'Hola', 2, 1), (2, 'Aviso general', 1, null);
    insert into conformance.rest_tags values (1, 'fe pública'), (2, 'archivo');
    insert into conformance.rest_people_tags values (1, 1), (1, 2), (2, 2);
    create function conformance.rest_initial(conformance.rest_people) returns text
      language sql stable as $$ select left($1.name, 1) $$;
    create function conformance.rest_touch() returns void language plpgsql as $$ begin end $$;
    create or replace function conformance.rest_setting(name text) returns text
      language sql stable as $$ select current_setting(name) $$;
    create or replace function conformance.rest_raise(code text, msg text) returns void
      language plpgsql as $$
      begin raise exception using errcode = code, message = msg, detail = 'detalle', hint = 'pista'; end
      $$;
    create or replace function conformance.rest_raise_pgrst() returns void language plpgsql as $$
      begin
        raise sqlstate 'PGRST' using
          message = '{"code":"FED01","message":"Pago requerido","details":"plan","hint":"pagar"}',
          detail = '{"status":402,"headers":{"X-Motivo":"pago"}}';
      end $$;
    create function conformance.rest_bump() returns int language sql volatile
      as $$ insert into conformance.rest_tags values (99, 'bump') returning id $$;
    create sequence conformance.rest_call_seq;
    grant usage on sequence conformance.rest_call_seq to service_role;
    create function conformance.rest_calls() returns table (n bigint, call text) language sql
      volatile as $$ select nextval('conformance.rest_call_seq'), 'llamada' from generate_series(1, 3) $$;
    notify pgrst, 'reload schema';
  `);
  await eventually(async () => {
    const { error } = await serviceClient(S).rpc('rest_touch');
    return error === null;
  }, 'rest_* objects in the schema cache');
});

describe('identity', () => {
  it('runs as anon without a user token, as authenticated with one, and as service_role', async () => {
    const { data: anon } = await anonClient(S).rpc('whoami');
    expect(anon).toMatchObject({ role: 'anon', sub: null });
    const { data: user } = await clientAs(alice, S).rpc('whoami');
    expect(user).toMatchObject({ role: 'authenticated', sub: alice.id });
    expect((user as { claims: { email: string } }).claims.email).toBe(alice.email);
    const { data: service } = await serviceClient(S).rpc('whoami');
    expect(service).toMatchObject({ role: 'service_role' });
  });

  it('sets request.headers and request.method for the transaction, as PostgREST does', async () => {
    await sql(`
      create or replace function conformance.rest_request() returns jsonb language sql stable as $$
        select jsonb_build_object(
          'agent', current_setting('request.headers', true)::jsonb->>'x-rest-test',
          'method', current_setting('request.method', true))
      $$;
      notify pgrst, 'reload schema';`);
    let body: unknown;
    await eventually(async () => {
      const res = await rest('/rpc/rest_request', {
        method: 'POST',
        body: '{}',
        headers: { 'x-rest-test': 'hola' },
      });
      body = await res.json();
      return res.status === 200;
    }, 'rest_request');
    expect(body).toEqual({ agent: 'hola', method: 'POST' });
  });

  it('refuses an expired token with 401 PGRST303 "JWT expired"', async () => {
    const expired = await tokenFor(alice, {}, -60);
    const client = createClient(apiUrl, anonKey, {
      accessToken: async () => expired,
      db: { schema: S },
    });
    const { data, error, status } = await client.from('projects').select('id');
    expect(status).toBe(401);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('refuses a token with a bad signature or no structure with 401 PGRST301', async () => {
    const good = await tokenFor(alice);
    const forged = `${good.slice(0, good.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    for (const token of [forged, 'not-a-jwt']) {
      const res = await rest('/projects?select=id', { token });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
      expect(((await res.json()) as { code: string }).code).toBe('PGRST301');
    }
  });

  it('refuses to switch to a role the authenticator may not become (403 42501)', async () => {
    for (const role of ['postgres', 'supabase_auth_admin']) {
      const token = await signJwt({ role, sub: alice.id }, 60);
      const res = await rest('/projects?select=id', { token });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        code: '42501',
        message: `permission denied to set role "${role}"`,
      });
    }
  });

  it("applies the role's own settings, e.g. Supabase's statement timeouts", async () => {
    const { data: anon } = await anonClient(S).rpc('rest_setting', { name: 'statement_timeout' });
    expect(anon).toBe('3s');
    const { data: user } = await clientAs(alice, S).rpc('rest_setting', {
      name: 'statement_timeout',
    });
    expect(user).toBe('8s');
  });

  it('answers a token whose role does not exist with 401 and PostgreSQL 22023', async () => {
    const token = await signJwt({ role: 'superhero', sub: alice.id }, 60);
    const res = await rest('/projects?select=id', { token });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: '22023',
      message: 'role "superhero" does not exist',
    });
  });
});

describe('row-level security', () => {
  it("a member reads only their organisation's rows", async () => {
    const { data, error } = await clientAs(alice, S).from('projects').select('name, org_id');
    expect(error).toBeNull();
    expect(new Set(data!.map((r) => r.org_id))).toEqual(new Set([orgA.id]));
    expect(names(data).sort()).toEqual(['Alpha', 'Beta', 'Delta, S.C.', 'Gamma']);
    const { data: orgs } = await clientAs(alice, S).from('orgs').select('id');
    expect(orgs).toEqual([{ id: orgA.id }]);
  });

  it("updates and deletes never reach another organisation's rows", async () => {
    const client = clientAs(alice, S);
    const updated = await client
      .from('projects')
      .update({ name: 'Hacked' })
      .eq('id', ids.Bravo!)
      .select();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([]);
    const deleted = await client.from('projects').delete().eq('id', ids.Bravo!).select();
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([]);
    const [row] = await sql('select name from conformance.projects where id = $1', [ids.Bravo]);
    expect(row).toEqual({ name: 'Bravo' });
  });

  it('inserting into another organisation fails with 42501 (403 for users, 401 for anon)', async () => {
    const asUser = await clientAs(alice, S)
      .from('projects')
      .insert({ org_id: orgB.id, name: `Intrusion ${randomUUID()}` });
    expect(asUser.status).toBe(403);
    expect(asUser.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "projects"',
    });
    const asAnon = await anonClient(S)
      .from('projects')
      .insert({ org_id: orgB.id, name: `Intrusion ${randomUUID()}` });
    expect(asAnon.status).toBe(401);
    expect(asAnon.error?.code).toBe('42501');
  });

  it('anon sees only published announcements; a user outside every org sees no projects', async () => {
    const marker = randomUUID();
    await sql(
      `insert into conformance.announcements (body, published) values ($1, true), ($2, false)`,
      [`pub ${marker}`, `draft ${marker}`],
    );
    const { data } = await anonClient(S)
      .from('announcements')
      .select('body, published')
      .like('body', `*${marker}`);
    expect(data).toEqual([{ body: `pub ${marker}`, published: true }]);
    const outsider = await createUser('outsider');
    const { data: none, error } = await clientAs(outsider, S).from('projects').select('id');
    expect(error).toBeNull();
    expect(none).toEqual([]);
  });
});

describe('select', () => {
  it('returns column lists with aliases, casts and JSON paths', async () => {
    const { data, error } = await clientAs(alice, S)
      .from('projects')
      .select('label:name, budget::text, kind:meta->>kind, meta->priority, tags')
      .eq('name', 'Alpha');
    expect(error).toBeNull();
    expect(data).toEqual([
      { label: 'Alpha', budget: '100.50', kind: 'deed', priority: 1, tags: ['urgent', 'legal'] },
    ]);
  });

  it('embeds many-to-one as an object and one-to-many as an array, nested', async () => {
    const { data: tasks } = await clientAs(alice, S)
      .from('tasks')
      .select('title, projects(name, orgs(name))')
      .order('title');
    expect(tasks).toEqual([
      { title: 'Archivar', projects: { name: 'Beta', orgs: { name: orgA.name } } },
      { title: 'Firmar escritura', projects: { name: 'Alpha', orgs: { name: orgA.name } } },
      { title: 'Revisar RFC', projects: { name: 'Alpha', orgs: { name: orgA.name } } },
    ]);
    const { data: projects } = await clientAs(alice, S)
      .from('projects')
      .select('name, tasks(title)')
      .in('name', ['Alpha', 'Gamma'])
      .order('name')
      .order('title', { referencedTable: 'tasks' });
    expect(projects).toEqual([
      { name: 'Alpha', tasks: [{ title: 'Firmar escritura' }, { title: 'Revisar RFC' }] },
      { name: 'Gamma', tasks: [] },
    ]);
  });

  it('embeds with aliases and foreign-key hints, and spreads to-one columns', async () => {
    const { data } = await clientAs(alice, S)
      .from('projects')
      .select('name, owner:orgs!projects_org_id_fkey(name), ...orgs(org_name:name)')
      .eq('name', 'Gamma');
    expect(data).toEqual([{ name: 'Gamma', owner: { name: orgA.name }, org_name: orgA.name }]);
  });

  it('filters parents with !inner, and only children without it', async () => {
    const client = clientAs(alice, S);
    const inner = await client
      .from('projects')
      .select('name, tasks!inner(title)', { count: 'exact' })
      .eq('tasks.done', true)
      .order('name');
    expect(inner.data).toEqual([
      { name: 'Alpha', tasks: [{ title: 'Revisar RFC' }] },
      { name: 'Beta', tasks: [{ title: 'Archivar' }] },
    ]);
    expect(inner.count).toBe(2);
    const left = await client
      .from('projects')
      .select('name, tasks(title)')
      .eq('tasks.done', true)
      .order('name');
    expect(left.data).toEqual([
      { name: 'Alpha', tasks: [{ title: 'Revisar RFC' }] },
      { name: 'Beta', tasks: [{ title: 'Archivar' }] },
      { name: 'Delta, S.C.', tasks: [] },
      { name: 'Gamma', tasks: [] },
    ]);
    const notNull = await client
      .from('projects')
      .select('name, tasks(title)')
      .not('tasks', 'is', null)
      .order('name');
    expect(names(notNull.data)).toEqual(['Alpha', 'Beta']);
  });

  it('orders, limits and or-filters embedded resources', async () => {
    const { data } = await clientAs(alice, S)
      .from('projects')
      .select('name, tasks(title, position)')
      .eq('name', 'Alpha')
      .order('position', { referencedTable: 'tasks', ascending: false })
      .limit(1, { referencedTable: 'tasks' });
    expect(data).toEqual([{ name: 'Alpha', tasks: [{ title: 'Firmar escritura', position: 2 }] }]);
    const { data: ored } = await clientAs(alice, S)
      .from('projects')
      .select('name, tasks(title)')
      .eq('name', 'Alpha')
      .or('position.eq.1,title.ilike.*nada*', { referencedTable: 'tasks' });
    expect(ored).toEqual([{ name: 'Alpha', tasks: [{ title: 'Revisar RFC' }] }]);
  });

  it('orders by a column of a to-one embedded resource', async () => {
    const { data } = await clientAs(alice, S)
      .from('tasks')
      .select('title, projects(name)')
      .order('projects(name)', { ascending: false })
      .order('title');
    expect(data!.map((t) => t.title)).toEqual(['Archivar', 'Firmar escritura', 'Revisar RFC']);
  });

  it('resolves ambiguous, self, nullable and many-to-many relationships', async () => {
    const client = serviceClient(S);
    const ambiguous = await client.from('rest_messages').select('body, rest_people(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    expect(ambiguous.error?.message).toBe(
      "Could not embed because more than one relationship was found for 'rest_messages' and 'rest_people'",
    );
    expect(ambiguous.error?.hint).toContain("'rest_people!rest_messages_sender_id_fkey'");
    expect(ambiguous.error?.details).toContainEqual({
      cardinality: 'many-to-one',
      embedding: 'rest_messages with rest_people',
      relationship:
        'rest_messages_receiver_id_fkey using rest_messages(receiver_id) and rest_people(id)',
    });

    const { data: messages } = await client
      .from('rest_messages')
      .select(
        'body, from:rest_people!sender_id(name), to:rest_people!rest_messages_receiver_id_fkey(name)',
      )
      .order('id');
    expect(messages).toEqual([
      { body: 'Hola', from: { name: 'Pasante' }, to: { name: 'Notaria' } },
      { body: 'Aviso general', from: { name: 'Notaria' }, to: null },
    ]);

    const { data: people } = await client
      .from('rest_people')
      .select('name, manager:manager_id(name), reports:rest_people(name), rest_tags(label)')
      .order('id')
      .order('id', { referencedTable: 'reports' })
      .order('label', { referencedTable: 'rest_tags', ascending: false });
    expect(people).toEqual([
      {
        name: 'Notaria',
        manager: null,
        reports: [{ name: 'Pasante' }, { name: 'Gestor' }],
        rest_tags: [{ label: 'fe pública' }, { label: 'archivo' }],
      },
      {
        name: 'Pasante',
        manager: { name: 'Notaria' },
        reports: [],
        rest_tags: [{ label: 'archivo' }],
      },
      { name: 'Gestor', manager: { name: 'Notaria' }, reports: [], rest_tags: [] },
    ]);
  });

  it('selects computed columns (functions of the row)', async () => {
    const { data } = await serviceClient(S)
      .from('rest_people')
      .select('name, rest_initial')
      .eq('rest_initial', 'G');
    expect(data).toEqual([{ name: 'Gestor', rest_initial: 'G' }]);
  });
});

describe('filters', () => {
  const cases: Array<[string, (q: ReturnType<typeof projectsOfA>) => unknown, string[]]> = [
    ['eq', (q) => q.eq('status', 'open'), ['Alpha', 'Gamma']],
    ['neq', (q) => q.neq('status', 'open'), ['Beta', 'Delta, S.C.']],
    ['gt', (q) => q.gt('budget', 50), ['Alpha']],
    ['gte', (q) => q.gte('budget', 20), ['Alpha', 'Gamma']],
    ['lt', (q) => q.lt('budget', 20), ['Delta, S.C.']],
    ['lte', (q) => q.lte('budget', 20), ['Delta, S.C.', 'Gamma']],
    ['like with *', (q) => q.like('name', '*lph*'), ['Alpha']],
    ['like with %', (q) => q.like('name', 'G%'), ['Gamma']],
    ['ilike', (q) => q.ilike('name', '%ETA'), ['Beta']],
    ['is null', (q) => q.is('budget', null), ['Beta']],
    ['not is null', (q) => q.not('budget', 'is', null), ['Alpha', 'Delta, S.C.', 'Gamma']],
    [
      'in with a comma inside a value',
      (q) => q.in('name', ['Delta, S.C.', 'Beta']),
      ['Beta', 'Delta, S.C.'],
    ],
    ['not in', (q) => q.not('name', 'in', '(Alpha,Beta)'), ['Delta, S.C.', 'Gamma']],
    ['contains on text[]', (q) => q.contains('tags', ['legal']), ['Alpha', 'Beta']],
    [
      'containedBy on text[]',
      (q) => q.containedBy('tags', ['legal', 'urgent']),
      ['Alpha', 'Beta', 'Gamma'],
    ],
    [
      'overlaps on text[]',
      (q) => q.overlaps('tags', ['urgent', 'notaria']),
      ['Alpha', 'Delta, S.C.'],
    ],
    ['contains on jsonb', (q) => q.contains('meta', { kind: 'deed' }), ['Alpha', 'Delta, S.C.']],
    [
      'containedBy on jsonb',
      (q) => q.containedBy('meta', { kind: 'will', x: 1 }),
      ['Beta', 'Gamma'],
    ],
    ['JSON path', (q) => q.eq('meta->>kind', 'will'), ['Beta']],
    ['JSON path number', (q) => q.gt('meta->priority', 2), ['Delta, S.C.']],
    ['not', (q) => q.not('status', 'eq', 'open'), ['Beta', 'Delta, S.C.']],
    [
      'or nested with and',
      (q) => q.or('status.eq.closed,and(budget.gt.50,tags.cs.{urgent})'),
      ['Alpha', 'Beta', 'Delta, S.C.'],
    ],
    // Inside or=(…) the negation follows the column, as in PostgREST: `col.not.op.value`.
    [
      'or with not and is',
      (q) => q.or('budget.is.null,tags.not.cs.{legal}'),
      ['Beta', 'Delta, S.C.', 'Gamma'],
    ],
    ['full-text search', (q) => q.textSearch('name', 'gamma'), ['Gamma']],
    [
      'websearch',
      (q) => q.textSearch('name', 'alpha or beta', { type: 'websearch' }),
      ['Alpha', 'Beta'],
    ],
    ['date comparison', (q) => q.lt('due_on', '2026-02-01'), ['Alpha']],
    [
      'match (regex)',
      (q) => q.match({ status: 'closed' }).filter('name', 'match', '^D'),
      ['Delta, S.C.'],
    ],
    ['like(any)', (q) => q.likeAnyOf('name', ['A*', 'G*']), ['Alpha', 'Gamma']],
    ['isdistinct', (q) => q.isDistinct('budget', 20), ['Alpha', 'Beta', 'Delta, S.C.']],
  ];

  function projectsOfA() {
    return clientAs(alice, S).from('projects').select('name');
  }

  it.each(cases)('%s', async (_, apply, expected) => {
    const { data, error } = (await apply(projectsOfA())) as {
      data: Array<{ name: string }> | null;
      error: unknown;
    };
    expect(error).toBeNull();
    expect(names(data).sort()).toEqual(expected);
  });
});

describe('order, range and counts', () => {
  it('orders with nulls first or last and several keys', async () => {
    const client = clientAs(alice, S);
    const first = await client
      .from('projects')
      .select('name')
      .order('budget', { ascending: true, nullsFirst: true });
    expect(names(first.data)).toEqual(['Beta', 'Delta, S.C.', 'Gamma', 'Alpha']);
    const last = await client
      .from('projects')
      .select('name')
      .order('budget', { ascending: false, nullsFirst: false });
    expect(names(last.data)).toEqual(['Alpha', 'Gamma', 'Delta, S.C.', 'Beta']);
    const multi = await client
      .from('projects')
      .select('name')
      .order('status', { ascending: false })
      .order('name', { ascending: false });
    expect(names(multi.data)).toEqual(['Gamma', 'Alpha', 'Delta, S.C.', 'Beta']);
  });

  it('pages with range and limit, answering 206 with Content-Range when counting', async () => {
    const page = await clientAs(alice, S)
      .from('projects')
      .select('name', { count: 'exact' })
      .order('name')
      .range(1, 2);
    expect(page.status).toBe(206);
    expect(page.count).toBe(4);
    expect(names(page.data)).toEqual(['Beta', 'Delta, S.C.']);
    const res = await rest('/projects?select=id&order=id&limit=2&offset=1', {
      token: await tokenFor(alice),
      headers: { Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('1-2/4');
    const ranged = await rest('/projects?select=id', {
      token: await tokenFor(alice),
      headers: { Range: '0-0' },
    });
    expect(ranged.headers.get('content-range')).toBe('0-0/*');
    expect(await ranged.json()).toHaveLength(1);
  });

  it('counts with and without head, exactly, planned and estimated', async () => {
    const client = clientAs(alice, S);
    const head = await client.from('projects').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ status: 200, count: 4, data: null, error: null });
    const filtered = await client
      .from('projects')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'open');
    expect(filtered.count).toBe(2);
    const full = await client.from('projects').select('id', { count: 'exact' });
    expect(full.count).toBe(4);
    expect(full.data).toHaveLength(4);
    const planned = await client.from('projects').select('id', { count: 'planned', head: true });
    expect(typeof planned.count).toBe('number');
    const estimated = await client.from('projects').select('id', { count: 'estimated' });
    expect(estimated.count).toBe(4);
    const empty = await rest('/projects?select=id&name=eq.none', {
      token: await tokenFor(alice),
      headers: { Prefer: 'count=exact' },
    });
    expect(empty.headers.get('content-range')).toBe('*/0');
  });

  it('refuses an offset beyond the counted rows with 416 PGRST103', async () => {
    const res = await rest('/projects?select=id&offset=10', {
      token: await tokenFor(alice),
      headers: { Prefer: 'count=exact' },
    });
    expect(res.status).toBe(416);
    expect(await res.json()).toMatchObject({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
    });
  });
});

describe('single objects and formats', () => {
  it('single() returns the object, or 406 PGRST116 for zero or several rows', async () => {
    const client = clientAs(alice, S);
    const one = await client.from('projects').select('name').eq('name', 'Beta').single();
    expect(one).toMatchObject({ data: { name: 'Beta' }, error: null, status: 200 });
    const none = await client.from('projects').select('name').eq('name', 'Nope').single();
    expect(none.status).toBe(406);
    expect(none.data).toBeNull();
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 0 rows',
    });
    const many = await client.from('projects').select('name').single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 4 rows' });
  });

  it('maybeSingle() returns null for no rows, the object for one, an error for several', async () => {
    const client = clientAs(alice, S);
    const none = await client.from('projects').select('name').eq('name', 'Nope').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const one = await client.from('projects').select('name').eq('name', 'Gamma').maybeSingle();
    expect(one.data).toEqual({ name: 'Gamma' });
    const many = await client.from('projects').select('name').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });

  it('answers CSV when asked', async () => {
    const { data, error } = await clientAs(alice, S)
      .from('projects')
      .select('name, status')
      .in('name', ['Alpha', 'Delta, S.C.'])
      .order('name')
      .csv();
    expect(error).toBeNull();
    expect(data).toBe('name,status\nAlpha,open\n"Delta, S.C.",closed');
  });

  it('refuses unknown media types with 406 PGRST107', async () => {
    const res = await rest('/projects', { headers: { Accept: 'application/xml' } });
    expect(res.status).toBe(406);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST107');
  });
});

describe('writes', () => {
  it('inserts one row and returns it with select, embeds included', async () => {
    const name = `Escritura ${randomUUID()}`;
    const { data, error, status } = await clientAs(alice, S)
      .from('projects')
      .insert({ org_id: orgA.id, name, budget: 1500.25, tags: ['a', 'b'], meta: { n: 1 } })
      .select('name, budget, tags, meta, status, orgs(name)')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({
      name,
      budget: 1500.25,
      tags: ['a', 'b'],
      meta: { n: 1 },
      status: 'open',
      orgs: { name: orgA.name },
    });
  });

  it('inserts without returning anything by default (201, no body)', async () => {
    const name = `Minimal ${randomUUID()}`;
    const res = await clientAs(alice, S).from('projects').insert({ org_id: orgA.id, name });
    expect(res).toMatchObject({ status: 201, data: null, error: null });
    expect(await sql('select 1 from conformance.projects where name = $1', [name])).toHaveLength(1);
  });

  it('bulk-inserts rows with different keys: missing become null, or defaults when asked', async () => {
    const [a, b] = [`Bulk ${randomUUID()}`, `Bulk ${randomUUID()}`];
    const nulls = await clientAs(alice, S)
      .from('projects')
      .insert([
        { org_id: orgA.id, name: a, status: 'closed' },
        { org_id: orgA.id, name: b },
      ])
      .select();
    // status is NOT NULL: the second row's missing status is null, as in PostgREST.
    expect(nulls.status).toBe(400);
    expect(nulls.error?.code).toBe('23502');
    const defaults = await clientAs(alice, S)
      .from('projects')
      .insert(
        [
          { org_id: orgA.id, name: a, status: 'closed' },
          { org_id: orgA.id, name: b, budget: 3 },
        ],
        { defaultToNull: false },
      )
      .select('name, status, budget');
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual([
      { name: a, status: 'closed', budget: null },
      { name: b, status: 'open', budget: 3 },
    ]);
  });

  it('upserts on a unique key, merging or ignoring duplicates', async () => {
    const name = `Upsert ${randomUUID()}`;
    const client = clientAs(alice, S);
    await client.from('projects').insert({ org_id: orgA.id, name, budget: 1 });
    const merged = await client
      .from('projects')
      .upsert({ org_id: orgA.id, name, budget: 2 }, { onConflict: 'org_id,name' })
      .select('name, budget');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ name, budget: 2 }]);
    const ignored = await client
      .from('projects')
      .upsert(
        [
          { org_id: orgA.id, name, budget: 3 },
          { org_id: orgA.id, name: `${name} 2`, budget: 4 },
        ],
        { onConflict: 'org_id,name', ignoreDuplicates: true },
      )
      .select('name, budget');
    expect(ignored.data).toEqual([{ name: `${name} 2`, budget: 4 }]);
    const [row] = await sql('select budget from conformance.projects where name = $1', [name]);
    expect(row).toEqual({ budget: '2.00' });
  });

  it('maps constraint violations to PostgREST statuses', async () => {
    const client = clientAs(alice, S);
    const dup = await client.from('projects').insert({ org_id: orgA.id, name: 'Alpha' });
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "projects_org_id_name_key"',
      // PostgreSQL withholds the key's values from roles subject to RLS on the table.
      details: null,
    });
    const dupAsService = await serviceClient(S)
      .from('projects')
      .insert({ org_id: orgA.id, name: 'Alpha' });
    expect(dupAsService.error?.details).toBe(
      `Key (org_id, name)=(${orgA.id}, Alpha) already exists.`,
    );
    const check = await client
      .from('projects')
      .insert({ org_id: orgA.id, name: `Check ${randomUUID()}`, status: 'archived' });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const notNull = await client.from('projects').insert({ org_id: orgA.id });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const fk = await serviceClient(S)
      .from('tasks')
      .insert({ project_id: 987654321, org_id: orgA.id, title: 'Huérfana' });
    expect(fk.status).toBe(409);
    expect(fk.error?.code).toBe('23503');
    const badValue = await client.from('projects').select('id').eq('id', 'abc');
    expect(badValue.status).toBe(400);
    expect(badValue.error?.code).toBe('22P02');
  });

  it('refuses unknown columns on write with PGRST204 and bad JSON with PGRST102', async () => {
    const unknown = await clientAs(alice, S)
      .from('projects')
      .insert({ org_id: orgA.id, name: 'x', colour: 'red' } as never);
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'projects' in the schema cache",
    });
    const res = await rest('/projects', {
      method: 'POST',
      token: await tokenFor(alice),
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST102');
  });

  it('updates and deletes with filters, returning the rows (200) or nothing (204)', async () => {
    const client = clientAs(alice, S);
    const name = `Mutable ${randomUUID()}`;
    await client.from('projects').insert({ org_id: orgA.id, name, budget: 10 });
    const updated = await client
      .from('projects')
      .update({ budget: 11, status: 'closed' })
      .eq('name', name)
      .select('name, budget, status, orgs(name)');
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([
      { name, budget: 11, status: 'closed', orgs: { name: orgA.name } },
    ]);
    const silent = await client.from('projects').update({ budget: 12 }).eq('name', name);
    expect(silent).toMatchObject({ status: 204, data: null, error: null });
    const counted = await client
      .from('projects')
      .update({ budget: 13 }, { count: 'exact' })
      .eq('name', name);
    expect(counted.count).toBe(1);
    const deleted = await client.from('projects').delete().eq('name', name).select('name');
    expect(deleted).toMatchObject({ status: 200, data: [{ name }] });
    const gone = await client.from('projects').delete().eq('name', name);
    expect(gone.status).toBe(204);
    expect(await sql('select 1 from conformance.projects where name = $1', [name])).toEqual([]);
  });

  it('rolls a write back when single() finds several rows', async () => {
    const client = clientAs(alice, S);
    const res = await client
      .from('projects')
      .update({ budget: 999 })
      .in('name', ['Alpha', 'Gamma'])
      .select()
      .single();
    expect(res.status).toBe(406);
    expect(res.error?.code).toBe('PGRST116');
    const rows = await sql<{ budget: string }>(
      `select budget from conformance.projects where id = any($1)`,
      [[ids.Alpha, ids.Gamma]],
    );
    expect(rows.map((r) => r.budget).sort()).toEqual(['100.50', '20.00']);
  });
});

describe('rpc', () => {
  it('calls functions with named arguments by POST and, when stable, by GET', async () => {
    const client = anonClient(S);
    expect(await client.rpc('add_numbers', { a: 2, b: 40 })).toMatchObject({
      data: 42,
      status: 200,
    });
    expect(await client.rpc('add_numbers', { a: 1, b: 2 }, { get: true })).toMatchObject({
      data: 3,
    });
    const count = await clientAs(alice, S).rpc('project_count', { p_org: orgA.id });
    expect(typeof count.data).toBe('number');
    expect(count.data).toBeGreaterThanOrEqual(4);
  });

  it('returns sets as arrays that filters, order, limit and select apply to', async () => {
    const { data, error } = await clientAs(alice, S)
      .rpc('projects_by_status', { p_status: 'open' })
      .select('name, orgs(name)')
      .in('name', ['Alpha', 'Gamma', 'Bravo'])
      .order('name', { ascending: false })
      .limit(5);
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Gamma', orgs: { name: orgA.name } },
      { name: 'Alpha', orgs: { name: orgA.name } },
    ]);
    const counted = await clientAs(alice, S).rpc(
      'projects_by_status',
      { p_status: 'closed' },
      { count: 'exact', head: true },
    );
    expect(counted.count).toBeGreaterThanOrEqual(2);
  });

  it('answers each POST with its own arguments though the statement is reused', async () => {
    const client = anonClient(S);
    const sums = await Promise.all(
      [
        { a: 1, b: 2 },
        { a: 10, b: 20 },
        { b: 7, a: 5 },
      ].map((args) => client.rpc('add_numbers', args)),
    );
    expect(sums.map((r) => r.data)).toEqual([3, 30, 12]);
    expect((await client.rpc('add_numbers', { a: 100, b: 1 })).data).toBe(101);
  });

  it('runs a function once for its page and its exact count (PostgREST #513)', async () => {
    const res = await serviceClient(S)
      .rpc('rest_calls', {}, { count: 'exact' })
      .select('n')
      .order('n')
      .limit(2);
    expect(res.error).toBeNull();
    expect(res.count).toBe(3);
    expect(res.data).toEqual([{ n: 1 }, { n: 2 }]);
    const [seq] = await sql<{ n: number }>(
      'select last_value::int as n from conformance.rest_call_seq',
    );
    expect(seq!.n).toBe(3);
  });

  it('answers void functions with 204 and no data', async () => {
    expect(await serviceClient(S).rpc('rest_touch')).toMatchObject({
      status: 204,
      data: null,
      error: null,
    });
  });

  it('runs GET calls read-only: a writing function fails with 405 25006', async () => {
    const res = await serviceClient(S).rpc('rest_bump', {}, { get: true });
    expect(res.status).toBe(405);
    expect(res.error?.code).toBe('25006');
  });

  it('answers unknown functions and wrong arguments with 404 PGRST202', async () => {
    const unknown = await anonClient(S).rpc('add_numbrs', { a: 1, b: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function conformance.add_numbrs(a, b) in the schema cache',
      details:
        'Searched for the function conformance.add_numbrs with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function conformance.add_numbers',
    });
    const wrongArgs = await anonClient(S).rpc('add_numbers', { a: 1 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
    expect(wrongArgs.error?.message).toBe(
      'Could not find the function conformance.add_numbers(a) in the schema cache',
    );
  });
});

describe('errors raised in SQL', () => {
  it.each([
    ['P0001', 400],
    ['57014', 500],
    ['40001', 500],
    ['22023', 400],
    ['42883', 404],
    ['23505', 409],
    ['PT402', 402],
    // What RPCs raise for an id the caller cannot see and for a conflict (20261125130200),
    // and the classes PostgREST answers 500 that they no longer use.
    ['PT404', 404],
    ['PT409', 409],
    ['P0002', 500],
    ['55000', 500],
  ])('maps SQLSTATE %s to HTTP %i with the message, details and hint', async (code, status) => {
    const res = await anonClient(S).rpc('rest_raise', { code, msg: `falló ${code}` });
    expect(res.status).toBe(status);
    expect(res.error).toEqual({
      code,
      message: `falló ${code}`,
      details: 'detalle',
      hint: 'pista',
    });
  });

  it("lets SQL choose the whole response with raise sqlstate 'PGRST'", async () => {
    const res = await rest('/rpc/rest_raise_pgrst', { method: 'POST', body: '{}' });
    expect(res.status).toBe(402);
    expect(res.headers.get('x-motivo')).toBe('pago');
    expect(await res.json()).toEqual({
      code: 'FED01',
      message: 'Pago requerido',
      details: 'plan',
      hint: 'pagar',
    });
  });
});

describe('schema cache errors', () => {
  it('answers unknown tables with 404 PGRST205 and a suggestion', async () => {
    const { status, error } = await anonClient(S).from('projcts').select();
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST205',
      message: "Could not find the table 'conformance.projcts' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'conformance.projects'",
    });
  });

  it('answers unknown columns with 400 42703', async () => {
    const { status, error } = await anonClient(S).from('projects').select('id, nope');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: 'column projects.nope does not exist' });
    const filter = await anonClient(S).from('projects').select('id').eq('nope', 1);
    expect(filter.error?.code).toBe('42703');
  });

  it('answers embeds without a relationship with 400 PGRST200', async () => {
    const { status, error } = await anonClient(S).from('projects').select('id, announcements(*)');
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST200',
      message:
        "Could not find a relationship between 'projects' and 'announcements' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'projects' and 'announcements' in the schema 'conformance', but no matches were found.",
    });
  });

  it('answers filters on resources missing from select with 400 PGRST108', async () => {
    const { status, error } = await anonClient(S)
      .from('projects')
      .select('id')
      .eq('tasks.done', true);
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST108');
  });

  it('refuses a schema that is not exposed with 406 PGRST106', async () => {
    const { status, error } = await anonClient('auth').from('users').select();
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      hint: 'Only the following schemas are exposed: public, conformance',
    });
  });

  it('picks up new tables and columns after NOTIFY pgrst', async () => {
    const table = `rest_reload_${randomUUID().slice(0, 8)}`;
    const client = serviceClient(S);
    const before = await client.from(table).select();
    expect(before.error?.code).toBe('PGRST205');
    await sql(
      `create table conformance.${table} (id int primary key); insert into conformance.${table} values (1)`,
    );
    // Without a notification the cache does not know the table yet.
    expect((await client.from(table).select()).error?.code).toBe('PGRST205');
    await sql(`notify pgrst, 'reload schema'`);
    await eventually(async () => (await client.from(table).select()).error === null, table);
    expect((await client.from(table).select()).data).toEqual([{ id: 1 }]);

    await sql(`alter table conformance.${table} add column label text default 'nuevo'`);
    expect((await client.from(table).insert({ id: 2, label: 'x' })).error?.code).toBe('PGRST204');
    await sql(`notify pgrst, 'reload schema'`);
    await eventually(
      async () => (await client.from(table).insert({ id: 2, label: 'x' })).error === null,
      `${table}.label`,
    );
    const { data } = await client.from(table).select('id, label').order('id');
    expect(data).toEqual([
      { id: 1, label: 'nuevo' },
      { id: 2, label: 'x' },
    ]);
    await sql(`drop table conformance.${table}; notify pgrst, 'reload schema'`);
  });

  it('keeps listening after its connection to PostgreSQL drops', async () => {
    const listener = () =>
      sql<{ pid: number }>(`select pid from pg_stat_activity where query = 'listen pgrst'`);
    const before = await listener();
    expect(before).toHaveLength(1);
    await sql('select pg_terminate_backend($1)', [before[0]!.pid]);
    await eventually(async () => {
      const now = await listener();
      return now.length === 1 && now[0]!.pid !== before[0]!.pid;
    }, 'the listener to reconnect');
    // Let the catch-up reload that follows a reconnect finish first.
    await new Promise((r) => setTimeout(r, 300));
    const table = `rest_relisten_${randomUUID().slice(0, 8)}`;
    await sql(`create table conformance.${table} (id int primary key)`);
    const client = serviceClient(S);
    expect((await client.from(table).select()).error?.code).toBe('PGRST205');
    await sql(`notify pgrst, 'reload schema'`);
    await eventually(async () => (await client.from(table).select()).error === null, table);
    await sql(`drop table conformance.${table}; notify pgrst, 'reload schema'`);
  });
});
