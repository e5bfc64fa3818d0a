/**
 * A player who plays a Frostgrave wizard follows its underworld ledger on the phone, under the
 * crew sheet their link opens on their own character: each entry the GM writes appears, live, and
 * an entry the GM undoes leaves, its d20s marked undone — with no reload, and no rule id shown.
 */
import { expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';

test("the link's character comes first, and the followed wizard's ledger moves with each entry and undo, live", async ({ page, openGmContext }) => {
  const { gm } = await openGmContext();
  const crewId = gm.defaultCrewId;
  await gm.addCharacter(crewId, { name: 'Basile' });
  const added = await gm.addCharacter(crewId, { name: 'Édouard' });
  const edouard = (added.sheet as unknown as { crew: { characters: { id: string; name: string }[] } }).crew.characters.find((c) => c.name === 'Édouard');
  const wizard = await gm.call<{ id: string; version: number }>('POST', `/api/campaigns/${gm.campaignId}/wizards`, {
    name: 'Maelis',
    level: 6,
    gold: 300,
    warband: [{ name: 'Maelis', role: 'wizard', baseCost: 0, will: 4 }],
  });
  const link = await gm.shareLink(crewId, 'Édouard', { characterId: edouard?.id ?? '', wizardId: wizard.id });

  const sheet = new CrewSheetPage(page);
  await sheet.openShareLink(link.path);
  await sheet.expectLoaded('Ma bande');
  await expect(sheet.live).toBeVisible();

  // "C'est moi": Édouard's card is the first, marked as the player's.
  const mine = page.locator('#my-character');
  await expect(mine.getByRole('heading', { name: /Édouard/ })).toBeVisible();
  await expect(mine.getByText('You', { exact: true })).toBeVisible();
  await expect(page.locator('section.pc').first()).toHaveAttribute('id', 'my-character');

  const ledger = page.getByRole('region', { name: 'Underworld ledger — Maelis' });
  await expect(ledger).toBeVisible();
  await expect(ledger.getByText('Loan', { exact: true })).toHaveCount(0);

  // The GM's laptop: a loan of 200 gc, then an intimidation (two d20s).
  await gm.call('POST', `/api/wizards/${wizard.id}/favours`, { version: wizard.version, kind: 'loan', amount: 200 });
  await expect(ledger.getByText('Loan', { exact: true })).toBeVisible();
  await gm.call('POST', `/api/wizards/${wizard.id}/favours`, { version: wizard.version + 1, kind: 'intimidation', target: { name: 'Brute', role: 'soldier', will: 1 }, bonus: 0 });
  const intimidation = ledger.getByRole('listitem').filter({ hasText: 'Intimidation' });
  await expect(intimidation.first()).toBeVisible();

  // Undone on the laptop: the entry leaves the phone's ledger, its dice stay, marked undone.
  await gm.call('POST', `/api/wizards/${wizard.id}/undo`, { version: wizard.version + 2 });
  await expect(ledger.getByText('Undone', { exact: true }).first()).toBeVisible();
  await expect(ledger.getByText('Loan', { exact: true })).toBeVisible();
  // Players never see a rule id (F2, F3…) in the ledger.
  expect(await ledger.innerText()).not.toMatch(/\bF[1-6]\b/);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length), 'no reload').toBe(1);
});

test("a wizard's own link (a table without a crew): made on the wizard's page, its ledger is the phone's page, live, until revoked", async ({ page, openGmContext }) => {
  const { gm, page: laptop } = await openGmContext();
  const wizard = await gm.call<{ id: string; version: number }>('POST', `/api/campaigns/${gm.campaignId}/wizards`, {
    name: 'Ombeline',
    level: 6,
    gold: 300,
    warband: [{ name: 'Ombeline', role: 'wizard', baseCost: 0, will: 4 }],
  });

  // The GM's laptop: the wizard's page makes the link (no crew to pick), shown once with its QR code.
  await laptop.goto(`/wizards/${wizard.id}`);
  const links = laptop.getByRole('region', { name: 'Links for the players' });
  await links.getByLabel(/^Link name/).fill('Table Frostgrave');
  await links.getByRole('button', { name: 'Create a link' }).click();
  const url = await links.getByLabel('Address to give the players').inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{16,}$/);

  // The phone, over plain http: the ledger is the page, live.
  const parsed = new URL(url);
  await page.goto(`${parsed.pathname}${parsed.hash}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Underworld ledger — Ombeline' });
  await expect(heading).toBeVisible();
  const ledger = page.getByTestId('followed-ledger');
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await gm.call('POST', `/api/wizards/${wizard.id}/favours`, { version: wizard.version, kind: 'loan', amount: 200 });
  await expect(ledger.getByText('Loan', { exact: true })).toBeVisible();
  expect(await ledger.innerText()).not.toMatch(/\bF[1-6]\b/);

  // Revoked on the laptop: the phone says the link no longer works, at once.
  await links.getByRole('button', { name: /^Revoke/ }).click();
  await links.getByRole('button', { name: /^Revoke/ }).last().click();
  await expect(page.getByRole('alert')).toHaveText('This share link no longer works: ask the GM for a new one.');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length), 'no reload').toBe(1);
});
