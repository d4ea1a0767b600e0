// on-upload through supabase-js, as the document screens call it after putting a file in the
// documents bucket: the stored bytes decide the type, the checksum is Node's SHA-256 of what was
// uploaded, rejected files end failed with a Spanish reason and are removed from the bucket.
import { createHash, randomUUID } from 'node:crypto';
import { getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffice, type Office } from '../db/fixtures';
import { apiUrl, anonKey, clientAs, sql } from '../helpers';
import { fakeExe, minimalPdf, PNG_BYTES } from './files';
import { type Db, invoke } from './fixtures';

const BUCKET = 'documents';
const LIMIT = 10_485_760;

let office: Office;
let other: Office;
let member: Db;

interface DocumentState {
  upload_status: string | null;
  upload_error: string | null;
  checksum: string | null;
  file_size: string | null;
  mime_type: string | null;
  storage_path: string | null;
}

async function state(id: string): Promise<DocumentState> {
  const [row] = await sql<DocumentState>(
    `select upload_status, upload_error, checksum, file_size::text, mime_type, storage_path
     from public.documents where id = $1`,
    [id],
  );
  return row!;
}

/** Uploads `bytes` and inserts its documents row as a member would; returns both names. */
async function uploadDocument(bytes: Uint8Array, contentType: string, ext = 'pdf') {
  const key = `${office.id}/general/upload/${Date.now()}_${randomUUID().slice(0, 8)}.${ext}`;
  const up = await member.storage.from(BUCKET).upload(key, bytes, { contentType });
  expect(up.error).toBeNull();
  const { data, error } = await member
    .from('documents')
    .insert({
      org_id: office.id,
      title: 'Identificación oficial',
      doc_type: 'upload',
      storage_path: key,
      variables: { original_name: `ine.${ext}`, mime_type: contentType, size_bytes: bytes.length },
    })
    .select('id, upload_status')
    .single();
  expect(error).toBeNull();
  expect(data!.upload_status).toBe('pending');
  return { id: data!.id as string, key };
}

async function objectExists(key: string): Promise<boolean> {
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from storage.objects where bucket_id = 'documents' and name = $1`,
    [key],
  );
  return row!.n > 0;
}

beforeAll(async () => {
  [office, other] = await Promise.all([createOffice('Notaría Subidas'), createOffice('Otra')]);
  member = clientAs(office.member);
});

describe('on-upload', () => {
  it('verifies a real PDF: checksum is the SHA-256 of the bytes, real size and MIME stored', async () => {
    const bytes = minimalPdf('Acta de nacimiento');
    // It is a real PDF: pdf.js opens it.
    expect((await getDocumentProxy(bytes.slice())).numPages).toBe(1);
    const { id, key } = await uploadDocument(bytes, 'application/pdf');

    // The first call may download the function's npm imports into DENO_DIR.
    const res = await invoke(member, 'on-upload', {
      document_id: id,
      storage_key: key,
      mime: 'application/pdf',
      size_bytes: bytes.length,
    });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(res).toEqual({
      status: 200,
      body: {
        document_id: id,
        upload_status: 'verified',
        checksum: sha256,
        size_bytes: bytes.length,
        mime: 'application/pdf',
      },
    });
    expect(await state(id)).toEqual({
      upload_status: 'verified',
      upload_error: null,
      checksum: sha256,
      file_size: String(bytes.length),
      mime_type: 'application/pdf',
      storage_path: key,
    });
    expect(await objectExists(key)).toBe(true);
  }, 180_000);

  it('verifies plain text and a Word document by their content', async () => {
    const text = new TextEncoder().encode('Constancia de situación fiscal — año 2026\n');
    const txt = await uploadDocument(text, 'text/plain', 'txt');
    const okText = await invoke(member, 'on-upload', {
      document_id: txt.id,
      storage_key: txt.key,
      mime: 'text/plain',
      size_bytes: text.length,
    });
    expect(okText.status).toBe(200);
    expect((await state(txt.id)).upload_status).toBe('verified');

    const ole2 = new Uint8Array(1024);
    ole2.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const doc = await uploadDocument(ole2, 'application/msword', 'doc');
    const okDoc = await invoke(member, 'on-upload', {
      document_id: doc.id,
      storage_key: doc.key,
      mime: 'application/msword',
      size_bytes: ole2.length,
    });
    expect(okDoc.status).toBe(200);
    expect(await state(doc.id)).toMatchObject({
      upload_status: 'verified',
      mime_type: 'application/msword',
    });
  });

  it('fails a file whose content does not match the declared type, and removes it', async () => {
    const { id, key } = await uploadDocument(PNG_BYTES, 'application/pdf');
    const res = await invoke<{ error: string; code: string }>(member, 'on-upload', {
      document_id: id,
      storage_key: key,
      mime: 'application/pdf',
      size_bytes: PNG_BYTES.length,
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('file_rejected');
    expect(res.body.error).toBe(
      'El contenido del archivo no corresponde al tipo declarado (PDF): parece imagen PNG.',
    );
    expect(await state(id)).toMatchObject({
      upload_status: 'failed',
      upload_error: res.body.error,
      checksum: null,
      storage_path: null,
    });
    expect(await objectExists(key)).toBe(false);
  });

  it('fails a renamed .exe declared as PDF with a Spanish reason', async () => {
    const exe = fakeExe();
    const { id, key } = await uploadDocument(exe, 'application/pdf');
    const res = await invoke<{ error: string }>(member, 'on-upload', {
      document_id: id,
      storage_key: key,
      mime: 'application/pdf',
      size_bytes: exe.length,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(
      'El archivo es un programa ejecutable disfrazado de PDF; no se permite subirlo.',
    );
    expect(await state(id)).toMatchObject({
      upload_status: 'failed',
      upload_error: res.body.error,
    });
    expect(await objectExists(key)).toBe(false);
  });

  it('fails a declared size over 10 MB, and the bucket itself refuses such a file', async () => {
    const bytes = minimalPdf('Escritura');
    const { id, key } = await uploadDocument(bytes, 'application/pdf');
    const res = await invoke<{ error: string }>(member, 'on-upload', {
      document_id: id,
      storage_key: key,
      mime: 'application/pdf',
      size_bytes: LIMIT + 1,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('El archivo no puede exceder 10MB');
    expect((await state(id)).upload_status).toBe('failed');

    const big = await member.storage
      .from(BUCKET)
      .upload(`${office.id}/general/upload/grande.pdf`, new Uint8Array(LIMIT + 1), {
        contentType: 'application/pdf',
      });
    expect(big.error).not.toBeNull();
    expect((big.error as { statusCode?: string }).statusCode).toBe('413');
  });

  it('fails a declared size that differs from what was stored (an incomplete upload)', async () => {
    const bytes = minimalPdf('Poder');
    const { id, key } = await uploadDocument(bytes, 'application/pdf');
    const res = await invoke<{ error: string }>(member, 'on-upload', {
      document_id: id,
      storage_key: key,
      mime: 'application/pdf',
      size_bytes: bytes.length + 10,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toContain('no coincide con el archivo guardado');
  });

  it('fails a MIME type outside the list; the bucket refuses it too', async () => {
    const bytes = minimalPdf('Programa');
    const { id, key } = await uploadDocument(bytes, 'application/pdf');
    const res = await invoke<{ error: string }>(member, 'on-upload', {
      document_id: id,
      storage_key: key,
      mime: 'application/x-msdownload',
      size_bytes: bytes.length,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(
      'Tipo de archivo no permitido. Solo se permiten archivos PDF, JPG, PNG, DOC, DOCX y TXT.',
    );

    const direct = await member.storage
      .from(BUCKET)
      .upload(`${office.id}/general/upload/setup.exe`, fakeExe(), {
        contentType: 'application/x-msdownload',
      });
    expect(direct.error).not.toBeNull();
    expect((direct.error as { statusCode?: string }).statusCode).toBe('415');
  });

  it('answers 400 to bad input and changes nothing', async () => {
    const { id, key } = await uploadDocument(minimalPdf('Entrada'), 'application/pdf');
    for (const body of [
      {},
      { document_id: 'no-es-uuid', storage_key: key, mime: 'application/pdf', size_bytes: 10 },
      { document_id: id, storage_key: '', mime: 'application/pdf', size_bytes: 10 },
      { document_id: id, storage_key: key, mime: 'application/pdf', size_bytes: -1 },
      { document_id: id, storage_key: key, mime: 'application/pdf', size_bytes: '10' },
    ]) {
      const res = await invoke<{ code: string }>(member, 'on-upload', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid_input');
    }
    // A key outside the document's office folder.
    const outside = await invoke<{ code: string }>(member, 'on-upload', {
      document_id: id,
      storage_key: `${other.id}/general/x.pdf`,
      mime: 'application/pdf',
      size_bytes: 10,
    });
    expect(outside).toMatchObject({ status: 400, body: { code: 'invalid_storage_key' } });
    expect((await state(id)).upload_status).toBe('pending');
  });

  it('requires a JWT', async () => {
    const { id, key } = await uploadDocument(minimalPdf('Sin sesión'), 'application/pdf');
    const body = JSON.stringify({
      document_id: id,
      storage_key: key,
      mime: 'application/pdf',
      size_bytes: 10,
    });
    const none = await fetch(`${apiUrl}/functions/v1/on-upload`, { method: 'POST', body });
    expect(none.status).toBe(401);
    // The anon key is a valid JWT for the relay, but not a signed-in user.
    const anon = await fetch(`${apiUrl}/functions/v1/on-upload`, {
      method: 'POST',
      body,
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    });
    expect(anon.status).toBe(401);
    expect((await state(id)).upload_status).toBe('pending');
  });

  it('does not let another office verify, fail or even find the document', async () => {
    const bytes = minimalPdf('Ajeno');
    const { id, key } = await uploadDocument(bytes, 'application/pdf');
    const outsider = clientAs(other.owner);
    const res = await invoke<{ code: string }>(outsider, 'on-upload', {
      document_id: id,
      storage_key: key,
      mime: 'application/x-msdownload',
      size_bytes: bytes.length,
    });
    expect(res).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await state(id)).toMatchObject({ upload_status: 'pending', storage_path: key });
    expect(await objectExists(key)).toBe(true);
  });

  it('does not let a member mark a file verified or set its checksum through the API', async () => {
    const { id } = await uploadDocument(minimalPdf('Falso'), 'application/pdf');
    const forged = await member
      .from('documents')
      .update({ upload_status: 'verified', checksum: 'a'.repeat(64), title: 'Renombrado' })
      .eq('id', id)
      .select('title, upload_status, checksum')
      .single();
    expect(forged.error).toBeNull();
    expect(forged.data).toEqual({ title: 'Renombrado', upload_status: 'pending', checksum: null });
    // Another office cannot touch it at all.
    const outsider = await clientAs(other.owner)
      .from('documents')
      .update({ title: 'Ajeno' })
      .eq('id', id)
      .select('id');
    expect(outsider.data).toEqual([]);
  });
  it("never removes a colleague's file: the key must be the document's own, uploaded by the caller", async () => {
    // A colleague's verified upload, somewhere in the office's folder.
    const colleagueKey = `${office.id}/general/upload/${randomUUID()}.pdf`;
    const colleagueBytes = minimalPdf('Escritura de la colega');
    const up = await clientAs(office.colleague)
      .storage.from(BUCKET)
      .upload(colleagueKey, colleagueBytes, { contentType: 'application/pdf' });
    expect(up.error).toBeNull();

    // 1. Any document of the member's, naming the colleague's key and a wrong type.
    const own = await uploadDocument(minimalPdf('Mío'), 'application/pdf');
    const named = await invoke<{ code: string }>(member, 'on-upload', {
      document_id: own.id,
      storage_key: colleagueKey,
      mime: 'application/x-msdownload',
      size_bytes: 1,
    });
    expect(named).toMatchObject({ status: 400, body: { code: 'storage_key_mismatch' } });
    expect(await state(own.id)).toMatchObject({ upload_status: 'pending', storage_path: own.key });

    // 2. A row of the member's own whose storage_path is the colleague's key.
    const { data: row } = await member
      .from('documents')
      .insert({ org_id: office.id, title: 'Señuelo', storage_path: colleagueKey })
      .select('id')
      .single<{ id: string }>();
    const decoy = await invoke<{ code: string }>(member, 'on-upload', {
      document_id: row!.id,
      storage_key: colleagueKey,
      mime: 'application/x-msdownload',
      size_bytes: 1,
    });
    expect(decoy.status).toBe(422);
    expect(await objectExists(colleagueKey)).toBe(true);
    const { data: kept } = await clientAs(office.colleague)
      .storage.from(BUCKET)
      .download(colleagueKey);
    expect(new Uint8Array(await kept!.arrayBuffer())).toEqual(colleagueBytes);
  });

  it('refuses to re-verify a signed document: its file and checksum stay as signed', async () => {
    const bytes = minimalPdf('Escritura firmada');
    const { id, key } = await uploadDocument(bytes, 'application/pdf');
    const verified = await invoke(member, 'on-upload', {
      document_id: id,
      storage_key: key,
      mime: 'application/pdf',
      size_bytes: bytes.length,
    });
    expect(verified.status).toBe(200);
    const { data: request } = await member.rpc('prepare_signature_request', {
      p_document_id: id,
      p_firmantes: ['Ana'],
    });
    await member
      .from('signature_signers')
      .update({ signed_at: new Date().toISOString() })
      .eq('signature_request_id', (request as { id: string }).id);
    const before = await state(id);
    const res = await invoke<{ code: string }>(member, 'on-upload', {
      document_id: id,
      storage_key: key,
      mime: 'image/png',
      size_bytes: 3,
    });
    expect(res).toMatchObject({ status: 409, body: { code: 'document_signed' } });
    expect(await state(id)).toEqual(before);
    expect(await objectExists(key)).toBe(true);
  });
});
