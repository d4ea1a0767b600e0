// liquidacion-pdf: a member downloads the client's cost sheet of a saved liquidación as a real PDF
// (text extracted with unpdf) headed with the office's letterhead; another office gets a 404.
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { calcularLiquidacion } from '../../functions/_shared/liquidacion/index.ts';
import {
  EJEMPLO_LOCAL,
  INDICADORES_PUBLICADOS,
} from '../../../src/features/liquidacion/fixtures.ts';
import { createOffice, insertClient, insertExpediente, type Office } from '../db/fixtures';
import { clientAs, sql } from '../helpers';
import { call, type ErrorBody, FIRST_CALL_MS } from './support';

let office: Office;
let other: Office;
let liquidacionId: string;

const input = EJEMPLO_LOCAL;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Notaría hoja'), createOffice('Otra')]);
  await sql(
    `update public.org_settings set textos_institucionales = textos_institucionales ||
       jsonb_build_object('encabezado_documentos', 'NOTARÍA PÚBLICA 999 DE LA CIUDAD DE MÉXICO')
     where org_id = $1`,
    [office.id],
  );
  const expedienteId = await insertExpediente(office.id, await insertClient(office.id));
  const result = calcularLiquidacion(input, INDICADORES_PUBLICADOS);
  const [row] = await sql<{ id: string }>(
    `insert into public.liquidaciones (org_id, expediente_id, version, inputs, result)
     values ($1, $2, 1, $3, $4) returning id`,
    [office.id, expedienteId, JSON.stringify({ input }), JSON.stringify(result)],
  );
  liquidacionId = row!.id;
  await call(clientAs(office.member), 'liquidacion-pdf', {
    org_id: office.id,
    liquidacion_id: liquidacionId,
  }).catch(() => undefined);
}, FIRST_CALL_MS);

describe('liquidacion-pdf', () => {
  it('renders the cost sheet with the letterhead and the totals', async () => {
    const { data, error } = await clientAs(office.member).functions.invoke('liquidacion-pdf', {
      body: { org_id: office.id, liquidacion_id: liquidacionId },
    });
    expect(error).toBeNull();
    const bytes = new Uint8Array(await (data as Blob).arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'NOTARÍA PÚBLICA 999 DE LA CIUDAD DE MÉXICO',
      'HOJA DE COSTOS DE LA COMPRAVENTA',
      // ISAI 233,789.88 + honorarios 25,000.00 + IVA 4,000.00.
      'Total a cargo de quien compra: $262,789.88',
      // Gain 1,368,719.68 over 2 years; 68,436 + 209,388 to pay.
      'ISR que el notario retiene y entera: $277,824.00',
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it('gives another office a 404 and validates the body', async () => {
    const foreign = await call<ErrorBody>(clientAs(other.owner), 'liquidacion-pdf', {
      org_id: other.id,
      liquidacion_id: liquidacionId,
    });
    expect(foreign.status).toBe(404);
    const notMember = await call<ErrorBody>(clientAs(other.owner), 'liquidacion-pdf', {
      org_id: office.id,
      liquidacion_id: liquidacionId,
    });
    expect(notMember.status).toBe(403);
    const bad = await call<ErrorBody>(clientAs(office.member), 'liquidacion-pdf', {
      org_id: office.id,
    });
    expect(bad.status).toBe(400);
  });
});
