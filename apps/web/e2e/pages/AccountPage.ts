/**
 * « My account » (`/account`, GM): the account's name and its passphrase. English words.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class AccountPage {
  constructor(readonly page: Page) {}

  /** Through the header's "My account" link. */
  async open(): Promise<void> {
    await this.page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  }

  get passphrase(): Locator {
    return this.page.getByRole('region', { name: 'Passphrase', exact: true });
  }

  /** Types the passphrase twice (without saving). */
  async typePassphrase(passphrase: string, confirm: string = passphrase): Promise<void> {
    await this.passphrase.getByLabel('New passphrase', { exact: true }).fill(passphrase);
    await this.passphrase.getByLabel('Confirm the passphrase', { exact: true }).fill(confirm);
  }

  async setPassphrase(passphrase: string): Promise<void> {
    await this.typePassphrase(passphrase);
    await this.passphrase.getByRole('button', { name: 'Change the passphrase' }).click();
    await expect(this.passphrase.getByRole('status')).toHaveText(/Passphrase saved/);
  }
}
