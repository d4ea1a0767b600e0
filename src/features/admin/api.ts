/** Users of the office (list-users function, memberships) and the platform's contact inbox. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { functionErrorMessage } from '@/features/session';
import { supabase } from '@/lib/supabase';
import { inboxSearchTerm } from './filter';
import { adminMessages } from './labels';
import type { InviteUserValues } from './schemas';
import type { CancelResult, ContactMessage, InviteResult, MemberRole, OrgUser } from './types';

export const adminKeys = {
  users: (orgId: string) => ['org_users', orgId] as const,
  messages: (search: string) => ['contact_messages', { search }] as const,
  unprocessed: () => ['contact_messages', 'unprocessed'] as const,
};

export async function fetchOrgUsers(orgId: string): Promise<OrgUser[]> {
  const { data, error } = await supabase.functions.invoke<{ users: OrgUser[] }>('list-users', {
    body: { org_id: orgId },
  });
  if (error) throw new Error((await functionErrorMessage(error)) ?? adminMessages.usersLoadError);
  return data?.users ?? [];
}

export function useOrgUsers(orgId: string, enabled = true) {
  return useQuery({
    queryKey: adminKeys.users(orgId),
    queryFn: () => fetchOrgUsers(orgId),
    enabled,
  });
}

export function useChangeRole(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: MemberRole }) => {
      const { data, error } = await supabase
        .from('memberships')
        .update({ role })
        .eq('org_id', orgId)
        .eq('user_id', userId)
        .select('role');
      if (error) throw error;
      // RLS filters out seats the caller may not change: nothing updated means refused.
      if (!data || data.length === 0) throw new Error('No tienes permiso para cambiar este rol.');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users(orgId) }),
  });
}

/** An answer of invite-user; on failure, the function's Spanish message (e.g. a 409's reason). */
async function callInviteUser<T>(body: Record<string, unknown>, fallback: string): Promise<T> {
  const { data, error } = await supabase.functions.invoke<T>('invite-user', { body });
  if (error) throw new Error((await functionErrorMessage(error)) ?? fallback);
  if (!data) throw new Error(fallback);
  return data;
}

export const inviteUser = (orgId: string, values: InviteUserValues) =>
  callInviteUser<InviteResult>(
    { org_id: orgId, email: values.email, role: values.role },
    adminMessages.inviteError,
  );

/** A fresh link for a pending invitation (Auth retires the one mailed before). */
export const resendInvitation = (orgId: string, email: string) =>
  callInviteUser<InviteResult>(
    { action: 'resend', org_id: orgId, email },
    adminMessages.resendError,
  );

/** Withdraws a pending invitation: its seat goes, so the mailed link no longer leads here. */
export const cancelInvitation = (orgId: string, email: string) =>
  callInviteUser<CancelResult>(
    { action: 'cancel', org_id: orgId, email },
    adminMessages.cancelError,
  );

export function useInviteUser(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['org_users', orgId, 'invite'],
    mutationFn: (values: InviteUserValues) => inviteUser(orgId, values),
    // The new seat (invited or active) shows in the list at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users(orgId) }),
  });
}

/**
 * Resend or cancel a pending invitation by its address. The list is refreshed whatever the
 * outcome: a refusal (404, 409) usually means the seat changed meanwhile, and the list should
 * show how it is now.
 */
function usePendingInvitationAction<T>(
  orgId: string,
  action: 'resend' | 'cancel',
  call: (orgId: string, email: string) => Promise<T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['org_users', orgId, action],
    mutationFn: (email: string) => call(orgId, email),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users(orgId) }),
  });
}

export const useResendInvitation = (orgId: string) =>
  usePendingInvitationAction(orgId, 'resend', resendInvitation);
export const useCancelInvitation = (orgId: string) =>
  usePendingInvitationAction(orgId, 'cancel', cancelInvitation);

const MESSAGE_LIMIT = 200;

export async function fetchContactMessages(search: string): Promise<ContactMessage[]> {
  let query = supabase
    .from('contact_messages')
    .select('id, name, email, phone, message, created_at, processed_at, processed_by')
    .is('deleted_at', null)
    .order('created_at', { ascending: false })
    .limit(MESSAGE_LIMIT);
  const term = inboxSearchTerm(search);
  if (term) {
    query = query.or(`name.ilike.*${term}*,email.ilike.*${term}*,message.ilike.*${term}*`);
  }
  const { data, error } = await query;
  if (error) throw error;
  return data ?? [];
}

export async function fetchUnprocessedCount(): Promise<number> {
  const { count, error } = await supabase
    .from('contact_messages')
    .select('id', { count: 'exact', head: true })
    .is('deleted_at', null)
    .is('processed_at', null);
  if (error) throw error;
  return count ?? 0;
}

export function useContactMessages(search: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.messages(search),
    queryFn: () => fetchContactMessages(search),
    enabled,
  });
}

export function useUnprocessedCount(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.unprocessed(),
    queryFn: fetchUnprocessedCount,
    enabled,
  });
}

function useInboxUpdate(column: 'processed_at' | 'deleted_at') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      // The database records who processed it (processed_by) from the caller's token.
      const { data, error } = await supabase
        .from('contact_messages')
        .update(
          column === 'processed_at'
            ? { processed_at: new Date().toISOString() }
            : { deleted_at: new Date().toISOString() },
        )
        .eq('id', id)
        .select('id');
      if (error) throw error;
      if (!data || data.length === 0) throw new Error(adminMessages.inboxForbidden);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact_messages'] }),
  });
}

export const useMarkProcessed = () => useInboxUpdate('processed_at');
export const useDeleteMessage = () => useInboxUpdate('deleted_at');
