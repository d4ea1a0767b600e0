// A Vite build plugin: index.html starts fetching the current page's lazy route chunks while the
// entry chunk is still downloading, instead of after it has run.
//
// Every public page is a lazy route, so without this a phone fetches the entry (~110 KB), runs
// it, and only then asks for the layout and the page: one more round trip and download on the
// way to the first paint (Lighthouse on /: ~200 ms of FCP and LCP). The route table stays the one
// source of truth: the plugin reads it (paths as `paths.x.path`, pages as `lazy` imports), maps
// each path to the chunks of its route and parent routes, and writes a small inline script that
// adds <link rel="modulepreload"> for the path being opened. A path it does not know gets none.
import fs from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { findLazyRoutes, valueAt } from './route-table-pages.ts';

/** One page to preload: its URL path and the module ids of its lazy route and parent routes. */
export interface PreloadPage {
  path: string;
  moduleIds: string[];
}

/** The parts of an output chunk the plugin reads. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * For each page, the chunk files its lazy modules need (static imports followed) minus those the
 * entry already loads, which index.html preloads anyway.
 */
export function pagePreloads(
  pages: readonly PreloadPage[],
  chunks: readonly ChunkInfo[],
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk]] : [])),
  );
  const closure = (files: Iterable<string>, seen = new Set<string>()): Set<string> => {
    for (const file of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(byFile.get(file)?.imports ?? [], seen);
    }
    return seen;
  };
  const loadedByEntry = closure(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
  const preloads: Record<string, string[]> = {};
  for (const page of pages) {
    const files = page.moduleIds.flatMap((id) => byModule.get(id)?.fileName ?? []);
    preloads[page.path] = [...closure(files)].filter((file) => !loadedByEntry.has(file));
  }
  return preloads;
}

/** The inline script: modulepreload links for the opened path's files (a trailing / ignored). */
export function preloadScript(preloads: Record<string, string[]>, base: string): string {
  const table = JSON.stringify(
    Object.fromEntries(
      Object.entries(preloads).map(([page, files]) => [page, files.map((f) => `${base}${f}`)]),
    ),
  ).replace(/</g, '\\u003c');
  return (
    `(function(pages){var files=pages[location.pathname.replace(/(.)\\/+$/,'$1')]||[];` +
    `files.forEach(function(href){var link=document.createElement('link');` +
    `link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link);});})(${table});`
  );
}

/**
 * `html` with the script after the entry's tags but before the first stylesheet: an inline script
 * behind a stylesheet waits for it to load, which would hold the preloads back a round trip.
 */
export function withPreloadScript(html: string, script: string): string {
  const tag = `<script>${script}</script>\n    `;
  const stylesheet = html.search(/<link[^>]*rel="stylesheet"/);
  if (stylesheet >= 0) return `${html.slice(0, stylesheet)}${tag}${html.slice(stylesheet)}`;
  return html.replace('</head>', `${tag}</head>`);
}

export interface RoutePreloadOptions {
  /** The route table's file, relative to the project root. */
  routesFile: string;
  /** The exported array of routes in it. */
  exportName: string;
  /** The app's path table, which the routes' `paths.*.path` expressions name. */
  paths: unknown;
}

export function routePreload({ routesFile, exportName, paths }: RoutePreloadOptions): Plugin {
  let base = '/';
  let pages: PreloadPage[] = [];
  return {
    name: 'fedatario:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildEnd() {
      const file = path.resolve(routesFile);
      const routes = findLazyRoutes(fs.readFileSync(file, 'utf8'), file, exportName);
      if (routes.length === 0) this.error(`no lazy route with a paths.* path in ${routesFile}`);
      pages = await Promise.all(
        routes.map(async ({ pathChain, imports }) => {
          const urlPath = valueAt(paths, pathChain);
          if (typeof urlPath !== 'string') {
            this.error(`${routesFile}: paths.${pathChain.join('.')} is not a path`);
          }
          const moduleIds = await Promise.all(
            imports.map(async (specifier) => {
              const resolved = await this.resolve(specifier, file);
              if (!resolved) this.error(`${routesFile}: cannot resolve ${specifier}`);
              return resolved.id;
            }),
          );
          return { path: urlPath, moduleIds };
        }),
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler(html: string, { bundle }: IndexHtmlTransformContext) {
        if (!bundle) return;
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        return withPreloadScript(html, preloadScript(pagePreloads(pages, chunks), base));
      },
    },
  };
}
