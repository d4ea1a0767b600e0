// /rest/v1 under hostile input: SQL-injection attempts in every position of the query string,
// the headers and the body are refused with PostgREST-shaped 4xx answers (or treated as plain
// data), none of them runs, and the server keeps serving — also under concurrent garbage.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonKey, apiUrl, serviceRoleKey, sql } from '../helpers';

const S = 'conformance';
const payload = 'delete from conformance.rest_victim';

interface Answer {
  status: number;
  body: unknown;
}

async function call(
  pathname: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${apiUrl}/rest/v1${pathname}`, {
    method: init.method ?? 'GET',
    ...(init.body !== undefined ? { body: init.body } : {}),
    headers: {
      apikey: anonKey,
      // The service role: the most privileged API role, so a successful injection could act.
      Authorization: `Bearer ${serviceRoleKey}`,
      'Accept-Profile': S,
      'Content-Profile': S,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

function expectPostgrestError(answer: Answer, status: number, code: string | RegExp) {
  expect(answer.status).toBe(status);
  const body = answer.body as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  if (typeof code === 'string') expect(body.code).toBe(code);
  else expect(body.code).toMatch(code);
}

async function victimRows(): Promise<Array<{ id: number; note: string }>> {
  return sql('select id, note from conformance.rest_victim order by id');
}

beforeAll(async () => {
  await sql(`
    drop table if exists conformance.rest_victim;
    create table conformance.rest_victim (id int primary key, note text not null, meta jsonb);
    insert into conformance.rest_victim values (1, 'intacta', '{"k": "v"}');
    notify pgrst, 'reload schema';`);
  for (let i = 0; i < 100; i++) {
    if ((await call('/rest_victim?select=id')).status === 200) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('rest_victim never reached the schema cache');
});

describe('injection attempts are refused or stay data', () => {
  const refused: Array<[string, string, number, string | RegExp]> = [
    ['table name', `/rest_victim;${encodeURIComponent(payload)}`, 404, 'PGRST205'],
    [
      'quoted table name',
      `/${encodeURIComponent(`rest_victim"; ${payload}; --`)}`,
      404,
      'PGRST205',
    ],
    ['select column', `/rest_victim?select=id;${encodeURIComponent(payload)}`, 400, 'PGRST100'],
    [
      'quoted select column',
      `/rest_victim?select=${encodeURIComponent(`"id; ${payload}; --"`)}`,
      400,
      '42703',
    ],
    ['cast', `/rest_victim?select=id::text);${encodeURIComponent(payload)}`, 400, 'PGRST100'],
    [
      'cast with words',
      `/rest_victim?select=${encodeURIComponent('id::text from pg_user')}`,
      400,
      /^(42601|42704|PGRST100)$/,
    ],
    ['filter column', `/rest_victim?${encodeURIComponent(`"id;${payload}"`)}=eq.1`, 400, '42703'],
    ['operator', `/rest_victim?id=eq);${encodeURIComponent(payload)}.1`, 400, 'PGRST100'],
    ['in list tail', `/rest_victim?id=in.(1);${encodeURIComponent(payload)}`, 400, 'PGRST100'],
    [
      'in list value',
      `/rest_victim?id=in.(${encodeURIComponent(`"1); ${payload}; --"`)})`,
      400,
      '22P02',
    ],
    ['logic tree', `/rest_victim?or=(id.eq.1);${encodeURIComponent(payload)}`, 400, 'PGRST100'],
    [
      'logic column',
      `/rest_victim?or=(${encodeURIComponent(`"id);${payload};--"`)}.eq.1)`,
      400,
      '42703',
    ],
    ['order', `/rest_victim?order=id;${encodeURIComponent(payload)}`, 400, 'PGRST100'],
    ['quoted order', `/rest_victim?order=${encodeURIComponent(`"id; ${payload}"`)}`, 400, '42703'],
    ['limit', `/rest_victim?limit=1;${encodeURIComponent(payload)}`, 400, 'PGRST100'],
    ['offset', `/rest_victim?offset=${encodeURIComponent('0 union select 1')}`, 400, 'PGRST100'],
    [
      'embed name',
      `/rest_victim?select=id,${encodeURIComponent(`"x; ${payload}"`)}(*)`,
      400,
      'PGRST200',
    ],
    [
      'embed hint',
      `/rest_victim?select=id,orgs!${encodeURIComponent(`"x; ${payload}"`)}(*)`,
      400,
      'PGRST200',
    ],
    [
      'embedded path',
      `/rest_victim?${encodeURIComponent(`x;${payload}`)}.id=eq.1`,
      400,
      'PGRST100',
    ],
    ['rpc name', `/rpc/add_numbers;${encodeURIComponent(payload)}`, 404, 'PGRST202'],
    [
      'rpc GET argument value',
      `/rpc/add_numbers?a=1&b=${encodeURIComponent(`2); ${payload}; --`)}`,
      400,
      '22P02',
    ],
    [
      'rpc GET argument name',
      `/rpc/add_numbers?a=1&${encodeURIComponent('b"; drop table x; --')}=2`,
      404,
      'PGRST202',
    ],
    // A dotted name is an embed-path filter, not an argument.
    [
      'rpc GET dotted argument',
      `/rpc/add_numbers?a=1&${encodeURIComponent(`b"; ${payload}; --`)}=2`,
      400,
      'PGRST100',
    ],
    ['path segments', `/rest_victim/${encodeURIComponent(payload)}`, 404, 'PGRST125'],
  ];

  it.each(refused)('%s', async (_, pathname, status, code) => {
    expectPostgrestError(await call(pathname), status, code);
    expect(await victimRows()).toHaveLength(1);
  });

  it('keeps an alias or a JSON key that looks like SQL as a plain name', async () => {
    const alias = `x"; ${payload}; --`;
    const select = `${encodeURIComponent(`"${alias.replaceAll('"', '\\"')}"`)}:id,k:meta->>${encodeURIComponent(`"'; ${payload}; --"`)}`;
    const answer = await call(`/rest_victim?select=${select}`);
    expect(answer).toEqual({ status: 200, body: [{ [alias]: 1, k: null }] });
  });

  it('treats filter values as values', async () => {
    for (const value of [
      `'; ${payload}; --`,
      `1 or 1=1`,
      `%' or '1'='1`,
      `$1`,
      `\\'); ${payload}`,
    ]) {
      for (const op of ['eq', 'like', 'neq']) {
        const answer = await call(`/rest_victim?select=id&note=${op}.${encodeURIComponent(value)}`);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(op === 'neq' ? [{ id: 1 }] : []);
      }
    }
    const jsonValue = await call(
      `/rest_victim?select=id&meta=cs.${encodeURIComponent(`{"k": "'); ${payload}; --"}`)}`,
    );
    expect(jsonValue).toEqual({ status: 200, body: [] });
    expect(await victimRows()).toHaveLength(1);
  });

  it('refuses SQL in on_conflict, columns and JSON keys; stores SQL in values verbatim', async () => {
    const row = JSON.stringify({ id: 2, note: `'); ${payload}; --` });
    expectPostgrestError(
      await call(`/rest_victim?on_conflict=id);${encodeURIComponent(payload)}`, {
        method: 'POST',
        body: row,
        headers: { Prefer: 'resolution=merge-duplicates' },
      }),
      400,
      'PGRST100',
    );
    expectPostgrestError(
      await call(
        `/rest_victim?on_conflict=${encodeURIComponent(`"id) do nothing; ${payload}; --"`)}`,
        {
          method: 'POST',
          body: row,
          headers: { Prefer: 'resolution=merge-duplicates' },
        },
      ),
      400,
      '42703',
    );
    expectPostgrestError(
      await call(`/rest_victim?columns=${encodeURIComponent(`"id","note); ${payload}; --"`)}`, {
        method: 'POST',
        body: row,
      }),
      400,
      'PGRST204',
    );
    expectPostgrestError(
      await call('/rest_victim', {
        method: 'POST',
        body: JSON.stringify({ id: 3, [`note"); ${payload}; --`]: 'x' }),
      }),
      400,
      'PGRST204',
    );
    expectPostgrestError(
      await call('/rest_victim?id=eq.1', {
        method: 'PATCH',
        body: JSON.stringify({ [`note" = 'x'; ${payload}; --`]: 'x' }),
      }),
      400,
      'PGRST204',
    );
    expect(await victimRows()).toEqual([{ id: 1, note: 'intacta' }]);

    const stored = await call('/rest_victim', {
      method: 'POST',
      body: row,
      headers: { Prefer: 'return=representation' },
    });
    expect(stored.status).toBe(201);
    expect(await victimRows()).toEqual([
      { id: 1, note: 'intacta' },
      { id: 2, note: `'); ${payload}; --` },
    ]);
    await sql('delete from conformance.rest_victim where id = 2');
  });

  it('refuses SQL in RPC argument names and schema headers', async () => {
    expectPostgrestError(
      await call('/rpc/add_numbers', {
        method: 'POST',
        body: JSON.stringify({ a: 1, [`b := 1); ${payload}; --`]: 2 }),
      }),
      404,
      'PGRST202',
    );
    expectPostgrestError(
      await call('/rest_victim', { headers: { 'Accept-Profile': `${S}; ${payload}` } }),
      406,
      'PGRST106',
    );
    expectPostgrestError(
      await call('/rest_victim', {
        method: 'DELETE',
        headers: { 'Content-Profile': `${S}"; ${payload}; --` },
      }),
      406,
      'PGRST106',
    );
    expect(await victimRows()).toHaveLength(1);
  });
});

describe('malformed requests', () => {
  it.each([
    ['unbalanced select', '/rest_victim?select=id,(', 'PGRST100'],
    ['empty embed name', '/rest_victim?select=()', 'PGRST100'],
    ['unterminated quote', '/rest_victim?select="id', 'PGRST100'],
    ['unknown operator', '/rest_victim?id=equals.1', 'PGRST100'],
    ['missing value delimiter', '/rest_victim?id=eq', 'PGRST100'],
    ['bad is value', '/rest_victim?note=is.nothing', 'PGRST100'],
    ['empty or', '/rest_victim?or=()', 'PGRST100'],
    ['unbalanced or', '/rest_victim?or=((((', 'PGRST100'],
    [
      'deeply nested or',
      `/rest_victim?or=(${'or('.repeat(500)}id.eq.1${')'.repeat(501)}`,
      'PGRST100',
    ],
    [
      'deeply nested select',
      `/rest_victim?select=${'a('.repeat(500)}id${')'.repeat(500)}`,
      'PGRST100',
    ],
    ['bad order direction', '/rest_victim?order=id.sideways', 'PGRST100'],
    ['empty order', '/rest_victim?order=', 'PGRST100'],
    ['negative limit', '/rest_victim?limit=-5', 'PGRST100'],
    ['NUL in a value', '/rest_victim?note=eq.%00', /^(22021|PGRST100)$/],
    ['NUL in select', '/rest_victim?select=%00', /^(42703|PGRST100)$/],
    ['wrong type', '/rest_victim?id=gt.abc', '22P02'],
    ['operator on wrong type', '/rest_victim?id=like.1*', '42883'],
  ])('%s', async (_, pathname, code) => {
    const answer = await call(pathname);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expectPostgrestError(answer, answer.status, code);
  });

  it('refuses malformed bodies and unsupported methods', async () => {
    expectPostgrestError(
      await call('/rest_victim', { method: 'POST', body: '{"id": 1,' }),
      400,
      'PGRST102',
    );
    expectPostgrestError(
      await call('/rest_victim', { method: 'POST', body: '"text"' }),
      400,
      'PGRST102',
    );
    expectPostgrestError(
      await call('/rest_victim', { method: 'POST', body: '[1, 2]' }),
      400,
      'PGRST102',
    );
    expectPostgrestError(
      await call('/rest_victim', { method: 'POST', body: '[{"id": 5}, {"note": "x"}]' }),
      400,
      'PGRST102',
    );
    expectPostgrestError(
      await call('/rest_victim?id=eq.1', { method: 'PATCH', body: '[]' }),
      400,
      'PGRST102',
    );
    expectPostgrestError(
      await call('/rest_victim', { method: 'PUT', body: '{}' }),
      405,
      'PGRST117',
    );
    expectPostgrestError(
      await call('/rpc/add_numbers', { method: 'PATCH', body: '{}' }),
      405,
      'PGRST101',
    );
  });

  it('ignores a malformed Range header and unknown preferences unless handling=strict', async () => {
    expect((await call('/rest_victim?select=id', { headers: { Range: 'bytes=a-b' } })).status).toBe(
      200,
    );
    expect(
      (await call('/rest_victim?select=id', { headers: { Prefer: `count=${payload}` } })).status,
    ).toBe(200);
    expectPostgrestError(
      await call('/rest_victim?select=id', {
        headers: { Prefer: `handling=strict, count=${payload}` },
      }),
      400,
      'PGRST122',
    );
    expectPostgrestError(
      await call('/rest_victim?select=id', { headers: { Range: '5-2' } }),
      416,
      'PGRST103',
    );
  });

  it('rolls back a strict max-affected violation', async () => {
    await sql(`insert into conformance.rest_victim values (10, 'a'), (11, 'b')`);
    const answer = await call('/rest_victim?id=gte.10', {
      method: 'DELETE',
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expectPostgrestError(answer, 400, 'PGRST124');
    expect(await victimRows()).toHaveLength(3);
    await sql('delete from conformance.rest_victim where id >= 10');
  });
});

describe('keeps serving', () => {
  it('answers normally after hundreds of concurrent bad requests (no leaked connections)', async () => {
    const bad = [
      `/rest_victim?select=id;${encodeURIComponent(payload)}`,
      '/rest_victim?id=gt.abc',
      '/rest_victim?or=((((',
      '/nope',
      '/rpc/nope',
      '/rest_victim?id=like.1*',
      '/rest_victim?note=eq.%00',
    ];
    const answers = await Promise.all(
      Array.from({ length: 280 }, (_, i) => call(bad[i % bad.length]!)),
    );
    for (const a of answers) {
      expect(a.status).toBeGreaterThanOrEqual(400);
      expect(a.status).toBeLessThan(500);
    }
    // More concurrent good requests than the API pool has connections.
    const good = await Promise.all(
      Array.from({ length: 60 }, () => call('/rest_victim?select=id,note')),
    );
    for (const g of good) expect(g).toEqual({ status: 200, body: [{ id: 1, note: 'intacta' }] });
    const [exists] = await sql(`select to_regclass('conformance.rest_victim') is not null as ok`);
    expect(exists).toEqual({ ok: true });
  });
});
