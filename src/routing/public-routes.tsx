import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The public site and /auth, rendered inside the public layout (header and footer). */
export const publicRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: async () => ({
      Component: (await import('@/features/marketing/pages/home-page')).HomePage,
    }),
  },
];
