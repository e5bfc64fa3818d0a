import type { Reason, RuleId } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { TableRules } from '../core/tableRules';
import type { Crew } from '../model/crew';
import { HEAT_PER_WANTED, MAX_SETTLED_HEAT, MAX_WANTED } from '../model/limits';

/** H1: exposure of the score or conflict, and its base heat. */
export type Exposure = 'quiet' | 'contained' | 'loud' | 'wild';
export const EXPOSURE_HEAT: Readonly<Record<Exposure, number>> = { quiet: 0, contained: 2, loud: 4, wild: 6 };
export const EXPOSURES: readonly Exposure[] = ['quiet', 'contained', 'loud', 'wild'];

// H3's bounds live in model/limits.ts (a module the phone sheet can import alone).
export { HEAT_PER_WANTED, MAX_SETTLED_HEAT, MAX_WANTED } from '../model/limits';

/** H2: the four modifiers. `atWar` defaults to the crew's own at-war flag. */
export interface HeatModifiers {
  readonly highProfileTarget?: boolean;
  readonly hostileTerritory?: boolean;
  readonly atWar?: boolean;
  readonly killings?: boolean;
}

export interface HeatInput extends HeatModifiers {
  readonly exposure: Exposure;
}

/** H1 + H2: heat earned by a score (or, H4, by a conflict with an adversary). */
export function heatOfScore(input: HeatInput): { heat: number; reasons: Reason[] } {
  const reasons: Reason[] = [];
  const base = EXPOSURE_HEAT[input.exposure];
  reasons.push(reason('H1', 'exposure', { exposure: input.exposure, heat: base }));
  let heat = base;
  const add = (flag: boolean | undefined, amount: number, code: string): void => {
    if (flag) {
      heat += amount;
      reasons.push(reason('H2', code, { delta: amount }));
    }
  };
  add(input.highProfileTarget, 1, 'high_profile_target');
  add(input.hostileTerritory, 1, 'hostile_territory');
  add(input.atWar, 1, 'at_war');
  add(input.killings, 2, 'killings');
  return { heat, reasons };
}

export interface HeatGauge {
  readonly heat: number;
  readonly wanted: number;
}

/** H3 (A7): the heat before any wanted level takes it — the gauge plus the amount, never below 0. */
function heatTotal(heat: number, amount: number): number {
  return Math.max(0, heat + amount);
}

/**
 * H3: add heat to the gauge. At 10 the crew gains a wanted level and the gauge resets with the
 * excess carried over (7 + 4 → wanted +1, heat 1), repeated while heat ≥ 10. Wanted is capped at 4;
 * heat past that stays at 9 (table rule `heatAtMaxWanted`, or wraps with `wrap`).
 * Negative amounts lower heat, never below 0 (A7).
 */
export function accrueHeat(gauge: HeatGauge, amount: number, table: TableRules, rule: RuleId = 'H3'): { gauge: HeatGauge; reasons: Reason[] } {
  if (!Number.isInteger(amount) || !Number.isInteger(gauge.heat) || !Number.isInteger(gauge.wanted)) {
    throw new Error(`accrueHeat: heat and wanted are whole numbers (got heat ${gauge.heat}, wanted ${gauge.wanted}, amount ${amount})`);
  }
  const reasons: Reason[] = [];
  let heat = heatTotal(gauge.heat, amount);
  let wanted = gauge.wanted;
  while (heat >= HEAT_PER_WANTED) {
    if (wanted >= MAX_WANTED) {
      const capped = table.heatAtMaxWanted === 'capAt9' ? MAX_SETTLED_HEAT : heat % HEAT_PER_WANTED;
      reasons.push(reason('H3', 'wanted_at_max', { heat, kept: capped, wanted }));
      heat = capped;
      break;
    }
    wanted += 1;
    heat -= HEAT_PER_WANTED;
    reasons.push(reason('H3', 'wanted_up', { wanted, carried: heat }));
  }
  reasons.unshift(reason(rule, 'heat_added', { from: gauge.heat, delta: amount, to: heat, wanted }));
  return { gauge: { heat, wanted }, reasons };
}

/** H3 on the crew sheet. */
export function addCrewHeat(crew: Crew, amount: number, table: TableRules, rule: RuleId = 'H3'): { crew: Crew; reasons: Reason[] } {
  const { gauge, reasons } = accrueHeat({ heat: crew.heat, wanted: crew.wanted }, amount, table, rule);
  return { crew: { ...crew, ...gauge }, reasons };
}

/**
 * The heat step of downtime (and H4, after a conflict): compute the heat of the score with the
 * crew's at-war flag as default, then accrue it.
 */
export function applyHeat(crew: Crew, input: HeatInput, table: TableRules): Outcome<{ crew: Crew; heat: number }> {
  if (!EXPOSURES.includes(input.exposure)) {
    return refuse('H1', 'unknown_exposure', { exposure: String(input.exposure) });
  }
  const score = heatOfScore({ ...input, atWar: input.atWar ?? crew.atWar });
  const accrued = addCrewHeat(crew, score.heat, table);
  return ok({ crew: accrued.crew, heat: score.heat }, [...score.reasons, ...accrued.reasons]);
}

/**
 * H4: heat and wanted level also accrue "après un coup ou un conflit avec un adversaire" — the same
 * computation as the downtime heat step, usable during free play. The first reason says it came
 * from a conflict, not a score.
 */
export function applyConflictHeat(crew: Crew, input: HeatInput, table: TableRules): Outcome<{ crew: Crew; heat: number }> {
  const applied = applyHeat(crew, input, table);
  if (!applied.ok) return applied;
  return ok(applied.value, [reason('H4', 'after_conflict', { exposure: input.exposure }), ...applied.reasons]);
}

export interface HeatGaugePreview extends HeatGauge {
  /** The heat now plus the amount, before any wanted level takes it ("5 + 6 = 11"). */
  readonly total: number;
  readonly wantedGained: number;
  /** The total reached 10 at the last wanted level: heat stays (or wraps) per table rule. */
  readonly atMaxWanted: boolean;
}

/**
 * Preview for the GM before applying: the sum, where the gauge lands and how many wanted levels it
 * adds — "raffut 5 + 6 = 11 → avis de recherche +1, raffut 1".
 */
export function previewHeat(gauge: HeatGauge, amount: number, table: TableRules): HeatGaugePreview {
  const { gauge: after, reasons } = accrueHeat(gauge, amount, table);
  return {
    ...after,
    total: heatTotal(gauge.heat, amount),
    wantedGained: after.wanted - gauge.wanted,
    atMaxWanted: reasons.some((r) => r.code === 'wanted_at_max'),
  };
}
