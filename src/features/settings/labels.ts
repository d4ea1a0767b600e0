/** Spanish names for the settings vocabularies (001 §9). */
export const tipoExpedienteLabels: Record<string, string> = {
  compraventa: 'Compraventa',
  poder_general: 'Poder General',
  poder_mandato: 'Poder de Mandato Especial',
  testamento: 'Testamento Público Abierto',
};

export const tipoLabel = (tipo: string) => tipoExpedienteLabels[tipo] ?? tipo;

export const tipoFirmaLabels: Record<string, string> = {
  fisica: 'Física',
  electronica: 'Electrónica',
  digital: 'Digital',
};

export const canalLabels: Record<string, string> = {
  email: 'Correo electrónico',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

export const complianceFlagLabels: Record<string, string> = {
  auditoria_activada: 'Auditoría activada',
  enmascarado_pii: 'Enmascarado de datos personales',
  backup_automatico: 'Respaldo automático',
  notificacion_brechas: 'Notificación de brechas de seguridad',
};

export const notarioFieldLabels: Record<string, string> = {
  nombre: 'Nombre del notario',
  numero: 'Número de notaría',
  circunscripcion: 'Circunscripción',
  telefono: 'Teléfono',
  email: 'Correo electrónico',
  direccion: 'Dirección',
};

export const textoFieldLabels: Record<string, string> = {
  encabezado_documentos: 'Encabezado de documentos',
  footer_documentos: 'Pie de página de documentos',
  aviso_privacidad: 'Aviso de privacidad',
  terminos_condiciones: 'Términos y condiciones',
};
