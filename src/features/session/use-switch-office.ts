import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { dropOfficeQueries, orgQueryKey, toMembership } from './api';
import { storeOfficeChoice } from './office-choice';
import { useOrg } from './use-org';
import { useUser } from './use-session';

/**
 * Moves the /app shell to another of the user's offices: remembers the choice in this browser,
 * drops what was cached for the previous office, and opens the new office's panel.
 */
export function useSwitchOffice(): (orgId: string) => void {
  const user = useUser();
  const { orgId: currentOrgId, offices } = useOrg();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    (orgId: string) => {
      const office = offices.find((candidate) => candidate.orgId === orgId);
      if (!office || orgId === currentOrgId) return;
      storeOfficeChoice(user.id, orgId);
      // Dropped before the new office renders, so no query of the previous one lingers.
      dropOfficeQueries(queryClient);
      queryClient.setQueryData(orgQueryKey(user.id), toMembership(office, offices));
      navigate(paths.app.dashboard.getHref());
      // The list may be minutes old: confirm the seat is still active (else another office).
      void queryClient.invalidateQueries({ queryKey: orgQueryKey(user.id) });
    },
    [currentOrgId, offices, queryClient, navigate, user.id],
  );
}
