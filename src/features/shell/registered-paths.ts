import type { RouteObject } from 'react-router-dom';

function join(base: string, path: string): string {
  if (path.startsWith('/')) return path.replace(/\/+$/, '') || '/';
  const trimmedBase = base.replace(/\/+$/, '');
  return path === '' ? trimmedBase || '/' : `${trimmedBase}/${path.replace(/\/+$/, '')}`;
}

/** Every absolute path a route tree answers (index routes answer their parent's path). */
export function registeredPaths(routes: readonly RouteObject[], base: string): Set<string> {
  const found = new Set<string>();
  for (const route of routes) {
    const here = route.index ? join(base, '') : join(base, route.path ?? '');
    if (route.index || route.path !== undefined) found.add(here);
    if (route.children) for (const path of registeredPaths(route.children, here)) found.add(path);
  }
  return found;
}
