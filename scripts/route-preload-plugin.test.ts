// @vitest-environment node
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  pagePreloads,
  preloadScript,
  withPreloadScript,
  type ChunkInfo,
} from './route-preload-plugin';

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
