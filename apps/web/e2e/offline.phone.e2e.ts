/**
 * The sheet can work offline: on a player's first visit the service worker installs (every file of
 * the build it precaches exists: one missing file fails the whole install) and serves the next
 * visit. (An offline reload also needs the kept sheet, written when the browser is idle: a test of
 * it must wait for that copy first — not here yet.)
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
