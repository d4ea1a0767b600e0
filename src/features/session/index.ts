export { SessionProvider } from './session-provider';
export { RequireAuth } from './require-auth';
export { RequireMfa } from './require-mfa';
export { OrgGate, ORG_ERROR_MESSAGE } from './org-gate';
export { useSession, useUser } from './use-session';
export { useOrg, useOrgId } from './use-org';
export { useSwitchOffice } from './use-switch-office';
export { roleLabels } from './role-labels';
export type { OrgMembership } from './api';
export type { MembershipRole, Office } from './office';
export type { SessionStatus } from './session-context';
export { functionErrorMessage } from './function-error';
export {
  usePendingInvitations,
  useAcceptInvitation,
  useDeclineInvitation,
} from './use-invitations';
export type { PendingInvitation } from './invitations';
