// A verified TOTP factor made through the auth API, as the Seguridad screen would make it, for
// tests about what MFA protects rather than about enrolment itself (security.spec.ts).
import { createClient } from '@supabase/supabase-js';
import { anonKey } from '../../supabase/local/keys';
import { apiUrl, type TestAccount } from '../support';
import { totp } from './totp';

/** Enrols and verifies a TOTP factor for the account; answers its secret. */
export async function enrolTotp(account: Pick<TestAccount, 'email' | 'password'>) {
  const client = createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const signIn = await client.auth.signInWithPassword(account);
  if (signIn.error) throw signIn.error;
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: totp(data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return data.totp.secret;
}
