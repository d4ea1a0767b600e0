// search_clients / search_expedientes / search_documents: the app's searches, through the REST
// API as the app calls them (select lists, embeds, filters, order, range and count applied to
// the function's rows), and never a row of another office.
import { beforeAll, describe, expect, it } from 'vitest';
import { getArrayArg } from '../../../src/lib/search-term';
import { anonClient, clientAs, createUser, sql } from '../helpers';
import { addMember, createOffice, insertClient, insertExpediente, type Office } from './fixtures';

let a: Office;
let b: Office;
let joseId: string;

beforeAll(async () => {
  [a, b] = await Promise.all([createOffice('Notaría A'), createOffice('Notaría B')]);
  joseId = await insertClient(a.id, { name: 'José Pérez Núñez', email: 'jose.perez@example.mx' });
  await insertClient(a.id, { name: 'María López', email: 'maria@example.mx' });
  await insertClient(b.id, { name: 'José Pérez Rivera', email: 'jose.rivera@example.mx' });
  for (const [i, title] of ['Compraventa Pérez', 'Poder Pérez', 'Testamento López'].entries()) {
    await insertExpediente(a.id, joseId, {
      title,
      folio: `CV-2026-${String(i + 1).padStart(4, '0')}`,
      status: i === 0 ? 'en_proceso' : 'nuevo',
    });
  }
  await insertExpediente(b.id, null, { title: 'Compraventa Pérez', folio: 'CV-2026-0001' });
  await sql(`insert into public.documents (org_id, title) values ($1, 'Escritura Pérez')`, [a.id]);
  await sql(`insert into public.documents (org_id, title) values ($1, 'Escritura Pérez')`, [b.id]);
});

describe('search_clients', () => {
  it("finds the office's clients by folded words, with count, order and range", async () => {
    const db = clientAs(a.member);
    const { data, error, count } = await db
      .rpc(
        'search_clients',
        { p_org_id: a.id, p_patterns: ['%jose%', '%nunez%'] },
        { count: 'exact' },
      )
      .select('id, name')
      .order('created_at', { ascending: false })
      .range(0, 9);
    expect(error).toBeNull();
    expect(count).toBe(1);
    expect(data).toEqual([{ id: joseId, name: 'José Pérez Núñez' }]);
  });

  it('is read with GET as the app calls it, a comma, quote, brace or backslash kept in its word', async () => {
    const name = 'Pérez, José "Pepe" {Hijo} \\ Sucesores';
    const id = await insertClient(a.id, { name });
    const db = clientAs(a.member);
    // The app's own patterns: the folded text with LIKE's escapes, quoted for a GET array.
    const words = ['%perez, jose%', '%"pepe" {hijo}%', '%\\\\ sucesores%'];
    const { data, error, count } = await db
      .rpc(
        'search_clients',
        { p_org_id: a.id, p_patterns: getArrayArg(words) },
        { get: true, count: 'exact' },
      )
      .select('id, name');
    expect(error).toBeNull();
    expect(count).toBe(1);
    expect(data).toEqual([{ id, name }]);
    await sql('delete from public.clients where id = $1', [id]);
  });

  it("never answers another office's rows, whatever org id is asked for", async () => {
    const asB = clientAs(b.member);
    const { data, error, count } = await asB
      .rpc('search_clients', { p_org_id: a.id, p_patterns: ['%perez%'] }, { count: 'exact' })
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(count).toBe(0);
  });

  it('answers nothing to a membership that is not active', async () => {
    const invited = await createUser('invitado');
    await addMember(a.id, invited, 'member', 'invited');
    const { data, error } = await clientAs(invited)
      .rpc('search_clients', { p_org_id: a.id, p_patterns: ['%perez%'] })
      .select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('is not callable without signing in', async () => {
    const { data, error } = await anonClient()
      .rpc('search_clients', { p_org_id: a.id, p_patterns: ['%perez%'] })
      .select('id');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('refuses more than eight words and null patterns with a clear error', async () => {
    const db = clientAs(a.member);
    const many = await db.rpc('search_clients', {
      p_org_id: a.id,
      p_patterns: Array.from({ length: 9 }, (_, i) => `%${i}%`),
    });
    expect(many.error?.code).toBe('22023');
    expect(many.error?.message).toBe('Demasiadas palabras de búsqueda (máximo 8).');
    const withNull = await db.rpc('search_clients', {
      p_org_id: a.id,
      p_patterns: ['%jose%', null as unknown as string],
    });
    expect(withNull.error?.code).toBe('22004');
  });
});

describe('search_expedientes', () => {
  it('keeps only the newest matches when asked for a few', async () => {
    const { data, error } = await clientAs(a.member)
      .rpc('search_expedientes', { p_org_id: a.id, p_patterns: ['%cv-2026%'], p_newest: 2 })
      .select('folio')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([{ folio: 'CV-2026-0003' }, { folio: 'CV-2026-0002' }]);
  });

  it('takes the embed and the filters the case list adds', async () => {
    const { data, error, count } = await clientAs(a.member)
      .rpc('search_expedientes', { p_org_id: a.id, p_patterns: ['%perez%'] }, { count: 'exact' })
      .select('title, folio, status, clients(name)')
      .eq('status', 'en_proceso')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(count).toBe(1);
    expect(data).toEqual([
      {
        title: 'Compraventa Pérez',
        folio: 'CV-2026-0001',
        status: 'en_proceso',
        clients: { name: 'José Pérez Núñez' },
      },
    ]);
  });

  it('finds a folio by a part of it, only in the caller’s office', async () => {
    const { data, error } = await clientAs(a.member)
      .rpc('search_expedientes', { p_org_id: a.id, p_patterns: ['%cv-2026-000%'] })
      .select('folio')
      .order('folio');
    expect(error).toBeNull();
    expect(data).toEqual([
      { folio: 'CV-2026-0001' },
      { folio: 'CV-2026-0002' },
      { folio: 'CV-2026-0003' },
    ]);
  });
});

describe('search_documents', () => {
  it("answers the office's documents and nothing to another office", async () => {
    const own = await clientAs(a.member)
      .rpc('search_documents', { p_org_id: a.id, p_patterns: ['%escritura%'] })
      .select('title, org_id');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ title: 'Escritura Pérez', org_id: a.id }]);
    const foreign = await clientAs(a.member)
      .rpc('search_documents', { p_org_id: b.id, p_patterns: ['%escritura%'] })
      .select('title');
    expect(foreign.data).toEqual([]);
  });
});

describe('the search indexes', () => {
  it('index each searchable table by office and words together (GIN)', async () => {
    const rows = await sql<{ table: string; def: string }>(
      `select c.relname as table, pg_get_indexdef(i.indexrelid) as def
         from pg_index i join pg_class c on c.oid = i.indrelid
        where c.relnamespace = 'public'::regnamespace
          and pg_get_indexdef(i.indexrelid) like '%search_text%'
        order by 1`,
    );
    expect(rows.map((r) => r.table)).toEqual(['clients', 'documents', 'expedientes']);
    for (const { def } of rows)
      expect(def).toMatch(/USING gin \(org_id, search_text (extensions\.)?gin_trgm_ops\)/);
  });
});
