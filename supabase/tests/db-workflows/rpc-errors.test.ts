// What migrations 2026112513* add: a caller's mistake never answers 500. An id the caller cannot
// see answers 404 (SQLSTATE PT404, was P0002: 500), an ARCO request answered twice 409 (PT409,
// was 55000: 500), an absurd term 400, and a folio series that cannot number is refused when
// saved instead of stalling the next case for 8 s. Called through the gateway as the app calls.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, insertClient, insertExpediente, type Office } from '../db/fixtures';
import { clientAs, sql } from '../helpers';

let office: Office;
let other: Office;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Errores'), createOffice('Ajena')]);
});

describe('RPC errors are 4xx', () => {
  it('prepare_signature_request: an unknown or foreign document answers 404', async () => {
    const [foreign] = await sql<{ id: string }>(
      `insert into public.documents (org_id, title, doc_type) values ($1, 'Ajeno', 'contrato') returning id`,
      [other.id],
    );
    for (const id of [randomUUID(), foreign!.id]) {
      const res = await clientAs(office.member).rpc('prepare_signature_request', {
        p_document_id: id,
        p_firmantes: ['Ana'],
      });
      expect(res.status).toBe(404);
      expect(res.error).toMatchObject({ code: 'PT404', message: 'Documento no encontrado' });
    }
  });

  it('save_compraventa_partes_inmueble: an unknown or foreign case answers 404', async () => {
    const [vendedor, comprador] = await Promise.all([
      insertClient(office.id),
      insertClient(office.id),
    ]);
    const foreignCase = await insertExpediente(other.id, null);
    for (const id of [randomUUID(), foreignCase]) {
      const res = await clientAs(office.member).rpc('save_compraventa_partes_inmueble', {
        p_expediente_id: id,
        p_vendedor_id: vendedor,
        p_comprador_id: comprador,
        p_inmueble: { direccion: 'Calle 1' },
      });
      expect(res.status).toBe(404);
      expect(res.error).toMatchObject({ code: 'PT404', message: 'Expediente no encontrado' });
    }
  });

  it('create_power_case: an unknown client answers 404', async () => {
    const ana = await insertClient(office.id);
    const res = await clientAs(office.member).rpc('create_power_case', {
      p_org_id: office.id,
      p_tipo: 'poder_general',
      p_otorgante_id: ana,
      p_other_id: randomUUID(),
    });
    expect(res.status).toBe(404);
    expect(res.error).toMatchObject({ code: 'PT404', message: 'Cliente no encontrado' });
  });

  it('answer_arco_request: answering twice answers 409', async () => {
    const client = await insertClient(office.id);
    const [req] = await sql<{ id: string }>(
      `insert into public.arco_requests (org_id, client_id, tipo_solicitud) values ($1, $2, 'access') returning id`,
      [office.id, client],
    );
    const answer = () =>
      clientAs(office.owner).rpc('answer_arco_request', {
        p_request: req!.id,
        p_estado: 'completed',
        p_detalle: 'Entregado',
        p_justificacion: '',
      });
    expect((await answer()).error).toBeNull();
    const again = await answer();
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({
      code: 'PT409',
      message: 'La solicitud ARCO ya fue respondida.',
    });
  });

  it('add_business_days: a huge term answers 400 at once', async () => {
    const res = await clientAs(office.member).rpc('add_business_days', {
      p_start: '2026-01-01',
      p_days: 2147483647,
    });
    expect(res.status).toBe(400);
    expect(res.error?.code).toBe('22023');
  });

  it('a folio format without {NUMBER} is refused with 400 and the next case still opens', async () => {
    const fresh = await createOffice('Formato sin número');
    const admin = clientAs(fresh.admin);
    const { data } = await admin
      .from('org_settings')
      .select('series_folio')
      .eq('org_id', fresh.id)
      .single();
    const series = data!.series_folio as Record<string, Record<string, unknown>>;
    const saved = await admin
      .from('org_settings')
      .update({
        series_folio: { ...series, compraventa: { ...series.compraventa, formato: 'CV-{YEAR}' } },
      })
      .eq('org_id', fresh.id);
    expect(saved.status).toBe(400);
    expect(saved.error).toMatchObject({
      code: '23514',
      message:
        'El formato de folio de la serie "compraventa" debe incluir {NUMBER} o {NUMBER:n} (por ejemplo PREFIX-{YEAR}-{NUMBER:4}).',
    });
    const opened = await clientAs(fresh.member)
      .rpc('create_expediente', { p_org_id: fresh.id, p_title: 'Casa', p_tipo: 'compraventa' })
      .select('folio')
      .single();
    expect(opened.error).toBeNull();
    expect(opened.data?.folio).toMatch(/^CV-\d{4}-0001$/);
  });
});
