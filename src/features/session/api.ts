import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MembershipRole, Office } from './office';
import { chooseOffice, readOfficeChoice, storeOfficeChoice } from './office-choice';
import { fetchMfaStep } from './mfa-step';
import { ensureOrg, fetchOffices } from './office-requests';

/** The office the /app shell works in, the user's role there, and all their offices. */
export interface OrgMembership {
  orgId: string;
  role: MembershipRole;
  /** The office's name (organizations.name). */
  name: string;
  /** Every office where the user has an active seat, oldest first; `orgId` is one of them. */
  offices: readonly Office[];
}

const ORG_KEY = 'org';

export const orgQueryKey = (userId: string) => [ORG_KEY, { userId }] as const;
/** Under the session's key, so a change of office (dropOfficeQueries) keeps it. */
export const mfaStepQueryKey = (accessToken: string) => [ORG_KEY, 'mfa-step', accessToken] as const;

export function toMembership(office: Office, offices: readonly Office[]): OrgMembership {
  return { ...office, offices };
}

/**
 * The caller's office among their active seats: the one this tab already works in
 * (`currentOrgId`), else the one they last chose in this browser, else the oldest. With no
 * seat at all, ensure-org provisions one (a first sign-in) or takes the invitation whose link
 * the invitee followed; the office it answers becomes the stored choice, so an invitee lands in
 * the inviting office.
 * Seats are re-read afterwards so the role comes from the database.
 */
export async function fetchOrg(userId: string, currentOrgId?: string): Promise<OrgMembership> {
  let offices = await fetchOffices(userId);
  let preferred = [currentOrgId, readOfficeChoice(userId)];
  if (offices.length === 0) {
    const orgId = await ensureOrg();
    storeOfficeChoice(userId, orgId);
    offices = await fetchOffices(userId);
    preferred = [orgId];
  }
  const office = chooseOffice(offices, preferred);
  if (!office) throw new Error('ensure-org respondió, pero no tienes ninguna notaría activa.');
  return toMembership(office, offices);
}

/**
 * Forgets every cached query except the session's own (the office list): after a change of
 * office, no row of the previous one may show, even for a moment.
 */
export function dropOfficeQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ORG_KEY });
}

export function useOrgQuery(userId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: orgQueryKey(userId),
    queryFn: async () => {
      const current = queryClient.getQueryData<OrgMembership>(orgQueryKey(userId));
      const next = await fetchOrg(userId, current?.orgId);
      // The seat in the current office was removed or disabled meanwhile: another office
      // takes over, and what was cached for the previous one goes before it renders.
      if (current && current.orgId !== next.orgId) dropOfficeQueries(queryClient);
      return next;
    },
    // Seats rarely change within a session; a refetch on focus is enough.
    staleTime: 5 * 60_000,
  });
}

/** What the session must do about MFA before /app (see fetchMfaStep); keyed by the token, since
 * signing in with the code (aal2) issues a new one. */
export function useMfaStepQuery(accessToken: string) {
  return useQuery({
    queryKey: mfaStepQueryKey(accessToken),
    queryFn: fetchMfaStep,
    staleTime: Infinity,
    retry: 1,
  });
}
