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

export const labelOr = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** What an audit row says changed: the columns of an update, nothing for other actions. */
export function changedColumns(action: string, changed: unknown): string[] {
  if (action !== 'update' || typeof changed !== 'object' || changed === null) return [];
  return Object.keys(changed).sort();
}
