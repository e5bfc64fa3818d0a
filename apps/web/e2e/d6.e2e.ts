/**
 * The d6 tool (/dice/d6): the GM makes an action roll (D1/D2) and a fortune roll (D1 + D5), each
 * after its exact odds; each result shows where it was made, then both are in the campaign's last
 * rolls on the dice page, where the newest is undone and stays listed, marked undone. The dice and
 * bands are the rules engine's, fed the seeded roller's sequence (only these two rolls roll dice).
 */
import type { Locator } from '@playwright/test';
import { BANDS, poolOdds, rollPool, seededRoller, shiftBand, type Band } from '@temps-mort/rules';
import { expect, test } from './fixtures';
import { readOdds } from './pages/OddsBar';

const ACTION = { pool: 3, purpose: 'Crochetage' } as const;
const FORTUNE = { pool: 2, shift: 1 } as const;
/** How an action roll's band reads (the glossary's `poolOutcome`), and a fortune roll's (`fortuneBand`). */
const OUTCOME: Readonly<Record<Band, string>> = { '1-3': 'Failure (1‑3)', '4-5': 'Partial success (4‑5)', '6': 'Full success (6)', crit: 'Critical' };
const FORTUNE_BAND: Readonly<Record<Band, string>> = { '1-3': '1-3 result', '4-5': '4-5 result', '6': '6 result', crit: 'Critical result' };

type Roll = { id: string; kind: string; band: string; dice: number[]; undone: boolean; history: string | null };

test('an action roll and a fortune roll, after their odds; both in the last rolls, the newest undone', async ({ page, gm, server }) => {
  const roller = seededRoller(server.seed);
  const action = rollPool(ACTION.pool, roller);
  const fortune = rollPool(FORTUNE.pool, roller);
  const fortuneBand = shiftBand(fortune.band, FORTUNE.shift);

  await page.goto('/dice');
  await page.getByRole('navigation', { name: 'Dice tools' }).getByRole('link', { name: 'd6 rolls' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'd6 rolls' })).toBeVisible();

  // ─── The action roll: its odds for 3 dice, then the roll ───────────────────────────────────────
  const actionForm = page.getByRole('form', { name: 'Action roll' });
  await actionForm.getByRole('textbox', { name: 'Pool (number of dice)' }).fill(String(ACTION.pool));
  const actionOdds = await shownOdds(actionForm.getByRole('figure', { name: 'Odds before the roll' }), ['Critical', 'Full success (6)', 'Partial success (4‑5)', 'Failure (1‑3)']);
  expectOdds(actionOdds, poolOdds(ACTION.pool));
  await actionForm.getByRole('textbox', { name: 'What is it for? (optional)' }).fill(ACTION.purpose);
  const actionAnswer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/rolls/d6'));
  await actionForm.getByRole('button', { name: 'Make the action roll' }).click();
  const actionRoll = (await (await actionAnswer).json()) as Roll;
  expect(actionRoll).toMatchObject({ kind: 'd6_pool', band: action.band, dice: [...action.dice] });
  const actionCard = actionForm.getByRole('article', { name: `GM — ${ACTION.purpose}` });
  await expect(actionCard.getByRole('heading', { level: 3 })).toContainText(OUTCOME[action.band]);
  await expect(actionCard.locator('.die')).toHaveText(action.dice.map(String));
  await expect(actionCard.getByText(`${ACTION.pool} dice: ${action.dice.join(', ')} →`)).toBeVisible();
  await expect(actionCard.locator('abbr.rule-id')).toHaveText(['D1']);

  // ─── The fortune roll: quality +1 moves the odds and the band ──────────────────────────────────
  const fortuneForm = page.getByRole('form', { name: 'Fortune roll' });
  await fortuneForm.getByRole('textbox', { name: 'Pool (number of dice)' }).fill(String(FORTUNE.pool));
  await fortuneForm.getByRole('textbox', { name: 'Quality modifier' }).fill(String(FORTUNE.shift));
  const fortuneOdds = await shownOdds(fortuneForm.getByRole('figure', { name: 'Odds before the roll (quality +1)' }), ['Critical result', '6 result', '4-5 result', '1-3 result']);
  // One step up: 1-3 → 4-5 → 6 → critical (a critical stays one).
  const unshifted = poolOdds(FORTUNE.pool);
  expectOdds(fortuneOdds, { '1-3': 0, '4-5': unshifted['1-3'], '6': unshifted['4-5'], crit: unshifted['6'] + unshifted.crit });
  const fortuneAnswer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/rolls/fortune'));
  await fortuneForm.getByRole('button', { name: 'Make the fortune roll' }).click();
  const fortuneRoll = (await (await fortuneAnswer).json()) as Roll;
  expect(fortuneRoll).toMatchObject({ kind: 'fortune', band: fortuneBand, dice: [...fortune.dice] });
  const fortuneCard = fortuneForm.getByRole('article', { name: 'GM — Fortune roll' });
  await expect(fortuneCard.getByRole('heading', { level: 3 })).toContainText(FORTUNE_BAND[fortuneBand]);
  await expect(fortuneCard.locator('.die')).toHaveText(fortune.dice.map(String));
  await expect(fortuneCard.locator('abbr.rule-id')).toHaveText(['D1', 'D5']);
  const bandWord = (band: Band) => (band === 'crit' ? 'critical' : band);
  await expect(fortuneCard.locator('.reasons-list li').last()).toHaveText(`D5 Quality +1: the result moves from ${bandWord(fortune.band)} to ${bandWord(fortuneBand)}`);

  // ─── The dice page's last rolls: both, newest first; the newest undone ─────────────────────────
  await page.getByRole('navigation', { name: 'Dice tools' }).getByRole('link', { name: 'All tools' }).click();
  const recent = page.getByRole('region', { name: 'The campaign’s last rolls' });
  await expect(recent.getByRole('article')).toHaveCount(2);
  await expect(recent.getByRole('article').first()).toHaveAccessibleName('GM — Fortune roll');
  const listedAction = recent.getByRole('article', { name: `GM — ${ACTION.purpose}` });
  const listedFortune = recent.getByRole('article', { name: 'GM — Fortune roll' });
  await expect(listedAction.getByRole('heading', { level: 3 })).toContainText(OUTCOME[action.band]);
  await expect(listedFortune.getByRole('heading', { level: 3 })).toContainText(FORTUNE_BAND[fortuneBand]);
  await expect(listedAction.getByRole('button', { name: 'Undo this roll' })).toHaveCount(0);
  await listedFortune.getByRole('button', { name: 'Undo this roll' }).click();
  await expect(listedFortune.getByText('Undone', { exact: true })).toBeVisible();
  await expect(listedAction.getByText('Undone', { exact: true })).toHaveCount(0);
  // The action roll is now the last one left to undo.
  await expect(listedAction.getByRole('button', { name: 'Undo this roll' })).toBeVisible();
  expect(await gm.call<Roll>('GET', `/api/rolls/${fortuneRoll.id}`)).toMatchObject({ undone: true, history: 'dice' });
  expect(await gm.call<Roll>('GET', `/api/rolls/${actionRoll.id}`)).toMatchObject({ undone: false, history: 'dice' });
});

/** The figure's rows once it shows `labels` (best band first), as numbers. */
async function shownOdds(figure: Locator, labels: readonly string[]) {
  await expect(figure.locator('.odds-label')).toHaveText([...labels]);
  return readOdds(figure);
}

/** Each band's shown percentage within a point of the exact odds, summing to 100. */
function expectOdds(shown: Awaited<ReturnType<typeof readOdds>>, exact: Readonly<Record<Band, number>>) {
  [...BANDS].reverse().forEach((band, i) => expect(Math.abs((shown[i]?.percent ?? NaN) - exact[band] * 100), `${band} odds`).toBeLessThan(1));
  expect(shown.reduce((sum, o) => sum + o.percent, 0)).toBe(100);
}
