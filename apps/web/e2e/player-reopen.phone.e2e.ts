/**
 * A player reopens their link later (a reload, a bookmark) on a phone without a service worker (the
 * group's LAN over plain http): the server draws the sheet as it is now into the page, so the GM's
 * change made meanwhile shows before the app's JavaScript has arrived (a phone with a service worker
 * opens the worker's copy of the page instead, then catches up: offline.phone.e2e.ts, decision 018).
 * The app then takes the page over without asking for the sheet again, and goes live. The page's
 * inline scripts pass the server's Content-Security-Policy (allowed by their hashes).
 */
import { expect, PHONE, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';

test('a reopened link shows the sheet as it is now before the app has started, then goes live', async ({ browser, server, locale, openGmContext }) => {
  const gm = await openGmContext();
  const crewId = gm.gm.defaultCrewId;
  await gm.gm.editCrew(crewId, { coin: 3 });
  const link = await gm.gm.shareLink(crewId, 'Phones');

  // No service worker: the test holds the app's JavaScript back on the network.
  const context = await browser.newContext({ ...PHONE, baseURL: server.url, locale, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(String(error)));

    const sheet = new CrewSheetPage(page);
    await sheet.openShareLink(link.path);
    await sheet.expectLoaded('Ma bande');
    await sheet.expectNumbers({ coin: 3 });
    await expect(sheet.live).toBeVisible();

    // The phone is put away; the GM changes the coin meanwhile.
    await page.goto('about:blank');
    await gm.gm.editCrew(crewId, { coin: 5 });

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const sheetRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(crews\/[^/]+|share\/sheet)$/.test(new URL(request.url()).pathname)) sheetRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(link.path, { waitUntil: 'commit' }); // 'load' waits for the held script
    // The app has not started: the server's sheet, as it is now, connecting.
    await expect(sheet.title).toHaveText('Ma bande');
    await expect(sheet.coin).toHaveText('5');
    await expect(page.getByRole('status').first()).toContainText('Connecting…');

    release();
    await expect(sheet.live).toBeVisible();
    await sheet.expectNumbers({ coin: 5 });
    // The app took the page's answers over instead of asking again.
    expect(sheetRequests).toEqual([]);
    expect(refused).toEqual([]);
  } finally {
    await context.close();
  }
});
