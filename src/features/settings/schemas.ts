/** Settings forms: the whole record, a new folio series and a new SLA (001 §5). */
import { z } from 'zod';
import {
  DEFAULT_FOLIO_FORMAT,
  FIRST_COUNTER,
  NEW_SLA_REMINDERS,
  SLA_DAYS_DEFAULT,
} from './parsers';

export const settingsMessages = {
  tipoRequired: 'Indica el tipo de expediente',
  prefijoRequired: 'Indica el prefijo de la serie',
  counterInvalid: 'El contador debe ser un número entero mayor o igual a 1',
  duplicateSeries: 'Ya existe una serie para ese tipo',
  duplicateSla: 'Ya existe un plazo para ese tipo',
  emailInvalid: 'Correo electrónico inválido',
  formatNeedsNumber:
    'El formato debe incluir {NUMBER} o {NUMBER:n} (por ejemplo PREFIX-{YEAR}-{NUMBER:4})',
} as const;

const optionalEmail = z
  .string()
  .trim()
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    error: settingsMessages.emailInvalid,
  });
const tipo = z.string().trim().min(1, { error: settingsMessages.tipoRequired });
const prefijo = z.string().trim().min(1, { error: settingsMessages.prefijoRequired });
const counter = z
  .number({ error: settingsMessages.counterInvalid })
  .int({ error: settingsMessages.counterInvalid })
  .min(1, {
    error: settingsMessages.counterInvalid,
  });

// Without a number every folio of the series would be the same (the database refuses it too).
const formato = z
  .string()
  .refine((value) => value.trim() === '' || /\{NUMBER(:\d{1,2})?\}/.test(value), {
    error: settingsMessages.formatNeedsNumber,
  });
const seriesItem = z.object({ tipo, prefijo, formato, contador_actual: counter });
const slaItem = z.object({ tipo, dias_limite: z.string(), recordatorios: z.string() });

const flag = z.boolean();

export const settingsSchema = z.object({
  nombre_notaria: z.string().trim().max(200),
  datos_notario: z.object({
    nombre: z.string(),
    numero: z.string(),
    circunscripcion: z.string(),
    telefono: z.string(),
    email: optionalEmail,
    direccion: z.string(),
  }),
  series: z.array(seriesItem).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.tipo.trim()))
        ctx.addIssue({
          code: 'custom',
          message: settingsMessages.duplicateSeries,
          path: [index, 'tipo'],
        });
      seen.add(item.tipo.trim());
    });
  }),
  plazos: z.array(slaItem).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.tipo.trim()))
        ctx.addIssue({
          code: 'custom',
          message: settingsMessages.duplicateSla,
          path: [index, 'tipo'],
        });
      seen.add(item.tipo.trim());
    });
  }),
  textos: z.object({
    encabezado_documentos: z.string(),
    footer_documentos: z.string(),
    aviso_privacidad: z.string(),
    terminos_condiciones: z.string(),
  }),
  firma: z.object({
    requiere_testigos: flag,
    tipos_firma_permitidos: z.array(z.string()),
    lugar_firma_predeterminado: z.string(),
  }),
  notificaciones: z.object({
    canales_activos: z.array(z.string()),
    email_remitente: optionalEmail,
  }),
  politica_retencion_meses: z.string(),
  compliance: z.object({
    auditoria_activada: flag,
    enmascarado_pii: flag,
    backup_automatico: flag,
    notificacion_brechas: flag,
  }),
});

/** A new series: type and prefix required; format and counter start at the spec's defaults. */
export function newSeriesSchema(existingTipos: readonly string[]) {
  return seriesItem.refine((item) => !existingTipos.includes(item.tipo.trim()), {
    error: settingsMessages.duplicateSeries,
    path: ['tipo'],
  });
}
export type NewSeriesForm = z.infer<typeof seriesItem>;
export const newSeriesDefaults: NewSeriesForm = {
  tipo: '',
  prefijo: '',
  formato: DEFAULT_FOLIO_FORMAT,
  contador_actual: FIRST_COUNTER,
};

/** A new SLA: type required; 30 days and reminders 7, 3 and 1 days before by default. */
export function newSlaSchema(existingTipos: readonly string[]) {
  return slaItem.refine((item) => !existingTipos.includes(item.tipo.trim()), {
    error: settingsMessages.duplicateSla,
    path: ['tipo'],
  });
}
export type NewSlaForm = z.infer<typeof slaItem>;
export const newSlaDefaults: NewSlaForm = {
  tipo: '',
  dias_limite: String(SLA_DAYS_DEFAULT),
  recordatorios: NEW_SLA_REMINDERS,
};

export const holidayMessages = {
  dateRequired: 'Indica la fecha',
  dateRange: 'La fecha debe estar entre 2000 y 2100',
  nameRequired: 'Indica el motivo del día inhábil',
  nameTooLong: 'El motivo no debe pasar de 120 caracteres',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day the office does not work (its date and why), as office_holidays stores it. */
export const officeHolidaySchema = z.object({
  date: z
    .string()
    .regex(ISO_DATE, { error: holidayMessages.dateRequired })
    // The database's bounds; a missing date is already reported above.
    .refine((value) => !ISO_DATE.test(value) || (value >= '2000-01-01' && value <= '2100-12-31'), {
      error: holidayMessages.dateRange,
    }),
  name: z
    .string()
    .trim()
    .min(1, { error: holidayMessages.nameRequired })
    .max(120, { error: holidayMessages.nameTooLong }),
});
export type OfficeHolidayForm = z.infer<typeof officeHolidaySchema>;
export const officeHolidayDefaults: OfficeHolidayForm = { date: '', name: '' };
