import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { guidesPdf } from './scripts/guides-pdf-plugin.ts';
import { routePreload } from './scripts/route-preload-plugin.ts';
import { parseEnv } from './src/config/env-schema.ts';
import { paths } from './src/config/paths.ts';

/**
 * The Supabase CLI's well-known local URL and anon key (the same as `.env.example`). They work
 * with both the Docker-free local stack and `supabase start`, so `npm run dev` needs no `.env`.
 */
const localSupabaseEnv = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
} as const;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  for (const [name, value] of Object.entries(localSupabaseEnv)) {
    // Vite reads VITE_* variables from process.env after this config runs, so a default set
    // here reaches import.meta.env while real env vars and .env files still take precedence.
    if (!env[name]) process.env[name] = value;
  }

  return {
    plugins: [
      react(),
      tailwindcss(),
      {
        // The app reads its Supabase settings as constants baked in here, so they are checked
        // here: a wrong value fails the build or dev server, and zod stays out of the bundle.
        name: 'fedatario:check-env',
        configResolved(config) {
          parseEnv(config.env);
        },
      },
      // The public pages' chunks start downloading with the entry (see the plugin's header).
      routePreload({
        routesFile: 'src/routing/public-routes.tsx',
        exportName: 'publicRoutes',
        paths,
      }),
      guidesPdf(),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      rolldownOptions: {
        // Required by experimentalInlineCommonChunks below; nothing imports our entry's exports.
        preserveEntrySignatures: false,
        onLog(level, log, handler) {
          // With inlined chunks, a source-mapped build (bench:web) asks for the map of
          // index.css's empty JS stub, which Tailwind's plugin does not make: harmless.
          if (
            log.code === 'SOURCEMAP_BROKEN' &&
            log.plugin === '@tailwindcss/vite:generate:build'
          ) {
            return;
          }
          handler(level, log);
        },
        output: {
          codeSplitting: {
            // Automatic splitting leaves dozens of sub-kilobyte chunks (one per lucide icon, card,
            // badge...) shared by lazy pages: `/` made 17 requests after the entry, and on a slow
            // phone each round of requests costs a round trip (Lighthouse: ~300 ms of LCP).
            // Copying chunks under 4 KB of source into the chunks that use them leaves `/` two
            // (layout, page). Rolldown keeps one module state across the copies; CSS stays in
            // files (as the option's docs advise for Vite). Experimental: recheck on upgrades.
            experimentalInlineCommonChunks: { maxSize: 4 * 1024, exclude: /\.css(\?|$)/ },
            // The entry and everything it imports statically in one chunk named `app` (inlining
            // otherwise leaves a stub entry, a chunk named after the checkout folder, and three
            // small ones, all fetched up front anyway).
            groups: [{ name: 'app', test: /\/src\/main\.tsx$/ }],
          },
        },
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
  };
});
