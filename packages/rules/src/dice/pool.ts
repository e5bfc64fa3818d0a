import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { DiceRoll } from '../core/outcome';
import type { TableRules } from '../core/tableRules';
import type { Roller } from './roller';

/** D2: the four bands of a d6 pool result. */
export type Band = '1-3' | '4-5' | '6' | 'crit';
export const BANDS: readonly Band[] = ['1-3', '4-5', '6', 'crit'];

/** Largest pool the odds tables and the UI offer (D1 odds are given for 0–8 dice). */
export const MAX_POOL = 12;

/**
 * What a pool roll or a fortune roll asks for, bounded: the API validates with these and the web's
 * fields use them. A quality shift beyond ±6 could move no band further (D5 clamps).
 */
export const POOL_ROLL_BOUNDS = {
  pool: { min: 0, max: MAX_POOL },
  shift: { min: -6, max: 6 },
} as const;

export interface PoolRoll {
  /** Dice asked for (0 means "2d6, keep the lowest"). */
  readonly size: number;
  readonly dice: readonly number[];
  /** The die that counts. */
  readonly result: number;
  readonly band: Band;
}

/** D1 + D2: reads dice already rolled for a pool of `size`. */
export function readPool(size: number, dice: readonly number[]): PoolRoll {
  const zero = size <= 0;
  const result = zero ? Math.min(...dice) : Math.max(...dice);
  const sixes = dice.filter((d) => d === 6).length;
  const band: Band = !zero && sixes >= 2 ? 'crit' : result === 6 ? '6' : result >= 4 ? '4-5' : '1-3';
  return { size: Math.max(0, size), dice, result, band };
}

/**
 * D1: roll `size` d6 and keep the highest; with 0 dice roll 2d6 and keep the lowest (no critical).
 * Two or more sixes on a pool of at least one die is a critical.
 */
export function rollPool(size: number, roller: Roller): PoolRoll {
  const n = Math.min(MAX_POOL, Math.max(0, Math.floor(size)));
  const count = n === 0 ? 2 : n;
  const dice: number[] = [];
  for (let i = 0; i < count; i++) dice.push(roller.roll(6));
  return readPool(n, dice);
}

/** The stored record of a pool roll. */
export function poolDice(roll: PoolRoll, purpose: string): DiceRoll {
  return { sides: 6, purpose, dice: roll.dice };
}

/** A reason that shows the dice and the band they gave (D1/D2). */
export function poolReason(roll: PoolRoll): Reason {
  return reason('D1', 'pool_rolled', {
    size: roll.size,
    dice: roll.dice.join(','),
    result: roll.result,
    band: roll.band,
  });
}

/** D3: quality of a tier roll = crew tier + the band's offset (table rule `tierRollOffsets`). */
export function tierRollQuality(tier: number, band: Band, table: TableRules): { quality: number; reason: Reason } {
  const offset = table.tierRollOffsets[band];
  const quality = tier + offset;
  return { quality, reason: reason('D3', 'tier_quality', { tier, band, offset, quality }) };
}

/** D4: quality of an action/attribute roll by band (table rule `actionRollQuality`). */
export function actionRollQuality(band: Band, table: TableRules): { quality: number; reason: Reason } {
  const quality = table.actionRollQuality[band];
  return { quality, reason: reason('D4', 'action_quality', { band, quality }) };
}

/** D5: a quality modifier on a table keyed by band moves the band that many steps, clamped. */
export function shiftBand(band: Band, steps: number): Band {
  const index = Math.min(BANDS.length - 1, Math.max(0, BANDS.indexOf(band) + Math.trunc(steps)));
  return BANDS[index] as Band;
}

/** D5: "+1 quality" / "−1 quality" modifiers added to a quality, with their reasons. */
export function applyQualityModifiers(
  quality: number,
  modifiers: { readonly helped?: boolean; readonly selfSurgery?: boolean },
  rule: Reason['rule'] = 'D5',
): { quality: number; reasons: Reason[] } {
  const reasons: Reason[] = [];
  let q = quality;
  if (modifiers.helped) {
    q += 1;
    reasons.push(reason(rule, 'helped_by_friend', { delta: 1, quality: q }));
  }
  if (modifiers.selfSurgery) {
    q -= 1;
    reasons.push(reason(rule, 'self_surgery', { delta: -1, quality: q }));
  }
  return { quality: q, reasons };
}

/** D6: "+1 die" bonuses added to a pool before rolling, clamped to the largest pool. */
export function poolSize(base: number, extraDice: number): number {
  return Math.min(MAX_POOL, Math.max(0, Math.floor(base) + Math.floor(extraDice)));
}

/** Exact probabilities of each band for a pool of `size` dice (D1/D2): closed forms, no sampling. */
export function poolOdds(size: number): Readonly<Record<Band, number>> {
  const n = Math.min(MAX_POOL, Math.max(0, Math.floor(size)));
  if (n === 0) {
    // min of 2d6: ≤3 unless both dice ≥4; =6 only for double six.
    return { '1-3': 1 - 1 / 4, '4-5': 1 / 4 - 1 / 36, '6': 1 / 36, crit: 0 };
  }
  const allLow = (1 / 2) ** n; // every die 1-3
  const noSix = (5 / 6) ** n; // every die 1-5
  const oneSix = n * (1 / 6) * (5 / 6) ** (n - 1);
  // One die can never show two sixes; elsewhere clamp the rounding error of the subtraction.
  const crit = n === 1 ? 0 : Math.max(0, 1 - noSix - oneSix);
  return { '1-3': allLow, '4-5': noSix - allLow, '6': oneSix, crit };
}

/** Distribution of a value that depends only on the band (e.g. a quality), merged by value. */
export function distributionByBand<V extends number>(
  odds: Readonly<Record<Band, number>>,
  valueOf: (band: Band) => V,
): Map<V, number> {
  const out = new Map<V, number>();
  for (const band of BANDS) {
    const p = odds[band];
    if (p === 0) continue;
    const v = valueOf(band);
    out.set(v, (out.get(v) ?? 0) + p);
  }
  return out;
}
