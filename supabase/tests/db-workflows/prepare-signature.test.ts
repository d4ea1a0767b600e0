// What migration 20261123140200 adds: a document prepared for signature in one transaction
// (para_firma, the request, its signers and witnesses) through the caller's RLS, called as the
// app calls it (supabase-js).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, type Office } from '../db/fixtures';
import { anonClient, clientAs, sql } from '../helpers';

let office: Office;
let other: Office;

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Firmas'), createOffice('Ajena')]);
});

async function newDocument(org: Office, status = 'draft') {
  const [doc] = await sql<{ id: string }>(
    `insert into public.documents (org_id, title, doc_type, status)
     values ($1, $2, 'contrato', $3) returning id`,
    [org.id, `Contrato ${randomUUID().slice(0, 6)}`, status],
  );
  return doc!.id;
}

interface Args {
  p_document_id: string;
  p_firmantes: string[];
  p_requiere_testigos?: boolean;
  p_testigos?: string[];
  p_lugar_firma?: string;
  p_notas?: string;
}

const prepare = (user: Office['member'], args: Args) =>
  clientAs(user)
    .rpc('prepare_signature_request', args)
    .select(
      'id, estado, firmantes_requeridos, firmantes_completados, lugar_firma, requiere_testigos, notas, created_by',
    )
    .single();

/** What an attempt could have left behind on a document. */
async function footprint(documentId: string) {
  const [row] = await sql<{ documento_status: string | null; requests: number; signers: number }>(
    `select d.documento_status,
            (select count(*)::int from public.signature_requests r where r.document_id = d.id) as requests,
            (select count(*)::int from public.signature_signers s
               join public.signature_requests r on r.id = s.signature_request_id
             where r.document_id = d.id) as signers
     from public.documents d where d.id = $1`,
    [documentId],
  );
  return row!;
}

describe('prepare_signature_request', () => {
  it('marks the document para_firma and stores the request with signers, then witnesses, in order', async () => {
    const documentId = await newDocument(office);
    const { data, error } = await prepare(office.member, {
      p_document_id: documentId,
      p_firmantes: ['Ana López', 'Luis Pérez'],
      p_requiere_testigos: true,
      p_testigos: ['Marta Ruiz'],
      p_lugar_firma: 'Notaría 12, Puebla',
      p_notas: 'Traer identificación oficial',
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      id: expect.any(String),
      estado: 'pendiente',
      firmantes_requeridos: 3,
      firmantes_completados: 0,
      lugar_firma: 'Notaría 12, Puebla',
      requiere_testigos: true,
      notas: 'Traer identificación oficial',
      created_by: office.member.id,
    });
    expect(await footprint(documentId)).toEqual({
      documento_status: 'para_firma',
      requests: 1,
      signers: 3,
    });
    expect(
      await sql(
        `select nombre, rol, orden, signed_at from public.signature_signers
         where signature_request_id = $1 order by orden`,
        [data!.id],
      ),
    ).toEqual([
      { nombre: 'Ana López', rol: 'firmante', orden: 1, signed_at: null },
      { nombre: 'Luis Pérez', rol: 'firmante', orden: 2, signed_at: null },
      { nombre: 'Marta Ruiz', rol: 'testigo', orden: 3, signed_at: null },
    ]);
  });

  it('ignores witnesses when none are required, and blank place and notes are stored as null', async () => {
    const documentId = await newDocument(office);
    const { data, error } = await prepare(office.member, {
      p_document_id: documentId,
      p_firmantes: ['Ana López'],
      p_testigos: ['Marta Ruiz'],
      p_lugar_firma: '  ',
      p_notas: '',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      firmantes_requeridos: 1,
      requiere_testigos: false,
      lugar_firma: null,
      notas: null,
    });
  });

  it.each([
    ['no signer', { p_firmantes: [] }, '22023', 'Indique al menos un firmante'],
    [
      'required witnesses missing',
      { p_firmantes: ['Ana López'], p_requiere_testigos: true, p_testigos: [] },
      '22023',
      'Indique al menos un testigo',
    ],
    // The last signer fails the CHECK after the document and the request were written.
    ['a blank signer name', { p_firmantes: ['Ana López', '   '] }, '23514', undefined],
  ])('leaves the document as it was for %s', async (_what, args, code, message) => {
    const documentId = await newDocument(office);
    const { data, error } = await prepare(office.member, { p_document_id: documentId, ...args });
    expect(data).toBeNull();
    expect(error?.code).toBe(code);
    if (message) expect(error?.message).toBe(message);
    expect(await footprint(documentId)).toEqual({
      documento_status: null,
      requests: 0,
      signers: 0,
    });
  });

  it('refuses a document that is already signed', async () => {
    const documentId = await newDocument(office, 'firmado');
    const { error } = await prepare(office.member, {
      p_document_id: documentId,
      p_firmantes: ['Ana López'],
    });
    expect(error?.code).toBe('22023');
    expect(await footprint(documentId)).toMatchObject({ requests: 0 });
  });

  it('refuses it through the tables too: no request and no para_firma on a signed or archived document', async () => {
    const db = clientAs(office.member);
    const message = 'El documento ya está firmado o archivado; no puede prepararse para firma.';
    for (const status of ['firmado', 'archived']) {
      const documentId = await newDocument(office, status);
      const request = await db
        .from('signature_requests')
        .insert({ org_id: office.id, document_id: documentId });
      expect(request.error).toMatchObject({ code: '22023', message });
      const marked = await db
        .from('documents')
        .update({ documento_status: 'para_firma' })
        .eq('id', documentId);
      expect(marked.error).toMatchObject({ code: '22023', message });
      expect(await footprint(documentId)).toEqual({
        documento_status: null,
        requests: 0,
        signers: 0,
      });
    }
    // A draft still takes both.
    const draftId = await newDocument(office);
    const draft = await db
      .from('signature_requests')
      .insert({ org_id: office.id, document_id: draftId });
    expect(draft.error).toBeNull();
  });

  it("does not let a member of another office, or anon, prepare an office's document", async () => {
    const documentId = await newDocument(office);
    const outsider = await prepare(other.member, {
      p_document_id: documentId,
      p_firmantes: ['Intruso'],
    });
    expect(outsider.error).toMatchObject({ code: 'PT404', message: 'Documento no encontrado' });
    expect(outsider.status).toBe(404);
    const anon = await anonClient().rpc('prepare_signature_request', {
      p_document_id: documentId,
      p_firmantes: ['Anónimo'],
    });
    expect(anon.error?.code).toBe('42501');
    expect(await footprint(documentId)).toEqual({
      documento_status: null,
      requests: 0,
      signers: 0,
    });
  });
});
