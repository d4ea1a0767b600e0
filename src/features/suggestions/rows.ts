// Suggestion rows as the API returns them, checked instead of cast: impacto and estado are
// CHECK-constrained text columns that arrive as plain strings.
import { z } from 'zod';
import { SUGERENCIA_ESTADOS, SUGERENCIA_IMPACTOS, type Sugerencia } from './types';

export const sugerenciaSchema: z.ZodType<Sugerencia> = z.object({
  id: z.string(),
  expediente_id: z.string().nullable(),
  contenido: z.string(),
  impacto: z.enum(SUGERENCIA_IMPACTOS),
  estado: z.enum(SUGERENCIA_ESTADOS),
  kind: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  expediente: z
    .object({ id: z.string(), title: z.string(), folio: z.string(), status: z.string() })
    .nullable(),
});
