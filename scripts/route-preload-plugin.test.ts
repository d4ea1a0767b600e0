// @vitest-environment node
import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths';
import {
  findLazyRoutes,
  pagePreloads,
  preloadScript,
  valueAt,
  withPreloadScript,
  type ChunkInfo,
} from './route-preload-plugin';

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

describe('pagePreloads', () => {
  const chunks: ChunkInfo[] = [
    { fileName: 'entry.js', isEntry: true, facadeModuleId: '/src/main.tsx', imports: ['react.js'] },
    { fileName: 'react.js', isEntry: false, facadeModuleId: null, imports: [] },
    { fileName: 'layout.js', isEntry: false, facadeModuleId: '/layout', imports: ['react.js'] },
    { fileName: 'home.js', isEntry: false, facadeModuleId: '/home', imports: ['ui.js'] },
    { fileName: 'ui.js', isEntry: false, facadeModuleId: null, imports: ['react.js'] },
  ];

  it('gives each page its route chunks and their imports, less what the entry loads', () => {
    expect(pagePreloads([{ path: '/', moduleIds: ['/layout', '/home'] }], chunks)).toEqual({
      '/': ['layout.js', 'home.js', 'ui.js'],
    });
  });
});

function runScript(script: string, pathname: string): string[] {
  const appended: Array<{ rel: string; href: string; crossOrigin: string | null }> = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
  };
  vm.runInNewContext(script, { document, location: { pathname } });
  expect(appended.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(
    true,
  );
  return appended.map((link) => link.href);
}

describe('preloadScript', () => {
  const script = preloadScript({ '/': ['home.js'], '/pricing': ['pricing.js'] }, '/assets-base/');

  it('preloads the opened path’s files, with or without a trailing slash', () => {
    expect(runScript(script, '/')).toEqual(['/assets-base/home.js']);
    expect(runScript(script, '/pricing')).toEqual(['/assets-base/pricing.js']);
    expect(runScript(script, '/pricing/')).toEqual(['/assets-base/pricing.js']);
  });

  it('preloads nothing for a path it does not know', () => {
    expect(runScript(script, '/app/clientes')).toEqual([]);
  });

  it('cannot close its own script tag', () => {
    expect(preloadScript({ '/</script>': [] }, '/')).not.toContain('</script>');
  });
});

describe('withPreloadScript', () => {
  it('goes before the stylesheet, which would otherwise hold it back', () => {
    const html =
      '<head>\n    <script type="module" src="/e.js"></script>\n    <link rel="stylesheet" href="/s.css">\n  </head>';
    const out = withPreloadScript(html, 'go()');
    expect(out.indexOf('<script>go()</script>')).toBeGreaterThan(out.indexOf('/e.js'));
    expect(out.indexOf('<script>go()</script>')).toBeLessThan(out.indexOf('/s.css'));
  });

  it('goes at the end of the head when there is no stylesheet', () => {
    expect(withPreloadScript('<head></head>', 'go()')).toBe(
      '<head><script>go()</script>\n    </head>',
    );
  });
});
