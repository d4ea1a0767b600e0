import { supabase } from '@/lib/supabase';
import { parseOffices, type Office } from './office';

/**
 * Every active seat of the user with its office's name, oldest first (the order ensure-org
 * also uses to pick an invitee's office). RLS lets a user read their own seats, and the
 * organisations where they are an active member.
 */
export async function fetchOffices(userId: string): Promise<Office[]> {
  const { data, error } = await supabase
    .from('memberships')
    .select('org_id, role, organizations(name)')
    .eq('user_id', userId)
    .eq('status', 'active')
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw error;
  return parseOffices(data);
}

/**
 * ensure-org: activates the invitation whose link an invitee followed on their first visit, or
 * creates an office for a first sign-in; answers the office the user should land in.
 */
export async function ensureOrg(): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ org_id?: unknown }>('ensure-org');
  if (error) throw error;
  if (typeof data?.org_id !== 'string' || data.org_id === '') {
    throw new Error('ensure-org no devolvió una organización.');
  }
  return data.org_id;
}
