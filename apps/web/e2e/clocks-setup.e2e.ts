/**
 * The GM's clocks on the crew setup (`/crews/:id?edit=1`), then between game nights
 * (`/crews/:id/between`): a danger clock of the crew (known to the players) and a faction's goal
 * clock (name only) are added from the form — bad input sends nothing —, set racing, one more added
 * and removed; between game nights the race's odds show, the GM ticks by 3 by hand, shows a GM-only
 * clock's name, and reveals the faction's goal. Every step lands in the API's sheet.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { SetupList, CrewSetupPage } from './pages/CrewSetupPage';
import { CrewSheetPage } from './pages/CrewSheetPage';

interface ClockInput {
  readonly name?: string;
  /** The owner's option: "The crew" or "Faction: <name>". */
  readonly owner?: string;
  /** The segments' option, e.g. "6 (usual size)". */
  readonly segments?: string;
  readonly filled?: number;
  /** "Known to the players", "Name only for the players", "GM only". */
  readonly visibility?: string;
  /** "Races against": the other clock's name. */
  readonly racesAgainst?: string;
}

test('clocks: added, linked and removed on the setup; ticked, named and revealed between game nights', async ({ page, gm }) => {
  const crewId = gm.defaultCrewId;
  const faction = await gm.addFaction(crewId, { name: 'La Confrérie', tier: 2, status: 0 });
  const factionId = String(faction.event.detail.id);
  await gm.write(crewId, 'PUT', `/factions/${factionId}`, { goal: 'Tenir tout le port' });
  const writes: Request[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/')) writes.push(r);
  });

  await page.goto(`/crews/${crewId}`);
  await new CrewSheetPage(page).expectLoaded('Ma bande');
  const setup = new CrewSetupPage(page);
  await setup.open();
  const clocks = new SetupList<ClockInput>(page, { region: 'Clocks', add: 'Add a clock', save: 'Save the clock', remove: 'Remove the clock', name: 'Clock name' }, async (form, c) => {
    if (c.name !== undefined) await form.getByRole('textbox', { name: 'Clock name', exact: true }).fill(c.name);
    if (c.owner !== undefined) await form.getByRole('combobox', { name: 'Belongs to', exact: true }).selectOption({ label: c.owner });
    if (c.segments !== undefined) await form.getByRole('combobox', { name: 'Segments', exact: true }).selectOption({ label: c.segments });
    if (c.filled !== undefined) await form.getByRole('textbox', { name: 'Filled segments', exact: true }).fill(String(c.filled));
    if (c.visibility !== undefined) await form.getByRole('combobox', { name: 'What the players know', exact: true }).selectOption({ label: c.visibility });
    if (c.racesAgainst !== undefined) await form.getByRole('combobox', { name: 'Races against', exact: true }).selectOption({ label: c.racesAgainst });
  });

  // No name: the field says so and nothing is sent.
  const sent = writes.length;
  const form = await clocks.startAdding({ name: 'x' });
  await clocks.nameField(form).fill('');
  await expect(clocks.nameField(form)).toHaveAttribute('aria-invalid', 'true');
  await expect(clocks.nameField(form)).toHaveAccessibleDescription(/Required/);
  await expect(form.getByRole('button', { name: 'Add a clock', exact: true })).toBeDisabled();
  expect(writes.length - sent).toBe(0);

  await clocks.add({ name: 'La Garde se rapproche', segments: '6 (usual size)' });
  await expect(clocks.row('La Garde se rapproche')).toContainText('Known to the players');
  // A faction's clock starts GM only; the GM shows its name alone.
  await clocks.add({ name: 'Prendre les Docks', owner: 'Faction: La Confrérie', segments: '8 (usual size)', filled: 2, visibility: 'Name only for the players' });
  await expect(clocks.row('Prendre les Docks')).toContainText('Clock of La Confrérie');
  await expect(clocks.row('Prendre les Docks')).toContainText('Name only for the players');
  await clocks.add({ name: 'Le traître', visibility: 'GM only' });
  await clocks.add({ name: 'Brouillon' });
  await clocks.doneAdding();
  await clocks.edit('La Garde se rapproche', { racesAgainst: 'Prendre les Docks' });
  await clocks.remove('Brouillon');

  const set = await gm.sheet(crewId);
  const byName = (name: string) => set.crew.clocks?.find((c) => c.name === name);
  expect(byName('La Garde se rapproche')).toMatchObject({ segments: 6, filled: 0, visibility: 'open', owner: { kind: 'crew', id: crewId } });
  expect(byName('Prendre les Docks')).toMatchObject({ segments: 8, filled: 2, visibility: 'name_only', owner: { kind: 'faction', id: factionId } });
  expect(byName('La Garde se rapproche')?.racesAgainst).toBe(byName('Prendre les Docks')?.id);
  expect(byName('Brouillon')).toBeUndefined();
  const dangerId = byName('La Garde se rapproche')?.id ?? '';

  // Between game nights: the race's odds next to the danger clock's roll.
  await page.goto(`/crews/${crewId}/between`);
  const danger = page.getByRole('group', { name: 'La Garde se rapproche', exact: true });
  await expect(danger.getByTestId('race-odds')).toContainText('“Prendre les Docks”: tier roll');
  await expect(danger.getByTestId('race-odds')).toContainText('Within 1 round: “La Garde se rapproche” first');

  // +3 by hand, one step.
  await danger.getByRole('textbox', { name: 'Segments by hand', exact: true }).fill('3');
  await danger.getByRole('button', { name: '+3 on “La Garde se rapproche”', exact: true }).click();
  await expect(page.getByText(/^Last step:/)).toBeVisible();
  await expect.poll(async () => (await gm.sheet(crewId)).crew.clocks?.find((c) => c.id === dangerId)?.filled).toBe(3);

  // The GM-only clock's name shown, its progress still hidden; then the faction's goal revealed.
  await page.getByRole('button', { name: 'Show the name only: “Le traître”', exact: true }).click();
  await expect.poll(async () => (await gm.sheet(crewId)).crew.clocks?.find((c) => c.name === 'Le traître')?.visibility).toBe('name_only');
  await page.getByRole('button', { name: 'Reveal to the players: the goal of “La Confrérie”', exact: true }).click();
  await expect.poll(async () => (await gm.sheet(crewId)).crew.factions.find((f) => f.id === factionId)?.revealed).toEqual(['goal']);
  await expect(page.getByRole('button', { name: 'Reveal to the players: the goal of “La Confrérie”', exact: true })).toHaveCount(0);
});
