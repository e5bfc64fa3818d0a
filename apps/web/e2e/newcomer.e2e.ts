/**
 * A newcomer's first run: the one-time sign-in link the server printed → the campaign → the crew →
 * its setup → every downtime step in the seed's order (start, payoff, heat, incarceration,
 * entanglement with its roll and a way out, activities) → done. Then the numbers on the crew sheet
 * are checked against the rules engine: the history replayed with the seeded roller's own sequence
 * (each step's dice must be the seed's, and the final crew is what the sheet must show).
 */
import { expect, test } from './fixtures';
import { CrewSetupPage } from './pages/CrewSetupPage';
import { CrewSheetPage } from './pages/CrewSheetPage';
import { DowntimePage } from './pages/DowntimePage';
import { Gm, type Step } from './support/gm';
import { replayWithSeed } from './support/rules';

test('first run: sign-in link → crew → a full downtime → the sheet shows the rules’ numbers', async ({ page, context, server }) => {
  // The link the server printed at its first start opens the GM's session and lands on the campaign.
  await page.goto(server.setupUrl);
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ma campagne' })).toBeVisible();
  await page.getByRole('link', { name: 'Ma bande', exact: true }).click();
  const sheet = new CrewSheetPage(page);
  await sheet.expectLoaded('Ma bande');
  const crewId = new URL(page.url()).pathname.split('/')[2] ?? '';
  expect(crewId).not.toBe('');

  // Setup, on the crew screen.
  const setup = new CrewSetupPage(page);
  await setup.open();
  await setup.setCrew({ tier: 1, hold: 'Strong', rep: 3, coin: 4, heat: 2, wanted: 1, claims: ['Le Marché aux Puces'] });
  await setup.saveCrew();
  await setup.addCharacter({ name: 'Nyx', skills: { hunt: 2 }, attributes: { insight: { max: 3, current: 1 } }, vice: { kind: 'gambling', purveyor: 'Mama Cou' } });
  await page.getByRole('navigation', { name: 'Crew sheet' }).getByRole('link', { name: 'Crew sheet' }).click();
  await sheet.expectNumbers({ tier: 1, rep: 3, coin: 4, heat: 2, wanted: 1 });
  await expect(sheet.circles('Nyx', 'insight')).toHaveAccessibleName(/1 of 3$/);

  // The downtime, one screen per step.
  const downtime = new DowntimePage(page);
  await downtime.open();
  await downtime.start();
  const payoff = await downtime.payoff({ targetTier: 2, take: 6 });
  await expect(payoff.getByText('Rep: 3 → 6')).toBeVisible(); // P1: 2 + 1 for a higher tier
  await expect(payoff.getByText('Coin (crew stash): 4 → 10')).toBeVisible();
  await downtime.applyPayoff();
  const heat = await downtime.heat(/^Contained/, [/^High-profile/]);
  await expect(heat.getByRole('meter', { name: 'Heat' })).toHaveAttribute('aria-valuetext', /→ 5/); // 2 + 2 + 1
  await downtime.applyHeat();
  await downtime.nobodyJailed();
  const entanglement = await downtime.rollEntanglement();
  // The seeded roller's first dice: one die (wanted level 1) showing 1 → row 1-3, heat 4–5: the cell
  // offers Cohort trouble and Questioning; "pick for me" rolls the next die → Questioning.
  await expect(downtime.entanglementChoices.getByRole('button')).toHaveText(['Pick: Cohort trouble', 'Pick: Questioning', 'Pick for me']);
  await downtime.pickEntanglement('Pick for me');
  await expect(entanglement.getByText('Entanglement: Questioning (picked at random)')).toBeVisible();
  await expect(entanglement.getByText('Coin: 10 → 8')).toBeVisible(); // the bribe's exact cost, shown before choosing
  await downtime.resolveEntanglement('Bribe');
  await downtime.toActivities();
  await downtime.activity('Nyx', 'Train', async (form) => {
    await form.getByRole('combobox', { name: 'Skill trained' }).selectOption({ label: 'Hunt (2)' });
  });
  await downtime.activity('Nyx', 'Indulge vice', async (form) => {
    await form.getByRole('combobox', { name: 'Attribute to restore' }).selectOption({ label: 'Insight (1/3)' });
  });
  // Quality 3 for 2 missing circles: the seed's dice overindulge (V2) — the player picks bragging (+2 heat).
  const overindulgence = page.getByRole('region', { name: 'Overindulgence: pick a bad decision' });
  await expect(overindulgence).toBeVisible();
  await overindulgence.getByRole('radio', { name: /^Brag/ }).check();
  await expect(overindulgence.getByRole('meter', { name: 'Heat' })).toHaveAttribute('aria-valuetext', /→ 7/);
  await downtime.expectWrite('/downtime/overindulgence', () => overindulgence.getByRole('button', { name: 'Pick: Brag' }).click());
  await downtime.expectWrite('/downtime/advance', () => downtime.finish());

  // The rules engine, fed the seed's dice, must land on the same crew — and the sheet must show it.
  const gm = await Gm.of(context.request);
  const { events } = (await gm.history(crewId)) as { events: Step['event'][] };
  expect(events.map((e) => e.type)).toEqual(
    expect.arrayContaining(['start', 'payoff', 'heat', 'entanglement_roll', 'entanglement_pick', 'entanglement_resolve', 'advance', 'activity']),
  );
  const expected = replayWithSeed(crewId, events, { seed: server.seed });
  events.forEach((event, i) => expect(event.dice, `dice of step ${event.seq} (${event.type})`).toEqual(expected.dice[i]));
  expect(expected.state.phase).toBe('done');
  const crew = expected.state.crew;
  // What the whole downtime changed, in the history's words: rep 3 → 6 from the payoff, the coin after the bribe.
  const moved = downtime.step('Back to free play').getByRole('list', { name: 'What moved' });
  await expect(moved.getByText(`Rep: 3 → ${crew.rep}`, { exact: true })).toBeVisible();
  await expect(moved.getByText(`Crew coin: 4 → ${crew.coin}`, { exact: true })).toBeVisible();
  await page.goto(`/crews/${crewId}`);
  await sheet.expectLoaded('Ma bande');
  await sheet.expectNumbers({ heat: crew.heat, wanted: crew.wanted, rep: crew.rep, coin: crew.coin, tier: crew.tier });
  for (const pc of crew.characters) {
    for (const [attribute, circles] of Object.entries(pc.attributes)) {
      await expect(sheet.circles(pc.name, attribute)).toHaveAccessibleName(new RegExp(`: ${circles.current} of ${circles.max}$`));
    }
  }
  // Train (A8) and the vice (V1) as the rules computed them.
  const nyx = crew.characters.find((c) => c.name === 'Nyx');
  expect(nyx?.skills.hunt).toBeGreaterThanOrEqual(2);
  expect((await gm.sheet(crewId)).crew.characters.find((c) => c.name === 'Nyx')?.skills).toEqual(nyx?.skills);
});
