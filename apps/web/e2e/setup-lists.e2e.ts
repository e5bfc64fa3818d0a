/**
 * The GM's factions and cohorts on the crew setup (`/crews/:id?edit=1`): add (faction: name, tier,
 * status; cohort: name, gang or expert, quality), edit, remove with its inline confirm — and the
 * crew sheet shows what is left. Bad input (checked as typed with the rules' zod schemas) shows a
 * field error linked to its field, sends nothing, saves nothing.
 */
import type { Locator, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { CrewSetupPage } from './pages/CrewSetupPage';
import { CrewSheetPage } from './pages/CrewSheetPage';

/** The field's error is its accessible description, and the field says it is invalid. */
async function expectFieldError(field: Locator, error: RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(error);
}

test('factions and cohorts: add, edit, remove; the sheet shows them; bad input saves nothing', async ({ page, gm }) => {
  const crewId = gm.defaultCrewId;
  const writes: Request[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/')) writes.push(r);
  });
  const sentSince = (from: number) => writes.slice(from).map((r) => `${r.method()} ${new URL(r.url()).pathname}`);

  await page.goto(`/crews/${crewId}`);
  const sheet = new CrewSheetPage(page);
  await sheet.expectLoaded('Ma bande');
  const setup = new CrewSetupPage(page);
  await setup.open();
  const { factions, cohorts } = setup;
  const before = await gm.sheet(crewId);

  // A faction's bad input: a tier past IV, then no name.
  let sent = writes.length;
  const newFaction = await factions.startAdding({ name: 'Les Lampions', tier: 7 });
  const tier = newFaction.getByRole('textbox', { name: 'Tier', exact: true });
  await expectFieldError(tier, /At most 4/);
  await factions.nameField(newFaction).fill('');
  await expectFieldError(factions.nameField(newFaction), /Required/);
  await expect(newFaction.getByRole('button', { name: 'Add a faction', exact: true })).toBeDisabled();
  await tier.press('Enter'); // Enter does not send it either
  expect(sentSince(sent)).toEqual([]);

  // Fixed, then added; a second one to remove later.
  await factions.add({ name: 'Les Lampions', tier: 2, status: -1 });
  await expect(factions.row('Les Lampions')).toContainText('Tier II');
  await expect(factions.row('Les Lampions').getByRole('img', { name: 'Les Lampions: −1 Interfering' })).toBeVisible();
  await factions.add({ name: 'Les Corbeaux', tier: 1, status: 0 });

  // Editing: bad input first (nothing sent, Cancel keeps the row as it was), then the new status.
  sent = writes.length;
  const editing = await factions.startEditing('Les Lampions');
  await editing.getByRole('textbox', { name: 'Tier', exact: true }).fill('9');
  await expectFieldError(editing.getByRole('textbox', { name: 'Tier', exact: true }), /At most 4/);
  await expect(editing.getByRole('button', { name: 'Save the faction' })).toBeDisabled();
  await editing.getByRole('button', { name: 'Cancel' }).click();
  await expect(factions.row('Les Lampions')).toContainText('Tier II');
  expect(sentSince(sent)).toEqual([]);
  await factions.edit('Les Lampions', { status: 2 });
  await expect(factions.row('Les Lampions').getByRole('img', { name: 'Les Lampions: +2 Friendly' })).toBeVisible();
  await factions.remove('Les Corbeaux');

  // A cohort's bad input: quality past 6, no name.
  sent = writes.length;
  const newCohort = await cohorts.startAdding({ name: 'Les Chiens', quality: 9 });
  await expectFieldError(newCohort.getByRole('textbox', { name: 'Quality', exact: true }), /At most 6/);
  await cohorts.nameField(newCohort).fill('');
  await expectFieldError(cohorts.nameField(newCohort), /Required/);
  await expect(newCohort.getByRole('button', { name: 'Add a cohort', exact: true })).toBeDisabled();
  expect(sentSince(sent)).toEqual([]);

  await cohorts.add({ name: 'Les Chiens', kind: 'Gang', quality: 2 });
  await expect(cohorts.row('Les Chiens')).toContainText('Gang · quality 2');
  await cohorts.add({ name: 'Mère Grise', kind: 'Expert', quality: 3 });
  await cohorts.edit('Les Chiens', { kind: 'Expert', quality: 4 });
  await expect(cohorts.row('Les Chiens')).toContainText('Expert · quality 4');
  await cohorts.remove('Mère Grise');

  // Every write went through, one per action: 2 adds, 1 edit, 1 remove of each kind.
  const sentWrites = sentSince(0).map((w) => w.replace(/\/[0-9a-f-]{36}$/, '/:id').replace(crewId, ':crew'));
  expect(sentWrites.sort()).toEqual(
    [
      'POST /api/crews/:crew/factions',
      'POST /api/crews/:crew/factions',
      'PUT /api/crews/:crew/factions/:id',
      'DELETE /api/crews/:crew/factions/:id',
      'POST /api/crews/:crew/cohorts',
      'POST /api/crews/:crew/cohorts',
      'PUT /api/crews/:crew/cohorts/:id',
      'DELETE /api/crews/:crew/cohorts/:id',
    ].sort(),
  );

  // The crew sheet shows what is left, and nothing of what was removed.
  await page.getByRole('navigation', { name: 'Crew sheet' }).getByRole('link', { name: 'Crew sheet' }).click();
  await sheet.expectLoaded('Ma bande');
  await expect(sheet.faction('Les Lampions')).toContainText('Tier II');
  await expect(sheet.factionStatus('Les Lampions')).toHaveAccessibleName('Les Lampions: +2 Friendly');
  await expect(sheet.factions.getByText('Les Corbeaux')).toHaveCount(0);
  await expect(sheet.cohort('Les Chiens')).toContainText('Expert · quality 4');
  await expect(sheet.cohorts.getByText('Mère Grise')).toHaveCount(0);

  const after = await gm.sheet(crewId);
  expect(after.crew.factions.map(({ name, tier: t, status }) => ({ name, tier: t, status }))).toEqual([{ name: 'Les Lampions', tier: 2, status: 2 }]);
  expect(after.crew.cohorts.map(({ name, kind, quality }) => ({ name, kind, quality }))).toEqual([{ name: 'Les Chiens', kind: 'expert', quality: 4 }]);
  expect(after.version).toBe(before.version + 8);
});
