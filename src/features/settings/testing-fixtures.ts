import type { OrgSettingsRow } from './model';

/** The row the database creates with an office (column defaults of org_settings). */
export function defaultRow(): OrgSettingsRow {
  const format = 'PREFIX-{YEAR}-{NUMBER:4}';
  return {
    org_id: 'org-1',
    nombre_notaria: 'Notaría 1',
    datos_notario: {
      nombre: '',
      numero: '',
      circunscripcion: '',
      telefono: '',
      email: '',
      direccion: '',
    },
    series_folio: {
      compraventa: { prefijo: 'CV', formato: format, contador_actual: 1 },
      poder_general: { prefijo: 'PG', formato: format, contador_actual: 1 },
      poder_mandato: { prefijo: 'PM', formato: format, contador_actual: 1 },
      testamento: { prefijo: 'TEST', formato: format, contador_actual: 1 },
    },
    plazos_sla: {
      compraventa: { dias_limite: 30, recordatorios_dias_antes: [7, 3, 1] },
      poder_general: { dias_limite: 15, recordatorios_dias_antes: [5, 2] },
      poder_mandato: { dias_limite: 20, recordatorios_dias_antes: [5, 2] },
      testamento: { dias_limite: 45, recordatorios_dias_antes: [10, 5, 2] },
    },
    textos_institucionales: {
      encabezado_documentos: '',
      footer_documentos: '',
      aviso_privacidad: 'Aviso',
      terminos_condiciones: '',
    },
    configuracion_firma: {
      requiere_testigos: false,
      tipos_firma_permitidos: ['fisica', 'electronica'],
      lugar_firma_predeterminado: '',
    },
    configuracion_notificaciones: { canales_activos: ['email'], email_remitente: '' },
    politica_retencion_meses: 60,
    configuracion_compliance: {
      auditoria_activada: true,
      enmascarado_pii: true,
      backup_automatico: true,
      notificacion_brechas: true,
    },
  };
}
