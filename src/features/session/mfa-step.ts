import { supabase } from '@/lib/supabase';

/**
 * What a signed-in session must do before /app: nothing, type its TOTP code (a password-only
 * session of a user with a verified factor), or enrol (its office requires MFA and it has no
 * factor). The database refuses such sessions any office data either way; this only sends the
 * person where they can fix it.
 */
export type MfaStep = 'ok' | 'code' | 'enrol';

export async function fetchMfaStep(): Promise<MfaStep> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  if (data.currentLevel === 'aal2') return 'ok';
  if (data.nextLevel === 'aal2') return 'code';
  const { data: required, error: rpcError } = await supabase.rpc('mfa_enrolment_required');
  if (rpcError) throw rpcError;
  return required === true ? 'enrol' : 'ok';
}
