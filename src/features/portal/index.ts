export { ClientPortalLinkCard } from './components/client-portal-link-card';
export type { ClientPortalLinkCardProps } from './components/client-portal-link-card';
export { ClientPortalPage } from './pages/client-portal-page';
export { PortalDemoPage } from './pages/portal-demo-page';
