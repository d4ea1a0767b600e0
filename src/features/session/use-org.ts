import { useContext } from 'react';
import type { OrgMembership } from './api';
import { OrgContext } from './org-context';

/**
 * The office the signed-in user works in (its role, name, and their other offices); only valid
 * below <OrgGate> (inside the /app shell).
 */
export function useOrg(): OrgMembership {
  const org = useContext(OrgContext);
  if (!org) throw new Error('useOrg must be used inside the /app shell (<OrgGate>).');
  return org;
}

/** The id every org-scoped query filters by. */
export function useOrgId(): string {
  return useOrg().orgId;
}
