/**
 * axe-core on every screen, in both projects (desktop and phone): no serious or critical violation.
 * Each screen is checked once its content is on screen (not its loading state).
 */
import { expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { NYX, VALE } from './support/scenario';

test('sign-in screen', async ({ page }, testInfo) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'GM sign-in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, '/signin');
});

test('the invitation page, by someone not signed in; a link that does not work', async ({ page, openGmContext }, testInfo) => {
  const { gm } = await openGmContext();
  const invitation = await gm.invite(gm.campaignId, 'Nyx');
  await page.goto(invitation.path);
  await expect(page.getByRole('button', { name: 'Create my account and join' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, '/invite');
  await page.goto('/invite#not-a-real-invitation');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, '/invite, a link that does not work');
});

test('GM screens', async ({ page, gm }, testInfo) => {
  // Eighteen screens, each loaded and checked by axe: more than the default 90 s on a 2-core CI machine.
  test.setTimeout(300_000);
  const crewId = gm.defaultCrewId;
  await gm.editCrew(crewId, { tier: 1, heat: 3, wanted: 1, coin: 4 });
  await gm.addCharacter(crewId, NYX);
  await gm.addCharacter(crewId, VALE);
  const faction = await gm.addFaction(crewId, { name: 'Les Lampions', tier: 2, status: -2 });
  // K1: a faction's goal clock (name only for the players) and the crew's danger clock.
  await gm.write(crewId, 'POST', '/clocks', { name: 'Tenir le quai', owner: { kind: 'faction', id: String(faction.event.detail.id) }, segments: 8, filled: 3, visibility: 'name_only' });
  await gm.write(crewId, 'POST', '/clocks', { name: 'La Garde approche', owner: { kind: 'crew', id: crewId }, segments: 6, visibility: 'open' });
  await gm.downtime(crewId, 'start');
  await gm.downtime(crewId, 'payoff', { targetTier: 1, take: 4 });
  const wizard = await gm.call<{ id: string }>('POST', `/api/campaigns/${gm.campaignId}/wizards`, {
    name: 'Thessaly',
    level: 10,
    markers: 3,
    warband: [{ name: 'Brom', role: 'soldier', baseCost: 100, will: 1 }],
  });
  const action = await gm.call<{ complexAction: { id: string } }>('POST', `/api/campaigns/${gm.campaignId}/complex-actions`, {
    name: 'Crack the vault',
    start: 6,
    failureThreshold: 4,
    milestones: [{ crossed: 2, label: 'Inside the vault' }],
  });

  // GM accounts (issue 37): the lists of invitations with a row each.
  await gm.invite(undefined, 'Vale');
  await gm.invite(gm.campaignId, 'Nyx');

  const screens = [
    '/',
    `/crews/${crewId}`,
    `/crews/${crewId}?edit=1`,
    `/crews/${crewId}/downtime`,
    `/crews/${crewId}/history`,
    `/crews/${crewId}/between`,
    '/wizards',
    `/wizards/${wizard.id}`,
    '/dice',
    '/dice/d6',
    '/dice/d12',
    '/dice/d100',
    '/dice/complex',
    `/dice/complex/${action.complexAction.id}`,
    '/settings',
    '/campaigns',
    '/account',
    '/no-such-screen',
  ];
  for (const path of screens) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      // The d12 page chooses no PC for the GM: one is chosen, so that its forms are checked too.
      if (path === '/dice/d12') await page.getByRole('combobox', { name: 'Character', exact: true }).selectOption({ index: 1 });
      await expectNoSeriousA11yViolations(page, testInfo, path);
    });
  }
});

test('player crew sheet', async ({ page, openGmContext }, testInfo) => {
  const { gm } = await openGmContext();
  const crewId = gm.defaultCrewId;
  await gm.addCharacter(crewId, NYX);
  await gm.addFaction(crewId, { name: 'Les Lampions', tier: 2, status: 1 });
  await gm.editCrew(crewId, { heat: 4, wanted: 1 });
  const link = await gm.shareLink(crewId);
  const sheet = new CrewSheetPage(page);
  await sheet.openShareLink(link.path);
  await sheet.expectLoaded('Ma bande');
  await expect(sheet.live).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'player sheet');

  // A revoked or wrong link says so, accessibly too.
  await page.goto('/s/not-a-real-token-0000000000000000000000');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'player sheet, bad link');
});

test('a player acting from their phone: my actions, a proposal, a roll asked for, the GM answering', async ({ page, openGmContext }, testInfo) => {
  test.setTimeout(120_000);
  const { gm, page: gmPage } = await openGmContext();
  const crewId = gm.defaultCrewId;
  const nyx = (await gm.addCharacter(crewId, NYX)).sheet.crew.characters.find((c) => c.name === NYX.name)!;
  await gm.downtime(crewId, 'start');
  await gm.downtime(crewId, 'payoff', { targetTier: 1, take: 4 });
  await gm.downtime(crewId, 'heat', { exposure: 'quiet' });
  await gm.downtime(crewId, 'entanglement-roll', {});
  await gm.downtime(crewId, 'advance');
  const link = await gm.shareLink(crewId, 'Nyx', { characterId: nyx.id });
  await gm.call('POST', `/api/crews/${crewId}/roll-requests`, { characterId: nyx.id, roll: { kind: 'fortune', pool: 2, shift: 0 }, note: 'Les Lampions' });

  const sheet = new CrewSheetPage(page);
  await sheet.openShareLink(link.path);
  await expect(sheet.live).toBeVisible();
  const actions = page.getByRole('region', { name: 'My actions' });
  await actions.getByRole('radio', { name: 'Train' }).check();
  await expect(actions.getByRole('button', { name: 'Propose' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'player sheet, my actions');
  await actions.getByRole('combobox').first().selectOption({ index: 1 });
  await actions.getByRole('button', { name: 'Propose' }).click();
  await expect(actions.getByRole('region', { name: 'My proposals' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, testInfo, 'player sheet, a proposal sent');

  // The GM's activities step with the proposal, and the dice home with the roll asked for.
  await gmPage.goto(`/crews/${crewId}/downtime`);
  await expect(gmPage.getByRole('region', { name: 'Nyx’s proposals' })).toBeVisible();
  await expectNoSeriousA11yViolations(gmPage, testInfo, 'activities step, a proposal');
  await gmPage.goto('/dice');
  await expect(gmPage.getByRole('region', { name: 'Requested rolls' })).toBeVisible();
  await expectNoSeriousA11yViolations(gmPage, testInfo, 'dice home, a roll asked for');
});

test('an acquired asset: on the players’ sheet and in the GM’s crew editor', async ({ page, openGmContext }, testInfo) => {
  const gm = await openGmContext();
  const crewId = gm.gm.defaultCrewId;
  const nyx = (await gm.gm.addCharacter(crewId, NYX)).sheet.crew.characters.find((c) => c.name === NYX.name);
  await gm.gm.downtime(crewId, 'start');
  await gm.gm.downtime(crewId, 'payoff', { targetTier: 1, take: 4 });
  await gm.gm.downtime(crewId, 'heat', { exposure: 'quiet' });
  await gm.gm.downtime(crewId, 'entanglement-roll', {});
  await gm.gm.downtime(crewId, 'advance');
  await gm.gm.downtime(crewId, 'activities', { characterId: nyx?.id, activity: { kind: 'acquire_asset', name: 'Gang de dockers', assetKind: 'cohort_gang' } });
  await gm.gm.downtime(crewId, 'asset-settle', { characterId: nyx?.id, coin: 0 });

  await gm.page.goto(`/crews/${crewId}?edit=1`);
  await expect(gm.page.getByText('Gang de dockers').first()).toBeVisible();
  await expectNoSeriousA11yViolations(gm.page, testInfo, 'crew editor with an asset');

  const sheet = new CrewSheetPage(page);
  await sheet.openShareLink((await gm.gm.shareLink(crewId)).path);
  await sheet.expectLoaded('Ma bande');
  await expect(page.getByRole('region', { name: 'Acquired assets' })).toContainText('Gang de dockers');
  await expectNoSeriousA11yViolations(page, testInfo, 'player sheet with an asset');
});
