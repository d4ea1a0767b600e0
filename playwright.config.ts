// E2E in Chromium against the built app and the isolated local test stack.
// Browser downloads are impossible on our machines: use Debian's Chromium when present.
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { anonKey } from './supabase/local/keys';
import { testPorts } from './supabase/tests/stack-env';

const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));
// Beside the test stack's ports, so runs with different FEDATARIO_TEST_PORT_BASE never share a server.
const previewPort = testPorts.preview;
const outDir = `.local/e2e-dist-${previewPort}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${previewPort}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${previewPort}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    // Toasts and dialogs appear without transitions, so axe never rates text caught mid-fade.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Each port base builds into its own folder: runs against different test stacks at once must
    // not serve each other's bundle (the gateway URL is baked in at build time).
    command: `vite build --outDir ${outDir} --emptyOutDir && vite preview --outDir ${outDir} --port ${previewPort} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${previewPort}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      VITE_SUPABASE_URL: `http://127.0.0.1:${testPorts.gateway}`,
      VITE_SUPABASE_ANON_KEY: anonKey,
    },
  },
});
