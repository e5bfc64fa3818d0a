/**
 * d100 complex action (C3/C4): the GM creates a tracker with a milestone and a failure threshold,
 * then rolls tests until the milestone is reached (and kept) and the raises reach the failure
 * threshold: the action fails and refuses more rolls. Every figure on screen is checked against
 * the rules engine fed the seeded roller's sequence; the seed is picked so that this happens
 * within a few rolls.
 */
import {
  createComplexAction,
  DEFAULT_TABLE_RULES,
  d100TestOdds,
  rollComplexAction,
  seededRoller,
  unwrap,
  type ComplexAction,
} from '@temps-mort/rules';
import { expect, test } from './fixtures';

const SETUP = { start: 6, failureThreshold: 4, milestones: [{ crossed: 2, label: 'Inside the vault' }] } as const;
const THRESHOLD = 40;

/** The trackers after each roll of `seed`'s sequence, until the action ends (at most 8 rolls). */
function plan(seed: number): ComplexAction[] {
  const roller = seededRoller(seed);
  let tracker = unwrap(createComplexAction(SETUP));
  const after: ComplexAction[] = [];
  while (tracker.status === 'ongoing' && after.length < 8) {
    tracker = unwrap(rollComplexAction(tracker, { threshold: THRESHOLD }, { roller, table: DEFAULT_TABLE_RULES })).tracker;
    after.push(tracker);
  }
  return after;
}

/** The first seed that reaches the milestone, then fails on the threshold, in 3 to 6 rolls. */
function pickSeed(): number {
  for (let seed = 1; seed < 1000; seed++) {
    const steps = plan(seed);
    const last = steps.at(-1);
    const milestoneAt = steps.findIndex((t) => t.milestones[0]?.reachedAtRoll !== null);
    if (last?.status === 'failed' && steps.length >= 3 && steps.length <= 6 && milestoneAt >= 0 && milestoneAt < steps.length - 1) return seed;
  }
  throw new Error('no seed found');
}

const SEED = pickSeed();
test.use({ seed: SEED });

test('a complex action reaches its milestone, then its failure threshold', async ({ page, gm }) => {
  void gm; // signed in
  const expected = plan(SEED);
  await page.goto('/dice');
  await page.getByRole('navigation', { name: 'Dice tools' }).getByRole('link', { name: /Complex actions/ }).click();
  const form = page.getByRole('form', { name: 'New complex action' });
  await form.getByRole('textbox', { name: 'Name of the action' }).fill('Crack the vault');
  await form.getByRole('textbox', { name: 'Number of steps' }).fill(String(SETUP.start));
  await form.getByRole('textbox', { name: 'Failure threshold (optional)' }).fill(String(SETUP.failureThreshold));
  await form.getByRole('button', { name: '+ Add a milestone' }).click();
  await form.getByRole('textbox', { name: 'Milestone 1: after how many steps crossed' }).fill(String(SETUP.milestones[0].crossed));
  await form.getByRole('textbox', { name: 'Milestone 1: what it achieves' }).fill(SETUP.milestones[0].label);
  await form.getByRole('button', { name: 'Create the complex action' }).click();
  const opened = page.getByRole('link', { name: 'Crack the vault' });
  if (await opened.isVisible()) await opened.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crack the vault' })).toBeVisible();

  const next = page.getByRole('form', { name: 'Next roll' });
  await next.getByRole('textbox', { name: 'Success threshold (%)' }).fill(String(THRESHOLD));
  const odds = Math.round(d100TestOdds(THRESHOLD, { table: DEFAULT_TABLE_RULES }) * 100);
  await expect(next.getByRole('figure', { name: 'This roll' })).toContainText(new RegExp(`Success\\s*${odds}%`));

  const status = page.getByRole('region', { name: /Ongoing|Succeeded|Failed/ });
  for (const [i, tracker] of expected.entries()) {
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/roll'));
    await next.getByRole('button', { name: `Roll — ${THRESHOLD}%` }).click();
    expect((await answer).status(), `roll ${i + 1}`).toBe(200);
    await expect(status.getByRole('meter', { name: 'Steps left' })).toHaveAttribute('aria-valuenow', String(tracker.remaining));
    await expect(status.getByText(`Raises so far: ${tracker.totalRaised} of ${SETUP.failureThreshold}`)).toBeVisible();
    const reached = tracker.milestones.filter((m) => m.reachedAtRoll !== null).length;
    await expect(status.getByText(`${reached} of 1 reached, kept for good`)).toBeVisible();
  }

  // The end: failed on the threshold, the milestone kept, and no more rolls.
  await expect(page.getByRole('heading', { level: 2, name: /Failed/ })).toBeVisible();
  await expect(page.getByText('1 of 1 reached, kept for good')).toBeVisible();
  await expect(next.getByRole('button', { name: /^Roll( — \d+%)?$/ })).toBeDisabled();
  await expect(next.getByText(/C4 .*The complex action has already failed/)).toBeVisible();
  const list = await gm.call<{ complexAction: { tracker: ComplexAction } }[] | { tracker: ComplexAction }[]>('GET', `/api/campaigns/${gm.campaignId}/complex-actions`);
  const stored = JSON.stringify(list);
  expect(stored).toContain('"status":"failed"');
});
