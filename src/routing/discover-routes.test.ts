import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { discoverRoutes, ROOT_ROUTE_ID } from './discover-routes';

async function discover(path: string) {
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  await discoverRoutes({
    path,
    patch,
    matches: [],
    signal: new AbortController().signal,
    fetcherKey: undefined,
  });
  return patch;
}

describe('discoverRoutes', () => {
  it('adds the /app table under the root when a navigation reaches /app', async () => {
    const patch = await discover('/app/clientes');
    expect(patch).toHaveBeenCalledTimes(1);
    const [routeId, children] = patch.mock.calls[0] ?? [];
    expect(routeId).toBe(ROOT_ROUTE_ID);
    expect(children?.map((route) => route.path)).toEqual(['/app']);
    expect(children?.[0]?.children?.some((route) => route.path === 'clientes')).toBe(true);
  }, 20_000);

  it('adds nothing for a public or unknown path', async () => {
    expect(await discover('/contacto')).not.toHaveBeenCalled();
    expect(await discover('/application')).not.toHaveBeenCalled();
  });
});
