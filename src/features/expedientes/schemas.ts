import { z } from 'zod';
import { EXPEDIENTE_TIPOS } from './tipos';

/** Every message the expediente screens show (001 §5, §8). */
export const EXPEDIENTE_MESSAGES = {
  required: 'Complete los campos requeridos',
  titleTooLong: 'El título admite hasta 300 caracteres',
  descriptionTooLong: 'La descripción admite hasta 5000 caracteres',
  requirementTooLong: 'El requisito admite hasta 300 caracteres',
  created: 'Expediente creado exitosamente',
  folioFailed: 'Error al generar folio',
  createFailed: 'Error al crear expediente',
  loadFailed: 'Error al cargar expediente',
  listFailed: 'Error al cargar datos',
  notFound: 'Expediente no encontrado',
  statusUpdated: 'Estado actualizado',
  statusFailed: 'Error al actualizar estado',
  emptyList: 'Aún no hay expedientes',
  emptyFiltered: 'No se encontraron expedientes con los filtros aplicados',
  emptyRequirements: 'Sin requisitos aún.',
  emptyDocuments: 'Aún no hay documentos.',
} as const;

// Forms start with no type chosen (''); only one of the four types gets through.
const tipoField = z
  .union([z.literal(''), z.enum(EXPEDIENTE_TIPOS)])
  .pipe(z.enum(EXPEDIENTE_TIPOS, { error: EXPEDIENTE_MESSAGES.required }));

/** "Nuevo Expediente": title and type required, client and description optional (and saved). */
export const expedienteFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, EXPEDIENTE_MESSAGES.required)
    .max(300, EXPEDIENTE_MESSAGES.titleTooLong),
  tipo: tipoField,
  clientId: z.string().nullable(),
  description: z
    .string()
    .trim()
    .max(5000, EXPEDIENTE_MESSAGES.descriptionTooLong)
    .transform((description) => (description === '' ? null : description)),
});

export type ExpedienteFormValues = z.input<typeof expedienteFormSchema>;
export type ExpedienteInput = z.output<typeof expedienteFormSchema>;

/** The list's quick dialog: a non-blank title and a type (compraventa by default). */
export const quickExpedienteSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, EXPEDIENTE_MESSAGES.required)
    .max(300, EXPEDIENTE_MESSAGES.titleTooLong),
  tipo: tipoField,
});

export type QuickExpedienteValues = z.input<typeof quickExpedienteSchema>;
export type QuickExpedienteInput = z.output<typeof quickExpedienteSchema>;

/** A requirement of the checklist: a non-blank name. */
export const requirementSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, EXPEDIENTE_MESSAGES.required)
    .max(300, EXPEDIENTE_MESSAGES.requirementTooLong),
});
