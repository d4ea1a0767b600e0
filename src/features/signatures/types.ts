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

export interface Signer {
  id: string;
  nombre: string;
  rol: 'firmante' | 'testigo';
  orden: number;
  signed_at: string | null;
  signed_by: string | null;
}

export interface SignatureRequest {
  id: string;
  document_id: string;
  estado: 'pendiente' | 'en_curso' | 'firmado' | 'rechazado';
  firmantes_requeridos: number;
  firmantes_completados: number;
  lugar_firma: string | null;
  requiere_testigos: boolean;
  notas: string | null;
  created_at: string;
  firmado_en: string | null;
  firmado_por: string | null;
  documento_checksum: string | null;
  checksum_origen: 'archivo' | 'contenido' | null;
  documento_modificado_en: string | null;
  document: { id: string; title: string; checksum: string | null } | null;
  signers: Signer[];
}
