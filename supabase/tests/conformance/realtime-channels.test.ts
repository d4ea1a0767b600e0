// Realtime channels beyond postgres_changes, and the Phoenix protocol underneath: broadcast
// (self, ack, HTTP), presence, heartbeats, both serializer versions and the replies realtime-js
// relies on for bindings it cannot use.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { anonClient, anonKey, apiUrl } from '../helpers';

globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

/** What these tests use of a supabase-js client, whatever its schema typing. */
type Client = Pick<SupabaseClient, 'channel' | 'realtime' | 'removeAllChannels'>;

const GRACE_MS = 1000;
const clients: Client[] = [];
const sockets: WebSocket[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.removeAllChannels()));
  for (const ws of sockets.splice(0)) ws.terminate();
});

function client(): Client {
  const c = anonClient();
  clients.push(c);
  return c;
}

function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(new Error(`${status}: ${err?.message ?? ''}`));
    }),
  );
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
const room = () => `room-${Math.random().toString(36).slice(2)}`;

describe('realtime broadcast and presence', () => {
  it('broadcasts to the other members only, unless self is asked for', async () => {
    const name = room();
    const received: Record<string, unknown[]> = { a: [], b: [], c: [] };
    const a = client()
      .channel(name)
      .on('broadcast', { event: 'cursor' }, (m) => received.a!.push(m));
    const b = client()
      .channel(name)
      .on('broadcast', { event: 'cursor' }, (m) => received.b!.push(m));
    const c = client()
      .channel(name, { config: { broadcast: { self: true, ack: true } } })
      .on('broadcast', { event: 'cursor' }, (m) => received.c!.push(m));
    await Promise.all([subscribed(a), subscribed(b), subscribed(c)]);

    expect(await a.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
    await waitFor(() => (received.b!.length ? true : undefined), 'the broadcast');
    // With ack the send resolves on the server's reply; with self the sender hears itself.
    expect(await c.send({ type: 'broadcast', event: 'cursor', payload: { x: 2 } })).toBe('ok');
    await waitFor(() => (received.c!.length ? true : undefined), 'the self broadcast');
    await sleep(GRACE_MS);

    expect(received.b).toEqual([
      { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
      { type: 'broadcast', event: 'cursor', payload: { x: 2 } },
    ]);
    expect(received.a).toEqual([{ type: 'broadcast', event: 'cursor', payload: { x: 2 } }]);
    expect(received.c).toEqual([
      { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
      { type: 'broadcast', event: 'cursor', payload: { x: 2 } },
    ]);
  });

  it('delivers broadcasts sent over HTTP', async () => {
    const name = room();
    const received: unknown[] = [];
    const listener = client()
      .channel(name)
      .on('broadcast', { event: 'aviso' }, (m) => received.push(m));
    await subscribed(listener);
    const sender = client().channel(name);
    await sender.httpSend('aviso', { folio: 7 });
    await waitFor(() => received[0], 'the HTTP broadcast');
    expect(received).toEqual([{ type: 'broadcast', event: 'aviso', payload: { folio: 7 } }]);
  });

  it('shares presence between members and drops it when one leaves', async () => {
    const name = room();
    const a = client().channel(name, { config: { presence: { key: 'ana' } } });
    const b = client().channel(name, { config: { presence: { key: 'beto' } } });
    const leaves: string[] = [];
    a.on('presence', { event: 'sync' }, () => undefined);
    b.on('presence', { event: 'sync' }, () => undefined).on(
      'presence',
      { event: 'leave' },
      ({ key }) => leaves.push(key),
    );
    await Promise.all([subscribed(a), subscribed(b)]);

    expect(await a.track({ estado: 'editando' })).toBe('ok');
    expect(await b.track({ estado: 'leyendo' })).toBe('ok');
    const both = (ch: RealtimeChannel) => {
      const s = ch.presenceState<{ estado: string }>();
      return s.ana && s.beto ? s : undefined;
    };
    const seenByB = await waitFor(() => both(b), 'both presences, as seen by beto');
    const seenByA = await waitFor(() => both(a), 'both presences, as seen by ana');
    expect(seenByB.ana).toEqual([expect.objectContaining({ estado: 'editando' })]);
    expect(seenByA.beto).toEqual([expect.objectContaining({ estado: 'leyendo' })]);

    await a.unsubscribe();
    await waitFor(() => (leaves.includes('ana') ? true : undefined), "ana's leave");
    expect(Object.keys(b.presenceState())).toEqual(['beto']);
  });
});

/** A raw Phoenix socket, to check the wire protocol itself. */
async function rawSocket(vsn: '1.0.0' | '2.0.0') {
  const ws = new WebSocket(
    `${apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=${vsn}`,
  );
  sockets.push(ws);
  const frames: unknown[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, frames };
}

describe('realtime wire protocol', () => {
  it('speaks vsn 1.0.0 (JSON objects): heartbeat, join, unknown topics', async () => {
    const { ws, frames } = await rawSocket('1.0.0');
    ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1' }));
    ws.send(
      JSON.stringify({
        topic: 'realtime:v1',
        event: 'phx_join',
        payload: { config: {} },
        ref: '2',
        join_ref: '2',
      }),
    );
    ws.send(
      JSON.stringify({ topic: 'realtime:elsewhere', event: 'broadcast', payload: {}, ref: '3' }),
    );
    await waitFor(() => (frames.length >= 3 ? true : undefined), 'three replies');
    expect(frames).toEqual([
      {
        topic: 'phoenix',
        event: 'phx_reply',
        payload: { status: 'ok', response: {} },
        ref: '1',
        join_ref: null,
      },
      {
        topic: 'realtime:v1',
        event: 'phx_reply',
        payload: { status: 'ok', response: { postgres_changes: [] } },
        ref: '2',
        join_ref: '2',
      },
      {
        topic: 'realtime:elsewhere',
        event: 'phx_reply',
        payload: { status: 'error', response: { reason: 'unmatched topic' } },
        ref: '3',
        join_ref: null,
      },
    ]);
  });

  it('confirms usable bindings and reports unusable ones as system messages', async () => {
    const { ws, frames } = await rawSocket('2.0.0');
    const good = { event: '*', schema: 'conformance', table: 'projects', filter: 'status=eq.open' };
    const unpublished = { event: 'INSERT', schema: 'conformance', table: 'orgs' };
    ws.send(
      JSON.stringify([
        '1',
        '1',
        'realtime:good',
        'phx_join',
        { config: { postgres_changes: [good] } },
      ]),
    );
    ws.send(
      JSON.stringify([
        '2',
        '2',
        'realtime:bad',
        'phx_join',
        { config: { postgres_changes: [unpublished] } },
      ]),
    );
    ws.send(
      JSON.stringify([
        '3',
        '3',
        'realtime:badfilter',
        'phx_join',
        { config: { postgres_changes: [{ ...good, filter: 'nope=eq.1' }] } },
      ]),
    );
    const system = (topic: string) =>
      frames.find((f) => (f as unknown[])[2] === topic && (f as unknown[])[3] === 'system') as
        unknown[] | undefined;
    const ok = await waitFor(() => system('realtime:good'), 'the subscribed message');
    const bad = await waitFor(() => system('realtime:bad'), 'the error for an unpublished table');
    const badFilter = await waitFor(
      () => system('realtime:badfilter'),
      'the error for a bad filter column',
    );

    const joinReply = frames.find((f) => (f as unknown[])[2] === 'realtime:good') as unknown[];
    expect(joinReply).toEqual([
      '1',
      '1',
      'realtime:good',
      'phx_reply',
      { status: 'ok', response: { postgres_changes: [{ ...good, id: expect.any(Number) }] } },
    ]);
    expect(ok[4]).toEqual({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
      channel: 'good',
    });
    expect(bad[4]).toMatchObject({
      extension: 'postgres_changes',
      status: 'error',
      channel: 'bad',
    });
    expect((bad[4] as { message: string }).message).toMatch(/^Unable to subscribe to changes/);
    expect((badFilter[4] as { message: string }).message).toMatch(/invalid column for filter nope/);

    ws.send(JSON.stringify(['1', '9', 'realtime:good', 'phx_leave', {}]));
    await waitFor(() => frames.find((f) => (f as unknown[])[1] === '9'), 'the leave reply');
    ws.send(JSON.stringify([null, '10', 'realtime:good', 'broadcast', {}]));
    const after = await waitFor(
      () => frames.find((f) => (f as unknown[])[1] === '10') as unknown[],
      'a reply',
    );
    expect(after[4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  });

  it('closes private channels it cannot authorize', async () => {
    const { ws, frames } = await rawSocket('2.0.0');
    ws.send(
      JSON.stringify(['1', '1', 'realtime:secret', 'phx_join', { config: { private: true } }]),
    );
    const [reply] = (await waitFor(
      () => (frames.length ? frames : undefined),
      'the join reply',
    )) as unknown[][];
    expect(reply![4]).toMatchObject({
      status: 'error',
      response: { reason: expect.stringMatching(/^Unauthorized/) },
    });
  });
});
