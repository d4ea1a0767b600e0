export interface SignableDocument {
  id: string;
  title: string;
  doc_type: string;
  status: string;
  documento_status: string | null;
  checksum: string | null;
  created_at: string;
  expediente: { folio: string; title: string } | null;
}

/** The CHECK-constrained vocabularies of signature_requests and signature_signers. */
export const SIGNATURE_ESTADOS = ['pendiente', 'en_curso', 'firmado', 'rechazado'] as const;
export const SIGNER_ROLES = ['firmante', 'testigo'] as const;
/** What the checksum recorded at signing was taken from: the stored file or the text. */
export const CHECKSUM_ORIGENES = ['archivo', 'contenido'] as const;

export interface Signer {
  id: string;
  nombre: string;
  rol: (typeof SIGNER_ROLES)[number];
  orden: number;
  signed_at: string | null;
  signed_by: string | null;
}

export interface SignatureRequest {
  id: string;
  document_id: string;
  estado: (typeof SIGNATURE_ESTADOS)[number];
  firmantes_requeridos: number;
  firmantes_completados: number;
  lugar_firma: string | null;
  requiere_testigos: boolean;
  notas: string | null;
  created_at: string;
  firmado_en: string | null;
  firmado_por: string | null;
  documento_checksum: string | null;
  checksum_origen: (typeof CHECKSUM_ORIGENES)[number] | null;
  documento_modificado_en: string | null;
  document: {
    id: string;
    title: string;
    checksum: string | null;
    storage_path: string | null;
  } | null;
  signers: Signer[];
}
