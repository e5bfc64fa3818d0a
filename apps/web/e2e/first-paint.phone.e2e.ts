/**
 * A player's phone on the group's home network: plain http to the server's LAN address, where no
 * browser runs a service worker. The server draws the sheet into the page (apps/api
 * plugins/playerPage.ts, docs/decisions/018-server-rendered-sheet.md):
 * - with JavaScript off, the page alone shows the whole sheet;
 * - with it, the app takes the page over without redrawing it (no hydration warning, no request for
 *   the sheet it already has), and the sheet is live and answers the language switch as before.
 */
import { expect, PHONE, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';
import { NYX } from './support/scenario';

/** What the browser says of Playwright's own blocking of service workers (the LAN's http has none). */
const BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

test('the sheet is painted from the HTML alone, without JavaScript or a service worker', async ({ browser, gm, server }) => {
  const crewId = gm.defaultCrewId;
  await gm.editCrew(crewId, { heat: 4, wanted: 1, rep: 3, coin: 6 });
  await gm.addCharacter(crewId, NYX);
  await gm.addFaction(crewId, { name: 'Les Lampions', tier: 2, status: -2 });
  const link = await gm.shareLink(crewId, 'Phones');
  expect(link.path).toMatch(/^\/s\/[A-Za-z0-9_-]+$/);
  const context = await browser.newContext({ ...PHONE, baseURL: server.url, serviceWorkers: 'block', javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().includes('/api/')) scripts.push(request.url());
    });
    await page.goto(link.path);
    const sheet = new CrewSheetPage(page);
    await sheet.expectLoaded('Ma bande');
    await sheet.expectNumbers({ heat: 4, wanted: 1, rep: 3, coin: 6 });
    // Its characters and factions too, and the status says it is not live yet.
    await expect(page.getByRole('region', { name: new RegExp(NYX.name) })).toBeVisible();
    await expect(page.getByText('Les Lampions')).toBeVisible();
    await expect(page.locator('p.live')).toContainText('Connecting');
    // Nothing asked of the API: the sheet came in the page.
    expect(scripts.filter((url) => url.includes('/api/'))).toEqual([]);
  } finally {
    await context.close();
  }
});

test('over plain http the app hydrates the drawn sheet: no warning, no second request, live, and the language switch works', async ({ browser, gm, server }) => {
  const crewId = gm.defaultCrewId;
  await gm.editCrew(crewId, { heat: 2, coin: 3 });
  const link = await gm.shareLink(crewId, 'Phones');
  const context = await browser.newContext({ ...PHONE, baseURL: server.url, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== BLOCKED_WORKER) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const asked: string[] = [];
    const streams: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      asked.push(url.pathname);
      if (url.pathname.endsWith('/stream')) streams.push(url.search);
    });
    await page.goto(link.path);
    const sheet = new CrewSheetPage(page);
    await sheet.expectLoaded('Ma bande');
    const heading = await page.locator('h1').elementHandle();
    await expect(sheet.live).toBeVisible();
    // The page's own heading, taken over (a redraw would have replaced the node).
    expect(await heading?.evaluate((node) => node.isConnected)).toBe(true);
    expect(asked.filter((path) => path === '/api/share/sheet' || path === `/api/crews/${crewId}`)).toEqual([]);
    // One stream, opened by the page for the version it shows (so the stream does not send that sheet again).
    expect(streams).toEqual([expect.stringMatching(/^\?token=[\w-]+&version=\d+$/)]);

    // Live: the GM's edit reaches the phone.
    await gm.editCrew(crewId, { coin: 8 });
    await sheet.expectNumbers({ coin: 8 });

    // The language switch, and the server draws the next visit in the language chosen.
    await page.getByRole('button', { name: /^FR/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'En direct' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('data-rendered', '');
    await new CrewSheetPage(page).expectLoaded('Ma bande');
    await expect(page.getByRole('status').filter({ hasText: 'En direct' })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
