/**
 * The service worker on a player's phone: on a first visit it installs (every file of the build it
 * precaches exists: one missing file fails the whole install) and keeps the page the server drew
 * for the link (public/sw.js, asked by the page when idle: src/features/crew/keepPage.ts). The next
 * visit opens from that copy at once, saying when its sheet was drawn, then goes live with what
 * changed meanwhile; offline, it still opens, saying it is not live.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';

/** Whether the worker keeps the page of the link `path` (/s/<token>). */
function keptPage(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (kept) => {
    for (const name of await caches.keys()) if (name.startsWith('tm-shell-') && (await (await caches.open(name)).match(kept))) return true;
    return false;
  }, path);
}

/** Every text the sheet's status line shows, frame by frame, from the page's start (an init script: before any of the page's own). */
const RECORD_STATUS = `
  window.__statusLines = [];
  const started = performance.now();
  const look = () => {
    const line = document.querySelector('p.live');
    const text = line ? line.textContent : null;
    if (text && window.__statusLines[window.__statusLines.length - 1] !== text) window.__statusLines.push(text);
    if (performance.now() - started < 20000) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
`;

test('the service worker installs on the first visit and serves the next one', async ({ page, gm }) => {
  const link = await gm.shareLink(gm.defaultCrewId, 'Phones');
  const sheet = new CrewSheetPage(page);
  await sheet.openShareLink(link.path);
  await sheet.expectLoaded('Ma bande');
  await expect(sheet.live).toBeVisible();
  // Installed and in control of the page (its install cached every file of the build).
  const state = () =>
    page.evaluate(async () => {
      const registration = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
      return registration?.active?.state ?? 'not installed';
    });
  await expect.poll(state, { timeout: 20_000 }).toBe('activated');
  await page.reload();
  await sheet.expectLoaded('Ma bande');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is served by the worker').toBe(true);
});

test('offline, a reload still shows the sheet this phone last saw, and says it is not live', async ({ page, context, gm }) => {
  const link = await gm.shareLink(gm.defaultCrewId, 'Phones');
  const sheet = new CrewSheetPage(page);
  await sheet.openShareLink(link.path);
  await sheet.expectLoaded('Ma bande');
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 }).toBe('activated');
  // Served by the worker now: the app asks for the sheet itself, and the worker keeps its answer.
  await page.reload();
  await expect(sheet.live).toBeVisible();
  const heat = await sheet.heat.getAttribute('aria-valuenow');
  // The worker's copy of the link's page (asked for when the browser is idle).
  await expect.poll(() => keptPage(page, link.path), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await sheet.expectLoaded('Ma bande');
  await expect(sheet.heat).toHaveAttribute('aria-valuenow', heat ?? '');
  await expect(page.getByRole('status').filter({ hasText: 'Offline: last known sheet' })).toBeVisible();
  await expect(sheet.live).toHaveCount(0);
  await context.setOffline(false);
});

test('a reopened link opens from the worker’s copy, says when its sheet was drawn, then goes live with what changed meanwhile', async ({ page, gm }) => {
  const link = await gm.shareLink(gm.defaultCrewId, 'Phones');
  await gm.editCrew(gm.defaultCrewId, { coin: 3 });
  const sheet = new CrewSheetPage(page);
  await sheet.openShareLink(link.path);
  await sheet.expectNumbers({ coin: 3 });
  await expect.poll(() => keptPage(page, link.path), { timeout: 20_000 }).toBe(true);

  // The phone is put away; the GM changes the coin meanwhile.
  await page.goto('about:blank');
  await gm.editCrew(gm.defaultCrewId, { coin: 5 });
  await page.addInitScript(RECORD_STATUS);
  // No script refused by the page's Content-Security-Policy (the worker serves it with the server's), no hydration warning.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(link.path);
  // The worker's copy, opened without the network: the sheet as it was, saying when it was drawn…
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-kept'))).toBe(true);
  // …then live, with the GM's change.
  await expect(sheet.live).toBeVisible();
  await sheet.expectNumbers({ coin: 5 });
  // What the frames showed: from the first one, when the sheet was drawn; then live.
  const lines = (await page.evaluate('window.__statusLines')) as string[];
  expect(lines[0]).toMatch(/^◌ Connecting… — Updated \d\d:\d\d$/);
  expect(lines).toContain('● Live');
  expect(problems).toEqual([]);
});
