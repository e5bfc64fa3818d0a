/**
 * The e2e fixtures:
 * - `seed` (option, default 7): the server's TEMPS_MORT_TEST_SEED;
 * - `server`: a fresh real server per test (fresh database, seeded dice), stopped afterwards; its
 *   output is attached to a failing test;
 * - `baseURL`: that server;
 * - `gm`: the GM signed in in the test's own browser context (the one-time link spent there), with
 *   API helpers that use the same cookie;
 * - `openGmContext()` / `openPhone()`: more browser contexts on the same server (a GM laptop next to
 *   the phone project's page, a player's phone next to the GM's page).
 */
import { test as base, devices, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Gm } from './support/gm';
import { startServer, type RunningServer } from './support/server';

export interface Fixtures {
  seed: number;
  server: RunningServer;
  gm: Gm;
  /** A new desktop browser context with the GM signed in (spends the one-time link: not with `gm`). */
  openGmContext: () => Promise<{ context: BrowserContext; page: Page; gm: Gm }>;
  /** A new Pixel 7 browser context (a player's phone). */
  openPhone: () => Promise<{ context: BrowserContext; page: Page }>;
}

export const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
export const PHONE = devices['Pixel 7'];

export const test = base.extend<Fixtures>({
  seed: [7, { option: true }],

  server: async ({ seed }, use, testInfo) => {
    const server = await startServer({ seed });
    await use(server);
    await server.stop();
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('server output', { body: server.output(), contentType: 'text/plain' });
    }
  },

  baseURL: async ({ server }, use) => {
    await use(server.url);
  },

  gm: async ({ context, server }, use) => {
    await use(await Gm.signIn(context, server));
  },

  openGmContext: async ({ browser, server, locale }, use) => {
    const opened: BrowserContext[] = [];
    await use(async () => {
      const context = await newContext(browser, { ...DESKTOP, baseURL: server.url, locale });
      opened.push(context);
      const gm = await Gm.signIn(context, server);
      return { context, page: await context.newPage(), gm };
    });
    await Promise.all(opened.map((c) => c.close()));
  },

  openPhone: async ({ browser, server, locale }, use) => {
    const opened: BrowserContext[] = [];
    await use(async () => {
      const context = await newContext(browser, { ...PHONE, baseURL: server.url, locale });
      opened.push(context);
      return { context, page: await context.newPage() };
    });
    await Promise.all(opened.map((c) => c.close()));
  },
});

function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  return browser.newContext(options);
}

export { expect };
