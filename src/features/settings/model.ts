/**
 * org_settings as stored (JSON columns) and as the settings form edits it (series and SLAs as
 * lists, numbers as typed text). Keys the form does not know are kept on save.
 */
import type { Json } from '@/integrations/supabase/types';
import {
  DEFAULT_FOLIO_FORMAT,
  formatReminders,
  parseReminders,
  parseRetention,
  parseSlaDays,
} from './parsers';

export interface OrgSettingsRow {
  org_id: string;
  nombre_notaria: string;
  datos_notario: Json;
  series_folio: Json;
  plazos_sla: Json;
  textos_institucionales: Json;
  configuracion_firma: Json;
  configuracion_notificaciones: Json;
  politica_retencion_meses: number;
  configuracion_compliance: Json;
}

export const NOTARIO_FIELDS = [
  'nombre',
  'numero',
  'circunscripcion',
  'telefono',
  'email',
  'direccion',
] as const;
export const TEXTO_FIELDS = [
  'encabezado_documentos',
  'footer_documentos',
  'aviso_privacidad',
  'terminos_condiciones',
] as const;
export const COMPLIANCE_FLAGS = [
  'auditoria_activada',
  'enmascarado_pii',
  'backup_automatico',
  'notificacion_brechas',
] as const;
export const TIPOS_FIRMA = ['fisica', 'electronica', 'digital'] as const;
export const CANALES = ['email', 'whatsapp', 'sms'] as const;
export const TIPOS_EXPEDIENTE = [
  'compraventa',
  'poder_general',
  'poder_mandato',
  'testamento',
] as const;

type NotarioField = (typeof NOTARIO_FIELDS)[number];
type TextoField = (typeof TEXTO_FIELDS)[number];
type ComplianceFlag = (typeof COMPLIANCE_FLAGS)[number];

export interface SeriesItem {
  tipo: string;
  prefijo: string;
  formato: string;
  contador_actual: number;
}

export interface SlaItem {
  tipo: string;
  dias_limite: string;
  recordatorios: string;
}

export interface SettingsForm {
  nombre_notaria: string;
  datos_notario: Record<NotarioField, string>;
  series: SeriesItem[];
  plazos: SlaItem[];
  textos: Record<TextoField, string>;
  firma: {
    requiere_testigos: boolean;
    tipos_firma_permitidos: string[];
    lugar_firma_predeterminado: string;
  };
  notificaciones: { canales_activos: string[]; email_remitente: string };
  politica_retencion_meses: string;
  compliance: Record<ComplianceFlag, boolean>;
}

type JsonObject = { [key: string]: Json | undefined };

function asObject(value: Json | undefined): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}
const asString = (value: Json | undefined, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;
const asBoolean = (value: Json | undefined, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;
const asStrings = (value: Json | undefined, fallback: string[]): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : fallback;
const asNumbers = (value: Json | undefined): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];

function pick<K extends string>(keys: readonly K[], source: JsonObject): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, asString(source[key])])) as Record<K, string>;
}

export function toForm(row: OrgSettingsRow): SettingsForm {
  const firma = asObject(row.configuracion_firma);
  const notificaciones = asObject(row.configuracion_notificaciones);
  const compliance = asObject(row.configuracion_compliance);
  return {
    nombre_notaria: row.nombre_notaria,
    datos_notario: pick(NOTARIO_FIELDS, asObject(row.datos_notario)),
    series: Object.entries(asObject(row.series_folio)).map(([tipo, value]) => {
      const serie = asObject(value);
      const counter = serie.contador_actual;
      return {
        tipo,
        prefijo: asString(serie.prefijo),
        formato: asString(serie.formato, DEFAULT_FOLIO_FORMAT),
        contador_actual: typeof counter === 'number' ? counter : 1,
      };
    }),
    plazos: Object.entries(asObject(row.plazos_sla)).map(([tipo, value]) => {
      const plazo = asObject(value);
      const days = plazo.dias_limite;
      return {
        tipo,
        dias_limite: typeof days === 'number' ? String(days) : '',
        recordatorios: formatReminders(asNumbers(plazo.recordatorios_dias_antes)),
      };
    }),
    textos: pick(TEXTO_FIELDS, asObject(row.textos_institucionales)),
    firma: {
      requiere_testigos: asBoolean(firma.requiere_testigos, false),
      tipos_firma_permitidos: asStrings(firma.tipos_firma_permitidos, ['fisica', 'electronica']),
      lugar_firma_predeterminado: asString(firma.lugar_firma_predeterminado),
    },
    notificaciones: {
      canales_activos: asStrings(notificaciones.canales_activos, ['email']),
      email_remitente: asString(notificaciones.email_remitente),
    },
    politica_retencion_meses: String(row.politica_retencion_meses),
    compliance: Object.fromEntries(
      COMPLIANCE_FLAGS.map((flag) => [flag, asBoolean(compliance[flag], true)]),
    ) as Record<ComplianceFlag, boolean>,
  };
}

export type SettingsUpdate = Omit<OrgSettingsRow, 'org_id'>;

/** The whole record to write back ("update whole record by org_id"), merged over what was read. */
export function toUpdate(form: SettingsForm, original: OrgSettingsRow): SettingsUpdate {
  const oldSeries = asObject(original.series_folio);
  const oldPlazos = asObject(original.plazos_sla);
  return {
    nombre_notaria: form.nombre_notaria.trim(),
    datos_notario: { ...asObject(original.datos_notario), ...form.datos_notario },
    series_folio: Object.fromEntries(
      form.series.map((serie) => [
        serie.tipo.trim(),
        {
          ...asObject(oldSeries[serie.tipo]),
          prefijo: serie.prefijo.trim(),
          formato: serie.formato.trim() || DEFAULT_FOLIO_FORMAT,
          contador_actual: serie.contador_actual,
        },
      ]),
    ),
    plazos_sla: Object.fromEntries(
      form.plazos.map((plazo) => [
        plazo.tipo.trim(),
        {
          ...asObject(oldPlazos[plazo.tipo]),
          dias_limite: parseSlaDays(plazo.dias_limite),
          recordatorios_dias_antes: parseReminders(plazo.recordatorios),
        },
      ]),
    ),
    textos_institucionales: { ...asObject(original.textos_institucionales), ...form.textos },
    configuracion_firma: { ...asObject(original.configuracion_firma), ...form.firma },
    configuracion_notificaciones: {
      ...asObject(original.configuracion_notificaciones),
      ...form.notificaciones,
    },
    politica_retencion_meses: parseRetention(form.politica_retencion_meses),
    configuracion_compliance: {
      ...asObject(original.configuracion_compliance),
      ...form.compliance,
    },
  };
}
