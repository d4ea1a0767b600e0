export { ExpirationsPage } from './pages/expirations-page';
