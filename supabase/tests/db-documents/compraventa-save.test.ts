// What migration 20261121136000 adds: the compraventa wizard's step 1 saved in one transaction,
// through the caller's RLS.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, insertClient, insertExpediente, type Office } from '../db/fixtures';
import { anonClient, clientAs, sql } from '../helpers';

const RPC = 'save_compraventa_partes_inmueble';

let office: Office;
let other: Office;
let vendedor: string;
let comprador: string;
let tercero: string;
let foreignClient: string;

const property = {
  direccion: 'Av. Reforma 100',
  municipio: 'Cuauhtémoc',
  cp: '06600',
  folio_real: 'FR-1',
  valor_catastral: 850000.5,
  credito_infonavit: true,
};

async function partes(expedienteId: string) {
  return sql<{ rol: string; client_id: string }>(
    `select rol, client_id from public.expediente_partes where expediente_id = $1 order by rol`,
    [expedienteId],
  );
}

async function inmuebles(expedienteId: string) {
  return sql<{
    direccion: string;
    cp: string | null;
    valor_catastral: string | null;
    credito_infonavit: boolean;
  }>(
    `select direccion, cp, valor_catastral::text, credito_infonavit from public.inmuebles where expediente_id = $1`,
    [expedienteId],
  );
}

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice(), createOffice()]);
  [vendedor, comprador, tercero, foreignClient] = await Promise.all([
    insertClient(office.id),
    insertClient(office.id),
    insertClient(office.id),
    insertClient(other.id),
  ]);
});

describe('save_compraventa_partes_inmueble', () => {
  it('records the seller, the buyer and the property, and a second save replaces them', async () => {
    const expedienteId = await insertExpediente(office.id, null);
    const db = clientAs(office.member);
    const first = await db.rpc(RPC, {
      p_expediente_id: expedienteId,
      p_vendedor_id: vendedor,
      p_comprador_id: comprador,
      p_inmueble: property,
    });
    expect(first.error).toBeNull();
    expect(await partes(expedienteId)).toEqual([
      { rol: 'comprador', client_id: comprador },
      { rol: 'vendedor', client_id: vendedor },
    ]);
    expect(await inmuebles(expedienteId)).toEqual([
      {
        direccion: 'Av. Reforma 100',
        cp: '06600',
        valor_catastral: '850000.50',
        credito_infonavit: true,
      },
    ]);

    const second = await db.rpc(RPC, {
      p_expediente_id: expedienteId,
      p_vendedor_id: tercero,
      p_comprador_id: comprador,
      p_inmueble: { ...property, cp: null, valor_catastral: null, credito_infonavit: false },
    });
    expect(second.error).toBeNull();
    expect(second.data).toBe(first.data);
    expect(await partes(expedienteId)).toEqual([
      { rol: 'comprador', client_id: comprador },
      { rol: 'vendedor', client_id: tercero },
    ]);
    expect(await inmuebles(expedienteId)).toEqual([
      { direccion: 'Av. Reforma 100', cp: null, valor_catastral: null, credito_infonavit: false },
    ]);
  });

  it('refuses the same client on both sides and a non-compraventa case', async () => {
    const expedienteId = await insertExpediente(office.id, null);
    const db = clientAs(office.member);
    const same = await db.rpc(RPC, {
      p_expediente_id: expedienteId,
      p_vendedor_id: vendedor,
      p_comprador_id: vendedor,
      p_inmueble: property,
    });
    expect(same.error?.message).toBe('El vendedor y el comprador deben ser diferentes');
    const poder = await insertExpediente(office.id, null, { tipo: 'poder_general' });
    const wrongType = await db.rpc(RPC, {
      p_expediente_id: poder,
      p_vendedor_id: vendedor,
      p_comprador_id: comprador,
      p_inmueble: property,
    });
    expect(wrongType.error?.message).toBe('El expediente no es una compraventa.');
    expect(await partes(expedienteId)).toEqual([]);
  });

  it('is all or nothing: a bad property keeps the parties that were there', async () => {
    const expedienteId = await insertExpediente(office.id, null);
    const db = clientAs(office.member);
    await db.rpc(RPC, {
      p_expediente_id: expedienteId,
      p_vendedor_id: vendedor,
      p_comprador_id: comprador,
      p_inmueble: property,
    });
    const bad = await db.rpc(RPC, {
      p_expediente_id: expedienteId,
      p_vendedor_id: tercero,
      p_comprador_id: comprador,
      p_inmueble: { ...property, cp: '123' },
    });
    expect(bad.error).not.toBeNull();
    expect(await partes(expedienteId)).toEqual([
      { rol: 'comprador', client_id: comprador },
      { rol: 'vendedor', client_id: vendedor },
    ]);
  });

  it("lets no one touch another office's case or use another office's client", async () => {
    const expedienteId = await insertExpediente(office.id, null);
    await clientAs(office.member).rpc(RPC, {
      p_expediente_id: expedienteId,
      p_vendedor_id: vendedor,
      p_comprador_id: comprador,
      p_inmueble: property,
    });
    const outsider = await clientAs(other.owner).rpc(RPC, {
      p_expediente_id: expedienteId,
      p_vendedor_id: foreignClient,
      p_comprador_id: foreignClient,
      p_inmueble: { direccion: 'Otra' },
    });
    expect(outsider.error?.message).toBe('Expediente no encontrado');
    const foreign = await clientAs(office.member).rpc(RPC, {
      p_expediente_id: expedienteId,
      p_vendedor_id: foreignClient,
      p_comprador_id: comprador,
      p_inmueble: property,
    });
    expect(foreign.error).not.toBeNull();
    expect(await partes(expedienteId)).toEqual([
      { rol: 'comprador', client_id: comprador },
      { rol: 'vendedor', client_id: vendedor },
    ]);
    expect((await inmuebles(expedienteId)).map((i) => i.direccion)).toEqual(['Av. Reforma 100']);

    const anon = await anonClient().rpc(RPC, {
      p_expediente_id: expedienteId,
      p_vendedor_id: vendedor,
      p_comprador_id: comprador,
      p_inmueble: property,
    });
    expect(anon.error).not.toBeNull();
    expect(await partes(expedienteId)).toHaveLength(2);
  });
});
