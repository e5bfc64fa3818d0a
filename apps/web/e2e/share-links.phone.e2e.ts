/**
 * Share links, end to end: the GM, on a laptop (a second browser context), creates a player link in
 * the campaign settings and sees its address and QR code (which encodes that address); a phone (this
 * project's Pixel 7 page: a fresh context, no GM session) opens the link and follows the crew
 * sheet; the GM revokes the link: the phone's live stream ends and the sheet gives way to "this
 * link no longer works" at once, and again on reload.
 */
import qrcode from 'qrcode-generator';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';
import { SettingsPage } from './pages/SettingsPage';

const LABEL = 'Table du jeudi';

/** The dark modules an SVG QR code draws (`M<x> <y>h1v1h-1z` squares, shifted by the quiet zone). */
async function drawnModules(qr: Locator): Promise<Set<string>> {
  const d = (await qr.locator('path').getAttribute('d')) ?? '';
  const squares = [...d.matchAll(/M(\d+) (\d+)/g)].map((m) => `${Number(m[1]) - 4},${Number(m[2]) - 4}`);
  return new Set(squares);
}

/** The dark modules of `text` as a QR code (error correction M, as the app makes them). */
function expectedModules(text: string): Set<string> {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const dark = new Set<string>();
  for (let row = 0; row < qr.getModuleCount(); row++) for (let col = 0; col < qr.getModuleCount(); col++) if (qr.isDark(row, col)) dark.add(`${col},${row}`);
  return dark;
}

test('the GM creates a share link with its QR code; a phone follows the sheet until the link is revoked', async ({ page, server, openGmContext }) => {
  const laptop = await openGmContext();
  const crewId = laptop.gm.defaultCrewId;
  await laptop.gm.editCrew(crewId, { tier: 1, rep: 2, coin: 3, heat: 4, wanted: 1 });

  // The GM, in the campaign settings.
  await laptop.page.goto('/');
  const settings = new SettingsPage(laptop.page);
  await settings.open();
  await expect(settings.shareLinks('Ma bande').getByText('No share link')).toBeVisible();
  const issued = await settings.createShareLink('Ma bande', LABEL);
  const url = await settings.issuedUrl(issued);
  expect(url).toMatch(new RegExp(`^${server.url}/s/[A-Za-z0-9_-]{16,}$`));
  await expect(issued.getByText('This link is shown only once')).toBeVisible();
  const qr = settings.qrCode(issued, LABEL);
  await expect(qr).toBeVisible();
  expect(await drawnModules(qr), 'the QR code encodes the address shown').toEqual(expectedModules(url));
  await expect(settings.linkRow('Ma bande', LABEL)).toContainText('Active');

  // The phone: no GM session, just the link.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto(url);
  const sheet = new CrewSheetPage(page);
  await sheet.expectLoaded('Ma bande');
  await expect(sheet.live).toBeVisible();
  await sheet.expectNumbers({ tier: 1, rep: 2, coin: 3, heat: 4, wanted: 1 });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  // Revoked: the phone's open live stream ends and says so at once; a reload is refused too.
  await settings.revoke('Ma bande', LABEL);
  await expect(settings.shareLinks('Ma bande').getByRole('button', { name: `Revoke — ${LABEL}` })).toHaveCount(0);
  const refused = 'This share link no longer works: ask the GM for a new one.';
  await expect(page.getByRole('alert')).toHaveText(refused);
  await laptop.gm.editCrew(crewId, { coin: 9 }); // nothing more reaches the phone
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(refused);
  await expect(page.getByRole('heading', { level: 1, name: 'Ma bande' })).toHaveCount(0);
  await expect(sheet.coin).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('tm.playerLink')), 'the device forgot the link').toBeNull();
});
