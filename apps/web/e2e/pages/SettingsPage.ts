/**
 * Campaign settings (`/settings`, GM): share links crew by crew (create, the link just issued with
 * its QR code, revoke with its inline confirm). The GM's passphrase: pages/AccountPage.ts. English words.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export class SettingsPage {
  constructor(readonly page: Page) {}

  /** Through the header's "Settings" link. */
  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Campaign settings' })).toBeVisible();
  }

  // Share links.

  /** One crew's share links (a card per crew under "Share links"). */
  shareLinks(crewName: string): Locator {
    return this.page.getByRole('region', { name: 'Share links', exact: true }).getByRole('region', { name: crewName, exact: true });
  }

  /** Creates a link named `label` for the crew and returns the "New link: <label>" panel (address and QR code). */
  async createShareLink(crewName: string, label: string): Promise<Locator> {
    const crew = this.shareLinks(crewName);
    await crew.getByRole('textbox', { name: 'Link name (e.g. Thursday table)' }).fill(label);
    await crew.getByRole('button', { name: 'Create a link' }).click();
    const issued = this.issuedLink(crewName, label);
    await expect(issued).toBeVisible();
    return issued;
  }

  issuedLink(crewName: string, label: string): Locator {
    return this.shareLinks(crewName).getByRole('region', { name: `New link: ${label}`, exact: true });
  }

  /** The address shown once, to give the players. */
  async issuedUrl(issued: Locator): Promise<string> {
    return issued.getByRole('textbox', { name: 'Address to give the players' }).inputValue();
  }

  /** The link's QR code (an SVG image). */
  qrCode(issued: Locator, label: string): Locator {
    return issued.getByRole('img', { name: `QR code of the share link ${label}`, exact: true });
  }

  /** A link's row in the list: its name, "Created on …", "Active" or "Revoked on …". */
  linkRow(crewName: string, label: string): Locator {
    return this.shareLinks(crewName).getByRole('listitem').filter({ has: this.page.getByText(label, { exact: true }) });
  }

  /** "Revoke — <label>", then the inline "Revoke <label>? …" → Revoke. */
  async revoke(crewName: string, label: string): Promise<void> {
    const crew = this.shareLinks(crewName);
    await crew.getByRole('button', { name: `Revoke — ${label}`, exact: true }).click();
    await crew.getByRole('group', { name: `Revoke ${label}? Players using it will lose access.` }).getByRole('button', { name: 'Revoke', exact: true }).click();
    await crew.getByText(/^\d+ revoked links?$/).click(); // unfolds the revoked links
    await expect(this.linkRow(crewName, label)).toContainText(/Revoked on /);
  }
}
