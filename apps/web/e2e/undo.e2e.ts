/**
 * Undo: "Undo last step", right after the last step's result, takes back the last step — the sheet's numbers
 * return to what they were, the walkthrough goes back to that step, the history keeps both the step
 * (marked undone) and the undo — and a player's phone follows.
 */
import { expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';
import { DowntimePage } from './pages/DowntimePage';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { Step } from './support/gm';
import { NYX } from './support/scenario';

test('undo the payoff, then the start: numbers, step and history back', async ({ page, gm, openPhone }, testInfo) => {
  const crewId = gm.defaultCrewId;
  await gm.editCrew(crewId, { tier: 1, rep: 3, coin: 4, heat: 2, wanted: 1 });
  await gm.addCharacter(crewId, NYX);
  const link = await gm.shareLink(crewId);
  const phone = await openPhone();
  const player = new CrewSheetPage(phone.page);
  await player.openShareLink(link.path);
  await player.expectNumbers({ rep: 3, coin: 4 });

  await page.goto(`/crews/${crewId}`);
  const downtime = new DowntimePage(page);
  await downtime.open();
  await downtime.start();
  await downtime.payoff({ targetTier: 2, take: 6 });
  await downtime.applyPayoff();
  await player.expectNumbers({ rep: 6, coin: 10 });

  // The payoff's result heads the next step, focused; undo is the next Tab stop.
  const result = downtime.step('Heat').getByRole('region', { name: 'Result: Payoff' });
  await expect(result).toContainText('Why?');
  await expect(result.getByRole('heading', { name: 'Payoff' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(downtime.undo).toBeFocused();
  await expectNoSeriousA11yViolations(page, testInfo, 'a step’s result and its undo');
  await expect(downtime.undo).toHaveAccessibleName(/Payoff/);
  await downtime.expectWrite('/undo', () => downtime.undo.click());
  await downtime.expectAt('Payoff');
  await expect(downtime.step('Payoff').getByRole('region', { name: 'Result: Payoff undone' })).toBeVisible();
  await player.expectNumbers({ rep: 3, coin: 4 });

  await downtime.expectWrite('/undo', () => downtime.undo.click());
  await downtime.expectAt('Start');

  const { events } = (await gm.history(crewId)) as { events: Step['event'][] };
  const payoff = events.find((e) => e.type === 'payoff');
  expect(payoff?.undone).toBe(true);
  expect(events.filter((e) => e.type === 'undo')).toHaveLength(2);
  const sheet = await gm.sheet(crewId);
  expect(sheet.downtime.phase).not.toBe('payoff');
  expect(sheet.crew.coin).toBe(4);
  expect(sheet.crew.rep).toBe(3);
});
