import type { Reason, RuleId } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import type { Band } from '../dice/pool';
import { MAX_POOL, POOL_ROLL_BOUNDS, distributionByBand, poolDice, poolReason, poolSize, rollPool, shiftBand } from '../dice/pool';
import { entanglementShiftedPoolOdds } from '../entanglements/fortune';
import type { ActivityQualityModifiers } from '../activities/roll';
import { activityQualityOdds, rollActivityAction } from '../activities/roll';

/**
 * K3–K5: the three rolls that tick a clock, each with its exact tick distribution next to it (the
 * odds read the same tables as the roll, so they always agree):
 * - K3 an action roll: D1 + D6, ticks = its quality (D4, moved by A3/A6, never below 0), rolled by
 *   the activities' own `rollActivityAction`;
 * - K4 a fortune roll on the GM's pool: D1 + D6, the band moved by D5, ticks per band by table
 *   rule `clockFortuneTicks`;
 * - K5 a faction's roll on its tier: a fortune roll of pool = the tier, ticks by table rule
 *   `factionClockTicks`, a tier-0 faction's dice by `factionTierZero`.
 */

/** D6 "+1 die" bonuses a clock roll accepts (as the downtime events do). */
export const CLOCK_ROLL_BOUNDS = {
  pool: POOL_ROLL_BOUNDS.pool,
  shift: POOL_ROLL_BOUNDS.shift,
  extraDice: { min: 0, max: 6 },
  tier: { min: 0, max: MAX_POOL },
} as const;

/** K3: an action roll of `pool` dice (the action's rating; the caller reads it from the sheet). */
export interface ActionClockRoll extends ActivityQualityModifiers {
  readonly kind: 'action';
  readonly pool: number;
  /** D6: "+1 die" bonuses. */
  readonly extraDice?: number;
}

/** K4: a fortune roll of the GM's pool. */
export interface FortuneClockRoll {
  readonly kind: 'fortune';
  readonly pool: number;
  readonly extraDice?: number;
  /** D5: quality steps that move the band (clamped to 1-3 … critique). */
  readonly shift?: number;
}

/** K5: a faction's roll on its tier. */
export interface FactionTierClockRoll {
  readonly kind: 'faction_tier';
  readonly tier: number;
  readonly extraDice?: number;
  readonly shift?: number;
}

export type ClockRollMethod = ActionClockRoll | FortuneClockRoll | FactionTierClockRoll;

/** K4/K5: how a band reads as ticks (table rules `clockFortuneTicks`, `factionClockTicks`). */
export type ClockTickReading = TableRules['clockFortuneTicks'];

/** K4/K5 'reduced': the smaller tick table a group may prefer to the D4 reading. */
export const REDUCED_CLOCK_TICKS: Readonly<Record<Band, number>> = { '1-3': 0, '4-5': 1, '6': 2, crit: 3 };

/** The rule a roll method reads. */
export function clockRollRule(method: ClockRollMethod): RuleId {
  return method.kind === 'action' ? 'K3' : method.kind === 'fortune' ? 'K4' : 'K5';
}

function inBounds(value: number, bounds: { readonly min: number; readonly max: number }): boolean {
  return Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
}

/** K3–K5: the numbers a roll method carries are whole and within `CLOCK_ROLL_BOUNDS`. */
export function validateClockRoll(method: ClockRollMethod): Outcome<ClockRollMethod> {
  const rule = clockRollRule(method);
  if (method.kind === 'faction_tier') {
    if (!inBounds(method.tier, CLOCK_ROLL_BOUNDS.tier)) return refuse(rule, 'invalid_tier', { tier: method.tier, ...CLOCK_ROLL_BOUNDS.tier });
  } else if (!inBounds(method.pool, CLOCK_ROLL_BOUNDS.pool)) {
    return refuse(rule, 'invalid_pool', { pool: method.pool, ...CLOCK_ROLL_BOUNDS.pool });
  }
  const extraDice = method.extraDice ?? 0;
  if (!inBounds(extraDice, CLOCK_ROLL_BOUNDS.extraDice)) return refuse(rule, 'invalid_extra_dice', { extraDice, ...CLOCK_ROLL_BOUNDS.extraDice });
  const shift = method.kind === 'action' ? 0 : (method.shift ?? 0);
  if (!inBounds(shift, CLOCK_ROLL_BOUNDS.shift)) return refuse(rule, 'invalid_shift', { shift, ...CLOCK_ROLL_BOUNDS.shift });
  return ok(method);
}

/** K4/K5: segments ticked by a band under a tick reading ('actionQuality' is D4), never below 0. */
export function ticksOfBand(band: Band, reading: ClockTickReading, table: TableRules): number {
  const ticks = reading === 'actionQuality' ? table.actionRollQuality[band] : REDUCED_CLOCK_TICKS[band];
  return Math.max(0, ticks);
}

/**
 * K5 + D1 + D6: the dice of a faction's tier roll, or null when a faction with no dice does not roll
 * (table rule `factionTierZero` 'noRoll'). With no dice, 'lowestOfTwo' is D1's zero pool.
 */
export function factionTierPool(tier: number, extraDice: number, table: TableRules): number | null {
  const pool = poolSize(tier, extraDice);
  if (pool > 0) return pool;
  return table.factionTierZero === 'lowestOfTwo' ? 0 : table.factionTierZero === 'oneDie' ? 1 : null;
}

/** The dice a fortune-style method rolls (K4: the pool; K5: the tier), or null for no roll. */
function bandRollPool(method: FortuneClockRoll | FactionTierClockRoll, table: TableRules): number | null {
  const extra = method.extraDice ?? 0;
  return method.kind === 'fortune' ? poolSize(method.pool, extra) : factionTierPool(method.tier, extra, table);
}

function bandReading(method: FortuneClockRoll | FactionTierClockRoll, table: TableRules): ClockTickReading {
  return method.kind === 'fortune' ? table.clockFortuneTicks : table.factionClockTicks;
}

export interface ClockTicksRolled {
  /** Segments the roll ticks (before the clock's own cap). */
  readonly ticks: number;
  /** The band read (after a D5 shift), or null when nothing was rolled. */
  readonly band: Band | null;
}

/** K3–K5: rolls a method (checked with `validateClockRoll` first) and says how many segments it ticks. */
export function rollClockTicks(method: ClockRollMethod, deps: RuleDeps): Outcome<ClockTicksRolled> {
  const checked = validateClockRoll(method);
  if (!checked.ok) return checked;
  const rule = clockRollRule(method);
  const extra = method.extraDice ?? 0;
  const reasons: Reason[] = [];
  if (method.kind === 'action') {
    reasons.push(reason('K3', 'action_pool', { pool: method.pool }));
    if (extra !== 0) reasons.push(reason('D6', 'extra_dice', { delta: extra }));
    const mods = { helped: method.helped ?? false, selfSurgery: method.selfSurgery ?? false };
    const rolled = rollActivityAction(poolSize(method.pool, extra), mods, 'clock_action', 'K3', deps);
    reasons.push(...rolled.reasons);
    return ok({ ticks: rolled.quality, band: rolled.roll.band }, reasons, [rolled.dice]);
  }
  reasons.push(
    method.kind === 'fortune'
      ? reason('K4', 'fortune_pool', { pool: method.pool })
      : reason('K5', 'pool_from_faction_tier', { tier: method.tier }),
  );
  if (extra !== 0) reasons.push(reason('D6', 'extra_dice', { delta: extra }));
  const pool = bandRollPool(method, deps.table);
  if (pool === null) {
    // Only a faction with no dice under 'noRoll' has no pool.
    reasons.push(reason('K5', 'no_dice_no_roll', { reading: deps.table.factionTierZero, ticks: 0 }));
    return ok({ ticks: 0, band: null }, reasons);
  }
  if (method.kind === 'faction_tier' && poolSize(method.tier, extra) === 0) {
    reasons.push(reason('K5', 'tier_zero_dice', { reading: deps.table.factionTierZero, pool }));
  }
  const roll = rollPool(pool, deps.roller);
  reasons.push(poolReason(roll));
  const shift = method.shift ?? 0;
  const band = shiftBand(roll.band, shift);
  if (shift !== 0) reasons.push(reason('D5', 'band_shifted', { from: roll.band, steps: shift, to: band }));
  const reading = bandReading(method, deps.table);
  const ticks = ticksOfBand(band, reading, deps.table);
  reasons.push(reason(rule, 'band_ticks', { band, reading, ticks }));
  return ok({ ticks, band }, reasons, [poolDice(roll, method.kind === 'fortune' ? 'clock_fortune' : 'faction_clock')]);
}

/**
 * K3–K5: exact distribution of the segments one roll of `method` ticks (tick → probability), in the
 * order of the bands 1-3 → critique (merged by value). The numbers are clamped as the roll clamps
 * them; a faction with no dice under 'noRoll' ticks 0 for sure.
 */
export function clockTickOdds(method: ClockRollMethod, table: TableRules): Map<number, number> {
  const extra = method.extraDice ?? 0;
  if (method.kind === 'action') return activityQualityOdds(poolSize(method.pool, extra), method, table);
  const pool = bandRollPool(method, table);
  if (pool === null) return new Map([[0, 1]]);
  const reading = bandReading(method, table);
  return distributionByBand(entanglementShiftedPoolOdds(pool, method.shift ?? 0), (band) => ticksOfBand(band, reading, table));
}
