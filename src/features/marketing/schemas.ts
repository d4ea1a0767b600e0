import { z } from 'zod';

// ─── Demo-request dialog (specs §5, "Demo-request form") ─────────────────────
const PHONE_INVALID = 'Teléfono inválido';

export const demoRequestSchema = z.object({
  nombre: z.string().trim().min(2, { error: 'Nombre demasiado corto' }),
  notaria: z.string().trim().min(2, { error: 'Especifica tu notaría' }),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Email inválido' })),
  // The specs give the maximum no message of its own; an English default would be worse than
  // repeating the same Spanish one.
  telefono: z.string().trim().min(7, { error: PHONE_INVALID }).max(20, { error: PHONE_INVALID }),
  ciudad: z.string().trim().min(2, { error: 'Ciudad requerida' }),
  mensaje: z.string().trim().min(10, { error: 'Cuéntanos un poco más' }),
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequestValues = z.output<typeof demoRequestSchema>;

// ─── Contact form (/contacto) and landing demo box (specs §5, "Other forms") ──
const REQUIRED_FIELDS = 'Por favor completa todos los campos requeridos.';
export const EMAIL_INVALID = 'Por favor ingresa un email válido.';
export const CONTACT_EMAIL_MIN_LENGTH = 5;

/** An at sign with something on each side: what the specs ask and what the database checks. */
const hasAtSign = (value: string) => /.@./.test(value);

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, { error: REQUIRED_FIELDS }).max(200),
  email: z
    .string()
    .trim()
    .min(1, { error: REQUIRED_FIELDS })
    .refine((value) => hasAtSign(value) && value.length >= CONTACT_EMAIL_MIN_LENGTH, {
      error: EMAIL_INVALID,
    }),
  phone: z.string().trim().max(40, { error: 'El teléfono admite hasta 40 caracteres.' }),
  message: z
    .string()
    .trim()
    .min(1, { error: REQUIRED_FIELDS })
    .max(5000, { error: 'El mensaje admite hasta 5000 caracteres.' }),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageValues = z.output<typeof contactMessageSchema>;

/** The landing box only checks for a non-empty e-mail with an at sign (specs §5). */
export const landingEmailSchema = z
  .string()
  .trim()
  .min(1, { error: EMAIL_INVALID })
  .refine(hasAtSign, { error: EMAIL_INVALID });
