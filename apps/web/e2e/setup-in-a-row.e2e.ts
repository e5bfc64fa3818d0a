/**
 * Setup in a few clicks, on the crew made at first start (« Ma bande »): the home screen invites
 * setting it up; three characters added one after another without reopening the form; the
 * players' link and its QR code on the crew page; then the crew deleted like any other (the
 * export offered first, a confirmation): the home screen no longer lists it.
 */
import { expect, test } from './fixtures';
import { CrewSetupPage } from './pages/CrewSetupPage';

test('the default crew: three characters in a row, its share link on the crew page, then deleted', async ({ page, gm }) => {
  const crewId = gm.defaultCrewId;
  await page.goto('/');
  const invite = page.getByRole('link', { name: 'Rename and set up Ma bande', exact: true });
  await expect(invite).toHaveAttribute('href', `/crews/${crewId}?edit=1`);
  await invite.click();

  const setup = new CrewSetupPage(page);
  await setup.addCharacters([
    { name: 'Arlette', skills: { hunt: 2, surgery: 1 } },
    { name: 'Édouard', skills: { sway: 3 } },
    { name: 'Basile', skills: { prowl: 4 } },
  ]);
  const sheet = await gm.sheet(crewId);
  expect(sheet.crew.characters.map((c) => [c.name, c.skills['hunt'], c.skills['sway'], c.skills['prowl']])).toEqual([
    ['Arlette', 2, 0, 0],
    ['Édouard', 0, 3, 0],
    ['Basile', 0, 0, 4],
  ]);

  // The players' link, made here, shown with its QR code.
  const share = page.getByRole('region', { name: 'The players’ link' });
  await share.getByRole('textbox', { name: 'Link name (e.g. Thursday table)' }).fill('Table du jeudi');
  await share.getByRole('button', { name: 'Create a link' }).click();
  await expect(share.getByRole('textbox', { name: 'Address to give the players' })).toHaveValue(/\/s\/[A-Za-z0-9_-]{16,}$/);

  // Deleted like any other crew: the export first, then the confirmation.
  const danger = page.getByRole('region', { name: 'Delete the crew' });
  const download = page.waitForEvent('download');
  await danger.getByRole('button', { name: 'Export the campaign' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
  await danger.getByRole('button', { name: 'Delete the crew — Ma bande' }).click();
  await danger.getByRole('group', { name: 'Delete Ma bande for good?' }).getByRole('button', { name: 'Delete the crew' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('No crew yet.')).toBeVisible();
  expect((await page.request.get(`/api/crews/${crewId}`)).status()).toBe(404);
});
