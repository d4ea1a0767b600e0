import { z } from 'zod';

const EMAIL_REQUIRED = 'Escribe tu correo electrónico.';
const EMAIL_INVALID = 'Ingresa un correo electrónico válido.';

const emailField = z
  .string()
  .trim()
  .min(1, { error: EMAIL_REQUIRED })
  .pipe(z.email({ error: EMAIL_INVALID }));

/** Sign-in (specs §5): an e-mail and a password. */
export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, { error: 'Escribe tu contraseña.' }),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

/** Password-reset request (specs §5): an e-mail. */
export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestInput = z.input<typeof resetRequestSchema>;
export type ResetRequestValues = z.output<typeof resetRequestSchema>;

export const NEW_PASSWORD_MIN_LENGTH = 8;

/** The new password set from the recovery link, typed twice. */
export const newPasswordSchema = z
  .object({
    password: z.string().min(NEW_PASSWORD_MIN_LENGTH, {
      error: `La contraseña debe tener al menos ${NEW_PASSWORD_MIN_LENGTH} caracteres.`,
    }),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, {
    error: 'Las contraseñas no coinciden.',
    path: ['confirm'],
  });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type NewPasswordValues = z.output<typeof newPasswordSchema>;

/** The second factor: the 6-digit code of the user's authenticator app. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'Escribe los 6 dígitos de tu aplicación de autenticación.' }),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;
export type TotpCodeValues = z.output<typeof totpCodeSchema>;
