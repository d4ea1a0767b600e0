export { UsersPage } from './pages/users-page';
export { MessagesPage } from './pages/messages-page';
export { useOrgUsers } from './api';
export type { OrgUser } from './types';
