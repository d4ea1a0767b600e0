export { SecurityPage } from './pages/security-page';
