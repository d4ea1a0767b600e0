// What migration 20261121137000 adds: a power's validity date, proof of signing (who, when,
// the document's fingerprint, later changes) and a queue whose outcome the browser cannot write.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, type Office } from '../db/fixtures';
import { clientAs, sql } from '../helpers';

let office: Office;
let other: Office;

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function newDocument(org: Office, checksum: string | null = null) {
  const [doc] = await sql<{ id: string }>(
    `insert into public.documents (org_id, title, doc_type, variables, checksum)
     values ($1, $2, 'poder_general', $3, $4) returning id`,
    [
      org.id,
      `Poder ${randomUUID().slice(0, 6)}`,
      { objeto_poder: 'pleitos y cobranzas' },
      checksum,
    ],
  );
  return doc!.id;
}

async function prepare(org: Office, documentId: string, firmantes: string[]) {
  const db = clientAs(org.member);
  const { data: request, error } = await db
    .from('signature_requests')
    .insert({ org_id: org.id, document_id: documentId, lugar_firma: 'CDMX' })
    .select('id')
    .single();
  expect(error).toBeNull();
  const { data: signers, error: signersError } = await db
    .from('signature_signers')
    .insert(
      firmantes.map((nombre, i) => ({
        org_id: org.id,
        signature_request_id: request!.id,
        nombre,
        orden: i + 1,
      })),
    )
    .select('id');
  expect(signersError).toBeNull();
  return { requestId: request!.id as string, signerIds: signers!.map((s) => s.id as string) };
}

interface RequestRow {
  estado: string;
  firmado_en: Date | null;
  firmado_por: string | null;
  documento_checksum: string | null;
  checksum_origen: string | null;
  documento_modificado_en: Date | null;
}

const requestRow = async (id: string) =>
  (
    await sql<RequestRow>(
      `select estado, firmado_en, firmado_por, documento_checksum, checksum_origen, documento_modificado_en
       from public.signature_requests where id = $1`,
      [id],
    )
  )[0]!;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Firmas'), createOffice('Ajena')]);
});

describe('expedientes.vigencia_hasta', () => {
  it('accepts a future validity date and refuses a past one from the browser', async () => {
    const db = clientAs(office.member);
    const ok = await db
      .from('expedientes')
      .insert({
        org_id: office.id,
        tipo: 'poder_mandato',
        title: 'Mandato',
        vigencia_hasta: isoDay(30),
      } as never)
      .select('id')
      .single();
    expect(ok.error).toBeNull();
    const past = await db.from('expedientes').insert({
      org_id: office.id,
      tipo: 'poder_mandato',
      title: 'Mandato',
      vigencia_hasta: isoDay(-2),
    } as never);
    expect(past.error?.message).toContain('La vigencia debe ser futura');

    const read = await clientAs(other.member)
      .from('expedientes')
      .select('id')
      .eq('id', ok.data!.id);
    expect(read.data).toEqual([]);
  });
});

describe('signature requests', () => {
  it('records who signed, when and the file checksum once every signer has signed', async () => {
    const checksum = createHash('sha256').update(randomUUID()).digest('hex');
    const documentId = await newDocument(office, checksum);
    const { requestId, signerIds } = await prepare(office, documentId, ['Ana', 'Luis']);
    const db = clientAs(office.member);

    await db
      .from('signature_signers')
      .update({ signed_at: new Date().toISOString() })
      .eq('id', signerIds[0]!);
    expect(await requestRow(requestId)).toMatchObject({ estado: 'en_curso', firmado_en: null });

    await db
      .from('signature_signers')
      .update({ signed_at: new Date().toISOString() })
      .eq('id', signerIds[1]!);
    const signed = await requestRow(requestId);
    expect(signed).toMatchObject({
      estado: 'firmado',
      firmado_por: office.member.id,
      documento_checksum: checksum,
      checksum_origen: 'archivo',
      documento_modificado_en: null,
    });
    expect(signed.firmado_en).not.toBeNull();
    const [doc] = await sql<{ status: string }>(
      'select status from public.documents where id = $1',
      [documentId],
    );
    expect(doc!.status).toBe('firmado');

    // A later change of the content is flagged.
    await db
      .from('documents')
      .update({ variables: { objeto_poder: 'actos de dominio' } })
      .eq('id', documentId);
    expect((await requestRow(requestId)).documento_modificado_en).toBeNull();
    await sql('update public.documents set checksum = $2 where id = $1', [
      documentId,
      createHash('sha256').update('otro').digest('hex'),
    ]);
    expect((await requestRow(requestId)).documento_modificado_en).not.toBeNull();
  });

  it('fingerprints a document without a file by its data and flags a data change', async () => {
    const documentId = await newDocument(office);
    const { requestId, signerIds } = await prepare(office, documentId, ['Ana']);
    const db = clientAs(office.member);
    await db
      .from('signature_signers')
      .update({ signed_at: new Date().toISOString() })
      .eq('id', signerIds[0]!);
    const signed = await requestRow(requestId);
    expect(signed.checksum_origen).toBe('contenido');
    expect(signed.documento_checksum).toMatch(/^[0-9a-f]{64}$/);
    // A signed document's content is frozen for the browser (migration 20261125110100)...
    const edit = await db
      .from('documents')
      .update({ variables: { objeto_poder: 'actos de dominio' } })
      .eq('id', documentId);
    expect(edit.error?.message).toContain('El documento está firmado');
    expect((await requestRow(requestId)).documento_modificado_en).toBeNull();
    // ...and a change made around the API (straight in the database) is still flagged.
    await sql(`update public.documents set variables = '{"objeto_poder": "otro"}' where id = $1`, [
      documentId,
    ]);
    expect((await requestRow(requestId)).documento_modificado_en).not.toBeNull();
  });

  it('does not let the browser claim a request is signed or forge the proof', async () => {
    const documentId = await newDocument(office);
    const { requestId } = await prepare(office, documentId, ['Ana']);
    const db = clientAs(office.member);
    await db
      .from('signature_requests')
      .update({
        estado: 'firmado',
        firmantes_completados: 1,
        documento_checksum: 'a'.repeat(64),
        firmado_en: new Date().toISOString(),
      } as never)
      .eq('id', requestId);
    expect(await requestRow(requestId)).toMatchObject({
      estado: 'pendiente',
      documento_checksum: null,
      firmado_en: null,
    });
  });

  it("keeps another office's members from reading or changing requests and signers", async () => {
    const documentId = await newDocument(office);
    const { requestId, signerIds } = await prepare(office, documentId, ['Ana']);
    const outsider = clientAs(other.member);
    expect(
      (await outsider.from('signature_requests').select('id').eq('id', requestId)).data,
    ).toEqual([]);
    expect(
      (await outsider.from('signature_signers').select('id').eq('id', signerIds[0]!)).data,
    ).toEqual([]);
    await outsider
      .from('signature_signers')
      .update({ signed_at: new Date().toISOString() })
      .eq('id', signerIds[0]!);
    await outsider.from('signature_requests').update({ estado: 'rechazado' }).eq('id', requestId);
    expect((await requestRow(requestId)).estado).toBe('pendiente');
    const [signer] = await sql<{ signed_at: Date | null }>(
      'select signed_at from public.signature_signers where id = $1',
      [signerIds[0]],
    );
    expect(signer!.signed_at).toBeNull();
  });
});

describe('notification_queue', () => {
  it("keeps another office's members from reading or retrying the queue", async () => {
    const { data } = await clientAs(office.member)
      .from('notification_queue')
      .insert({
        org_id: office.id,
        destinatario_contacto: 'a@example.com',
        canal: 'email',
        cuerpo: 'Hola',
      })
      .select('id')
      .single();
    const outsider = clientAs(other.member);
    expect(
      (await outsider.from('notification_queue').select('id').eq('id', data!.id)).data,
    ).toEqual([]);
    await outsider.from('notification_queue').update({ cuerpo: 'Cambiado' }).eq('id', data!.id);
    const [row] = await sql<{ cuerpo: string }>(
      'select cuerpo from public.notification_queue where id = $1',
      [data!.id],
    );
    expect(row!.cuerpo).toBe('Hola');
  });
});
