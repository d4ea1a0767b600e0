import { z } from 'zod';

/** Every message of the compraventa wizard (screen 11) beyond the shared document ones. */
export const COMPRAVENTA_MESSAGES = {
  expedienteRequired: 'Selecciona un expediente de compraventa',
  partiesRequired: 'Selecciona al vendedor y al comprador',
  partiesDiffer: 'El vendedor y el comprador deben ser diferentes',
  direccionRequired: 'La dirección del inmueble es requerida',
  cpInvalid: 'El código postal debe tener 5 dígitos',
  valorInvalid: 'El valor catastral debe ser un importe en pesos',
  idsRequired: 'Sube la identificación del comprador y la del vendedor',
  validationPending: 'Ejecuta la validación y corrige lo que falte antes de continuar',
  consistent: 'Documentos consistentes',
  saved: 'Partes y propiedad guardadas',
  saveFailed: 'No se pudieron guardar las partes y la propiedad',
  errorTitle: 'Error',
  loadFailed: 'No se pudieron cargar los datos',
  noCases: 'Aún no hay expedientes de compraventa',
  caseRequiredForGeneration: 'Selecciona un expediente en el paso 1 para generar documentos.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value));

/** "850,000.00" → 850000; blank → null. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Step 1, Partes y Propiedad. */
export const partiesPropertySchema = z
  .object({
    vendedorId: z.string().nullable(),
    compradorId: z.string().nullable(),
    direccion: z.string().trim().min(1, COMPRAVENTA_MESSAGES.direccionRequired).max(1000),
    municipio: optionalText(200),
    cp: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{5}$/.test(value), COMPRAVENTA_MESSAGES.cpInvalid)
      .transform((value) => (value === '' ? null : value)),
    folioReal: optionalText(100),
    valorCatastral: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || parseAmount(value) !== null,
        COMPRAVENTA_MESSAGES.valorInvalid,
      )
      .transform((value) => (value === '' ? null : parseAmount(value))),
    creditoInfonavit: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (!values.vendedorId || !values.compradorId) {
      ctx.addIssue({
        code: 'custom',
        path: [!values.vendedorId ? 'vendedorId' : 'compradorId'],
        message: COMPRAVENTA_MESSAGES.partiesRequired,
      });
    } else if (values.vendedorId === values.compradorId) {
      ctx.addIssue({
        code: 'custom',
        path: ['compradorId'],
        message: COMPRAVENTA_MESSAGES.partiesDiffer,
      });
    }
  });
export type PartiesPropertyValues = z.input<typeof partiesPropertySchema>;
export type PartiesPropertyInput = z.output<typeof partiesPropertySchema>;
