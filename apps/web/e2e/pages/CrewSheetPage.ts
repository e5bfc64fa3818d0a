/**
 * The crew sheet, as the players' phones (`/s/:token`, older links' `/share#token=…`) and the GM's crew page
 * (`/crews/:id`) show it. Role-based: meters for heat and wanted, regions for each PC, images for
 * circles, clocks and faction statuses.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export interface SheetWords {
  readonly heat: string;
  readonly wanted: string;
  readonly rep: string;
  readonly coin: string;
  readonly tier: (roman: string) => string;
  readonly live: string;
  readonly factions: string;
  readonly cohorts: string;
}

export const EN: SheetWords = { heat: 'Heat', wanted: 'Wanted level', rep: 'Rep', coin: 'Coin', tier: (r) => `Tier ${r}`, live: 'Live', factions: 'Faction status', cohorts: 'Cohorts' };
export const FR: SheetWords = { heat: 'Raffut', wanted: 'Avis de recherche', rep: 'Renom', coin: 'Argent', tier: (r) => `Rang ${r}`, live: 'En direct', factions: 'Relations', cohorts: 'Cohortes' };

export const ROMAN = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI'];

export class CrewSheetPage {
  constructor(
    readonly page: Page,
    readonly words: SheetWords = EN,
  ) {}

  /** Opens a player link (the API's `/s/<token>` path) in this page. */
  async openShareLink(path: string): Promise<void> {
    await this.page.goto(path);
  }

  get title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get live(): Locator {
    return this.page.getByRole('status').filter({ hasText: this.words.live });
  }

  meter(name: string): Locator {
    return this.page.getByRole('meter', { name, exact: true });
  }

  get heat(): Locator {
    return this.meter(this.words.heat);
  }

  get wanted(): Locator {
    return this.meter(this.words.wanted);
  }

  /** Rep is a plain count next to its label. */
  get rep(): Locator {
    return this.page.locator('.gauge-count').filter({ hasText: this.words.rep }).locator('.gauge-number');
  }

  get coin(): Locator {
    return this.page.getByRole('listitem').filter({ hasText: new RegExp(`^${this.words.coin}\\s`) }).locator('strong');
  }

  tier(tier: number): Locator {
    return this.page.getByText(this.words.tier(ROMAN[tier] ?? String(tier)), { exact: true }).first();
  }

  character(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** An attribute's circles, a clock or a status: its spoken label "<label>: <value> of <max>". */
  circles(character: string, label: string): Locator {
    return this.character(character).getByRole('img', { name: new RegExp(`^${escape(label)}\\b`, 'i') });
  }

  get factions(): Locator {
    return this.page.getByRole('region', { name: this.words.factions, exact: true });
  }

  /** A faction's row: "<name> Tier II" and its status pips ("<name>: +1 Helpful"). */
  faction(name: string): Locator {
    return this.factions.getByRole('listitem').filter({ has: this.page.getByRole('img', { name: statusOf(name) }) });
  }

  /** The status pips, read as one image: "Les Lampions: −2 Hostile". */
  factionStatus(name: string): Locator {
    return this.factions.getByRole('img', { name: statusOf(name) });
  }

  /** The cohorts' card (absent while the crew has none). */
  get cohorts(): Locator {
    return this.page.getByRole('region', { name: this.words.cohorts, exact: true });
  }

  /** A cohort's row: "<name>" and "Gang · quality 2". */
  cohort(name: string): Locator {
    return this.cohorts.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  async expectLoaded(crewName: string): Promise<void> {
    await expect(this.title).toHaveText(crewName);
  }

  async expectNumbers(expected: { heat?: number; wanted?: number; rep?: number; coin?: number; tier?: number }): Promise<void> {
    if (expected.heat !== undefined) await expect(this.heat).toHaveAttribute('aria-valuenow', String(Math.min(expected.heat, 9)));
    if (expected.wanted !== undefined) await expect(this.wanted).toHaveAttribute('aria-valuenow', String(expected.wanted));
    if (expected.rep !== undefined) await expect(this.rep).toHaveText(String(expected.rep));
    if (expected.coin !== undefined) await expect(this.coin).toHaveText(String(expected.coin));
    if (expected.tier !== undefined) await expect(this.tier(expected.tier)).toBeVisible();
  }
}

/** The spoken label of a faction's status pips starts with its name. */
function statusOf(faction: string): RegExp {
  return new RegExp(`^${escape(faction)}: `);
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
