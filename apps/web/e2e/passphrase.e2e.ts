/**
 * The GM's passphrase: chosen in « My account » (checked as typed: length, the two entries
 * match), then sign out; a wrong passphrase is refused in words and the GM stays signed out; the
 * right one opens a session and lands on the campaign. The sign-in routes are rate limited (10 tries
 * a minute per address): the test stays well under it and checks so from the API's own headers.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccountPage } from './pages/AccountPage';
import { SignInPage } from './pages/SignInPage';

const PASSPHRASE = 'la nuit tous les chats sont gris';

/** Who the browser is for the API now: 'gm', or the refusal's status. */
async function whoAmI(page: Page): Promise<string> {
  const answer = await page.request.get('/api/auth/me');
  return answer.ok() ? ((await answer.json()) as { kind: string }).kind : String(answer.status());
}

/** The rate limit's count of tries left, from the answer's headers. */
function triesLeft(answer: Response): number {
  return Number(answer.headers()['x-ratelimit-remaining']);
}

test('set a passphrase, sign out, a wrong one is refused, the right one lands on the campaign', async ({ page, gm }) => {
  expect(gm.campaignId).not.toBe('');
  await page.goto('/');
  const account = new AccountPage(page);
  await account.open();

  // Checked as typed: too short, then two entries that differ — nothing can be sent.
  const save = account.passphrase.getByRole('button', { name: 'Change the passphrase' });
  await account.typePassphrase('short', 'short');
  await expect(account.passphrase.getByLabel('New passphrase', { exact: true })).toHaveAccessibleDescription(/At least 8/);
  await expect(save).toBeDisabled();
  await account.typePassphrase(PASSPHRASE, `${PASSPHRASE}!`);
  await expect(account.passphrase.getByLabel('Confirm the passphrase', { exact: true })).toHaveAccessibleDescription(/The two passphrases don’t match/);
  await expect(save).toBeDisabled();
  await account.setPassphrase(PASSPHRASE);

  const signIn = new SignInPage(page);
  await signIn.signOut();
  await expect(page).toHaveURL(/\/signin\?signedOut=1$/);
  expect(await whoAmI(page)).toBe('401');

  // A wrong passphrase: refused in words, on the field; still signed out.
  const wrong = await signIn.signIn('la nuit tous les chats sont noirs');
  expect(wrong.status()).toBe(401);
  await expect(signIn.passphrase).toHaveAttribute('aria-invalid', 'true');
  await expect(signIn.passphrase).toHaveAccessibleDescription(/Wrong passphrase$/);
  await expect(signIn.heading).toBeVisible();
  expect(await whoAmI(page)).toBe('401');

  // The right one: a GM session, on the campaign.
  const right = await signIn.signIn(PASSPHRASE);
  expect(right.status()).toBe(200);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Ma campagne' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ma bande', exact: true })).toBeVisible();
  expect(await whoAmI(page)).toBe('gm');

  // Two tries of the ten a minute allows: the limit was never reached.
  for (const answer of [wrong, right]) expect(answer.status()).not.toBe(429);
  expect(triesLeft(wrong)).toBeGreaterThan(0);
  expect(triesLeft(right)).toBe(triesLeft(wrong) - 1);
});
