import { z } from 'zod';

/** The panel's quick client: only the name, required (001 §5). */
export const quickClientSchema = z.object({
  name: z.string().trim().min(1, 'Completa el nombre').max(300, 'Máximo 300 caracteres'),
});

export type QuickClientInput = z.infer<typeof quickClientSchema>;
