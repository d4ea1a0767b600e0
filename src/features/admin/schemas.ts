import { z } from 'zod';

/** Roles an invitation may give: owners are made by handing over the role, never by invitation. */
export const INVITE_ROLES = ['member', 'admin'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const INVITE_MESSAGES = {
  emailRequired: 'Escribe el correo electrónico.',
  emailInvalid: 'Ingresa un correo electrónico válido.',
  roleRequired: 'Elige un rol: Administrador o Miembro.',
} as const;

/** "Invitar usuario": the invitee's e-mail (trimmed, lower-cased) and the role they get. */
export const inviteUserSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: INVITE_MESSAGES.emailRequired })
    .pipe(z.email({ error: INVITE_MESSAGES.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  role: z.enum(INVITE_ROLES, { error: INVITE_MESSAGES.roleRequired }),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;
export type InviteUserValues = z.output<typeof inviteUserSchema>;

export const EMPTY_INVITE: InviteUserInput = { email: '', role: 'member' };
