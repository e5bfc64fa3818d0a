/**
 * Bad form input is refused where it is typed — field errors linked to their fields, no write sent,
 * nothing saved — and a server refusal (a stale version, 409) is shown in words with the current
 * sheet back in the form, nothing half-applied.
 */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { CrewSetupPage } from './pages/CrewSetupPage';
import { CrewSheetPage } from './pages/CrewSheetPage';

test('out-of-range crew numbers: field errors, no write, nothing saved', async ({ page, gm }) => {
  const crewId = gm.defaultCrewId;
  const before = await gm.sheet(crewId);
  const writes: Request[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/')) writes.push(r);
  });

  await page.goto(`/crews/${crewId}`);
  await new CrewSheetPage(page).expectLoaded('Ma bande');
  const setup = new CrewSetupPage(page);
  await setup.open();
  const form = setup.crewForm;
  await setup.field('Heat').fill('12');
  await setup.field('Tier').fill('7');
  await setup.field('Rep').fill('-3');
  for (const [label, error] of [
    ['Heat', 'At most 9'],
    ['Tier', 'At most 4'],
    ['Rep', 'At least 0'],
  ] as const) {
    await expect(setup.field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(setup.field(label)).toHaveAccessibleDescription(new RegExp(error));
  }
  const save = form.getByRole('button', { name: 'Save the crew' });
  await expect(save).toBeDisabled();
  // Enter in a field does not send it either.
  await setup.field('Heat').press('Enter');

  // A new character without a name cannot be added.
  const characters = setup.characters;
  await characters.getByText('Add a character', { exact: true }).first().click();
  const pcForm = characters.getByRole('form', { name: 'Add a character' });
  const name = pcForm.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Zed');
  await name.fill('');
  const add = pcForm.getByRole('button', { name: 'Add a character' });
  if (await add.isEnabled()) await add.click(); // a form that shows its errors on submit
  await expect(name).toHaveAccessibleDescription(/Required/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  // Discarding puts the sheet's values back.
  await form.getByRole('button', { name: 'Discard changes' }).click();
  await expect(setup.field('Heat')).toHaveValue(String(before.crew.heat));
  await expect(setup.field('Heat')).not.toHaveAttribute('aria-invalid', 'true');

  expect(writes.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
  const after = await gm.sheet(crewId);
  expect(after.version).toBe(before.version);
  expect(after.crew).toEqual(before.crew);
});

/**
 * Two GMs: the form sends only what this GM changed, with the version the form was filled from, so
 * someone else's save meanwhile is never overwritten with the form's stale values.
 */

test('a stale form against someone else’s save meanwhile: a 409 in words, nothing overwritten', async ({ page, gm }) => {
  const crewId = gm.defaultCrewId;
  await page.goto(`/crews/${crewId}`);
  const setup = new CrewSetupPage(page);
  await setup.open();
  await setup.field('Coin (crew stash)').fill('9');

  // Meanwhile, another GM tab saves the crew (the page gets it live).
  await gm.editCrew(crewId, { coin: 5, rep: 2 });
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const answer = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/api/crews/${crewId}`));
  await setup.crewForm.getByRole('button', { name: 'Save the crew' }).click();
  const status = (await answer).status();
  const sheet = await gm.sheet(crewId);
  // Either refused in words with the current sheet back in the form (409), or saved on top of the
  // other change: the coin typed here, and the rep the other GM set — never the form's stale rep.
  if (status === 409) {
    await expect(page.getByText(/Someone else changed this crew in the meantime/)).toBeVisible();
    await expect(setup.field('Coin (crew stash)')).toHaveValue('5');
    expect(sheet.crew.coin).toBe(5);
  } else {
    expect(sheet.crew.coin).toBe(9);
  }
  expect(sheet.crew.rep, 'the other GM’s rep').toBe(2);
  await expect(setup.field('Rep')).toHaveValue('2');
});
