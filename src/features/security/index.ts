export { SecurityPage } from './pages/security-page';
export { TotpEnrollment } from './components/totp-enrollment';
export { useEnrollTotp, type TotpEnrollment as TotpEnrollmentData } from './api';
export { securityToasts } from './toasts';
