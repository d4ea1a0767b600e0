import { z } from 'zod';
import { MATERIAS_MANDATO, OBJETOS_PODER } from './power-kinds';

/** Every message of the power flows (001 §5, §8), each written once. */
export const POWER_MESSAGES = {
  errorTitle: 'Error',
  generalParties: 'Seleccione otorgante y apoderado',
  generalDifferent: 'El otorgante y apoderado deben ser diferentes',
  generalObject: 'Defina el objeto del poder',
  mandateParties: 'Seleccione otorgante y mandatario',
  mandateDifferent: 'El otorgante y mandatario deben ser diferentes',
  mandateSubject: 'Defina la materia y vigencia del mandato',
  futureValidity: 'La vigencia debe ser futura',
  caseCreated: 'Expediente creado exitosamente',
  draftCreated: 'Documento generado',
  generationFailed: 'Error en generación',
  finished: 'Expediente cerrado',
  loadClientsFailed: 'Error al cargar clientes',
  noClients: 'Aún no hay clientes. Registre al menos dos para otorgar un poder.',
} as const;

/** Today as YYYY-MM-DD in the user's own time zone (the date picker's minimum). */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A validity is future when it is after today (ISO dates compare as strings). */
export const isFutureDate = (value: string, today: string) => value > today;

export const generalPartiesSchema = z
  .object({ otorgante_id: z.string(), apoderado_id: z.string() })
  .refine((v) => v.otorgante_id !== '' && v.apoderado_id !== '', POWER_MESSAGES.generalParties)
  .refine((v) => v.otorgante_id !== v.apoderado_id, POWER_MESSAGES.generalDifferent);

export const mandatePartiesSchema = z
  .object({ otorgante_id: z.string(), mandatario_id: z.string() })
  .refine((v) => v.otorgante_id !== '' && v.mandatario_id !== '', POWER_MESSAGES.mandateParties)
  .refine((v) => v.otorgante_id !== v.mandatario_id, POWER_MESSAGES.mandateDifferent);

export function generalObjectSchema(today: string) {
  return z
    .object({
      objeto_poder: z
        .string()
        .refine(
          (v) => (OBJETOS_PODER as readonly string[]).includes(v),
          POWER_MESSAGES.generalObject,
        ),
      // Empty: the power is indefinite.
      fecha_vencimiento: z.string(),
      observaciones: z.string().max(2000),
    })
    .refine((v) => v.fecha_vencimiento === '' || isFutureDate(v.fecha_vencimiento, today), {
      message: POWER_MESSAGES.futureValidity,
      path: ['fecha_vencimiento'],
    });
}

export function mandateSubjectSchema(today: string) {
  return z
    .object({
      materia_mandato: z.string(),
      vigencia_hasta: z.string(),
      alcance_especifico: z.string().max(2000),
      limitaciones: z.string().max(2000),
    })
    .refine(
      (v) =>
        (MATERIAS_MANDATO as readonly string[]).includes(v.materia_mandato) &&
        v.vigencia_hasta !== '',
      POWER_MESSAGES.mandateSubject,
    )
    .refine((v) => v.vigencia_hasta === '' || isFutureDate(v.vigencia_hasta, today), {
      message: POWER_MESSAGES.futureValidity,
      path: ['vigencia_hasta'],
    });
}

/** Everything both flows capture; each flow uses its own fields. */
export interface PowerForm {
  otorgante_id: string;
  apoderado_id: string;
  mandatario_id: string;
  objeto_poder: string;
  fecha_vencimiento: string;
  observaciones: string;
  materia_mandato: string;
  vigencia_hasta: string;
  alcance_especifico: string;
  limitaciones: string;
}

export const EMPTY_POWER_FORM: PowerForm = {
  otorgante_id: '',
  apoderado_id: '',
  mandatario_id: '',
  objeto_poder: '',
  fecha_vencimiento: '',
  observaciones: '',
  materia_mandato: '',
  vigencia_hasta: '',
  alcance_especifico: '',
  limitaciones: '',
};

/** The first message a schema gives for these values, or null when they pass. */
export function firstError(schema: z.ZodType, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
