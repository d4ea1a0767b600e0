export { AuditPage } from './pages/audit-page';
export { actionLabels, entityLabels, fieldLabel, fieldLabels, labelOr } from './labels';
