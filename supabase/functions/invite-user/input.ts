// The bodies invite-user takes. `action` picks one (invite when absent); each action's fields
// are checked strictly, so a field meant for another action is refused, not silently ignored.
import { parseInput, z } from '../_shared/validate.ts';

const email = z
  .string({ error: 'Escribe el correo electrónico' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Ingresa un correo electrónico válido' }));

// org_id is optional, as in seed-demo: without it, the caller's own office.
const orgId = z.uuid().optional();

// Owners are never made by invitation (an owner hands over ownership by changing a role).
const invite = z
  .object({
    action: z.literal('invite').optional(),
    email,
    role: z.enum(['admin', 'member'], { error: 'El rol debe ser admin o member' }),
    org_id: orgId,
  })
  .strict();

// A pending invitation is named by its address, as it was invited; its seat keeps its role.
const pending = z.object({ action: z.enum(['resend', 'cancel']), email, org_id: orgId }).strict();

const action = z.object({
  action: z
    .enum(['invite', 'resend', 'cancel'], { error: 'La acción debe ser invite, resend o cancel' })
    .optional(),
});

export type InviteInput = Omit<z.infer<typeof invite>, 'action'>;
export type PendingInput = Omit<z.infer<typeof pending>, 'action'>;
export type Input =
  | (InviteInput & { action: 'invite' })
  | (PendingInput & { action: z.infer<typeof pending>['action'] });

/** The request's action and its fields; anything malformed is a 400 listing each problem. */
export function parseBody(body: Record<string, unknown>): Input {
  if ((parseInput(action, body).action ?? 'invite') === 'invite') {
    return { ...parseInput(invite, body), action: 'invite' };
  }
  return parseInput(pending, body);
}
