import { useMutation, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { clearLocalAuthState, signOutEverywhere } from '@/lib/auth';
import { supabase } from '@/lib/supabase';
import { LINK_MODE_PARAM, linkModeValue } from './lib/link-mode';
import type { ResetRequestValues, SignInValues } from './schemas';

/**
 * The specs' sign-in (§4): forget whatever this browser kept, sign out everywhere, then sign in
 * with the password. Answers whether a verified TOTP factor still has to be entered.
 */
async function signIn(values: SignInValues): Promise<{ needsTotp: boolean }> {
  clearLocalAuthState();
  await signOutEverywhere();
  const { error } = await supabase.auth.signInWithPassword(values);
  if (error) throw error;
  const { data, error: aalError } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (aalError) throw aalError;
  return { needsTotp: data.nextLevel === 'aal2' && data.currentLevel !== 'aal2' };
}

/**
 * True when this browser holds a password-only session that still owes its TOTP code: the /app
 * guard sends such a session back to /auth?paso=codigo instead of letting it in.
 */
export function usePendingTotp(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'pending-totp'],
    enabled,
    retry: false,
    gcTime: 0,
    queryFn: async () => {
      const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
      if (error) throw error;
      return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
    },
  });
}

/** The session's user in this browser (outside /app, where there is no SessionProvider), or null. */
export function useAuthUser() {
  return useQuery({
    queryKey: ['auth', 'user'],
    retry: false,
    gcTime: 0,
    queryFn: async () => {
      const { data, error } = await supabase.auth.getSession();
      if (error) throw error;
      return data.session?.user ?? null;
    },
  });
}

export function useSignIn() {
  return useMutation({ mutationKey: ['auth', 'sign-in'], mutationFn: signIn });
}

async function verifyTotp(code: string): Promise<void> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  const factor = data.totp.find((candidate) => candidate.status === 'verified');
  if (!factor) throw new Error('No hay un factor TOTP verificado para esta cuenta.');
  const { error: verifyError } = await supabase.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code,
  });
  if (verifyError) throw verifyError;
}

export function useVerifyTotp() {
  return useMutation({ mutationKey: ['auth', 'mfa-verify'], mutationFn: verifyTotp });
}

/** Leaves a half-finished sign-in (the code step was abandoned). */
export function useCancelSignIn() {
  return useMutation({ mutationKey: ['auth', 'sign-out'], mutationFn: signOutEverywhere });
}

/** The recovery e-mail's link comes back to /auth, which then asks for the new password. */
export function recoveryRedirectUrl(origin: string = window.location.origin): string {
  const url = new URL(paths.auth.getHref(), origin);
  url.searchParams.set(LINK_MODE_PARAM, linkModeValue('recovery'));
  return url.toString();
}

async function requestPasswordReset({ email }: ResetRequestValues): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: recoveryRedirectUrl(),
  });
  if (error) throw error;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ['auth', 'recover'], mutationFn: requestPasswordReset });
}

/**
 * The session an e-mailed link (recovery or invitation) opened (supabase-js reads it from the
 * URL while it starts), or null when the link was invalid or expired.
 */
export function useLinkSession(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'link-session'],
    enabled,
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      const { data, error } = await supabase.auth.getSession();
      if (error) throw error;
      return data.session ? { email: data.session.user.email ?? '' } : null;
    },
  });
}

async function updatePassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

export function useUpdatePassword() {
  return useMutation({ mutationKey: ['auth', 'update-password'], mutationFn: updatePassword });
}
