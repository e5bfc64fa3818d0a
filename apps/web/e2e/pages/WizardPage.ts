/**
 * A wizard's underworld ledger (`/wizards/:id`): the head (vault, markers), the favours, the
 * pay-off, and the ledger's history with its undo of the last entry. English words.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Gm } from '../support/gm';

export interface WizardSeed {
  readonly name: string;
  readonly level: number;
  readonly gold: number;
  readonly markers: number;
}

/** The wizard as GET /api/wizards/:id answers it (the parts tests read). */
export interface WizardJson {
  readonly id: string;
  readonly gold: number;
  readonly markers: number;
  readonly version: number;
}

/** The ledger as GET /api/wizards/:id/ledger answers it (the parts tests read). */
export interface LedgerJson {
  readonly favours: readonly { readonly id: string; readonly kind: string }[];
  readonly payOffs: readonly { readonly id: string }[];
  readonly rolls: readonly { readonly id: string; readonly undone: boolean; readonly history: string | null }[];
}

export class WizardPage {
  constructor(
    readonly page: Page,
    readonly id: string,
  ) {}

  /** A new wizard in the GM's campaign (through the API), and its page. */
  static async create(page: Page, gm: Gm, seed: WizardSeed): Promise<WizardPage> {
    const wizard = await gm.call<WizardJson>('POST', `/api/campaigns/${gm.campaignId}/wizards`, seed);
    return new WizardPage(page, wizard.id);
  }

  async open(): Promise<void> {
    await this.page.goto(`/wizards/${encodeURIComponent(this.id)}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.undoButton).toBeVisible();
  }

  /** The head's "Vault: 350 gc". */
  vault(gold: number): Locator {
    return this.page.getByText(`Vault: ${gold.toLocaleString('en-GB')} gc`, { exact: true });
  }

  /** The head's markers gauge (the first "Debt markers" meter of the page). */
  get markers(): Locator {
    return this.page.getByRole('meter', { name: 'Debt markers' }).first();
  }

  async expectMarkers(markers: number): Promise<void> {
    await expect(this.markers).toHaveAttribute('aria-valuenow', String(markers));
  }

  get loanForm(): Locator {
    return this.page.getByRole('form', { name: 'Loan', exact: true });
  }

  async loan(amount: number): Promise<void> {
    await this.loanForm.getByRole('textbox', { name: 'Amount (100 to 1,000 gc)' }).fill(String(amount));
    await this.loanForm.getByRole('button', { name: /^Borrow / }).click();
  }

  get intimidationForm(): Locator {
    return this.page.getByRole('form', { name: 'Intimidation', exact: true });
  }

  /** An intimidation of a typed-in target (a soldier), with the bought bonus. */
  async intimidate(target: { name: string; will: number }, bonus: number): Promise<void> {
    const form = this.intimidationForm;
    await form.getByRole('textbox', { name: 'Target model' }).fill(target.name);
    await form.getByRole('combobox', { name: 'Target’s role' }).selectOption('soldier');
    await form.getByRole('textbox', { name: 'Target’s Will' }).fill(String(target.will));
    await form.getByRole('textbox', { name: 'Bought bonus (+1 per marker, +3 at most)' }).fill(String(bonus));
    await form.getByRole('button', { name: /^Intimidate \(opposed d20 roll\)/ }).click();
  }

  get payOffRegion(): Locator {
    return this.page.getByRole('region', { name: 'Pay off', exact: true });
  }

  async payOff(markers: number): Promise<void> {
    await this.payOffRegion.getByRole('textbox', { name: 'Markers to pay off (150 gc each)' }).fill(String(markers));
    await this.payOffRegion.getByRole('button', { name: /^Pay off \d+ markers?$/ }).click();
  }

  /** The ledger's history card (its entries, its rolls, the undo and its result). */
  get ledger(): Locator {
    return this.page.getByRole('region', { name: 'Ledger history', exact: true });
  }

  /** The ledger's entries (favours, pay-offs, collections, rolls), newest first. */
  get entries(): Locator {
    return this.ledger.locator('li.ledger-item');
  }

  entriesOf(kind: 'favour' | 'payOff' | 'collection' | 'roll'): Locator {
    return this.ledger.locator(`li.ledger-item[data-kind="${kind}"]`);
  }

  get undoButton(): Locator {
    return this.ledger.getByRole('button', { name: 'Undo the last entry' });
  }

  /** What the last undo did (its headline, the markers and gold, its reasons, its undone dice). */
  get undoResult(): Locator {
    return this.ledger.getByTestId('ledger-undo').getByRole('status');
  }

  wizard(gm: Gm): Promise<WizardJson> {
    return gm.call<WizardJson>('GET', `/api/wizards/${this.id}`);
  }

  ledgerJson(gm: Gm): Promise<LedgerJson> {
    return gm.call<LedgerJson>('GET', `/api/wizards/${this.id}/ledger`);
  }
}
