// Rows of expedientes, flujos and requirements as the API returns them, checked instead of
// cast: status, tipo and the other CHECK-constrained text columns arrive as plain strings.
import { z } from 'zod';
import { EXPEDIENTE_STATUSES } from './status';
import { EXPEDIENTE_TIPOS } from './tipos';
import type { OperacionInmueble, OperacionParte } from './operacion';
import type { Expediente, ExpedienteListItem, Flujo, Requirement } from './types';

const listItem = z.object({
  id: z.string(),
  title: z.string(),
  tipo: z.enum(EXPEDIENTE_TIPOS),
  status: z.enum(EXPEDIENTE_STATUSES),
  folio: z.string(),
  client_id: z.string().nullable(),
  created_at: z.string(),
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
});

export const expedienteListItemSchema: z.ZodType<ExpedienteListItem> = listItem;

export const expedienteSchema: z.ZodType<Expediente> = listItem.extend({
  org_id: z.string(),
  description: z.string().nullable(),
  updated_at: z.string(),
});

export const flujoSchema: z.ZodType<Flujo> = z.object({
  id: z.string(),
  nombre: z.string(),
  paso_actual: z.number().int(),
  pasos: z.array(
    z.object({
      paso: z.number().int(),
      nombre: z.string(),
      descripcion: z.string(),
      completado: z.boolean(),
    }),
  ),
  created_at: z.string(),
});

export const requirementSchema: z.ZodType<Requirement> = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['pending', 'done']),
  is_required: z.boolean(),
  created_at: z.string(),
});

export const operacionParteSchema: z.ZodType<OperacionParte> = z.object({
  rol: z.string(),
  nombre: z.string().nullable(),
  client: z.object({ name: z.string() }).nullable(),
});

export const operacionInmuebleSchema: z.ZodType<OperacionInmueble> = z.object({
  direccion: z.string(),
  municipio: z.string().nullable(),
  cp: z.string().nullable(),
  folio_real: z.string().nullable(),
  valor_catastral: z.union([z.number(), z.string()]).nullable(),
  credito_infonavit: z.boolean(),
});
