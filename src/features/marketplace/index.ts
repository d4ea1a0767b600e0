export { MarketplacePage } from './pages/marketplace-page';
