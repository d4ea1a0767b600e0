import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Pages reached by a shared link, outside the site's chrome: the client portal and secure rooms. */
export const portalRoutes: RouteObject[] = [
  {
    path: paths.cliente.path,
    lazy: async () => ({
      Component: (await import('@/features/portal')).ClientPortalPage,
    }),
  },
  {
    path: paths.sala.path,
    lazy: async () => ({
      Component: (await import('@/features/rooms')).RoomPage,
    }),
  },
];
