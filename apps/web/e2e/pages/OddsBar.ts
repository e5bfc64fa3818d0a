/**
 * An OddsBar (a figure: its caption, then one row per outcome with its words and its percentage),
 * read back as numbers.
 */
import type { Locator } from '@playwright/test';

export interface ShownOdds {
  readonly label: string;
  /** The percentage shown ("13%" → 13). */
  readonly percent: number;
}

export async function readOdds(figure: Locator): Promise<ShownOdds[]> {
  const rows = figure.getByRole('listitem');
  const shown: ShownOdds[] = [];
  for (const row of await rows.all()) {
    const label = (await row.locator('.odds-label').textContent()) ?? '';
    const percent = (await row.getByTestId('odds-pct').textContent()) ?? '';
    shown.push({ label: label.trim(), percent: Number(percent.replace(/[^\d.,]/g, '').replace(',', '.')) });
  }
  return shown;
}
