// The dashboard's counts and recents follow INSERT, UPDATE and DELETE of the office's rows
// through supabase-js, as the app subscribes. A DELETE can only be matched to its subscribers
// when the WAL carries the whole old row (replica identity full, migration 20261121132000).
// Absence for another office is asserted only after the same change reached its own member,
// plus a grace period, so the test cannot pass because nothing was delivered at all.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, sql } from '../helpers';
import { createOffice, type Office } from '../db/fixtures';

interface Change {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  table: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
}

const GRACE_MS = 1500;
const published = ['clients', 'expedientes', 'documents', 'tareas', 'sugerencias', 'flujos'];
/** What these tests use of a supabase-js client, whatever its schema typing. */
type Client = Pick<SupabaseClient, 'channel' | 'realtime' | 'removeAllChannels'>;
const channels: Array<{ client: Client; channel: RealtimeChannel }> = [];

afterEach(async () => {
  await Promise.all(channels.splice(0).map(({ client }) => client.removeAllChannels()));
});

/** Subscribes like the dashboard and resolves once the server confirmed the channel. */
async function follow(client: Client, table: string, filter?: string): Promise<Change[]> {
  const changes: Change[] = [];
  await client.realtime.setAuth();
  const channel = client
    .channel(`panel-${table}-${Math.random().toString(36).slice(2)}`)
    .on('postgres_changes', { event: '*', schema: 'public', table, filter }, (payload) =>
      changes.push(payload as unknown as Change),
    );
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        reject(new Error(`${status}: ${err?.message ?? ''}`));
      }
    });
  });
  channels.push({ client, channel });
  return changes;
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

async function insertExpediente(orgId: string, title: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.expedientes (org_id, tipo, title) values ($1, 'compraventa', $2) returning id`,
    [orgId, title],
  );
  return row!.id;
}

describe('dashboard realtime', () => {
  let a: Office;
  let b: Office;

  beforeAll(async () => {
    [a, b] = await Promise.all([createOffice('Panel A'), createOffice('Panel B')]);
  });

  it('publishes every table the dashboard follows with its whole old row', async () => {
    const rows = await sql<{ table: string; identity: string }>(
      `select c.relname as table, c.relreplident as identity
         from pg_publication_tables p
         join pg_class c on c.relname = p.tablename and c.relnamespace = 'public'::regnamespace
        where p.pubname = 'supabase_realtime' and p.schemaname = 'public'`,
    );
    expect(rows.map((r) => r.table).sort()).toEqual(expect.arrayContaining(published.sort()));
    for (const table of published) {
      expect(rows.find((r) => r.table === table)?.identity, table).toBe('f');
    }
  });

  it("delivers an expediente's INSERT, UPDATE and DELETE to its office only", async () => {
    const own = await follow(clientAs(a.member), 'expedientes', `org_id=eq.${a.id}`);
    // No filter at all on the other office's side: only RLS stands between it and office A.
    const other = await follow(clientAs(b.member), 'expedientes');

    const id = await insertExpediente(a.id, 'Compraventa Pérez');
    await waitFor(() => own.find((c) => c.eventType === 'INSERT'), 'INSERT');
    await sql(`update public.expedientes set status = 'en_proceso' where id = $1`, [id]);
    await waitFor(() => own.find((c) => c.eventType === 'UPDATE'), 'UPDATE');
    await sql('delete from public.expedientes where id = $1', [id]);
    const deleted = await waitFor(() => own.find((c) => c.eventType === 'DELETE'), 'DELETE');

    // Under RLS Realtime reveals only the key of a deleted row, which is all a count needs.
    expect(deleted).toMatchObject({ table: 'expedientes', old: { id }, new: {} });
    expect(own.map((c) => c.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);

    await new Promise((r) => setTimeout(r, GRACE_MS));
    expect(other).toEqual([]);

    // The other office's channel is live: its own change does arrive.
    const ownOfB = await insertExpediente(b.id, 'Poder Gómez');
    await waitFor(() => other.find((c) => c.new.id === ownOfB), "office B's own INSERT");
    expect(other.map((c) => c.new.org_id)).toEqual([b.id]);
  });

  it('delivers a DELETE of a document to the office following its recents', async () => {
    const own = await follow(clientAs(a.member), 'documents', `org_id=eq.${a.id}`);
    const other = await follow(clientAs(b.member), 'documents');
    const [doc] = await sql<{ id: string }>(
      `insert into public.documents (org_id, title) values ($1, 'Identificación') returning id`,
      [a.id],
    );
    await sql('delete from public.documents where id = $1', [doc!.id]);
    await waitFor(() => own.find((c) => c.eventType === 'DELETE'), 'DELETE');
    expect(own.map((c) => c.eventType)).toEqual(['INSERT', 'DELETE']);
    await new Promise((r) => setTimeout(r, GRACE_MS));
    expect(other).toEqual([]);
  });
});
