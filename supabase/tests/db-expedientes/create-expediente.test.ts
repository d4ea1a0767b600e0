// What migration 20261123140100 adds: a case opened in one transaction (folio, case, default
// tasks, guided flow) through the caller's RLS, called as the app calls it (supabase-js).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, insertClient, type Office } from '../db/fixtures';
import { anonClient, clientAs, sql } from '../helpers';

const year = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric' }).format(
    new Date(),
  ),
);

let office: Office;
let other: Office;
let clientId: string;
let foreignClientId: string;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Notaría A'), createOffice('Notaría B')]);
  [clientId, foreignClientId] = await Promise.all([
    insertClient(office.id, { name: 'Ana Pérez' }),
    insertClient(other.id),
  ]);
});

interface Args {
  p_org_id: string;
  p_title: string;
  p_tipo: string;
  p_client_id?: string | null;
  p_description?: string | null;
}

const create = (user: Office['member'], args: Args) =>
  clientAs(user)
    .rpc('create_expediente', args)
    .select('id, folio, tipo, title, description, status, responsable_id, client:clients(id, name)')
    .single();

/** What a failed attempt could have left behind in an office. */
async function footprint(orgId: string) {
  const [row] = await sql<{
    expedientes: number;
    tareas: number;
    flujos: number;
    series: Record<string, { contador_actual: number }>;
  }>(
    `select (select count(*)::int from public.expedientes where org_id = $1) as expedientes,
            (select count(*)::int from public.tareas where org_id = $1) as tareas,
            (select count(*)::int from public.flujos where org_id = $1) as flujos,
            (select series_folio from public.org_settings where org_id = $1) as series`,
    [orgId],
  );
  return row!;
}

const tareasOf = (expedienteId: string) =>
  sql<{ titulo: string; prioridad: string; estado: string }>(
    `select titulo, prioridad, estado from public.tareas where expediente_id = $1 order by titulo`,
    [expedienteId],
  );

const flujosOf = (expedienteId: string) =>
  sql<{ nombre: string; paso_actual: number; pasos: Array<Record<string, unknown>> }>(
    `select nombre, paso_actual, pasos from public.flujos where expediente_id = $1`,
    [expedienteId],
  );

describe('create_expediente', () => {
  it('opens a sale with its folio, client, description, three pending tasks and the six-step flow', async () => {
    const { data, error } = await create(office.member, {
      p_org_id: office.id,
      p_title: 'Compraventa casa Lomas',
      p_tipo: 'compraventa',
      p_client_id: clientId,
      p_description: 'Casa habitación con crédito INFONAVIT',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      folio: expect.stringMatching(new RegExp(`^CV-${year}-\\d{4}$`)),
      tipo: 'compraventa',
      title: 'Compraventa casa Lomas',
      description: 'Casa habitación con crédito INFONAVIT',
      status: 'nuevo',
      responsable_id: office.member.id,
      client: { id: clientId, name: 'Ana Pérez' },
    });
    expect(await tareasOf(data!.id)).toEqual([
      { titulo: 'Revisar documentos del cliente', prioridad: 'alta', estado: 'pendiente' },
      { titulo: 'Solicitar certificado de libertad', prioridad: 'normal', estado: 'pendiente' },
      { titulo: 'Validar identificaciones', prioridad: 'alta', estado: 'pendiente' },
    ]);
    const [flujo] = await flujosOf(data!.id);
    expect(flujo).toMatchObject({ nombre: 'Flujo de Compraventa', paso_actual: 1 });
    expect(flujo!.pasos.map((p) => [p.paso, p.nombre, p.completado])).toEqual([
      [1, 'Partes y Propiedad', false],
      [2, 'Documentos Base', false],
      [3, 'Validaciones', false],
      [4, 'Generación de Documentos', false],
      [5, 'Firma', false],
      [6, 'Registro', false],
    ]);
  });

  it('gives a will one review task and the generic empty flow, and a mandate its four steps', async () => {
    const will = await create(office.member, {
      p_org_id: office.id,
      p_title: 'Testamento de Ana',
      p_tipo: 'testamento',
    });
    expect(will.error).toBeNull();
    expect(will.data).toMatchObject({ folio: expect.stringMatching(/^TEST-/), client: null });
    expect(await tareasOf(will.data!.id)).toEqual([
      { titulo: 'Revisar documentos del cliente', prioridad: 'alta', estado: 'pendiente' },
    ]);
    expect(await flujosOf(will.data!.id)).toEqual([
      { nombre: 'Flujo general', paso_actual: 1, pasos: [] },
    ]);

    const mandate = await create(office.member, {
      p_org_id: office.id,
      p_title: 'Mandato especial',
      p_tipo: 'poder_mandato',
    });
    const [flujo] = await flujosOf(mandate.data!.id);
    expect(flujo!.nombre).toBe('Flujo de Poder de Mandato Especial');
    expect(flujo!.pasos.map((p) => p.nombre)).toEqual([
      'Mandante y Mandatario',
      'Materia del Mandato',
      'Generación',
      'Firma y Archivo',
    ]);
  });

  it.each([
    ["another office's client", () => foreignClientId, '23503'],
    ['an unknown client', () => randomUUID(), '23503'],
  ])('creates nothing and consumes no folio for %s', async (_what, client, code) => {
    const before = await footprint(office.id);
    const { data, error } = await create(office.member, {
      p_org_id: office.id,
      p_title: 'No debe existir',
      p_tipo: 'compraventa',
      p_client_id: client(),
    });
    expect(data).toBeNull();
    expect(error?.code).toBe(code);
    expect(await footprint(office.id)).toEqual(before);
  });

  it('creates nothing for a blank title, and says so with the CHECK', async () => {
    const before = await footprint(office.id);
    const { error } = await create(office.member, {
      p_org_id: office.id,
      p_title: '   ',
      p_tipo: 'poder_general',
    });
    expect(error?.code).toBe('23514');
    expect(await footprint(office.id)).toEqual(before);
  });

  it('marks a failing folio series with FO001 and its reason, and creates nothing', async () => {
    const office2 = await createOffice('Notaría sin serie');
    await sql(
      `update public.org_settings set series_folio = series_folio - 'testamento' where org_id = $1`,
      [office2.id],
    );
    const before = await footprint(office2.id);
    const { error } = await create(office2.member, {
      p_org_id: office2.id,
      p_title: 'Testamento',
      p_tipo: 'testamento',
    });
    expect(error).toMatchObject({
      code: 'FO001',
      message: 'No hay una serie de folio configurada para el tipo "testamento".',
    });
    expect(await footprint(office2.id)).toEqual(before);
  });

  it("refuses a member of another office, and anon, without touching the office's series", async () => {
    const before = await footprint(office.id);
    const outsider = await create(other.member, {
      p_org_id: office.id,
      p_title: 'Intruso',
      p_tipo: 'compraventa',
    });
    expect(outsider.error).toMatchObject({
      code: '42501',
      message: 'No tienes acceso a esta organización.',
    });
    const anon = await anonClient().rpc('create_expediente', {
      p_org_id: office.id,
      p_title: 'Anónimo',
      p_tipo: 'compraventa',
    });
    expect(anon.error?.code).toBe('42501');
    expect(await footprint(office.id)).toEqual(before);
  });

  it('hands out distinct consecutive folios to concurrent creations', async () => {
    const office3 = await createOffice('Notaría concurrida');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        create(i % 2 ? office3.member : office3.admin, {
          p_org_id: office3.id,
          p_title: `Compraventa ${i}`,
          p_tipo: 'compraventa',
        }),
      ),
    );
    expect(results.map((r) => r.error)).toEqual(Array(6).fill(null));
    const folios = results.map((r) => r.data!.folio).sort();
    expect(folios).toEqual(
      Array.from({ length: 6 }, (_, i) => `CV-${year}-${String(i + 1).padStart(4, '0')}`),
    );
    expect(await footprint(office3.id)).toMatchObject({ expedientes: 6, tareas: 18, flujos: 6 });
  });
});
