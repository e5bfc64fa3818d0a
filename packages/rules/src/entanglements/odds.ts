import type { OddsDeps } from '../core/deps';
import { BANDS, poolOdds } from '../dice/pool';
import type { EntanglementKind } from '../model/crew';
import type { EntanglementRow } from './table';
import { ENTANGLEMENT_KINDS, ENTANGLEMENT_ROWS, entanglementCandidates, entanglementColumn, entanglementRow } from './table';

/** E1 odds: a row, or no entanglement at all (wanted level 0). */
export type EntanglementRowOrNone = EntanglementRow | 'none';

/**
 * Exact probability of each row of the entanglement table for a wanted level (D1 pool of `wanted`
 * dice, highest die). A critical counts on the 6 row unless `entanglementCritAsSix` is off.
 * Wanted level 0 → `none` is certain (no dice are rolled).
 */
export function entanglementRowOdds(wanted: number, deps: OddsDeps): Readonly<Record<EntanglementRowOrNone, number>> {
  const out: Record<EntanglementRowOrNone, number> = { none: 0, '1-3': 0, '4-5': 0, '6': 0, crit: 0 };
  if (wanted <= 0) {
    out.none = 1;
    return out;
  }
  const bands = poolOdds(wanted);
  for (const band of BANDS) out[entanglementRow(band, deps.table)] += bands[band];
  return out;
}

/**
 * Exact probability of each entanglement for a wanted level and a heat, when the GM lets the roller
 * pick ("pick for me": each entanglement of the cell equally likely, 50/50 on a two-entanglement cell).
 */
export function entanglementKindOdds(
  wanted: number,
  heat: number,
  deps: OddsDeps,
): Readonly<Record<EntanglementKind | 'none', number>> {
  const out = Object.fromEntries([...ENTANGLEMENT_KINDS, 'none'].map((k) => [k, 0])) as Record<EntanglementKind | 'none', number>;
  const rows = entanglementRowOdds(wanted, deps);
  out.none = rows.none;
  const column = entanglementColumn(heat);
  for (const row of ENTANGLEMENT_ROWS) {
    const p = rows[row];
    if (p === 0) continue;
    const candidates = entanglementCandidates(column, row);
    for (const kind of candidates) out[kind] += p / candidates.length;
  }
  return out;
}
