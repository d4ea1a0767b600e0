/** The TOTP verification code (001 §5: 6 digits). */
import { z } from 'zod';

export const securityMessages = {
  codeFormat: 'El código debe tener 6 dígitos',
} as const;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: securityMessages.codeFormat })),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;
export type TotpCode = z.output<typeof totpCodeSchema>;
