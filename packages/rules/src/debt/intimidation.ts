import { reason } from '../core/reason';
import type { DiceRoll, Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { WarbandRole, Wizard } from '../model/frostgrave';
import { warbandMemberSchema } from '../model/schemas';
import { adjustDebtMarkers, assertDebtInteger, checkDebtCap, takeFavourMarkers } from './ledger';

/** F3: « un par modificateur +1, jusqu'à un maximum de trois/+3 ». */
export const INTIMIDATION_MAX_BONUS = 3;

/** F3: « Les sorciers, les apprentis et les capitaines ne peuvent pas être ciblés ». */
export const INTIMIDATION_IMMUNE_ROLES: readonly WarbandRole[] = ['wizard', 'apprentice', 'captain'];

/** F3: whether a model of this role may be the target of an intimidation (`intimidate` refuses the others). */
export function canBeIntimidated(role: WarbandRole): boolean {
  return !INTIMIDATION_IMMUNE_ROLES.includes(role);
}

/** F3: the roles an intimidation may target, in the warband's order: what a form offers. */
export const INTIMIDATION_TARGET_ROLES: readonly WarbandRole[] = warbandMemberSchema.shape.role.options.filter(canBeIntimidated);

/** The model of an opposing warband the gang threatens. */
export interface IntimidationTarget {
  readonly name: string;
  readonly role: WarbandRole;
  /** Its Will stat: the defender adds it to the d20. */
  readonly will: number;
}

export interface IntimidationInput {
  readonly target: IntimidationTarget;
  /** Bought modifier 0..3: one extra marker per +1. */
  readonly bonus: number;
}

export interface IntimidationResult {
  readonly wizard: Wizard;
  readonly success: boolean;
  /** Markers taken at the attempt: 1 + bonus (what F1 checked). */
  readonly markersTaken: number;
  /** Markers given back on a failure (half rounded up, but at least 1 is kept). */
  readonly markersRemoved: number;
  /** Markers of this attempt left in the vault. */
  readonly markersKept: number;
  readonly attackerRoll: number;
  readonly defenderRoll: number;
  /** Attacker d20 + bonus. */
  readonly attackerTotal: number;
  /** Defender d20 + target's Will. */
  readonly defenderTotal: number;
  /**
   * On a success, the target must miss the next game: it stays in its warband, keeps its slot and
   * cannot be dismissed before the end of that game. `null` on a failure.
   */
  readonly missesNextGame: { readonly name: string; readonly role: WarbandRole; readonly keepsSlot: true; readonly dismissable: false } | null;
}

/** F3: markers an attempt with this bonus takes: « le sorcier ajoute un marqueur » + one per +1. */
export function intimidationMarkers(bonus: number): number {
  assertDebtInteger(bonus, 'intimidation bonus');
  return 1 + bonus;
}

/**
 * F3: markers given back on a failed attempt: « la moitié (arrondir au supérieur) des marqueurs
 * générés lors de cette tentative », but « un sorcier reçoit toujours au moins un marqueur » —
 * 1 → 0, 2 → 1, 3 → 2, 4 → 2.
 */
export function intimidationMarkersRemovedOnFailure(markersTaken: number): number {
  assertDebtInteger(markersTaken, 'markers taken');
  if (markersTaken < 1) return 0;
  return Math.min(Math.ceil(markersTaken / 2), markersTaken - 1);
}

/**
 * F3 intimidation (a favour, F1). Refused for a wizard, apprentice or captain target, or a bonus
 * outside 0..3 (F3), or when the 1 + bonus markers taken at the attempt — all of them, before any
 * die — would push the vault over the level (F1).
 *
 * Dice order: the attacker's d20 first (purpose `intimidation_attacker`), then the defender's
 * (`intimidation_defender`). Attacker d20 + bonus > defender d20 + Will → success (the target misses
 * the next game); a tie or a higher defender → failure, and half of this attempt's markers (rounded
 * up) are removed, the wizard keeping at least one.
 */
export function intimidate(wizard: Wizard, input: IntimidationInput, deps: RuleDeps): Outcome<IntimidationResult> {
  const { target, bonus } = input;
  assertDebtInteger(bonus, 'intimidation bonus');
  assertDebtInteger(target.will, 'target Will');
  if (bonus < 0 || bonus > INTIMIDATION_MAX_BONUS) {
    return refuse('F3', 'bonus_out_of_range', { bonus, min: 0, max: INTIMIDATION_MAX_BONUS });
  }
  if (!canBeIntimidated(target.role)) {
    return refuse('F3', 'target_immune', { role: target.role, name: target.name });
  }
  const markersTaken = intimidationMarkers(bonus);
  const capped = checkDebtCap(wizard, 'intimidation', markersTaken);
  if (capped) return capped;

  const taken = takeFavourMarkers(wizard, 'intimidation', markersTaken);
  const reasons = [reason('F3', 'intimidation_markers', { bonus, markers: markersTaken }), ...taken.reasons];

  const attackerRoll = deps.roller.roll(20);
  const defenderRoll = deps.roller.roll(20);
  const rolls: DiceRoll[] = [
    { sides: 20, purpose: 'intimidation_attacker', dice: [attackerRoll] },
    { sides: 20, purpose: 'intimidation_defender', dice: [defenderRoll] },
  ];
  const attackerTotal = attackerRoll + bonus;
  const defenderTotal = defenderRoll + target.will;
  const success = attackerTotal > defenderTotal;
  reasons.push(
    reason('F3', 'intimidation_roll', {
      attackerRoll,
      bonus,
      attackerTotal,
      defenderRoll,
      will: target.will,
      defenderTotal,
      success,
    }),
  );

  if (success) {
    reasons.push(reason('F3', 'target_misses_next_game', { name: target.name, role: target.role }));
    return ok(
      {
        wizard: taken.wizard,
        success,
        markersTaken,
        markersRemoved: 0,
        markersKept: markersTaken,
        attackerRoll,
        defenderRoll,
        attackerTotal,
        defenderTotal,
        missesNextGame: { name: target.name, role: target.role, keepsSlot: true, dismissable: false },
      },
      reasons,
      rolls,
    );
  }

  const markersRemoved = intimidationMarkersRemovedOnFailure(markersTaken);
  const back = adjustDebtMarkers(taken.wizard, -markersRemoved, 'F3', 'intimidation_failed_markers_removed');
  reasons.push(back.reason);
  return ok(
    {
      wizard: back.wizard,
      success,
      markersTaken,
      markersRemoved,
      markersKept: markersTaken - markersRemoved,
      attackerRoll,
      defenderRoll,
      attackerTotal,
      defenderTotal,
      missesNextGame: null,
    },
    reasons,
    rolls,
  );
}

export interface IntimidationOdds {
  readonly success: number;
  readonly failure: number;
  readonly markersTaken: number;
  /** Markers of the attempt left after a failure. */
  readonly markersKeptOnFailure: number;
  /** Expected markers of this attempt left in the vault. */
  readonly expectedMarkersKept: number;
}

/**
 * F3 exact odds over the 20×20 pairs of dice: P(attacker d20 + bonus > defender d20 + Will).
 * Works for any integer bonus and Will (the bonus is not range-checked here, so "what if" is fine).
 */
export function intimidationOdds(bonus: number, will: number): IntimidationOdds {
  assertDebtInteger(bonus, 'intimidation bonus');
  assertDebtInteger(will, 'target Will');
  const shift = will - bonus; // success when a > d + shift
  let wins = 0;
  for (let d = 1; d <= 20; d++) {
    // a ranges over max(1, d + shift + 1)..20
    wins += Math.max(0, Math.min(20, 20 - (d + shift)));
  }
  const success = wins / 400;
  const markersTaken = 1 + bonus;
  const markersKeptOnFailure = markersTaken - intimidationMarkersRemovedOnFailure(markersTaken);
  return {
    success,
    failure: (400 - wins) / 400,
    markersTaken,
    markersKeptOnFailure,
    expectedMarkersKept: success * markersTaken + (1 - success) * markersKeptOnFailure,
  };
}
