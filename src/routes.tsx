import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { PageFallback } from '@/components/layout/page-fallback';
import { RootLayout } from '@/components/layout/root-layout';
import { paths } from '@/config/paths';

/**
 * The one route tree. Pages load lazily so each area's code (and the whole /app area) is
 * downloaded only when visited.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        path: paths.home.path,
        lazy: async () => ({
          Component: (await import('@/features/marketing/pages/home-page')).HomePage,
        }),
      },
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
