import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { PageFallback } from '@/components/layout/page-fallback';
import { RootLayout } from '@/components/layout/root-layout';
import { appRoutes } from '@/routing/app-routes';
import { portalRoutes } from '@/routing/portal-routes';
import { publicRoutes } from '@/routing/public-routes';

/**
 * The one route tree. Each area's routes are listed in `src/routing/` and every page loads
 * lazily, so the public site never downloads /app code.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      ...publicRoutes,
      ...appRoutes,
      ...portalRoutes,
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
