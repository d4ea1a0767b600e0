import { z } from 'zod';

/** The chat's "Agendar demo" form (specs §2, §5): name, e-mail and message required. */
export const chatContactSchema = z.object({
  name: z.string().trim().min(1, { error: 'Escribe tu nombre.' }),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Escribe tu correo electrónico.' })
    .pipe(z.email({ error: 'Ingresa un correo electrónico válido.' })),
  phone: z.string().trim(),
  message: z.string().trim().min(1, { error: 'Escribe tu mensaje.' }),
});

export type ChatContactInput = z.input<typeof chatContactSchema>;
export type ChatContactValues = z.output<typeof chatContactSchema>;
