// The wizard's parties and property as the API returns them, checked instead of cast: datos
// arrives as any JSON value and valor_catastral (numeric) as a number or a string.
import { z } from 'zod';
import type { Inmueble, Parte } from './types';

export const parteSchema: z.ZodType<Parte> = z.object({
  id: z.string(),
  rol: z.string(),
  client_id: z.string().nullable(),
  nombre: z.string().nullable(),
  datos: z.record(z.string(), z.unknown()),
  client: z
    .object({
      id: z.string(),
      name: z.string(),
      rfc: z.string().nullable(),
      curp: z.string().nullable(),
      domicilio: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
});

export const inmuebleSchema: z.ZodType<Inmueble> = z.object({
  id: z.string(),
  direccion: z.string(),
  municipio: z.string().nullable(),
  cp: z.string().nullable(),
  folio_real: z.string().nullable(),
  valor_catastral: z.union([z.number(), z.string()]).nullable(),
  credito_infonavit: z.boolean(),
});
