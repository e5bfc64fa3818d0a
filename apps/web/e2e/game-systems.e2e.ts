/**
 * The game systems a campaign plays: the GM chooses them in the settings; the menu, the dice page,
 * the crew's forms and the players' answers then show only those; a tool of a system not played
 * says so; a crew's PC without a d12 sheet is to be filled in, never « dead ». Nothing is deleted:
 * choosing a system again brings its screens back.
 */
import { expect, test } from './fixtures';
import { CrewSetupPage } from './pages/CrewSetupPage';
import { mainNav } from './support/header';

test('a table that plays the crew’s downtime only, then the d12 system too', async ({ page, gm }) => {
  const crewId = gm.defaultCrewId;
  await gm.addCharacter(crewId, { name: 'Arlette' });

  await test.step('the settings choose the systems', async () => {
    await page.goto('/settings');
    const systems = page.getByRole('region', { name: 'Game systems' });
    // Until the form has its campaign, a refetch may set the boxes again: unchecked, then checked still unchecked.
    const boxes = [/d12 system/, /d100 system/, /Frostgrave/].map((name) => systems.getByRole('checkbox', { name }));
    await expect(async () => {
      for (const box of boxes) await box.setChecked(false, { timeout: 2_000 });
      for (const box of boxes) await expect(box).not.toBeChecked({ timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await systems.getByRole('button', { name: 'Save the systems' }).click();
    await expect(systems.getByText('Game systems saved')).toBeVisible();
  });

  await test.step('the menu and the dice page show the downtime’s only', async () => {
    await expect(mainNav(page).getByRole('link', { name: 'Dice', exact: true })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Underworld ledger', exact: true })).toHaveCount(0);
    await page.goto('/dice');
    const tools = page.getByRole('main').getByRole('list').first();
    await expect(tools.getByRole('link', { name: 'd6 rolls', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /d12|d100|omplex/ })).toHaveCount(0);
  });

  await test.step('a tool of a system not played says so and leads to the settings', async () => {
    await page.goto('/dice/d12');
    await expect(page.getByText('This campaign does not play the d12 system.')).toBeVisible();
    await page.getByRole('link', { name: 'Choose it in the settings' }).click();
    await expect(page.getByRole('region', { name: 'Game systems' })).toBeVisible();
    await page.goto('/wizards');
    await expect(page.getByText('This campaign does not play Frostgrave.')).toBeVisible();
  });

  await test.step('the character form has no Body, Mind and Soul', async () => {
    await page.goto(`/crews/${crewId}?edit=1`);
    const setup = new CrewSetupPage(page);
    const region = setup.characters;
    await region.getByText('Add a character', { exact: true }).first().click();
    const form = region.getByRole('form', { name: 'Add a character' });
    await expect(form.getByRole('group', { name: 'Attributes' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Body, Mind, Soul' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Destiny points' })).toHaveCount(0);
  });

  await test.step('the API refuses a d12 roll and tells a player link what is played', async () => {
    const refused = await gm.raw('POST', `/api/campaigns/${gm.campaignId}/rolls/d12`, { attribute: 'body', pool: 5, threshold: 12 });
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toEqual({ error: 'not_found', resource: 'game_system' });
    const link = await gm.shareLink(crewId);
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${link.token}` } });
    expect((await me.json()) as unknown).toMatchObject({ kind: 'player', systems: ['downtime'] });
  });

  await test.step('the d12 system chosen again: Arlette’s d12 sheet is to be filled in, not « dead »', async () => {
    const { version } = await gm.call<{ version: number }>('GET', '/api/campaigns/current');
    await gm.call('PATCH', `/api/campaigns/${gm.campaignId}`, { version, systems: ['downtime', 'd12'] });
    await page.goto('/dice/d12');
    await page.getByRole('combobox', { name: 'Character', exact: true }).selectOption({ label: 'Arlette' });
    await expect(page.getByText('Arlette has no d12 sheet yet (Body, Mind, Soul): fill it in before acting with this system.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fill in Arlette’s sheet' })).toHaveAttribute('href', `/crews/${crewId}?edit=1`);
    await expect(page.getByText(/dead|can no longer be played/)).toHaveCount(0);
  });
});
