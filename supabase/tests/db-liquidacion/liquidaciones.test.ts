// What migrations 20261125160000/160100 add: the INPC/UDI tables and their loader, and the saved
// versions of a liquidación with their release rules, called as the app calls them (supabase-js).
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, insertClient, insertExpediente, type Office } from '../db/fixtures';
import { clientAs, serviceClient, sql } from '../helpers';

let office: Office;
let other: Office;
let expedienteId: string;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Notaría A'), createOffice('Notaría B')]);
  expedienteId = await insertExpediente(office.id, await insertClient(office.id));
});

const save = (user: Office['member'], orgId = office.id, expId = expedienteId) =>
  clientAs(user)
    .from('liquidaciones')
    .insert({
      org_id: orgId,
      expediente_id: expId,
      version: 99,
      inputs: { precio: 100 },
      result: { totalComprador: 1 },
    })
    .select('id, version, created_by, released_at')
    .single();

describe('indicadores', () => {
  it('ships the published values the worked examples use', async () => {
    const { data, error } = await clientAs(office.member)
      .from('indicadores_inpc')
      .select('periodo, valor')
      .eq('periodo', '2023-04-01')
      .single();
    expect(error).toBeNull();
    expect(Number(data?.valor)).toBe(128.363);
    const udi = await clientAs(other.member)
      .from('indicadores_udi')
      .select('valor')
      .eq('fecha', '2023-05-30')
      .single();
    expect(Number(udi.data?.valor)).toBe(7.783869);
  });

  it('lets no member write them directly', async () => {
    const { error } = await clientAs(office.owner)
      .from('indicadores_inpc')
      .insert({ periodo: '1999-01-01', valor: 1 });
    expect(error?.code).toBe('42501');
  });

  it('lets owners and admins add missing values but never overwrite one', async () => {
    const { data, error } = await clientAs(office.admin).rpc('cargar_indicadores', {
      p_org_id: office.id,
      p_tipo: 'inpc',
      p_filas: [
        { fecha: '2031-01-01', valor: '150.5' },
        { fecha: '2023-04-01', valor: '128.363' },
        { fecha: '2023-02-01', valor: '999' },
      ],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ insertados: 1, iguales: 1 });
    expect((data as { conflictos: unknown[] }).conflictos).toHaveLength(1);
    const [kept] = await sql<{ valor: string }>(
      `select valor::text from public.indicadores_inpc where periodo = '2023-02-01'`,
    );
    expect(kept?.valor).toBe('128.046000');
    const [audit] = await sql<{ n: number }>(
      `select count(*)::int as n from public.audit_logs where org_id = $1 and entity = 'indicadores_inpc'`,
      [office.id],
    );
    expect(audit?.n).toBe(1);
  });

  it('refuses plain members, other offices and malformed rows with Spanish errors', async () => {
    const member = await clientAs(office.member).rpc('cargar_indicadores', {
      p_org_id: office.id,
      p_tipo: 'udi',
      p_filas: [{ fecha: '2031-01-01', valor: '9' }],
    });
    expect(member.error?.message).toContain('Sólo el titular o un administrador');
    const foreign = await clientAs(other.owner).rpc('cargar_indicadores', {
      p_org_id: office.id,
      p_tipo: 'udi',
      p_filas: [{ fecha: '2031-01-01', valor: '9' }],
    });
    expect(foreign.error?.code).toBe('42501');
    const midMonth = await clientAs(office.owner).rpc('cargar_indicadores', {
      p_org_id: office.id,
      p_tipo: 'inpc',
      p_filas: [{ fecha: '2031-02-15', valor: '9' }],
    });
    expect(midMonth.error?.message).toContain('primer día del mes');
  });

  it('lets the service role (the importer) write them', async () => {
    const { error } = await serviceClient()
      .from('indicadores_udi')
      .upsert({ fecha: '2031-01-02', valor: 9.1, fuente: 'Banxico SP68257' });
    expect(error).toBeNull();
  });
});

describe('liquidaciones', () => {
  it('numbers versions and stamps the author, whatever the caller sends', async () => {
    const first = await save(office.member);
    const second = await save(office.colleague);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      version: 1,
      created_by: office.member.id,
      released_at: null,
    });
    expect(second.data).toMatchObject({ version: 2, created_by: office.colleague.id });
  });

  it('lets owners and admins release a version, not plain members', async () => {
    const { data: saved } = await save(office.member);
    const id = saved!.id;
    const byMember = await clientAs(office.member)
      .from('liquidaciones')
      .update({ released_at: new Date().toISOString() })
      .eq('id', id)
      .select('id');
    expect(byMember.data).toEqual([]);
    const byAdmin = await clientAs(office.admin)
      .from('liquidaciones')
      .update({ released_at: '2000-01-01T00:00:00Z' })
      .eq('id', id)
      .select('released_at, released_by')
      .single();
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data?.released_by).toBe(office.admin.id);
    // The stamp is the database's clock, not the caller's.
    expect(new Date(byAdmin.data!.released_at!).getFullYear()).toBeGreaterThan(2000);
    const [audit] = await sql<{ n: number }>(
      `select count(*)::int as n from public.audit_logs where entity = 'liquidaciones' and entity_id = $1`,
      [id],
    );
    expect(audit?.n).toBe(2);
  });

  it('never lets anyone edit the inputs or result of a saved version, or delete it', async () => {
    const { data: saved } = await save(office.member);
    const edit = await clientAs(office.owner)
      .from('liquidaciones')
      .update({ result: { totalComprador: 0 } })
      .eq('id', saved!.id);
    expect(edit.error?.code).toBe('42501');
    const del = await clientAs(office.owner).from('liquidaciones').delete().eq('id', saved!.id);
    expect(del.error?.code).toBe('42501');
  });

  it('keeps another office out: it can neither read, add, nor release', async () => {
    const { data: saved } = await save(office.member);
    const read = await clientAs(other.owner).from('liquidaciones').select('id').eq('id', saved!.id);
    expect(read.data).toEqual([]);
    const add = await save(other.owner);
    expect(add.error).not.toBeNull();
    const release = await clientAs(other.owner)
      .from('liquidaciones')
      .update({ released_at: new Date().toISOString() })
      .eq('id', saved!.id)
      .select('id');
    expect(release.data).toEqual([]);
    const [row] = await sql<{ released_at: string | null }>(
      'select released_at from public.liquidaciones where id = $1',
      [saved!.id],
    );
    expect(row?.released_at).toBeNull();
  });
});

describe('Entero de ISR', () => {
  it('adds no task of its own: the deadline is born when the sale is signed (deadlines.test.ts)', async () => {
    const other = await insertExpediente(office.id, null);
    const { error } = await clientAs(office.member)
      .from('liquidaciones')
      .insert({
        org_id: office.id,
        expediente_id: other,
        version: 1,
        inputs: { input: { fechaOperacion: '2026-09-07' } },
        result: { totalVendedor: 23_732_400 },
      });
    expect(error).toBeNull();
    const [row] = await sql<{ n: number }>(
      'select count(*)::int as n from public.tareas where expediente_id = $1',
      [other],
    );
    expect(row?.n).toBe(0);
  });
});
