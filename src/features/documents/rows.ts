// Document rows as the API returns them, checked instead of cast: upload_status is a
// CHECK-constrained text column and variables arrives as any JSON value.
import { z } from 'zod';
import { UPLOAD_STATUSES, type DocumentRow } from './types';

export const documentRowSchema: z.ZodType<DocumentRow> = z.object({
  id: z.string(),
  org_id: z.string(),
  expediente_id: z.string().nullable(),
  title: z.string(),
  doc_type: z.string(),
  status: z.string(),
  documento_status: z.string().nullable(),
  storage_path: z.string().nullable(),
  file_size: z.number().nullable(),
  mime_type: z.string().nullable(),
  checksum: z.string().nullable(),
  upload_status: z.enum(UPLOAD_STATUSES).nullable(),
  upload_error: z.string().nullable(),
  variables: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  expediente: z.object({ id: z.string(), title: z.string(), folio: z.string() }).nullable(),
});
