import { humanizeCode } from '@/lib/humanize-code';

/** How audit rows read in Spanish: the table that changed and what happened to it. */
export const entityLabels: Record<string, string> = {
  clients: 'Cliente',
  expedientes: 'Expediente',
  expediente_partes: 'Parte de expediente',
  inmuebles: 'Inmueble',
  tareas: 'Tarea',
  documents: 'Documento',
  memberships: 'Membresía',
  org_settings: 'Configuración',
  arco_requests: 'Solicitud ARCO',
  consent_logs: 'Consentimiento',
  security_incidents: 'Incidente de seguridad',
  client_portal_links: 'Enlace del portal',
  signature_requests: 'Solicitud de firma',
  asistente: 'Asistente legal',
};

export const actionLabels: Record<string, string> = {
  insert: 'Creación',
  update: 'Modificación',
  delete: 'Eliminación',
  consulta: 'Consulta',
  data_export: 'Exportación de datos',
  data_deletion: 'Eliminación de datos',
};

export const AUDIT_ACTIONS = Object.keys(actionLabels);

/** The Spanish label of a code, or the code in words when the map lacks it (never raw). */
export const labelOr = (labels: Record<string, string>, value: string) =>
  labels[value] ?? humanizeCode(value);

/** Columns of the audited tables as the screens name them (audit rows store column names). */
export const fieldLabels: Record<string, string> = {
  // clients
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  rfc: 'RFC',
  curp: 'CURP',
  address: 'Dirección',
  domicilio: 'Domicilio',
  // expedientes
  title: 'Título',
  description: 'Descripción',
  folio: 'Folio',
  tipo: 'Tipo',
  status: 'Estado',
  client_id: 'Cliente',
  responsable_id: 'Responsable',
  vigencia_hasta: 'Vigencia',
  // expediente_partes, inmuebles
  nombre: 'Nombre',
  rol: 'Rol',
  datos: 'Datos',
  direccion: 'Dirección',
  municipio: 'Municipio',
  cp: 'Código postal',
  folio_real: 'Folio real',
  valor_catastral: 'Valor catastral',
  credito_infonavit: 'Crédito INFONAVIT',
  // tareas
  titulo: 'Título',
  descripcion: 'Descripción',
  prioridad: 'Prioridad',
  estado: 'Estado',
  vence_el: 'Vencimiento',
  // documents
  doc_type: 'Tipo de documento',
  documento_status: 'Estado de firma',
  storage_path: 'Archivo',
  file_url: 'Enlace del archivo',
  file_size: 'Tamaño',
  mime_type: 'Formato',
  checksum: 'Huella SHA-256',
  upload_status: 'Verificación',
  upload_error: 'Motivo del rechazo',
  verified_at: 'Verificado el',
  variables: 'Datos capturados',
  version: 'Versión',
  // memberships, org_settings
  role: 'Rol',
  user_id: 'Usuario',
  invited_by: 'Invitado por',
  nombre_notaria: 'Nombre de la notaría',
  datos_notario: 'Datos del notario',
  series_folio: 'Series de folio',
  plazos_sla: 'Plazos SLA',
  textos_institucionales: 'Textos institucionales',
  configuracion_firma: 'Configuración de firma',
  configuracion_notificaciones: 'Configuración de notificaciones',
  configuracion_compliance: 'Configuración de compliance',
  politica_retencion_meses: 'Retención (meses)',
  // compliance
  tipo_solicitud: 'Tipo de solicitud',
  detalles_solicitud: 'Detalles de la solicitud',
  fecha_solicitud: 'Fecha de solicitud',
  fecha_limite_respuesta: 'Fecha límite de respuesta',
  fecha_respuesta: 'Fecha de respuesta',
  respuesta_detalle: 'Respuesta',
  justificacion_rechazo: 'Motivo del rechazo',
  procesado_por: 'Procesado por',
  tipo_consentimiento: 'Tipo de consentimiento',
  consentimiento_otorgado: 'Consentimiento otorgado',
  fecha_consentimiento: 'Fecha del consentimiento',
  metodo_captura: 'Método de captura',
  registrado_por: 'Registrado por',
  revocado_en: 'Revocado el',
  vigente: 'Vigente',
  ip_address: 'Dirección IP',
  user_agent: 'Navegador',
  tipo_incidente: 'Tipo de incidente',
  severidad: 'Severidad',
  fecha_deteccion: 'Fecha de detección',
  datos_afectados: 'Datos afectados',
  alcance_estimado: 'Alcance estimado',
  investigador_asignado: 'Investigador asignado',
  notificado_autoridades: 'Autoridades notificadas',
  notificado_usuarios: 'Usuarios notificados',
  // client_portal_links, signature_requests
  expires_at: 'Vence el',
  revoked_at: 'Revocado el',
  revoked_by: 'Revocado por',
  token_hash: 'Enlace',
  document_id: 'Documento',
  firmantes_requeridos: 'Firmantes requeridos',
  firmantes_completados: 'Firmantes completados',
  firmado_en: 'Firmado el',
  firmado_por: 'Firmado por',
  lugar_firma: 'Lugar de firma',
  requiere_testigos: 'Requiere testigos',
  notas: 'Notas',
  // every table
  id: 'Identificador',
  org_id: 'Notaría',
  expediente_id: 'Expediente',
  created_at: 'Creado',
  updated_at: 'Actualizado',
  created_by: 'Creado por',
};

export function fieldLabel(column: string): string {
  return fieldLabels[column] ?? humanizeCode(column);
}

/** What an audit row says changed: the columns of an update (in Spanish), nothing otherwise. */
export function changedColumns(action: string, changed: unknown): string[] {
  if (action !== 'update' || typeof changed !== 'object' || changed === null) return [];
  return Object.keys(changed)
    .map(fieldLabel)
    .sort((a, b) => a.localeCompare(b, 'es'));
}

const CHANGE_SIDES: Record<string, string> = { old: 'antes', new: 'después' };

/**
 * An audit payload with Spanish keys, for the "Ver detalle" view: columns by their labels and an
 * update's {old, new} as {antes, después}. Values are shown as stored.
 */
export function labelledPayload(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  return Object.fromEntries(
    Object.entries(payload).map(([column, value]) => [
      fieldLabel(column),
      isChange(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [CHANGE_SIDES[k] ?? k, v]))
        : value,
    ]),
  );
}

function isChange(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key === 'old' || key === 'new');
}
