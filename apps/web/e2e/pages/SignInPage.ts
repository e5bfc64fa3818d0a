/**
 * The GM's sign-in (`/signin`): the passphrase form, its refusal in words, and the header's
 * "Sign out". English words.
 */
import { expect, type Locator, type Page, type Response } from '@playwright/test';

export class SignInPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'GM sign-in' });
  }

  get passphrase(): Locator {
    return this.page.getByLabel('Passphrase', { exact: true });
  }

  /** The header's "Sign out": lands here, saying so. */
  async signOut(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  }

  /** Types the passphrase, presses "Sign in" and answers the API's POST /api/auth/login. */
  async signIn(passphrase: string): Promise<Response> {
    await this.passphrase.fill(passphrase);
    const answer = this.page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/auth/login');
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    return answer;
  }
}
