// Task rows as the API returns them, checked instead of cast: estado and prioridad are
// CHECK-constrained text columns that arrive as plain strings.
import { z } from 'zod';
import { TAREA_ESTADOS, TAREA_PRIORIDADES } from './kanban';
import type { Tarea } from './types';

export const tareaSchema: z.ZodType<Tarea> = z.object({
  id: z.string(),
  org_id: z.string(),
  expediente_id: z.string().nullable(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  prioridad: z.enum(TAREA_PRIORIDADES),
  estado: z.enum(TAREA_ESTADOS),
  vence_el: z.string().nullable(),
  created_at: z.string(),
  expediente: z.object({ id: z.string(), title: z.string(), folio: z.string() }).nullable(),
});
