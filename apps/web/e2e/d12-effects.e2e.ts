/**
 * What the GM does to the sheet outside a roll: on /dice/d12, damage that would empty Body's pool
 * kept at 1 by a destiny point (T3 + T2/T6), the comfort lost then found (T5); on the downtime
 * screen, at the idle phase, the heat after a conflict with an adversary (H4), then its undo. Every
 * number on screen is checked against the rules engine run on the sheet the server answers.
 */
import { applyConflictHeat, DEFAULT_TABLE_RULES, d12TakeDamage, previewHeat, unwrap, type Character, type Crew } from '@temps-mort/rules';
import { expect, test } from './fixtures';
import { DowntimePage } from './pages/DowntimePage';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { Gm } from './support/gm';

const MIREILLE = {
  name: 'Mireille',
  pools: { body: { value: 5, pool: 5 }, mind: { value: 5, pool: 5 }, soul: { value: 4, pool: 4 } },
  traits: [],
  comfort: { name: 'Le chat', lost: false },
  fear: 'Les chiens',
  destiny: 1,
} as const;

/** The whole sheet as the rules know it (the e2e Sheet type names only what most tests read). */
async function crewOf(gm: Gm, crewId: string): Promise<Crew> {
  return (await gm.sheet(crewId)).crew as unknown as Crew;
}

async function mireille(gm: Gm, crewId: string): Promise<Character> {
  const found = (await crewOf(gm, crewId)).characters.find((c) => c.name === MIREILLE.name);
  if (!found) throw new Error('Mireille is not on the sheet');
  return found;
}

test('damage kept at 1 by a destiny point, the comfort lost then found, and the heat after a conflict', async ({ page, gm }, testInfo) => {
  const crewId = gm.defaultCrewId;
  await gm.editCrew(crewId, { heat: 6, wanted: 0 });
  await gm.addCharacter(crewId, MIREILLE);

  // ─── T3 + T2/T6: 5 physical damage on Body 5, a destiny point spent to stay at 1 ───────────────
  await page.goto('/dice/d12');
  await page.getByRole('combobox', { name: 'Character', exact: true }).selectOption({ label: MIREILLE.name });
  const sheet = page.getByRole('group', { name: `${MIREILLE.name}’s d12 sheet` });
  await expect(sheet.getByRole('meter', { name: 'Body' })).toHaveAttribute('aria-valuenow', '5');

  const before = await mireille(gm, crewId);
  const damage = page.getByRole('form', { name: 'Damage' });
  await damage.getByRole('combobox', { name: 'Kind of damage' }).selectOption({ label: 'Physical damage → Body' });
  await damage.getByRole('textbox', { name: 'Points lost' }).fill('5');
  const out = unwrap(d12TakeDamage(before, { kind: 'physical', amount: 5 }));
  await expect(damage.getByTestId('damage-preview')).toHaveText(`Body pool: 5 → ${out.pool} (of 5)`);
  await expect(damage.getByTestId('damage-out')).toContainText(`${MIREILLE.name} is out (Dead)`);

  await damage.getByRole('checkbox', { name: 'Spend a destiny point to stay at 1' }).check();
  const kept = unwrap(d12TakeDamage(before, { kind: 'physical', amount: 5, spendDestinyToAvoidZero: true }));
  await expect(damage.getByTestId('damage-preview')).toHaveText(`Body pool: 5 → ${kept.pool} (of 5)`);
  await expect(damage.getByTestId('damage-unconscious')).toContainText('merely unconscious (no destiny point left)');
  await expectNoSeriousA11yViolations(page, testInfo, 'd12 damage and comfort');

  const downtime = new DowntimePage(page);
  await downtime.expectWrite('/d12/damage', () => damage.getByRole('button', { name: 'Apply the damage' }).click());
  await expect(damage.getByRole('status')).toContainText('Damage applied');
  await expect(damage.getByRole('status')).toContainText('The character is merely unconscious');
  await expect(sheet.getByRole('meter', { name: 'Body' })).toHaveAttribute('aria-valuenow', String(kept.pool));
  await expect(sheet).toContainText('No destiny point');
  const hurt = await mireille(gm, crewId);
  expect(hurt.pools.body.pool).toBe(kept.character.pools.body.pool);
  expect(hurt.destiny).toBe(kept.character.destiny);
  expect(hurt.status).toBe('active');

  // ─── T5: the comfort lost, then found ───────────────────────────────────────────────────────────
  const comfort = page.getByRole('region', { name: 'Comfort', exact: true });
  await expect(comfort.getByTestId('comfort-state')).toHaveText('✓ Le chat: at hand (doubles recovery at rest)');
  await downtime.expectWrite('/d12/comfort', () => comfort.getByRole('button', { name: 'Comfort lost' }).click());
  await expect(comfort.getByRole('status')).toContainText('Comfort lost: “Le chat”');
  await expect(comfort.getByTestId('comfort-state')).toHaveText('✗ Le chat: lost (no effect)');
  expect((await mireille(gm, crewId)).comfort).toEqual({ name: 'Le chat', lost: true });

  await downtime.expectWrite('/d12/comfort', () => comfort.getByRole('button', { name: 'Comfort found' }).click());
  await expect(comfort.getByRole('status')).toContainText('Comfort found again: “Le chat”');
  await expect(comfort.getByTestId('comfort-state')).toHaveText('✓ Le chat: at hand (doubles recovery at rest)');
  expect((await mireille(gm, crewId)).comfort).toEqual({ name: 'Le chat', lost: false });

  // ─── H4: heat after a conflict, with no downtime under way ──────────────────────────────────────
  await page.goto(`/crews/${crewId}`);
  await downtime.open();
  await downtime.expectAt('Start');
  const crew = await crewOf(gm, crewId);
  const input = { exposure: 'loud', highProfileTarget: false, hostileTerritory: false, atWar: crew.atWar, killings: true } as const;
  const expected = unwrap(applyConflictHeat(crew, input, DEFAULT_TABLE_RULES));
  const gauge = previewHeat(crew, expected.heat, DEFAULT_TABLE_RULES);

  const conflict = page.getByRole('region', { name: 'Heat after a conflict' });
  await conflict.getByRole('button', { name: 'Heat after a conflict' }).click();
  await conflict.getByRole('radio', { name: /Loud and chaotic/ }).check();
  await conflict.getByRole('checkbox', { name: /There were killings/ }).check();
  await expect(conflict.getByTestId('conflict-heat-total')).toHaveText(`Heat gained: +${expected.heat}`);
  await expect(conflict.getByTestId('conflict-heat-after')).toHaveText(
    `Heat ${crew.heat} + ${expected.heat} = ${gauge.total}${gauge.wantedGained > 0 ? ` → wanted level +${gauge.wantedGained}, heat ${expected.crew.heat}` : ''}`,
  );
  await expect(conflict.getByRole('meter', { name: 'Wanted level' })).toHaveAttribute('aria-valuetext', `Wanted level: 0 of 4 → ${expected.crew.wanted}`);
  await expect(conflict.getByText('Heat after a conflict with an adversary (loud and chaotic, high exposure)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'heat after a conflict');

  await downtime.expectWrite('/downtime/conflict-heat', () => conflict.getByRole('button', { name: 'Apply the conflict heat' }).click());
  // Its result where it was asked, focused, with its reasons; undo is the next Tab stop.
  const result = conflict.getByRole('region', { name: 'Result: Heat after a conflict' });
  await expect(result).toContainText('Heat after a conflict with an adversary');
  await expect(result.getByRole('heading', { name: 'Heat after a conflict' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(downtime.undo).toBeFocused();
  await expect(downtime.lastStep).toHaveAccessibleName('Last step: Heat after a conflict');
  await expect(downtime.lastStep).toContainText('Heat after a conflict with an adversary');
  await downtime.expectAt('Start');
  const gauges = page.getByRole('region', { name: 'The crew now' });
  await expect(gauges.getByRole('meter', { name: 'Heat' })).toHaveAttribute('aria-valuenow', String(expected.crew.heat));
  await expect(gauges.getByRole('meter', { name: 'Wanted level' })).toHaveAttribute('aria-valuenow', String(expected.crew.wanted));
  const after = await crewOf(gm, crewId);
  expect({ heat: after.heat, wanted: after.wanted }).toEqual({ heat: expected.crew.heat, wanted: expected.crew.wanted });

  // The API's undo covers it: one click and the gauges are back.
  await expect(downtime.undo).toHaveAccessibleName('Undo last step (Heat after a conflict)');
  await downtime.expectWrite('/undo', () => downtime.undo.click());
  await expect(gauges.getByRole('meter', { name: 'Heat' })).toHaveAttribute('aria-valuenow', String(crew.heat));
  const undone = await crewOf(gm, crewId);
  expect({ heat: undone.heat, wanted: undone.wanted }).toEqual({ heat: crew.heat, wanted: crew.wanted });
});
