// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import { findLazyRoutes, valueAt } from './route-table-pages';

const TABLE = `
import { paths } from '@/config/paths';
const Dialog = lazy(async () => import('@/dialog'));
export const publicRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { Layout } = await import('@/layout');
      return { Component: Layout };
    },
    children: [
      { path: paths.home.path, lazy: async () => ({ Component: (await import('@/home')).Home }) },
      { path: paths.resources.path, element: <Navigate to="/recursos" /> },
      { path: paths.legal.cookies.path, lazy: async () => ({ Component: (await import('@/cookies')).C }) },
      { path: '/literal', lazy: async () => ({ Component: (await import('@/literal')).L }) },
    ],
  },
];
export const otherRoutes = [{ path: paths.auth.path, lazy: () => import('@/auth') }];
`;

describe('findLazyRoutes', () => {
  it('lists each lazy route with a paths.* path and the imports of its lazy parents', () => {
    expect(findLazyRoutes(TABLE, 'routes.tsx', 'publicRoutes')).toEqual([
      { pathChain: ['home', 'path'], imports: ['@/layout', '@/home'] },
      { pathChain: ['legal', 'cookies', 'path'], imports: ['@/layout', '@/cookies'] },
    ]);
  });

  it('finds every page of the real public route table, each at a path of the app', () => {
    const file = 'src/routing/public-routes.tsx';
    const routes = findLazyRoutes(fs.readFileSync(file, 'utf8'), file, 'publicRoutes');
    const byPath = new Map(routes.map((route) => [valueAt(paths, route.pathChain), route.imports]));
    expect(byPath.get('/')).toEqual([
      '@/components/layout/public-layout',
      '@/features/marketing/pages/home-page',
    ]);
    expect([...byPath.keys()]).toEqual(
      expect.arrayContaining(['/', '/pricing', '/contacto', '/auth', '/legal/privacidad']),
    );
  });
});
