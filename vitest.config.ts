import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((configEnv) =>
  mergeConfig(viteConfig(configEnv), {
    test: {
      projects: [
        {
          // Inherits the app's Vite config (React, Tailwind, the @/ alias).
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // scripts/: build tooling (Vite plugins), tested in Node (`@vitest-environment node`).
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
            setupFiles: ['src/testing/setup.ts'],
          },
        },
        {
          // Database and local-stack tests, run against a real PostgreSQL and gateway.
          test: {
            name: 'stack',
            environment: 'node',
            include: ['supabase/tests/**/*.test.ts', 'supabase/local/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 120_000,
            // The files share one database and one stack, so they run one at a time.
            fileParallelism: false,
            globalSetup: ['supabase/tests/global-setup.ts'],
            setupFiles: ['supabase/tests/setup.ts'],
          },
        },
      ],
    },
  }),
);
