// on-upload { document_id, storage_key, mime, size_bytes }: after the browser has put a file in
// the documents bucket and inserted its documents row, this checks what was really stored (type
// by its first bytes, size, 10 MB limit), records the SHA-256, real size and MIME type, and marks
// the document verified, or failed with a Spanish reason (422) and removes the rejected file.
import { adminClient, requireCaller, requireMembership } from '../_shared/clients.ts';
import { HttpError, json, readJsonBody, serve } from '../_shared/http.ts';
import { parseInput, z } from '../_shared/validate.ts';
import {
  checkDeclared,
  MESSAGES,
  verifyBytes,
  type Verdict,
} from '../_shared/documents/file-type.ts';
import { sha256Hex } from '../_shared/documents/sha256.ts';

const BUCKET = 'documents';

const inputSchema = z.object({
  document_id: z.uuid(),
  storage_key: z.string().trim().min(1).max(1024),
  mime: z.string().trim().min(1).max(255),
  size_bytes: z.number().int().nonnegative(),
});

interface DocumentRow {
  id: string;
  org_id: string;
  storage_path: string | null;
  status: string;
}

serve(async (req) => {
  const caller = await requireCaller(req);
  const input = parseInput(inputSchema, await readJsonBody(req));

  // Read through RLS: another office's document is simply not found (no probing of ids).
  const { data, error } = await caller.client
    .from('documents')
    .select('id, org_id, storage_path, status')
    .eq('id', input.document_id)
    .maybeSingle();
  if (error) throw new HttpError(500, 'No se pudo leer el documento', 'read_error');
  if (!data) throw new HttpError(404, 'Documento no encontrado', 'not_found');
  const document = data as DocumentRow;
  await requireMembership(caller, document.org_id);

  const segments = input.storage_key.split('/');
  if (segments[0] !== document.org_id || segments.length < 2 || segments.includes('..')) {
    throw new HttpError(
      400,
      'La ruta del archivo no pertenece a la organización del documento',
      'invalid_storage_key',
    );
  }
  // Only ever the document's own file: any other key of the office could be a colleague's, and
  // a rejection removes the file (issue #13: a member could make this delete any object).
  if (input.storage_key !== document.storage_path) {
    throw new HttpError(
      400,
      'La ruta del archivo no corresponde a la del documento',
      'storage_key_mismatch',
    );
  }
  // A signed document's file is write-once; the database refuses the new checksum as well.
  if (document.status === 'firmado') {
    throw new HttpError(
      409,
      'El documento está firmado: su archivo no puede cambiarse',
      'document_signed',
    );
  }

  let verdict: Verdict | null = checkDeclared(input.mime, input.size_bytes);
  let bytes = new Uint8Array();
  if (!verdict) {
    // The caller's client: Storage's RLS decides whether they may read this object.
    const download = await caller.client.storage.from(BUCKET).download(input.storage_key);
    if (download.error || !download.data) {
      verdict = { ok: false, reason: MESSAGES.missing, kind: null };
    } else {
      bytes = new Uint8Array(await download.data.arrayBuffer());
      verdict = verifyBytes(bytes, input.mime, input.size_bytes);
    }
  }

  // Service role: the verification columns (upload_status, checksum, ...) are guarded against
  // API callers by a trigger, so that no browser can mark its own file as verified.
  const admin = adminClient();
  if (verdict.ok) {
    const checksum = await sha256Hex(bytes);
    const { error: updateError } = await admin
      .from('documents')
      .update({
        storage_path: input.storage_key,
        checksum,
        file_size: bytes.length,
        mime_type: verdict.mime,
        upload_status: 'verified',
        upload_error: null,
        verified_at: new Date().toISOString(),
      })
      .eq('id', document.id)
      .eq('org_id', document.org_id);
    if (updateError) throw new HttpError(500, 'No se pudo guardar la verificación', 'write_error');
    return json({
      document_id: document.id,
      upload_status: 'verified',
      checksum,
      size_bytes: bytes.length,
      mime: verdict.mime,
    });
  }

  // A rejected file must not stay downloadable. Removed with the caller's rights: Storage's
  // policies let the uploader, owners and admins delete it, never a colleague who named
  // someone else's object in a row of their own.
  await caller.client.storage.from(BUCKET).remove([input.storage_key]);
  const { error: failError } = await admin
    .from('documents')
    .update({
      storage_path: null,
      checksum: null,
      upload_status: 'failed',
      upload_error: verdict.reason,
      verified_at: new Date().toISOString(),
    })
    .eq('id', document.id)
    .eq('org_id', document.org_id);
  if (failError) throw new HttpError(500, 'No se pudo guardar la verificación', 'write_error');
  return json(
    {
      error: verdict.reason,
      code: 'file_rejected',
      details: { document_id: document.id, upload_status: 'failed' },
    },
    422,
  );
});
