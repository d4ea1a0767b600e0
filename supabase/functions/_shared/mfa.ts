import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { HttpError } from './http.ts';

export const MFA_REQUIRED_MESSAGE =
  'Esta operación requiere verificación en dos pasos: inicia sesión con el código de tu app de ' +
  'autenticación (o, si tu notaría la exige, actívala en Seguridad).';

/** The `aal` claim of a token Auth has already verified (only its payload is read here). */
function aalOf(token: string): unknown {
  try {
    const payload = token.split('.')[1] ?? '';
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    return (
      JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
        aal?: unknown;
      }
    ).aal;
  } catch {
    return undefined;
  }
}

/**
 * The database's MFA rule (public.mfa_satisfied()) for a caller: a password-only (aal1) token of
 * a user with a verified factor, or of a member of an office that requires MFA who has none, is
 * refused with 403. Functions act with the service role after this, so RLS alone would not stop
 * them. An aal2 token always passes, without a round trip.
 */
export async function requireMfaSatisfied(client: SupabaseClient, token: string): Promise<void> {
  if (aalOf(token) === 'aal2') return;
  const { data, error } = await client.rpc('mfa_satisfied');
  if (error) {
    throw new HttpError(
      500,
      'No se pudo verificar la autenticación en dos pasos',
      'mfa_check_error',
    );
  }
  if (data !== true) throw new HttpError(403, MFA_REQUIRED_MESSAGE, 'mfa_required');
}
