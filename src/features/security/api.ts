/** TOTP factors of the signed-in user (Supabase Auth MFA). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Factor } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

export const securityKeys = {
  factors: (userId: string) => ['mfa_factors', userId] as const,
  /** Under the settings' key (['org_settings', orgId]), so saving either refreshes both. */
  officeRequirement: (orgId: string) => ['org_settings', orgId, 'mfa_obligatorio'] as const,
};

export interface TotpEnrollment {
  factorId: string;
  secret: string;
  uri: string;
}

export async function fetchFactors(): Promise<Factor[]> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.all.filter((factor) => factor.factor_type === 'totp');
}

export function useFactors(userId: string) {
  return useQuery({ queryKey: securityKeys.factors(userId), queryFn: fetchFactors });
}

export function useEnrollTotp(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TotpEnrollment> => {
      const { data, error } = await supabase.auth.mfa.enroll({
        factorType: 'totp',
        issuer: 'Fedatario',
      });
      if (error) throw error;
      return { factorId: data.id, secret: data.totp.secret, uri: data.totp.uri };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.factors(userId) }),
  });
}

/** Challenge and verify in one step; success raises the session to aal2. */
export function useVerifyTotp(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ factorId, code }: { factorId: string; code: string }) => {
      const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.factors(userId) }),
  });
}

export function useUnenrollFactor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await supabase.auth.mfa.unenroll({ factorId });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.factors(userId) }),
  });
}

/** Whether the office requires MFA of every member (org_settings.mfa_obligatorio). */
export function useOfficeMfaRequirement(orgId: string) {
  return useQuery({
    queryKey: securityKeys.officeRequirement(orgId),
    queryFn: async (): Promise<boolean> => {
      const { data, error } = await supabase
        .from('org_settings')
        .select('mfa_obligatorio')
        .eq('org_id', orgId)
        .maybeSingle();
      if (error) throw error;
      return data?.mfa_obligatorio ?? false;
    },
  });
}

/**
 * Owners and admins turn the requirement on or off. The database refuses members (RLS: no row
 * updated) and anyone turning it on without signing in with their own code (a Spanish error).
 */
export function useSetOfficeMfaRequirement(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (required: boolean): Promise<boolean> => {
      const { data, error } = await supabase
        .from('org_settings')
        .update({ mfa_obligatorio: required })
        .eq('org_id', orgId)
        .select('mfa_obligatorio');
      if (error) throw error;
      const saved = data?.[0];
      if (!saved) {
        throw new Error('Solo un propietario o administrador puede cambiar este ajuste.');
      }
      return saved.mfa_obligatorio;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(securityKeys.officeRequirement(orgId), saved);
      void queryClient.invalidateQueries({ queryKey: ['org_settings', orgId], exact: true });
    },
  });
}
