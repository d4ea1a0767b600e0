// What migration 20261123160000 adds: a power case opened from its guided flow in one
// transaction (folio, case, parties, flow at step 2, the general power's task) through the
// caller's RLS, called as the app calls it (supabase-js).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { flujoPasos } from '../../../src/features/powers/power-kinds';
import { createOffice, insertClient, type Office } from '../db/fixtures';
import { anonClient, clientAs, sql } from '../helpers';

const year = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric' }).format(
    new Date(),
  ),
);

let office: Office;
let other: Office;
let ana: string;
let beto: string;
let foreignClient: string;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Poderes'), createOffice('Ajena')]);
  [ana, beto, foreignClient] = await Promise.all([
    insertClient(office.id, { name: 'Ana Otorgante' }),
    insertClient(office.id, { name: 'Beto Apoderado' }),
    insertClient(other.id, { name: 'Cliente Ajeno' }),
  ]);
});

interface Args {
  p_org_id: string;
  p_tipo: string;
  p_otorgante_id: string;
  p_other_id: string;
}

const create = (user: Office['member'], args: Args) =>
  clientAs(user)
    .rpc('create_power_case', args)
    .select('id, folio, tipo, title, status, client_id, responsable_id')
    .single();

/** What a failed attempt could have left behind in an office. */
async function footprint(orgId: string) {
  const [row] = await sql<{
    expedientes: number;
    partes: number;
    tareas: number;
    flujos: number;
    series: Record<string, { contador_actual: number }>;
  }>(
    `select (select count(*)::int from public.expedientes where org_id = $1) as expedientes,
            (select count(*)::int from public.expediente_partes where org_id = $1) as partes,
            (select count(*)::int from public.tareas where org_id = $1) as tareas,
            (select count(*)::int from public.flujos where org_id = $1) as flujos,
            (select series_folio from public.org_settings where org_id = $1) as series`,
    [orgId],
  );
  return row!;
}

/** Parties, tasks and flow of a case, as the case detail and the Kanban read them. */
async function contents(expedienteId: string) {
  const [partes, tareas, flujos] = await Promise.all([
    sql<{ rol: string; nombre: string; client_id: string }>(
      `select rol, nombre, client_id from public.expediente_partes
       where expediente_id = $1 order by rol`,
      [expedienteId],
    ),
    sql<{ titulo: string; prioridad: string; estado: string }>(
      `select titulo, prioridad, estado from public.tareas where expediente_id = $1`,
      [expedienteId],
    ),
    sql<{ nombre: string; paso_actual: number; pasos: unknown }>(
      `select nombre, paso_actual, pasos from public.flujos where expediente_id = $1`,
      [expedienteId],
    ),
  ]);
  return { partes, tareas, flujos };
}

describe('create_power_case', () => {
  it('opens a general power with its folio, both parties, the review task and the flow at step 2', async () => {
    const { data, error } = await create(office.member, {
      p_org_id: office.id,
      p_tipo: 'poder_general',
      p_otorgante_id: ana,
      p_other_id: beto,
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      id: expect.any(String),
      folio: expect.stringMatching(new RegExp(`^PG-${year}-\\d{4}$`)),
      tipo: 'poder_general',
      title: 'Poder General – Ana Otorgante',
      status: 'nuevo',
      client_id: ana,
      responsable_id: office.member.id,
    });
    expect(await contents(data!.id)).toEqual({
      partes: [
        { rol: 'apoderado', nombre: 'Beto Apoderado', client_id: beto },
        { rol: 'otorgante', nombre: 'Ana Otorgante', client_id: ana },
      ],
      tareas: [
        { titulo: 'Revisar documentos del cliente', prioridad: 'alta', estado: 'pendiente' },
      ],
      // The same steps the flow writes at every later step (power-kinds.ts).
      flujos: [
        {
          nombre: 'Flujo de Poder General',
          paso_actual: 2,
          pasos: flujoPasos('poder_general', 2),
        },
      ],
    });
  });

  it('opens a mandate with mandante and mandatario, no task, and its own steps at step 2', async () => {
    const { data, error } = await create(office.admin, {
      p_org_id: office.id,
      p_tipo: 'poder_mandato',
      p_otorgante_id: beto,
      p_other_id: ana,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      folio: expect.stringMatching(new RegExp(`^PM-${year}-\\d{4}$`)),
      title: 'Poder de Mandato Especial – Beto Apoderado',
      client_id: beto,
      responsable_id: office.admin.id,
    });
    expect(await contents(data!.id)).toEqual({
      partes: [
        { rol: 'mandante', nombre: 'Beto Apoderado', client_id: beto },
        { rol: 'mandatario', nombre: 'Ana Otorgante', client_id: ana },
      ],
      tareas: [],
      flujos: [
        {
          nombre: 'Flujo de Poder de Mandato Especial',
          paso_actual: 2,
          pasos: flujoPasos('poder_mandato', 2),
        },
      ],
    });
  });

  it('cuts the title to the column length when the grantor has a very long name', async () => {
    const longName = `Fideicomiso ${'Irrevocable de Administración '.repeat(10)}`.slice(0, 290);
    const longClient = await insertClient(office.id, { name: longName });
    const { data, error } = await create(office.member, {
      p_org_id: office.id,
      p_tipo: 'poder_mandato',
      p_otorgante_id: longClient,
      p_other_id: ana,
    });
    expect(error).toBeNull();
    expect(data!.title).toBe(`Poder de Mandato Especial – ${longName}`.slice(0, 300));
  });

  it.each([
    ["another office's client as the attorney", () => ({ otorgante: ana, other: foreignClient })],
    ['an unknown grantor', () => ({ otorgante: randomUUID(), other: beto })],
  ])('creates nothing and consumes no folio for %s', async (_what, parties) => {
    const before = await footprint(office.id);
    const { otorgante, other: otherParty } = parties();
    const { data, error } = await create(office.member, {
      p_org_id: office.id,
      p_tipo: 'poder_general',
      p_otorgante_id: otorgante,
      p_other_id: otherParty,
    });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PT404', message: 'Cliente no encontrado' });
    expect(await footprint(office.id)).toEqual(before);
  });

  it('keeps nothing, not even the folio, when its last write fails after the case was opened', async () => {
    const office2 = await createOffice('Poderes con falla');
    const [grantor, attorney] = await Promise.all([
      insertClient(office2.id),
      insertClient(office2.id),
    ]);
    // A failure only this office's parties hit: the case, its task and its flow exist by then.
    const fn = `public.test_fail_power_parties_${office2.id.replaceAll('-', '')}`;
    await sql(`create function ${fn}() returns trigger language plpgsql as $$
      begin raise exception 'falla simulada'; end $$`);
    await sql(`create trigger test_fail_power_parties before insert on public.expediente_partes
      for each row when (new.org_id = '${office2.id}') execute function ${fn}()`);
    try {
      const before = await footprint(office2.id);
      const { data, error } = await create(office2.member, {
        p_org_id: office2.id,
        p_tipo: 'poder_general',
        p_otorgante_id: grantor,
        p_other_id: attorney,
      });
      expect(data).toBeNull();
      expect(error?.message).toBe('falla simulada');
      expect(await footprint(office2.id)).toEqual(before);
    } finally {
      await sql('drop trigger test_fail_power_parties on public.expediente_partes');
      await sql(`drop function ${fn}()`);
    }
  });

  // Parties by name: the clients exist only once beforeAll has run.
  it.each([
    ['poder_general', 'ana', 'ana', 'El otorgante y apoderado deben ser diferentes'],
    ['poder_mandato', 'beto', 'beto', 'El otorgante y mandatario deben ser diferentes'],
    ['poder_general', null, 'beto', 'Seleccione otorgante y apoderado'],
    ['poder_mandato', 'ana', null, 'Seleccione otorgante y mandatario'],
    ['compraventa', 'ana', 'beto', 'Tipo de poder no válido: compraventa.'],
  ] as const)(
    'refuses %s with parties %s and %s: "%s"',
    async (tipo, otorgante, otherParty, message) => {
      const idOf = (party: 'ana' | 'beto' | null) => (party === null ? null : { ana, beto }[party]);
      const before = await footprint(office.id);
      const { error } = await create(office.member, {
        p_org_id: office.id,
        p_tipo: tipo,
        // Nulls as a caller that skipped the form would send them.
        p_otorgante_id: idOf(otorgante) as string,
        p_other_id: idOf(otherParty) as string,
      });
      expect(error).toMatchObject({ code: '22023', message });
      expect(await footprint(office.id)).toEqual(before);
    },
  );

  it("refuses a member of another office, even with that office's own clients, and anon", async () => {
    const before = await footprint(office.id);
    const outsider = await create(other.member, {
      p_org_id: office.id,
      p_tipo: 'poder_general',
      p_otorgante_id: ana,
      p_other_id: beto,
    });
    expect(outsider.error).toMatchObject({
      code: '42501',
      message: 'No tienes acceso a esta organización.',
    });
    const anon = await anonClient().rpc('create_power_case', {
      p_org_id: office.id,
      p_tipo: 'poder_general',
      p_otorgante_id: ana,
      p_other_id: beto,
    });
    expect(anon.error?.code).toBe('42501');
    expect(await footprint(office.id)).toEqual(before);
  });
});
