import { z } from 'zod';
import { TAREA_PRIORIDADES } from './kanban';

/** Every message the task screens show (001 §5, §8). */
export const TAREA_MESSAGES = {
  tituloRequired: 'Título es requerido',
  tituloTooLong: 'El título admite hasta 300 caracteres',
  descripcionTooLong: 'La descripción admite hasta 5000 caracteres',
  fechaInvalid: 'Ingresa una fecha válida',
  created: 'Tarea creada exitosamente',
  createFailed: 'Error al crear tarea',
  updateFailed: 'Error al actualizar tarea',
  loadFailed: 'Error al cargar datos',
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A due date picked as a calendar day is due at the end of that day in the user's time zone,
 * stored as an instant (vence_el is timestamptz).
 */
export function dueDateToTimestamp(day: string): string | null {
  if (!DATE_ONLY.test(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const due = new Date(year, month - 1, date, 23, 59, 0);
  if (due.getFullYear() !== year || due.getMonth() !== month - 1 || due.getDate() !== date) {
    return null;
  }
  return due.toISOString();
}

export const tareaFormSchema = z
  .object({
    titulo: z
      .string()
      .trim()
      .min(1, TAREA_MESSAGES.tituloRequired)
      .max(300, TAREA_MESSAGES.tituloTooLong),
    descripcion: z.string().trim().max(5000, TAREA_MESSAGES.descripcionTooLong),
    prioridad: z.enum(TAREA_PRIORIDADES),
    venceEl: z
      .string()
      .refine((day) => day === '' || dueDateToTimestamp(day) !== null, TAREA_MESSAGES.fechaInvalid),
  })
  .transform((values) => ({
    titulo: values.titulo,
    descripcion: values.descripcion === '' ? null : values.descripcion,
    prioridad: values.prioridad,
    vence_el: values.venceEl === '' ? null : dueDateToTimestamp(values.venceEl),
  }));

export type TareaFormValues = z.input<typeof tareaFormSchema>;
export type TareaInput = z.output<typeof tareaFormSchema>;

export const EMPTY_TAREA_FORM: TareaFormValues = {
  titulo: '',
  descripcion: '',
  prioridad: 'normal',
  venceEl: '',
};
