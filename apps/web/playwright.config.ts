/**
 * End-to-end tests (apps/web/e2e): the real server (the API bundle `pnpm start` runs) on a fresh
 * SQLite file and a seeded roller, started per test by the `server` fixture (e2e/fixtures.ts), and
 * Debian's Chromium (/usr/bin/chromium; Playwright's own browser download cannot work here).
 *
 *   pnpm test:e2e                                  (root: playwright test -c apps/web/playwright.config.ts)
 *   pnpm test:e2e --project=phone e2e/player-live   one project, one file
 *   E2E_SKIP_BUILD=1 pnpm test:e2e                  reuse the last e2e build of the web app
 *
 * Projects: `desktop` (1280×800, the GM's laptop) runs every `*.e2e.ts` but the phone-only ones;
 * `phone` (Pixel 7) runs `*.phone.e2e.ts` and `*.both.e2e.ts`. One worker (2 cores).
 */
import path from 'node:path';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';

export const CHROMIUM = {
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  // Without the networking flags Chromium floods the closed network with refused connections.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// `npm run check` sets PLAYWRIGHT_JSON_OUTPUT_NAME relative to where it runs (the repository
// root); Playwright alone would resolve it against this folder.
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const reporter: ReporterDescription[] = [['list']];
if (jsonReport) reporter.push(['json', { outputFile: path.resolve(process.cwd(), jsonReport) }]);

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.e2e\.ts$/,
  outputDir: '../../test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // The whole suite must stay bounded on 2 cores.
  globalTimeout: 15 * 60_000,
  reporter,
  use: {
    launchOptions: CHROMIUM,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.phone\.e2e\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testMatch: /\.(phone|both)\.e2e\.ts$/,
      use: { ...devices['Pixel 7'] },
    },
  ],
});
