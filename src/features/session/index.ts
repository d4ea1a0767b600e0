export { SessionProvider } from './session-provider';
export { RequireAuth } from './require-auth';
export { OrgGate, ORG_ERROR_MESSAGE } from './org-gate';
export { useSession, useUser } from './use-session';
export { useOrg, useOrgId } from './use-org';
export type { OrgMembership } from './api';
export type { SessionStatus } from './session-context';
export { functionErrorMessage } from './function-error';
