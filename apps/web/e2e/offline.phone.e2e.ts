/**
 * The sheet can work offline: on a player's first visit the service worker installs (every file of
 * the build it precaches exists: one missing file fails the whole install) and serves the next
 * visit; offline, a reload opens from the worker's shell with the sheet the phone last saw (the
 * worker's last sheet answer and the painted copy, written when the browser is idle: the test
 * waits for both first), saying it is not live.
 */
import { expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';

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
  // The kept copies: the worker's last sheet answer, and the painted sheet (written when idle).
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('tm-data-v1')).keys()).some((r) => /\/api\/crews\/[^/]+$/.test(new URL(r.url).pathname))), { timeout: 20_000 })
    .toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tm.sheetPaint') !== null), { timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await sheet.expectLoaded('Ma bande');
  await expect(sheet.heat).toHaveAttribute('aria-valuenow', heat ?? '');
  await expect(page.getByRole('status').filter({ hasText: 'Offline: last known sheet' })).toBeVisible();
  await expect(sheet.live).toHaveCount(0);
  await context.setOffline(false);
});
