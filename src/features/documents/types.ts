/** Verification of an uploaded file by on-upload (migration 131000); null: no file. */
export const UPLOAD_STATUSES = ['pending', 'verified', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export interface DocumentRow {
  id: string;
  org_id: string;
  expediente_id: string | null;
  title: string;
  doc_type: string;
  status: string;
  documento_status: string | null;
  storage_path: string | null;
  file_size: number | null;
  mime_type: string | null;
  checksum: string | null;
  upload_status: UploadStatus | null;
  upload_error: string | null;
  variables: Record<string, unknown>;
  created_at: string;
  expediente: { id: string; title: string; folio: string } | null;
}

export interface ExpedienteOption {
  id: string;
  title: string;
  folio: string;
}

export interface UploadRequest {
  orgId: string | null;
  expedienteId: string | null;
  title: string;
  docType: string;
  file: File;
}

export interface UploadResult {
  documentId: string;
  checksum: string;
  storagePath: string;
}
