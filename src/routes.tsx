import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { PageFallback } from '@/components/layout/page-fallback';
import { RootLayout } from '@/components/layout/root-layout';
import { discoverRoutes, ROOT_ROUTE_ID } from '@/routing/discover-routes';
import { portalRoutes } from '@/routing/portal-routes';
import { publicRoutes } from '@/routing/public-routes';

/**
 * The one route tree. Each area's routes are listed in `src/routing/` and every page loads
 * lazily, so the public site never downloads /app code; the /app table itself joins the tree on
 * the first navigation there (`discoverRoutes`), so the public site does not download it either.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageFallback />,
    children: [...publicRoutes, ...portalRoutes],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
}
