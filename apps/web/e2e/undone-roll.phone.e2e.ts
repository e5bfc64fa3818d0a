/**
 * A player's phone follows the crew's recent rolls: a roll the GM undoes on the laptop turns into
 * an undone roll on the phone, live, with no reload — never a silent re-roll.
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
