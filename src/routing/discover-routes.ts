import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { isAppPath } from '@/config/paths';

/** The id of the route tree's root, under which the signed-in area's routes are patched. */
export const ROOT_ROUTE_ID = 'root';

/**
 * The router's `patchRoutesOnNavigation`: the signed-in area's route table (thirty-odd screens
 * and the shell's path collection) is added the first time a navigation reaches /app, so the
 * public site's first download holds only the public and portal tables.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isAppPath(path)) return;
  const { appRoutes } = await import('@/routing/app-routes');
  // The router ignores a route it already has, so a second /app navigation patches nothing.
  patch(ROOT_ROUTE_ID, appRoutes);
};
