/**
 * A player's phone follows the crew's recent rolls and complex actions: a roll the GM undoes on the
 * laptop turns into an undone roll on the phone, and a tracker moves with each roll and undo, live,
 * with no reload — never a silent re-roll.
 */
import { expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';

test('a roll the GM undoes shows as undone on the phone, live', async ({ page, openGmContext }) => {
  const gm = await openGmContext();
  const crewId = gm.gm.defaultCrewId;
  const link = await gm.gm.shareLink(crewId, 'Phones');
  const sheet = new CrewSheetPage(page);
  await sheet.openShareLink(link.path);
  await sheet.expectLoaded('Ma bande');
  await expect(sheet.live).toBeVisible();

  const rolled = await gm.gm.call<{ id: string }>('POST', `/api/campaigns/${gm.gm.campaignId}/rolls/d6`, { pool: 2, crewId, purpose: 'Crochetage' });
  const rolls = page.getByRole('region', { name: 'Recent rolls' });
  const item = rolls.getByRole('listitem').filter({ hasText: 'Crochetage' });
  await expect(item).toBeVisible();
  await expect(item.getByText('Undone', { exact: true })).toHaveCount(0);

  await gm.gm.call('POST', `/api/rolls/${rolled.id}/undo`, {});
  await expect(item.getByText('Undone', { exact: true })).toBeVisible();
  await expect(rolls.getByRole('listitem').filter({ hasText: 'Crochetage' })).toHaveCount(1);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length), 'no reload').toBe(1);
});

test("the crew's complex action shows on the phone and follows each roll and undo, live", async ({ page, openGmContext }) => {
  const gm = await openGmContext();
  const crewId = gm.gm.defaultCrewId;
  const link = await gm.gm.shareLink(crewId, 'Phones');
  const created = await gm.gm.call<{ complexAction: { id: string } }>('POST', `/api/campaigns/${gm.gm.campaignId}/complex-actions`, { name: 'Le coffre du Guet', crewId, start: 3 });
  const sheet = new CrewSheetPage(page);
  await sheet.openShareLink(link.path);
  await sheet.expectLoaded('Ma bande');
  await expect(sheet.live).toBeVisible();
  const trackers = page.getByRole('region', { name: 'Complex actions' });
  await expect(trackers.getByRole('heading', { name: 'Le coffre du Guet' })).toBeVisible();
  const crossed = trackers.getByRole('meter', { name: 'Steps crossed' });
  await expect(crossed).toHaveAttribute('aria-valuetext', 'Steps crossed: 0 of 3');

  // A success at 100 % crosses a step (the GM's laptop); the phone follows without a reload.
  const id = created.complexAction.id;
  await gm.gm.call('POST', `/api/complex-actions/${id}/roll`, { version: 1, threshold: 100 });
  await expect(crossed).not.toHaveAttribute('aria-valuetext', 'Steps crossed: 0 of 3');
  const rolls = page.getByRole('region', { name: 'Recent rolls' });
  await expect(rolls.getByRole('listitem').filter({ hasText: 'Le coffre du Guet' })).toHaveCount(1);
  await gm.gm.call('POST', `/api/complex-actions/${id}/undo`, { version: 2 });
  await expect(crossed).toHaveAttribute('aria-valuetext', 'Steps crossed: 0 of 3');
  await expect(rolls.getByRole('listitem').filter({ hasText: 'Le coffre du Guet' }).getByText('Undone', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length), 'no reload').toBe(1);
});
