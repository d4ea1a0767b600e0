import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orgQueryKey } from './api';
import {
  acceptInvitation,
  declineInvitation,
  fetchInvitations,
  type PendingInvitation,
} from './invitations';
import { useUser } from './use-session';

// Under the session's 'org' key, so a change of office (dropOfficeQueries) keeps it.
export const invitationsQueryKey = (userId: string) => ['org', 'invitations', { userId }] as const;

/** The offices that invited the signed-in user and wait for an answer. */
export function usePendingInvitations() {
  const user = useUser();
  return useQuery({
    queryKey: invitationsQueryKey(user.id),
    queryFn: fetchInvitations,
    // Invitations arrive rarely; a refetch on focus is enough.
    staleTime: 5 * 60_000,
  });
}

/**
 * Accept or decline one invitation. Both refresh the pending list; accepting also re-reads the
 * user's offices, so the new one shows in the menu to switch to.
 */
function useAnswerInvitation(answer: (membershipId: string) => Promise<void>, joins: boolean) {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: PendingInvitation) => answer(invitation.membershipId),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationsQueryKey(user.id) }),
        joins ? queryClient.invalidateQueries({ queryKey: orgQueryKey(user.id) }) : undefined,
      ]);
    },
  });
}

export const useAcceptInvitation = () => useAnswerInvitation(acceptInvitation, true);
export const useDeclineInvitation = () => useAnswerInvitation(declineInvitation, false);
