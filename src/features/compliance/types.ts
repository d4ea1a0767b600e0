/** Rows the compliance screen reads (columns of supabase/migrations/20261121120600_compliance.sql). */

export interface ComplianceClient {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  created_at: string;
}

export interface ConsentLog {
  id: string;
  client_id: string;
  tipo_consentimiento: string;
  consentimiento_otorgado: boolean;
  metodo_captura: string;
  fecha_consentimiento: string;
  vigente: boolean;
}

export interface ArcoRequest {
  id: string;
  client_id: string;
  tipo_solicitud: string;
  detalles_solicitud: string | null;
  fecha_solicitud: string;
  fecha_limite_respuesta: string;
  estado: string;
  respuesta_detalle: string | null;
  justificacion_rechazo: string | null;
  fecha_respuesta: string | null;
  procesado_por: string | null;
}

export interface SecurityIncident {
  id: string;
  tipo_incidente: string;
  severidad: string;
  descripcion: string | null;
  alcance_estimado: string | null;
  datos_afectados: string[];
  fecha_deteccion: string;
  estado: string;
  notificado_autoridades: boolean;
  notificado_usuarios: boolean;
}

export interface DeletionResult {
  deleted_at: string;
  storage_paths: string[];
}
