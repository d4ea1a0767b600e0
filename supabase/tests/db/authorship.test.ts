// Authorship columns through the API (issue #13, item 2; migration 20261125110000): the database
// writes who created a row, whatever the browser sends, and nobody rewrites it afterwards. The
// attack this closes: PATCH a colleague's document to your own id, then delete it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAs, serviceClient, sql } from '../helpers';
import { createOffice, type Office } from './fixtures';

let office: Office;
let other: Office;
let expedienteId: string;
let documentId: string;

type Row = Record<string, unknown>;

/** Each table with an authorship column the browser writes, and a valid new row for it. */
const tables: Array<{ table: string; row: () => Row }> = [
  { table: 'documents', row: () => ({ title: `Doc ${randomUUID().slice(0, 6)}` }) },
  { table: 'clients', row: () => ({ name: `Cliente ${randomUUID().slice(0, 6)}` }) },
  { table: 'expedientes', row: () => ({ tipo: 'compraventa', title: 'Compraventa' }) },
  { table: 'tareas', row: () => ({ expediente_id: expedienteId, titulo: 'Revisar' }) },
  {
    table: 'notification_queue',
    row: () => ({ destinatario_contacto: 'cliente@example.com', canal: 'email', cuerpo: 'Hola' }),
  },
  { table: 'signature_requests', row: () => ({ document_id: documentId }) },
];

const authorOf = async (table: string, id: string) =>
  (
    await sql<{ created_by: string | null }>(
      `select created_by from public.${table} where id = $1`,
      [id],
    )
  )[0]!.created_by;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Autoría'), createOffice('Ajena')]);
  const [exp] = await sql<{ id: string }>(
    `insert into public.expedientes (org_id, tipo, title) values ($1, 'compraventa', 'Base') returning id`,
    [office.id],
  );
  expedienteId = exp!.id;
  const [doc] = await sql<{ id: string }>(
    `insert into public.documents (org_id, title) values ($1, 'Base') returning id`,
    [office.id],
  );
  documentId = doc!.id;
});

describe.each(tables)('$table.created_by', ({ table, row }) => {
  it('is the caller on insert, whatever the browser sends', async () => {
    const { data, error } = await clientAs(office.member)
      .from(table)
      .insert({ ...row(), org_id: office.id, created_by: office.colleague.id } as never)
      .select('id, created_by')
      .single<{ id: string; created_by: string }>();
    expect(error).toBeNull();
    expect(data!.created_by).toBe(office.member.id);
  });

  it('cannot be rewritten afterwards, not even to oneself', async () => {
    const { data } = await clientAs(office.colleague)
      .from(table)
      .insert({ ...row(), org_id: office.id } as never)
      .select('id')
      .single<{ id: string }>();
    const id = data!.id;
    for (const actor of [office.member, office.owner]) {
      const { error } = await clientAs(actor)
        .from(table)
        .update({ created_by: actor.id } as never)
        .eq('id', id);
      expect(error?.code, actor.email).toBe('42501');
      expect(error?.message).toBe('Quién creó un registro no puede cambiarse.');
    }
    expect(await authorOf(table, id)).toBe(office.colleague.id);
  });

  it('is kept as given by trusted code, which afterwards may only clear it', async () => {
    const admin = serviceClient();
    const { data, error } = await admin
      .from(table)
      .insert({ ...row(), org_id: office.id, created_by: office.colleague.id } as never)
      .select('id, created_by')
      .single<{ id: string; created_by: string }>();
    expect(error).toBeNull();
    expect(data!.created_by).toBe(office.colleague.id);
    const rewrite = await admin
      .from(table)
      .update({ created_by: office.member.id } as never)
      .eq('id', data!.id);
    expect(rewrite.error?.code).toBe('42501');
    const clear = await admin
      .from(table)
      .update({ created_by: null } as never)
      .eq('id', data!.id);
    expect(clear.error).toBeNull();
    expect(await authorOf(table, data!.id)).toBeNull();
  });
});

describe("a colleague's document", () => {
  it('cannot be claimed and then deleted by a member', async () => {
    const colleague = clientAs(office.colleague);
    const { data } = await colleague
      .from('documents')
      .insert({ org_id: office.id, title: 'Acta de la colega' })
      .select('id')
      .single<{ id: string }>();
    const member = clientAs(office.member);
    await member.from('documents').update({ created_by: office.member.id }).eq('id', data!.id);
    const removed = await member.from('documents').delete().eq('id', data!.id).select('id');
    expect(removed.data).toEqual([]);
    expect(await authorOf('documents', data!.id)).toBe(office.colleague.id);
  });
});

describe('security_incidents.investigador_asignado', () => {
  const report = (actor: Office['member'], investigador: string | null | undefined) =>
    clientAs(actor)
      .from('security_incidents')
      .insert({
        org_id: office.id,
        tipo_incidente: 'Acceso indebido',
        ...(investigador === undefined ? {} : { investigador_asignado: investigador }),
      })
      .select('id, investigador_asignado')
      .single<{ id: string; investigador_asignado: string | null }>();

  it('is whoever reports it when a member reports', async () => {
    for (const investigador of [undefined, null, office.colleague.id, other.owner.id]) {
      const { data, error } = await report(office.member, investigador);
      expect(error).toBeNull();
      expect(data!.investigador_asignado).toBe(office.member.id);
    }
  });

  it('may be another active member when an owner or admin assigns it, never an outsider', async () => {
    const assigned = await report(office.admin, office.colleague.id);
    expect(assigned.data!.investigador_asignado).toBe(office.colleague.id);

    const outsider = await report(office.owner, other.owner.id);
    expect(outsider.error?.message).toBe(
      'El investigador asignado debe ser un miembro activo de la notaría.',
    );
    const reassign = await clientAs(office.owner)
      .from('security_incidents')
      .update({ investigador_asignado: randomUUID() })
      .eq('id', assigned.data!.id);
    expect(reassign.error?.code).toBe('23514');

    const ok = await clientAs(office.owner)
      .from('security_incidents')
      .update({ investigador_asignado: office.member.id })
      .eq('id', assigned.data!.id)
      .select('investigador_asignado')
      .single<{ investigador_asignado: string }>();
    expect(ok.data!.investigador_asignado).toBe(office.member.id);
  });
});
