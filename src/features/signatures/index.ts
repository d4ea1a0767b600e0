export { SignaturesPage } from './pages/signatures-page';
export { signatureKeys } from './api';
