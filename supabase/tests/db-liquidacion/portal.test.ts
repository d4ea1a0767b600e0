// Migration 20261125160200: a client's portal link shows the cost sheet of each of their cases
// once the office released it (buyer's lines and totals), and nothing before or to anyone else.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, insertClient, insertExpediente, type Office } from '../db/fixtures';
import { anonClient, clientAs, sql } from '../helpers';

let office: Office;
let clientId: string;
let otherClientId: string;
let token: string;
let liquidacionId: string;

const result = {
  totalComprador: 26278988,
  totalVendedor: 23732400,
  isai: {
    lineas: [
      { clave: 'isai.base', concepto: 'Base', importe: 462000000 },
      { clave: 'isai', concepto: 'ISAI (Ciudad de México)', importe: 23378988 },
    ],
  },
  costos: {
    lineas: [
      { clave: 'honorarios', concepto: 'Honorarios notariales', importe: 2500000 },
      { clave: 'honorarios.iva', concepto: 'IVA 16 % sobre honorarios', importe: 400000 },
    ],
  },
};

beforeAll(async () => {
  office = await createOffice('Notaría portal');
  [clientId, otherClientId] = await Promise.all([
    insertClient(office.id, { name: 'Luis Gómez' }),
    insertClient(office.id),
  ]);
  const expedienteId = await insertExpediente(office.id, clientId, { title: 'Compra depto' });
  const [row] = await sql<{ id: string }>(
    `insert into public.liquidaciones (org_id, expediente_id, version, inputs, result)
     values ($1, $2, 1, '{}', $3) returning id`,
    [office.id, expedienteId, JSON.stringify(result)],
  );
  liquidacionId = row!.id;
  const { data, error } = await clientAs(office.member).rpc('create_client_portal_link', {
    p_client: clientId,
  });
  expect(error).toBeNull();
  token = data as string;
});

const read = (t: string, client: string) =>
  anonClient().rpc('client_portal_liquidaciones', { p_token: t, p_client: client });

describe('client_portal_liquidaciones', () => {
  it('shows nothing until the office releases a version', async () => {
    const { data, error } = await read(token, clientId);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('shows the released cost sheet: totals and the buyer lines, not the ISAI workings', async () => {
    await clientAs(office.owner)
      .from('liquidaciones')
      .update({ released_at: new Date().toISOString() })
      .eq('id', liquidacionId);
    const { data } = await read(token, clientId);
    expect(data).toEqual([
      expect.objectContaining({
        title: 'Compra depto',
        version: 1,
        total_comprador: 26278988,
        total_vendedor: 23732400,
        lineas: [
          { concepto: 'ISAI (Ciudad de México)', importe: 23378988 },
          { concepto: 'Honorarios notariales', importe: 2500000 },
          { concepto: 'IVA 16 % sobre honorarios', importe: 400000 },
        ],
      }),
    ]);
  });

  it('answers null to a wrong token or another client', async () => {
    expect((await read('x'.repeat(32), clientId)).data).toBeNull();
    expect((await read(token, otherClientId)).data).toBeNull();
  });
});
