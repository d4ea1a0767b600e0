/**
 * The compliance forms. The spec's dialogs silently do nothing without a client or an incident
 * type (000 §5); we say why instead, so nothing typed is lost and the user knows what is missing.
 */
import { z } from 'zod';
import { ARCO_RESPUESTAS, ARCO_TIPOS } from './arco';
import { CAPTURE_METHODS, CONSENT_TIPOS, SEVERIDADES } from './labels';

export const messages = {
  clientRequired: 'Selecciona un cliente',
  incidentTypeRequired: 'Indica el tipo de incidente',
  justificationRequired: 'Indica la justificación del rechazo.',
  tooLong: 'El texto es demasiado largo',
} as const;

const clientId = z.string().trim().min(1, { error: messages.clientRequired });
const longText = (max: number) => z.string().trim().max(max, { error: messages.tooLong });

export const consentSchema = z.object({
  client_id: clientId,
  tipo_consentimiento: z.enum(CONSENT_TIPOS),
  metodo_captura: z.enum(CAPTURE_METHODS),
  consentimiento_otorgado: z.boolean(),
});
export type ConsentForm = z.infer<typeof consentSchema>;
export const consentDefaults: ConsentForm = {
  client_id: '',
  tipo_consentimiento: 'data_processing',
  metodo_captura: 'web_form',
  consentimiento_otorgado: true,
};

export const arcoRequestSchema = z.object({
  client_id: clientId,
  tipo_solicitud: z.enum(ARCO_TIPOS),
  detalles_solicitud: longText(10_000),
});
export type ArcoRequestForm = z.infer<typeof arcoRequestSchema>;
export const arcoRequestDefaults: ArcoRequestForm = {
  client_id: '',
  tipo_solicitud: 'access',
  detalles_solicitud: '',
};

export const incidentSchema = z.object({
  tipo_incidente: z
    .string()
    .trim()
    .min(1, { error: messages.incidentTypeRequired })
    .max(200, { error: messages.tooLong }),
  severidad: z.enum(SEVERIDADES),
  descripcion: longText(10_000),
  alcance_estimado: longText(2_000),
  /** Comma-separated categories of data affected, e.g. "nombres, RFC, domicilios". */
  datos_afectados: longText(2_000),
});
export type IncidentForm = z.infer<typeof incidentSchema>;
export const incidentDefaults: IncidentForm = {
  tipo_incidente: '',
  severidad: 'medium',
  descripcion: '',
  alcance_estimado: '',
  datos_afectados: '',
};

/** "nombres, RFC,, domicilios " → ["nombres", "RFC", "domicilios"] */
export function parseDatosAfectados(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The answer has no required field except the justification of a rejection (the DB's rule too). */
export const arcoAnswerSchema = z
  .object({
    estado: z.enum(ARCO_RESPUESTAS),
    respuesta_detalle: longText(10_000),
    justificacion_rechazo: longText(10_000),
  })
  .refine((answer) => answer.estado !== 'rejected' || answer.justificacion_rechazo !== '', {
    error: messages.justificationRequired,
    path: ['justificacion_rechazo'],
  });
export type ArcoAnswerForm = z.infer<typeof arcoAnswerSchema>;
export const arcoAnswerDefaults: ArcoAnswerForm = {
  estado: 'completed',
  respuesta_detalle: '',
  justificacion_rechazo: '',
};
