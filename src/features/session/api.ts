import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export interface OrgMembership {
  orgId: string;
  role: 'owner' | 'admin' | 'member';
}

const ROLES = new Set<OrgMembership['role']>(['owner', 'admin', 'member']);

export const orgQueryKey = (userId: string) => ['org', { userId }] as const;

async function findActiveMembership(userId: string): Promise<OrgMembership | null> {
  const { data, error } = await supabase
    .from('memberships')
    .select('org_id, role')
    .eq('user_id', userId)
    .eq('status', 'active')
    .order('created_at', { ascending: true })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const row = data as { org_id: string; role: string };
  const role = ROLES.has(row.role as OrgMembership['role'])
    ? (row.role as OrgMembership['role'])
    : 'member';
  return { orgId: row.org_id, role };
}

/**
 * The caller's organisation: their active membership, else the one ensure-org provisions
 * (a first sign-in). Re-reads the membership afterwards so the role comes from the database.
 */
export async function fetchOrg(userId: string): Promise<OrgMembership> {
  const existing = await findActiveMembership(userId);
  if (existing) return existing;
  const { data, error } = await supabase.functions.invoke<{ org_id?: unknown }>('ensure-org');
  if (error) throw error;
  if (typeof data?.org_id !== 'string' || data.org_id === '') {
    throw new Error('ensure-org no devolvió una organización.');
  }
  return (await findActiveMembership(userId)) ?? { orgId: data.org_id, role: 'owner' };
}

export function useOrgQuery(userId: string) {
  return useQuery({
    queryKey: orgQueryKey(userId),
    queryFn: () => fetchOrg(userId),
    // The membership rarely changes within a session; a refetch on focus is enough.
    staleTime: 5 * 60_000,
  });
}
