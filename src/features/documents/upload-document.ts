import { functionErrorMessage } from '@/features/session';
import { supabase } from '@/lib/supabase';
import { uploadMimeType } from './file-rules';
import { DOCUMENT_MESSAGES } from './schemas';
import { buildStoragePath } from './storage-path';
import type { UploadRequest, UploadResult } from './types';

export const DOCUMENTS_BUCKET = 'documents';

/** A refusal the user should read as is (no organisation, a file on-upload rejected). */
export class UploadRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRejectedError';
  }
}

interface OnUploadResponse {
  upload_status: 'verified';
  checksum: string;
}

/**
 * Row first (upload_status starts 'pending'), then the bytes, then on-upload, which checks the
 * stored bytes and records the SHA-256; a rejected file is removed by on-upload and its row ends
 * 'failed' with the reason, which is thrown here.
 */
export async function uploadDocument(request: UploadRequest): Promise<UploadResult> {
  if (!request.orgId) throw new UploadRejectedError(DOCUMENT_MESSAGES.orgNotFound);
  const { file } = request;
  const mime = uploadMimeType(file.name);
  if (!mime) throw new UploadRejectedError(DOCUMENT_MESSAGES.onlyPdfJpgPng);
  const storagePath = buildStoragePath({
    orgId: request.orgId,
    expedienteId: request.expedienteId,
    docType: request.docType,
    fileName: file.name,
  });

  const { data: row, error: insertError } = await supabase
    .from('documents')
    .insert({
      org_id: request.orgId,
      expediente_id: request.expedienteId,
      title: request.title,
      doc_type: request.docType,
      status: 'active',
      storage_path: storagePath,
      file_size: file.size,
      mime_type: mime,
      variables: {
        original_name: file.name,
        mime_type: mime,
        size_bytes: file.size,
        storage_path: storagePath,
      },
    })
    .select('id')
    .single();
  if (insertError) throw insertError;

  const { error: storageError } = await supabase.storage
    .from(DOCUMENTS_BUCKET)
    .upload(storagePath, file, { contentType: mime, upsert: false });
  if (storageError) {
    // No file behind the row: remove it rather than leave a document stuck in "pending".
    await supabase.from('documents').delete().eq('id', row.id);
    throw storageError;
  }

  const { data, error } = await supabase.functions.invoke<OnUploadResponse>('on-upload', {
    body: { document_id: row.id, storage_key: storagePath, mime, size_bytes: file.size },
  });
  if (error) {
    const reason = await functionErrorMessage(error);
    throw reason ? new UploadRejectedError(reason) : error;
  }
  return { documentId: row.id, checksum: data?.checksum ?? '', storagePath };
}
