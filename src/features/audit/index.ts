export { AuditPage } from './pages/audit-page';
