// The exact calls the assistants screens make, through the real API (PostgREST via supabase-js,
// as the browser sends them) and as a plain member: the assistant's audit entry, the
// vencimientos reminder, and the portal link's create/list/revoke and anonymous read. No
// migration was needed for these; this proves the existing grants and policies allow them and
// keep other offices out.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, clientAs, sql } from '../helpers';
import { createOffice, insertClient, insertExpediente, type Office } from '../db/fixtures';

let office: Office;
let other: Office;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Asistentes A'), createOffice('Asistentes B')]);
});

describe('asistente legal: each exchange in audit_logs', () => {
  const consultation = {
    query: '¿Qué es un poder?',
    response: 'Un poder…',
    timestamp: '2026-11-21T12:00:00Z',
  };

  it('a plain member records an exchange for their office, stamped as theirs', async () => {
    const member = clientAs(office.member);
    const { error } = await member.from('audit_logs').insert({
      org_id: office.id,
      entity: 'asistente',
      action: 'consulta',
      metadata_json: consultation,
    });
    expect(error).toBeNull();
    const rows = await sql<{ actor_id: string; metadata_json: unknown }>(
      `select actor_id, metadata_json from public.audit_logs where org_id = $1 and entity = 'asistente'`,
      [office.id],
    );
    expect(rows).toEqual([{ actor_id: office.member.id, metadata_json: consultation }]);
    // Members do not read the trail (owners and admins do).
    const read = await member.from('audit_logs').select('id').eq('org_id', office.id);
    expect(read.data).toEqual([]);
  });

  it('nobody records one for another office, or any other kind of entry', async () => {
    const outsider = clientAs(other.owner);
    const foreign = await outsider.from('audit_logs').insert({
      org_id: office.id,
      entity: 'asistente',
      action: 'consulta',
      metadata_json: consultation,
    });
    expect(foreign.error?.code).toBe('42501');
    const forged = await clientAs(office.member).from('audit_logs').insert({
      org_id: office.id,
      entity: 'clients',
      action: 'delete',
    });
    expect(forged.error?.code).toBe('42501');
  });
});

describe('vencimientos: schedule reminder', () => {
  it('a member queues a reminder for their office; another office neither sees nor queues', async () => {
    const reminder = {
      destinatario_contacto: office.member.email,
      canal: 'email',
      asunto: 'Recordatorio: Firmar',
      cuerpo: 'Tarea «Firmar» vence el 1 dic 2026.',
      programado_para: '2026-11-28T10:00:00Z',
    };
    const member = clientAs(office.member);
    const queued = await member
      .from('notification_queue')
      .insert({ ...reminder, org_id: office.id })
      .select('estado, created_by')
      .single();
    expect(queued.error).toBeNull();
    expect(queued.data).toEqual({ estado: 'pendiente', created_by: office.member.id });

    const outsider = clientAs(other.owner);
    const seen = await outsider.from('notification_queue').select('id').eq('org_id', office.id);
    expect(seen.data).toEqual([]);
    const foreign = await outsider
      .from('notification_queue')
      .insert({ ...reminder, org_id: office.id });
    expect(foreign.error?.code).toBe('42501');
  });

  it("reads tasks and power documents only of the caller's office", async () => {
    const expedienteId = await insertExpediente(office.id, null, { tipo: 'poder_mandato' });
    await sql(
      `insert into public.documents (org_id, expediente_id, title, doc_type, variables)
       values ($1, $2, 'Mandato', 'poder_mandato', '{"vigencia_hasta": "2027-01-15"}')`,
      [office.id, expedienteId],
    );
    const query = (client: ReturnType<typeof clientAs>) =>
      client
        .from('documents')
        .select('id, title, doc_type, expediente_id, variables')
        .eq('org_id', office.id)
        .in('doc_type', ['poder_general', 'poder_mandato']);
    const mine = await query(clientAs(office.member));
    expect(mine.data?.map((d) => d.variables)).toEqual([{ vigencia_hasta: '2027-01-15' }]);
    const theirs = await query(clientAs(other.member));
    expect(theirs.data).toEqual([]);
  });
});

describe('client portal links', () => {
  it('a member creates, lists and revokes; the anonymous portal reads only while valid', async () => {
    const clientId = await insertClient(office.id, { name: 'Lucía Portal' });
    const member = clientAs(office.member);
    const created = await member.rpc('create_client_portal_link', {
      p_client: clientId,
      p_days: 30,
    });
    expect(created.error).toBeNull();
    const token = created.data as string;

    const anon = anonClient();
    const valid = await anon.rpc('client_portal', { p_token: token, p_client: clientId });
    expect(valid.data).toMatchObject({ client: { id: clientId, name: 'Lucía Portal' } });
    const forged = await anon.rpc('client_portal', { p_token: `${token}x`, p_client: clientId });
    expect(forged.data).toBeNull();

    const links = await member
      .from('client_portal_links')
      .select('id, revoked_at')
      .eq('client_id', clientId);
    expect(links.data).toHaveLength(1);
    // Another office can neither see nor revoke the link.
    const outsider = clientAs(other.owner);
    expect(
      (await outsider.from('client_portal_links').select('id').eq('client_id', clientId)).data,
    ).toEqual([]);
    const foreignRevoke = await outsider.rpc('revoke_client_portal_link', {
      p_link: links.data![0]!.id,
    });
    expect(foreignRevoke.error?.code).toBe('42501');
    const foreignCreate = await outsider.rpc('create_client_portal_link', { p_client: clientId });
    expect(foreignCreate.error?.code).toBe('42501');

    const revoked = await member.rpc('revoke_client_portal_link', { p_link: links.data![0]!.id });
    expect(revoked.error).toBeNull();
    expect(
      (await anon.rpc('client_portal', { p_token: token, p_client: clientId })).data,
    ).toBeNull();
  });
});
