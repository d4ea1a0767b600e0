// Signature requests as the API returns them, checked instead of cast: estado, checksum_origen
// and each signer's rol are CHECK-constrained text columns that arrive as plain strings.
import { z } from 'zod';
import {
  CHECKSUM_ORIGENES,
  SIGNATURE_ESTADOS,
  SIGNER_ROLES,
  type SignatureRequest,
  type Signer,
} from './types';

const signerSchema: z.ZodType<Signer> = z.object({
  id: z.string(),
  nombre: z.string(),
  rol: z.enum(SIGNER_ROLES),
  orden: z.number(),
  signed_at: z.string().nullable(),
  signed_by: z.string().nullable(),
});

export const signatureRequestSchema: z.ZodType<SignatureRequest> = z.object({
  id: z.string(),
  document_id: z.string(),
  estado: z.enum(SIGNATURE_ESTADOS),
  firmantes_requeridos: z.number(),
  firmantes_completados: z.number(),
  lugar_firma: z.string().nullable(),
  requiere_testigos: z.boolean(),
  notas: z.string().nullable(),
  created_at: z.string(),
  firmado_en: z.string().nullable(),
  firmado_por: z.string().nullable(),
  documento_checksum: z.string().nullable(),
  checksum_origen: z.enum(CHECKSUM_ORIGENES).nullable(),
  documento_modificado_en: z.string().nullable(),
  document: z
    .object({
      id: z.string(),
      title: z.string(),
      checksum: z.string().nullable(),
      storage_path: z.string().nullable(),
    })
    .nullable(),
  signers: z.array(signerSchema),
});
