/**
 * Issue 36, « players act from their phones »: a GM on a laptop and two players' phones, each on a
 * link given to their character, run a downtime's activities. Alice proposes to indulge her vice
 * (her attribute is full: she overindulges for sure, V2) and then her pick; Bruno proposes to
 * recover with Alice healing him, and to train. The GM approves Alice's as is, edits Bruno's
 * recovery then approves it, declines his training with a reason. The dice land on all three
 * screens live; a roll the GM asks for is rolled from Bruno's phone; the GM's undo reaches the phones.
 * The crew is set up through the API (what is tested is what players and the GM do on screen).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';

const ALICE = {
  name: 'Alice',
  skills: { hunt: 2, tinker: 2, consort: 1 },
  // Full: indulging it always overindulges (V2).
  attributes: { insight: { max: 2, current: 2 } },
  vice: { kind: 'gambling', purveyor: 'Mama Cou', tapped: false },
} as const;
const BRUNO = {
  name: 'Bruno',
  skills: { consort: 2, sway: 1, study: 1 },
  attributes: { prowess: { max: 3, current: 1 } },
  harm: [{ level: 2, description: 'Broken ribs' }],
} as const;

/** The phone's « My actions » section, once its chunk is there. */
const actions = (page: Page) => page.getByRole('region', { name: 'My actions' });

/** Chooses an activity in the phone's (or the GM's) activity picker. */
async function chooseActivity(scope: ReturnType<typeof actions>, name: string): Promise<void> {
  await scope.getByRole('group', { name: 'Choose an activity' }).getByRole('radio', { name }).check();
}

test('two phones propose, the GM approves, edits, declines; dice, a roll asked for and an undo reach every screen', async ({ page, openPhone, openGmContext }) => {
  test.setTimeout(120_000);
  const laptop = await openGmContext();
  const gm = laptop.gm;
  const crewId = gm.defaultCrewId;
  await gm.addCharacter(crewId, ALICE);
  const sheet = (await gm.addCharacter(crewId, BRUNO)).sheet;
  const aliceId = sheet.crew.characters.find((c) => c.name === 'Alice')!.id;
  const brunoId = sheet.crew.characters.find((c) => c.name === 'Bruno')!.id;
  // The downtime up to its activities (the GM's walkthrough of those steps is other tests').
  await gm.downtime(crewId, 'start');
  await gm.downtime(crewId, 'payoff', { targetTier: 0, take: 2 });
  await gm.downtime(crewId, 'heat', { exposure: 'quiet' });
  await gm.downtime(crewId, 'entanglement-roll', {});
  await gm.downtime(crewId, 'advance');
  const aliceLink = await gm.shareLink(crewId, 'Alice', { characterId: aliceId });
  const brunoLink = await gm.shareLink(crewId, 'Bruno', { characterId: brunoId });

  // Two phones, each on its player's link.
  const alice = page;
  const bruno = (await openPhone()).page;
  const aliceSheet = new CrewSheetPage(alice);
  const brunoSheet = new CrewSheetPage(bruno);
  await aliceSheet.openShareLink(aliceLink.path);
  await brunoSheet.openShareLink(brunoLink.path);
  await expect(aliceSheet.live).toBeVisible();
  await expect(brunoSheet.live).toBeVisible();

  // The GM's activities step, open on the laptop while the players propose.
  await laptop.page.goto(`/crews/${crewId}/downtime`);
  await expect(laptop.page.getByRole('heading', { name: 'Downtime activities', exact: true })).toBeVisible();

  // Alice proposes to indulge her vice, with the odds before sending.
  const aliceActions = actions(alice);
  await chooseActivity(aliceActions, 'Indulge vice');
  await aliceActions.getByLabel('Attribute to restore').selectOption({ label: 'Insight (2/2)' });
  await expect(aliceActions.getByRole('img', { name: /Risk of overindulging/ }).or(aliceActions.getByText('Risk of overindulging'))).toBeVisible();
  await aliceActions.getByRole('button', { name: 'Propose' }).click();
  await expect(aliceActions.getByRole('status').filter({ hasText: 'Proposal sent to the GM' })).toBeVisible();

  // Bruno proposes to recover, Alice healing him, then to train.
  const brunoActions = actions(bruno);
  await chooseActivity(brunoActions, 'Recover');
  await brunoActions.getByRole('group', { name: 'Who heals?' }).getByRole('radio', { name: 'Another PC' }).check();
  await brunoActions.getByLabel('Healing PC').selectOption({ label: 'Alice' });
  await brunoActions.getByLabel('Action rolled').selectOption({ index: 1 });
  await brunoActions.getByRole('button', { name: 'Propose' }).click();
  await expect(brunoActions.getByRole('status').filter({ hasText: 'Proposal sent to the GM' })).toBeVisible();
  await chooseActivity(brunoActions, 'Train');
  await brunoActions.getByRole('combobox').first().selectOption({ index: 1 });
  await brunoActions.getByRole('button', { name: 'Propose' }).click();
  await expect(brunoActions.getByRole('region', { name: 'My proposals' }).getByRole('listitem')).toHaveCount(2);

  // The GM sees them live, per PC: Alice's first.
  const gmPage = laptop.page;
  await gmPage.getByRole('button', { name: 'Alice’s activities' }).click();
  const aliceProposals = gmPage.getByRole('region', { name: 'Alice’s proposals' });
  await expect(aliceProposals.getByText(/Indulge vice/)).toBeVisible();
  await aliceProposals.getByRole('button', { name: 'Approve', exact: true }).click();
  // The server rolled: the dice show on the GM's screen and on both phones.
  await expect(gmPage.getByText(/too many/).first()).toBeVisible();
  await expect(alice.getByRole('region', { name: 'Recent rolls' }).getByText(/Indulge vice/).first()).toBeVisible();
  await expect(bruno.getByRole('region', { name: 'Recent rolls' }).getByText(/Indulge vice/).first()).toBeVisible();
  await expect(aliceActions.getByText('Approved', { exact: true })).toBeVisible();

  // Alice overindulged: her pick is hers to propose, the GM's to approve.
  const pick = aliceActions.getByRole('region', { name: /^Overindulgence/ });
  await pick.getByRole('radio', { name: /^Brag/ }).check();
  await pick.getByRole('button', { name: /Propose|Pick/ }).click();
  await expect(aliceActions.getByText('Your choice is waiting for the GM.')).toBeVisible();
  await gmPage.getByRole('region', { name: /^Overindulgence/ }).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(aliceActions.getByText('Your choice is waiting for the GM.')).toHaveCount(0);

  // Bruno's: the recovery edited (a friend helps too), then approved; the training declined.
  await gmPage.getByRole('button', { name: 'Bruno’s activities' }).click();
  const brunoProposals = gmPage.getByRole('region', { name: 'Bruno’s proposals' });
  const recovery = brunoProposals.getByRole('listitem').filter({ hasText: /Recover/ });
  await recovery.getByRole('button', { name: 'Edit, then approve' }).click();
  await gmPage.getByLabel('A friend or contact helps (+1 quality)').check();
  await gmPage.getByRole('button', { name: 'Approve as edited' }).click();
  const training = brunoProposals.getByRole('listitem').filter({ hasText: /Train/ });
  await training.getByRole('button', { name: 'Decline' }).click();
  await gmPage.getByLabel('Reason the player reads (optional)').fill('Not tonight: your ribs first');
  await gmPage.getByRole('button', { name: 'Decline it' }).click();

  const brunoProposalList = brunoActions.getByRole('region', { name: 'My proposals' });
  await expect(brunoProposalList.getByText('Not tonight: your ribs first')).toBeVisible();
  await expect(brunoProposalList.getByText(/The GM changed it/)).toBeVisible();
  await expect(bruno.getByRole('region', { name: 'Recent rolls' }).getByText(/Recover/).first()).toBeVisible();
  await expect(alice.getByRole('region', { name: 'Recent rolls' }).getByText(/Recover/).first()).toBeVisible();

  // A roll the GM asks for, from the d6 tool: Bruno rolls it from his phone.
  await gmPage.goto('/dice/d6');
  await gmPage.getByRole('button', { name: 'Ask a player' }).first().click();
  await gmPage.getByLabel('Character who rolls').selectOption({ label: 'Bruno' });
  await gmPage.getByLabel('Note for the player (optional)').fill('Pick the lock');
  await gmPage.getByRole('button', { name: 'Send the request' }).click();
  const asked = bruno.getByRole('region', { name: 'Rolls the GM asks for' });
  await expect(asked.getByText('Pick the lock')).toBeVisible();
  await asked.getByRole('button', { name: /Roll/ }).click();
  await gmPage.goto('/dice');
  await expect(gmPage.getByRole('region', { name: 'Requested rolls' }).getByText(/Rolled on/)).toBeVisible();
  await expect(alice.getByRole('region', { name: 'Recent rolls' }).getByText(/Pick the lock/).first()).toBeVisible();

  // The GM undoes Bruno's approved recovery (the last step of the crew): the phones see it undone.
  await gmPage.goto(`/crews/${crewId}/downtime`);
  await gmPage.getByRole('button', { name: /^Undo last step \(.*Recover/ }).click();
  for (const phone of [alice, bruno]) {
    const recovered = phone.getByRole('region', { name: 'Recent rolls' }).getByRole('listitem').filter({ hasText: /Recover/ });
    await expect(recovered.getByText('Undone', { exact: true })).toBeVisible();
  }

  expect(await alice.evaluate(() => performance.getEntriesByType('navigation').length), 'no reload').toBe(1);
  expect(await bruno.evaluate(() => performance.getEntriesByType('navigation').length), 'no reload').toBe(1);
});
