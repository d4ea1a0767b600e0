import { z } from 'zod';
import { MAX_AMOUNT } from './amount-words';

/** Every message of the generation panel (001 §8) plus its form rules. */
export const GENERATION_MESSAGES = {
  started: 'Generación iniciada',
  done: 'Documento generado',
  doneWizard: 'Documento generado exitosamente',
  createFailed: 'No se pudo crear',
  failedTitle: 'Error en generación',
  failedFallback: 'La generación falló',
  errorTitle: 'Error',
  loadFailed: 'No se pudieron cargar los datos',
  priceRequired: 'Indica el precio de la operación',
  priceInvalid: 'El precio debe ser un importe en pesos con hasta dos decimales',
  emptyOutputs: 'Aún no hay documentos generados.',
} as const;

/** "1,500,000.50", "$1500000" → 1500000.5; null when it is not an amount. */
export function parsePrice(text: string): number | null {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

export const generationFormSchema = z.object({
  plantillaId: z.string().nullable(),
  precio: z
    .string()
    .trim()
    .min(1, GENERATION_MESSAGES.priceRequired)
    .transform((text, ctx) => {
      const value = parsePrice(text);
      if (value === null || value <= 0 || value > MAX_AMOUNT) {
        ctx.addIssue({ code: 'custom', message: GENERATION_MESSAGES.priceInvalid });
        return z.NEVER;
      }
      return value;
    }),
  infonavit: z.boolean(),
});
export type GenerationFormValues = z.input<typeof generationFormSchema>;
export type GenerationFormInput = z.output<typeof generationFormSchema>;
