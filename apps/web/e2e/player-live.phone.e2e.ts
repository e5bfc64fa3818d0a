/**
 * A player's phone (Pixel 7) follows the crew sheet from a share link while the GM, on a laptop
 * (a second browser context), walks the downtime and applies heat: the phone's sheet changes live,
 * with no reload, and the numbers are the rules engine's (heat past 9 turns into a wanted level, H3).
 */
import { DEFAULT_TABLE_RULES, heatOfScore, previewHeat } from '@temps-mort/rules';
import { expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';
import { DowntimePage } from './pages/DowntimePage';

test('the phone sheet updates live while the GM applies heat', async ({ page, openGmContext }) => {
  const gm = await openGmContext();
  const crewId = gm.gm.defaultCrewId;
  await gm.gm.editCrew(crewId, { tier: 1, heat: 5, wanted: 1, rep: 2, coin: 3 });
  const link = await gm.gm.shareLink(crewId, 'Phones');

  const sheet = new CrewSheetPage(page);
  await sheet.openShareLink(link.path);
  await sheet.expectLoaded('Ma bande');
  await expect(sheet.live).toBeVisible();
  await sheet.expectNumbers({ heat: 5, wanted: 1, rep: 2, coin: 3 });
  // Nothing of the GM's on a player's phone.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Downtime' })).toHaveCount(0);

  // The GM, on the laptop: start, payoff, then the heat of a loud score in hostile territory.
  await gm.page.goto(`/crews/${crewId}`);
  const downtime = new DowntimePage(gm.page);
  await downtime.open();
  await downtime.start();
  await expect(page.getByText(/Downtime in progress/)).toBeVisible();
  await downtime.payoff({ targetTier: 1, take: 4 });
  await downtime.applyPayoff();
  await sheet.expectNumbers({ rep: 4, coin: 7 });

  const input = { exposure: 'loud', hostileTerritory: true } as const;
  const expected = previewHeat({ heat: 5, wanted: 1 }, heatOfScore(input).heat, DEFAULT_TABLE_RULES);
  expect(expected.wantedGained).toBe(1); // 5 + 4 + 1 = 10 → wanted 2, heat 0
  const preview = await downtime.heat(/^Loud/, [/^Hostile territory/]);
  await expect(preview.getByTestId('heat-after')).toHaveText(`Heat 5 + ${heatOfScore(input).heat} = ${expected.total} → wanted level +1, heat ${expected.heat}`);
  await downtime.applyHeat();
  await sheet.expectNumbers({ heat: expected.heat, wanted: expected.wanted });

  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length), 'no reload').toBe(1);
  await expect(sheet.live).toBeVisible();
});
