/**
 * The installed sheet works offline: on a player's first visit the service worker installs (every
 * file of the build it precaches exists: one missing file fails the whole install), and with the
 * network gone a reload still opens the sheet, saying it is offline.
 */
import { expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';

test('the service worker installs on the first visit, and the sheet opens again offline', async ({ page, gm }) => {
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

  await page.context().setOffline(true);
  await page.reload();
  await sheet.expectLoaded('Ma bande');
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
});
