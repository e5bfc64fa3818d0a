/**
 * Undo wherever the table acts, not only in the downtime: a d12 effect (T3) taken back where it
 * was applied, the campaign's last roll undone on the dice page (it stays, marked undone), and a
 * complex action's last roll undone on its tracker (the tracker is the one the rolls kept make).
 * Each is checked against the server's own answer.
 */
import { expect, test } from './fixtures';

const NOELLE = {
  name: 'Noëlle',
  pools: { body: { value: 5, pool: 5 }, mind: { value: 5, pool: 5 }, soul: { value: 4, pool: 4 } },
  traits: [],
  comfort: null,
  fear: null,
  destiny: 0,
} as const;

type Roll = { id: string; undone: boolean; history: string | null };

test('a d12 effect, a campaign roll and a complex action’s roll are undone, and shown as undone', async ({ page, gm }) => {
  const crewId = gm.defaultCrewId;
  await gm.addCharacter(crewId, NOELLE);
  const body = async () => ((await gm.sheet(crewId)).crew as unknown as { characters: { name: string; pools: { body: { pool: number } } }[] }).characters.find((c) => c.name === NOELLE.name)?.pools.body.pool;

  // ─── T3: 2 physical damage, then its undo, where it was applied ─────────────────────────────────
  await page.goto('/dice/d12');
  await page.getByRole('combobox', { name: 'Character', exact: true }).selectOption({ label: NOELLE.name });
  const sheet = page.getByRole('group', { name: `${NOELLE.name}’s d12 sheet` });
  const damage = page.getByRole('form', { name: 'Damage' });
  await damage.getByRole('combobox', { name: 'Kind of damage' }).selectOption({ label: 'Physical damage → Body' });
  await damage.getByRole('textbox', { name: 'Points lost' }).fill('2');
  await damage.getByRole('button', { name: 'Apply the damage' }).click();
  await expect(damage.getByRole('status')).toContainText('Damage applied');
  await expect(sheet.getByRole('meter', { name: 'Body' })).toHaveAttribute('aria-valuenow', '3');
  expect(await body()).toBe(3);
  await damage.getByRole('button', { name: 'Undo this effect' }).click();
  await expect(damage.getByRole('status')).toContainText('Effect undone: the character is back as they were');
  await expect(sheet.getByRole('meter', { name: 'Body' })).toHaveAttribute('aria-valuenow', '5');
  expect(await body()).toBe(5);

  // ─── The campaign's last roll, undone on the dice page ──────────────────────────────────────────
  const rolled = await gm.call<Roll>('POST', `/api/campaigns/${gm.campaignId}/rolls/d6`, { pool: 2, purpose: 'Crochetage' });
  await page.goto('/dice');
  const card = page.getByRole('article', { name: 'GM — Crochetage' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Undo this roll' }).click();
  await expect(card.getByText('Undone', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Undo this roll' })).toHaveCount(0);
  expect(await gm.call<Roll>('GET', `/api/rolls/${rolled.id}`)).toMatchObject({ undone: true, history: 'dice' });
  // Another window's roll shows here live (the campaign's stream), no reload.
  await gm.call('POST', `/api/campaigns/${gm.campaignId}/rolls/d6`, { pool: 1, purpose: 'Serrure' });
  await expect(page.getByRole('article', { name: 'GM — Serrure' })).toBeVisible();

  // ─── A complex action's last roll, undone on its tracker ────────────────────────────────────────
  const created = await gm.call<{ complexAction: { id: string } }>('POST', `/api/campaigns/${gm.campaignId}/complex-actions`, { name: 'Le coffre', start: 6 });
  const id = created.complexAction.id;
  const after = await gm.call<{ complexAction: { version: number; tracker: { remaining: number } }; rolls: Roll[] }>('POST', `/api/complex-actions/${id}/roll`, { version: 1, threshold: 50 });
  await page.goto(`/dice/complex/${id}`);
  await expect(page.getByTestId('steps-left')).toContainText(`${after.complexAction.tracker.remaining} of 6 steps left`);
  await page.getByRole('button', { name: 'Undo the last roll' }).click();
  await expect(page.getByTestId('steps-left')).toContainText('6 of 6 steps left');
  await expect(page.getByRole('button', { name: 'Undo the last roll' })).toHaveCount(0);
  // The roll left the tracker's log and stays below it, marked undone.
  const undoneRolls = page.getByRole('region', { name: 'Undone rolls' });
  await expect(undoneRolls.getByRole('article')).toHaveCount(1);
  await expect(undoneRolls.getByText('Undone', { exact: true })).toBeVisible();
  const tracker = await gm.call<{ tracker: { remaining: number; history: unknown[] } }>('GET', `/api/complex-actions/${id}`);
  expect(tracker.tracker).toMatchObject({ remaining: 6, history: [] });
  expect(await gm.call<Roll>('GET', `/api/rolls/${after.rolls[0]?.id ?? ''}`)).toMatchObject({ undone: true, history: 'complex_action' });

  // ─── All of it in the campaign's one history ────────────────────────────────────────────────────
  await page.goto('/history');
  const list = page.getByRole('list', { name: 'The campaign’s steps' });
  await expect(list.getByRole('heading', { level: 3 }).first()).toHaveText('Undo of step 2 · Le coffre');
  await page.getByRole('button', { name: 'Dice', exact: true }).click();
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Action roll · The campaign’s dice', 'Undo of step 1 · The campaign’s dice', 'Action roll · The campaign’s dice']);
  await expect(list.locator(':scope > li').nth(2)).toContainText('Undone');
});
