/**
 * One server, several GMs (issue 37), through the screens: the server's owner invites a GM; in
 * another browser the invited GM makes their account from the link, creates a campaign, then a
 * second one, and switches between them (the header and the crews follow); the owner invites them
 * as co-GM of the first campaign, they join and see it; a player's link of their campaign opens only
 * that campaign's sheet (its token on another campaign's crew is refused); signing in again asks
 * the account's name now that the server has two; deleting a campaign offers its export first,
 * wants its name typed and lands on « My campaigns ». And the invitation page on a phone.
 * English words.
 */
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, expect, test } from './fixtures';
import { CrewSheetPage } from './pages/CrewSheetPage';
import { SignInPage } from './pages/SignInPage';
import { Gm } from './support/gm';
import { overflow } from './support/layout';

const PASSPHRASE = 'lanterns over the dock';

/** The one-time address an invitation form just showed (read from its field). */
async function issuedLink(section: Locator, button: string, label: string): Promise<string> {
  await section.getByLabel('Who it is for').fill(label);
  await section.getByRole('button', { name: button, exact: true }).click();
  const field = section.getByRole('textbox', { name: 'Invitation link' });
  await expect(field).toHaveValue(/\/invite#[\w-]{20,}$/);
  await expect(section.getByRole('listitem').filter({ hasText: label })).toContainText('Pending, until');
  return field.inputValue();
}

/** The header's open campaign (beside the app's name). */
function headerCampaign(page: Page): Locator {
  return page.getByRole('banner').locator('.header-campaign');
}

async function expectHome(page: Page, campaign: string, crew: string): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: campaign, exact: true })).toBeVisible();
  await expect(headerCampaign(page)).toHaveText(`Open campaign: ${campaign}`);
  await expect(page.getByRole('link', { name: crew, exact: true })).toBeVisible();
}

test('an invited GM signs up, makes two campaigns and switches; co-runs the owner’s; a player link opens only its campaign', async ({ page, gm, browser, server, openPhone }) => {
  test.setTimeout(180_000);
  // The owner, on « My campaigns »: the server's GM accounts, an invitation for Lucie.
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'My campaigns' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your campaigns' }).getByRole('listitem')).toHaveCount(1);
  const accounts = page.getByRole('region', { name: 'GM accounts on this server' });
  const instanceLink = await issuedLink(accounts, 'Invite a GM', 'Lucie');
  expect(new URL(instanceLink).pathname).toBe('/invite');

  // Lucie, in her own browser: the link, her account.
  const lucieContext = await browser.newContext({ ...DESKTOP, baseURL: server.url, locale: 'en-GB' });
  const lucie = await lucieContext.newPage();
  const requests: { url: string; body: string | null }[] = [];
  lucie.on('request', (request) => requests.push({ url: request.url(), body: request.postData() }));
  await lucie.goto(instanceLink);
  await expect(lucie.getByText('MJ invites you to open a GM account on this server')).toBeVisible();
  await lucie.getByLabel('Your GM name').fill('Lucie');
  await lucie.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  await lucie.getByLabel('Confirm the passphrase').fill(PASSPHRASE);
  await lucie.getByRole('button', { name: 'Create my account' }).click();
  // No campaign yet: « My campaigns », where she makes one.
  await expect(lucie).toHaveURL(/\/campaigns$/);
  await expect(lucie.getByText('You have no campaign yet: create the first one below.')).toBeVisible();
  // The token travelled in request bodies only, never in an address (the fragment is never sent).
  const token = new URL(instanceLink).hash.slice(1);
  expect(requests.filter((r) => r.url.includes(token))).toEqual([]);
  expect(requests.filter((r) => r.body?.includes(token)).map((r) => new URL(r.url).pathname)).toEqual(['/api/invites/read', '/api/invites/accept']);

  const newCampaign = async (name: string) => {
    await lucie.goto('/campaigns');
    const form = lucie.getByRole('region', { name: 'New campaign' });
    await form.getByLabel('Campaign name').fill(name);
    await form.getByRole('button', { name: 'Create and open' }).click();
    await expectHome(lucie, name, 'My crew');
  };
  await newCampaign('The Blades');
  await newCampaign('Harbour Nights');
  // The second campaign's crew gets its own name: the switch must show the other one's.
  const lucieGm = await Gm.of(lucieContext.request);
  await lucieGm.editCrew(lucieGm.defaultCrewId, { name: 'The Eels' });
  await lucie.reload();
  await expectHome(lucie, 'Harbour Nights', 'The Eels');

  // Switching: « Open » on « My campaigns ».
  await lucie.getByRole('banner').getByRole('link', { name: 'My campaigns' }).click();
  const list = lucie.getByRole('list', { name: 'Your campaigns' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.locator('[aria-current="true"]')).toContainText('Harbour Nights');
  await list.getByRole('button', { name: 'Open The Blades' }).click();
  await expectHome(lucie, 'The Blades', 'My crew');
  await expect(lucie.getByRole('link', { name: 'The Eels', exact: true })).toHaveCount(0);
  await lucie.goto('/campaigns');
  await lucie.getByRole('list', { name: 'Your campaigns' }).getByRole('button', { name: 'Open Harbour Nights' }).click();
  await expectHome(lucie, 'Harbour Nights', 'The Eels');

  // The owner invites Lucie to co-run « Ma campagne »; she joins with her account.
  await page.goto('/settings');
  const cogms = page.getByRole('region', { name: 'Co-GMs' });
  const campaignLink = await issuedLink(cogms, 'Invite a co-GM', 'Lucie');
  await lucie.goto(campaignLink);
  await expect(lucie.getByText('MJ invites you to co-run “Ma campagne”')).toBeVisible();
  await expect(lucie.getByText('You are signed in as Lucie.')).toBeVisible();
  await lucie.getByRole('button', { name: 'Join with my account' }).click();
  await expectHome(lucie, 'Ma campagne', 'Ma bande');
  await page.reload();
  await expect(cogms.locator('ul.members > li').filter({ hasText: 'Lucie' })).toContainText('Co-GM');
  await expect(cogms.getByRole('listitem').filter({ hasText: 'Accepted by Lucie' })).toBeVisible();
  await lucie.goto('/campaigns');
  await expect(lucie.getByRole('list', { name: 'Your campaigns' }).getByRole('listitem').filter({ hasText: 'Ma campagne' })).toContainText('Co-GM');

  // A player's link of « Harbour Nights »: that sheet only; its token on the owner's crew is refused.
  await lucie.getByRole('list', { name: 'Your campaigns' }).getByRole('button', { name: 'Open Harbour Nights' }).click();
  await expectHome(lucie, 'Harbour Nights', 'The Eels');
  const link = await lucieGm.shareLink(lucieGm.defaultCrewId, 'Table');
  const phone = (await openPhone()).page;
  const sheet = new CrewSheetPage(phone);
  await sheet.openShareLink(link.path);
  await sheet.expectLoaded('The Eels');
  const other = await phone.request.get(`/api/crews/${gm.defaultCrewId}`, { headers: { authorization: `Bearer ${link.token}` } });
  expect([403, 404]).toContain(other.status());
  const otherCampaign = await phone.request.get(`/api/campaigns/${gm.campaignId}/rolls`, { headers: { authorization: `Bearer ${link.token}` } });
  expect([403, 404]).toContain(otherCampaign.status());

  // Two accounts now: signing in asks for the account's name (and this device remembers it).
  await new SignInPage(lucie).signOut();
  await expect(lucie.getByLabel('Account name')).toHaveValue('Lucie');
  await lucie.getByLabel('Account name').fill('lucie');
  const answer = await new SignInPage(lucie).signIn(PASSPHRASE);
  expect(answer.status()).toBe(200);
  // Signed in, a campaign of hers is open (the API's choice of which): its home.
  await expect(headerCampaign(lucie)).toHaveText(/^Open campaign: (The Blades|Harbour Nights|Ma campagne)$/);
  await lucie.goto('/campaigns');
  const mine = lucie.getByRole('list', { name: 'Your campaigns' });
  await expect(mine.getByRole('listitem')).toHaveCount(3);
  const open = mine.getByRole('button', { name: 'Open Harbour Nights' });
  if ((await open.count()) > 0) await open.click();
  else await mine.getByRole('link', { name: 'Go to the campaign' }).click();
  await expectHome(lucie, 'Harbour Nights', 'The Eels');

  // Deleting « Harbour Nights »: the export offered first, the name typed, then « My campaigns ».
  await lucie.goto('/settings');
  const danger = lucie.getByRole('region', { name: 'Danger zone' });
  await danger.getByRole('button', { name: 'Delete the campaign…' }).click();
  await expect(danger.getByRole('button', { name: 'Export the campaign' })).toBeVisible();
  const confirm = danger.getByRole('button', { name: 'Delete for good' });
  await expect(confirm).toBeDisabled();
  await danger.getByLabel('To confirm, type the campaign’s name: Harbour Nights').fill('Harbour Nights');
  await confirm.click();
  await expect(lucie).toHaveURL(/\/campaigns\?deleted=/);
  await expect(lucie.getByRole('status').filter({ hasText: 'Campaign deleted: Harbour Nights' })).toBeVisible();
  await expect(lucie.getByRole('list', { name: 'Your campaigns' }).getByRole('listitem')).toHaveCount(2);
  // The deleted campaign's player link no longer opens anything.
  expect((await phone.request.get('/api/share/sheet', { headers: { authorization: `Bearer ${link.token}` } })).status()).toBeGreaterThanOrEqual(400);
  await lucieContext.close();
});

test('the invitation page on a phone: it fits, makes the account; a used link says so', async ({ gm, openPhone }) => {
  const { path } = await gm.invite(undefined, 'Bastien');
  const phone = (await openPhone()).page;
  await phone.goto(path);
  await expect(phone.getByText('MJ invites you to open a GM account on this server')).toBeVisible();
  expect(await overflow(phone)).toEqual([]);
  await phone.getByLabel('Your GM name').fill('Bastien');
  await phone.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  await phone.getByLabel('Confirm the passphrase').fill(PASSPHRASE);
  await phone.getByRole('button', { name: 'Create my account' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'My campaigns' })).toBeVisible();
  expect(await overflow(phone)).toEqual([]);

  // The same link again: spent, and the page says what to do.
  await phone.goto(path);
  await expect(phone.getByRole('alert')).toContainText('This invitation link does not work');
  await expect(phone.getByRole('alert')).toContainText('Ask the person who invited you for a new link.');
});
