import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { assistantsRoutes } from '@/routing/app/assistants-routes';
import { complianceRoutes } from '@/routing/app/compliance-routes';
import { coreRoutes } from '@/routing/app/core-routes';
import { documentsRoutes } from '@/routing/app/documents-routes';
import { recordsRoutes } from '@/routing/app/records-routes';
import { workflowsRoutes } from '@/routing/app/workflows-routes';

const appChildren: RouteObject[] = [
  ...coreRoutes,
  ...recordsRoutes,
  ...documentsRoutes,
  ...complianceRoutes,
  ...assistantsRoutes,
  ...workflowsRoutes,
];

/**
 * The signed-in area: one route at /app whose element is the session, the access guard, the
 * organisation and the shell; every screen is a child (paths relative to /app). The router adds
 * this table on the first navigation to /app (see `discover-routes.ts`).
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'app',
    path: paths.app.root.path,
    lazy: async () => {
      const { AppLayout, registeredPaths } = await import('@/features/shell');
      // What the sidebar may link to: an entry whose screen is not routed yet stays hidden.
      const appPaths = registeredPaths(appChildren, paths.app.root.path);
      return { Component: () => <AppLayout registeredPaths={appPaths} /> };
    },
    children: appChildren,
  },
];
