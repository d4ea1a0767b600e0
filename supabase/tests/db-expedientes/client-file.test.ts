// What the client page (ficha, issue 14 item 4) relies on, called as the app calls it: a portal
// link belongs to the client (no case needed) and opens all their cases; the client's cases,
// consents, ARCO requests and links stay within their office.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, insertClient, type Office } from '../db/fixtures';
import { anonClient, clientAs, sql } from '../helpers';

let office: Office;
let other: Office;
let clientId: string;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice(), createOffice()]);
  clientId = await insertClient(office.id, { name: 'Lucía Hernández' });
  await sql(
    `insert into public.consent_logs (org_id, client_id, tipo_consentimiento, metodo_captura)
     values ($1, $2, 'data_processing', 'web_form')`,
    [office.id, clientId],
  );
  await sql(
    `insert into public.arco_requests (org_id, client_id, tipo_solicitud) values ($1, $2, 'access')`,
    [office.id, clientId],
  );
});

describe('client-level portal link', () => {
  it('is created for a client without cases and then shows every case they get', async () => {
    const staff = clientAs(office.member);
    const created = await staff.rpc('create_client_portal_link', { p_client: clientId });
    expect(created.error).toBeNull();
    const token = created.data as string;

    const portal = () => anonClient().rpc('client_portal', { p_token: token, p_client: clientId });
    const before = await portal();
    expect(before.data).toMatchObject({ client: { name: 'Lucía Hernández' }, expedientes: [] });

    for (const [title, tipo] of [
      ['Compraventa casa', 'compraventa'],
      ['Poder general', 'poder_general'],
    ]) {
      const opened = await staff.rpc('create_expediente', {
        p_org_id: office.id,
        p_title: title,
        p_tipo: tipo,
        p_client_id: clientId,
      });
      expect(opened.error).toBeNull();
    }
    const after = await portal();
    const titles = (after.data as { expedientes: { title: string }[] }).expedientes.map(
      (e) => e.title,
    );
    expect(titles.sort()).toEqual(['Compraventa casa', 'Poder general']);
  });

  it('cannot be created, listed or revoked from another office', async () => {
    const outsider = clientAs(other.member);
    const create = await outsider.rpc('create_client_portal_link', { p_client: clientId });
    expect(create.error?.code).toBe('42501');

    const [link] = await sql<{ id: string }>(
      'select id from public.client_portal_links where client_id = $1 limit 1',
      [clientId],
    );
    const list = await outsider.from('client_portal_links').select('id').eq('client_id', clientId);
    expect(list.error).toBeNull();
    expect(list.data).toEqual([]);
    const revoke = await outsider.rpc('revoke_client_portal_link', { p_link: link!.id });
    expect(revoke.error?.code).toBe('42501');
    const [row] = await sql<{ revoked_at: Date | null }>(
      'select revoked_at from public.client_portal_links where id = $1',
      [link!.id],
    );
    expect(row!.revoked_at).toBeNull();
  });

  it('keeps the ficha’s reads within the office', async () => {
    const outsider = clientAs(other.member);
    for (const table of ['expedientes', 'consent_logs', 'arco_requests'] as const) {
      const read = await outsider.from(table).select('id').eq('client_id', clientId);
      expect(read.error, table).toBeNull();
      expect(read.data, table).toEqual([]);
    }
    const member = clientAs(office.member);
    const consents = await member.from('consent_logs').select('id').eq('client_id', clientId);
    const arco = await member.from('arco_requests').select('id').eq('client_id', clientId);
    expect(consents.data).toHaveLength(1);
    expect(arco.data).toHaveLength(1);
  });
});
