export { RisksPage } from './pages/risks-page';
