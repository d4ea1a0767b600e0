// What migration 20261125180000 adds: a compraventa case's guided flow and status follow the
// data its wizard saves (issue 14 item 3), written by members through the API as the app does.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, insertClient, type Office } from '../db/fixtures';
import { clientAs, sql } from '../helpers';

let office: Office;
let vendedor: string;
let comprador: string;

const property = {
  direccion: 'Av. Reforma 100',
  municipio: 'Cuauhtémoc',
  cp: '06600',
  folio_real: 'FR-1',
  valor_catastral: 850000,
  credito_infonavit: false,
};

async function progress(expedienteId: string) {
  const [row] = await sql<{ status: string; paso_actual: number; done: number[] }>(
    `select e.status, f.paso_actual,
            array(select (p ->> 'paso')::int from jsonb_array_elements(f.pasos) p
                  where (p ->> 'completado')::boolean order by 1) as done
     from public.expedientes e join public.flujos f on f.expediente_id = e.id
     where e.id = $1`,
    [expedienteId],
  );
  return row!;
}

async function openCase(tipo = 'compraventa'): Promise<string> {
  const { data, error } = await clientAs(office.member)
    .rpc('create_expediente', { p_org_id: office.id, p_title: 'Casa Reforma', p_tipo: tipo })
    .select('id')
    .single();
  expect(error).toBeNull();
  return data!.id;
}

/** An ID as on-upload leaves it (only trusted code sets the verdict). */
async function uploadId(expedienteId: string, docType: string, status: 'verified' | 'failed') {
  await sql(
    `insert into public.documents (org_id, expediente_id, title, doc_type, upload_status, upload_error)
     values ($1, $2, 'INE', $3, $4, case when $4 = 'failed' then 'Archivo no válido' end)`,
    [office.id, expedienteId, docType, status],
  );
}

beforeAll(async () => {
  office = await createOffice();
  [vendedor, comprador] = await Promise.all([
    insertClient(office.id, { domicilio: 'Calle Roble 1' }),
    insertClient(office.id, { domicilio: 'Calle Pino 2', curp: null }),
  ]);
});

describe('compraventa progress follows the wizard', () => {
  it('completes steps and moves the status forward as parties, IDs, validation and the deed land', async () => {
    const expedienteId = await openCase();
    expect(await progress(expedienteId)).toEqual({ status: 'nuevo', paso_actual: 1, done: [] });

    // Step 1 through the wizard's own RPC.
    const saved = await clientAs(office.member).rpc('save_compraventa_partes_inmueble', {
      p_expediente_id: expedienteId,
      p_vendedor_id: vendedor,
      p_comprador_id: comprador,
      p_inmueble: property,
    });
    expect(saved.error).toBeNull();
    expect(await progress(expedienteId)).toEqual({
      status: 'en_proceso',
      paso_actual: 2,
      done: [1],
    });

    // Step 2: a rejected ID does not count; its replacement does.
    await uploadId(expedienteId, 'identificacion_comprador', 'verified');
    await uploadId(expedienteId, 'identificacion_vendedor', 'failed');
    expect((await progress(expedienteId)).done).toEqual([1]);
    await uploadId(expedienteId, 'identificacion_vendedor', 'verified');
    expect(await progress(expedienteId)).toEqual({
      status: 'en_proceso',
      paso_actual: 3,
      done: [1, 2],
    });

    // Step 3 waits for the buyer's CURP, completed later on the client's record.
    const fixed = await clientAs(office.member)
      .from('clients')
      .update({ curp: 'HEGG560427MVZRRL04' })
      .eq('id', comprador);
    expect(fixed.error).toBeNull();
    expect((await progress(expedienteId)).done).toEqual([1, 2, 3]);

    // Step 4: the generated deed (written by the generation worker) makes the case ready to sign.
    await sql(
      `insert into public.documentos_generados (org_id, expediente_id, titulo) values ($1, $2, 'Escritura')`,
      [office.id, expedienteId],
    );
    expect(await progress(expedienteId)).toEqual({
      status: 'listo_firma',
      paso_actual: 5,
      done: [1, 2, 3, 4],
    });

    // Forward only: a new, rejected ID leaves what was done alone.
    await uploadId(expedienteId, 'identificacion_vendedor', 'failed');
    expect(await progress(expedienteId)).toEqual({
      status: 'listo_firma',
      paso_actual: 5,
      done: [1, 2, 3, 4],
    });
  });

  it('leaves a case staff already moved further, and other case types, as they are', async () => {
    const expedienteId = await openCase();
    await sql(`update public.expedientes set status = 'en_registro' where id = $1`, [expedienteId]);
    await sql(`update public.flujos set paso_actual = 4 where expediente_id = $1`, [expedienteId]);
    await clientAs(office.member).rpc('save_compraventa_partes_inmueble', {
      p_expediente_id: expedienteId,
      p_vendedor_id: vendedor,
      p_comprador_id: comprador,
      p_inmueble: property,
    });
    expect(await progress(expedienteId)).toEqual({
      status: 'en_registro',
      paso_actual: 4,
      done: [1],
    });

    const poder = await openCase('poder_general');
    await sql(
      `insert into public.documentos_generados (org_id, expediente_id, titulo) values ($1, $2, 'Poder')`,
      [office.id, poder],
    );
    expect(await progress(poder)).toEqual({ status: 'nuevo', paso_actual: 1, done: [] });
  });

  it('cannot be called through the API', async () => {
    const expedienteId = await openCase();
    const call = await clientAs(office.member).rpc(
      'sync_compraventa_progress' as never,
      {
        p_expediente_id: expedienteId,
      } as never,
    );
    expect(call.error).not.toBeNull();
  });
});
