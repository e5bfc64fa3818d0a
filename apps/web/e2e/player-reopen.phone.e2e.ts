/**
 * A player reopens their link (a reload, the installed app): the boot script inlined in the page
 * paints the sheet this phone last drew before the app's JavaScript has arrived, sends the sheet's
 * request itself, and the app then draws the live sheet over it. The page's inline scripts pass
 * the server's Content-Security-Policy (allowed by their hashes).
 */
import { expect, PHONE, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';

test('a reopened link shows the kept sheet at once, then the live one', async ({ browser, server, locale, openGmContext }) => {
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
    // Kept for the next visit, once the phone is idle.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tm.sheetPaint') ?? '')).toContain('Ma bande');

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
    // The app has not started: what shows is the kept sheet, connecting.
    await expect(sheet.title).toHaveText('Ma bande');
    await expect(sheet.coin).toHaveText('3');
    await expect(page.getByRole('status').first()).toContainText('Connecting…');
    // …and the sheet's request already left, from the page itself.
    await expect.poll(() => sheetRequests).toEqual([`/api/crews/${crewId}`]);

    release();
    await sheet.expectNumbers({ coin: 5 });
    await expect(sheet.live).toBeVisible();
    // The app took the boot script's request over instead of asking again.
    expect(sheetRequests).toEqual([`/api/crews/${crewId}`]);
    expect(refused).toEqual([]);
  } finally {
    await context.close();
  }
});
