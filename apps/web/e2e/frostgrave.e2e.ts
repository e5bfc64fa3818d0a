/**
 * Frostgrave debt ledger (F6): an end-of-game collection that falls through twice — the table says
 * 1-6 "pay what you owe" but the vault cannot pay one marker → 7-12 "goods in lieu", whose sale
 * raises under 150 gc → 13-18 "a little help…": two members are sent and miss the next game, one
 * marker off per full 50 gc of their base costs. The seed is picked (with the rules engine) so that
 * the server's first two d20s call the debt and land on 1-6.
 */
import {
  DEFAULT_TABLE_RULES,
  littleHelpMarkers,
  seededRoller,
  startDebtCollection,
  type Wizard,
} from '@temps-mort/rules';
import { expect, test } from './fixtures';

const WIZARD = { name: 'Thessaly', level: 10, gold: 0, markers: 8 } as const;
const MEMBERS = [
  { name: 'Thessaly', role: 'wizard', baseCost: 0, will: 4 },
  { name: 'Brom', role: 'soldier', baseCost: 100, will: 1 },
  { name: 'Kit', role: 'captain', baseCost: 150, will: 2 },
] as const;

/** The first seed whose first two d20s call the debt and roll 1-6 with an empty vault (→ 7-12). */
function fallThroughSeed(): number {
  const wizard: Wizard = { id: 'w', ...WIZARD, warband: [], hiredMuscle: [] };
  for (let seed = 1; seed < 1000; seed++) {
    const outcome = startDebtCollection(wizard, { roller: seededRoller(seed), table: DEFAULT_TABLE_RULES });
    if (outcome.ok && outcome.value.status === 'awaiting_sale' && outcome.value.path.join() === 'pay_what_you_owe,goods_in_lieu') return seed;
  }
  throw new Error('no seed found');
}

test.use({ seed: fallThroughSeed() });

test('a debt collection falls through 1-6 → 7-12 → 13-18 and members pay it', async ({ page, gm }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Underworld ledger' }).click();
  const add = page.getByRole('region', { name: 'Add a wizard' });
  await add.getByRole('textbox', { name: 'Wizard’s name' }).fill(WIZARD.name);
  await add.getByRole('textbox', { name: 'Level', exact: true }).fill(String(WIZARD.level));
  await add.getByRole('textbox', { name: 'Debt markers', exact: true }).fill(String(WIZARD.markers));
  await add.getByRole('button', { name: 'Create the wizard' }).click();
  // The new wizard's ledger opens.
  await expect(page.getByRole('heading', { level: 1, name: WIZARD.name })).toBeVisible();
  const wizardId = new URL(page.url()).pathname.split('/')[2] ?? '';

  // The warband (through the API: the members' own form is tested by the debt feature's tests).
  for (const member of MEMBERS) {
    const { version } = await gm.call<{ version: number }>('GET', `/api/wizards/${wizardId}`);
    await gm.call('POST', `/api/wizards/${wizardId}/warband`, { ...member, version });
  }
  await page.reload();
  await expect(page.getByRole('rowheader', { name: 'Kit' })).toBeVisible();

  const collection = page.getByRole('region', { name: 'Debt collection (end of game)' });
  await expect(collection.getByRole('figure', { name: 'Debt check (d20 ≤ 8)' })).toContainText('40%');
  // The seed's order: the game's hired muscle first (none here: it ends the game), then the check.
  await expect(collection.getByRole('button', { name: 'Roll the debt check' })).toBeDisabled();
  await page.getByRole('button', { name: 'End the game' }).click();
  await expect(collection.getByRole('button', { name: 'Roll the debt check' })).toBeEnabled();
  await collection.getByRole('button', { name: 'Roll the debt check' }).click();
  await expect(collection.getByText(/1-6: Pay what you owe ↓ the vault can’t pay one marker/)).toBeVisible();
  const sale = collection.getByRole('form', { name: '7-12: Goods in lieu' });
  await sale.getByRole('textbox', { name: 'Gold raised by the sale' }).fill('100');
  await sale.getByRole('button', { name: 'Record the sale' }).click();
  await expect(collection.getByText(/7-12: Goods in lieu ↓ the sale raised less than 150 gc/)).toBeVisible();

  const help = collection.getByRole('form', { name: '13-18: A little help…' });
  await expect(help.getByRole('checkbox', { name: /^Thessaly/ })).toBeDisabled();
  await help.getByRole('checkbox', { name: /^Brom/ }).check();
  await help.getByRole('checkbox', { name: /^Kit/ }).check();
  const removed = littleHelpMarkers(100 + 150);
  expect(removed).toBe(5);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/collections\/[^/]+\/help$/.test(new URL(r.url()).pathname));
  await help.getByRole('button', { name: /^Send/ }).click();
  expect((await answer).status()).toBe(200);

  await expect(page.getByRole('meter', { name: 'Debt markers' }).first()).toHaveAttribute('aria-valuenow', String(WIZARD.markers - removed));
  const wizard = await gm.call<{ markers: number; pendingCollectionId: string | null }>('GET', `/api/wizards/${wizardId}`);
  expect(wizard.markers).toBe(WIZARD.markers - removed);
  expect(wizard.pendingCollectionId).toBeNull();
  const ledger = await gm.call<unknown>('GET', `/api/wizards/${wizardId}/ledger`);
  const text = JSON.stringify(ledger);
  expect(text).toContain('"path":["pay_what_you_owe","goods_in_lieu","a_little_help"]');
  for (const name of ['Brom', 'Kit']) expect(text).toContain(name);
});
