import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { DiceRoll, Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import type { Character, D12Attribute } from '../model/character';
import { d12FindTrait, d12Unplayable } from './sheet';

export const D12_SIDES = 12;

/** T7/T8: degrees of an action, worst to best. */
export type D12Degree = 'critical_failure' | 'failure' | 'success_with_complication' | 'success' | 'critical_success';
export const D12_DEGREES: readonly D12Degree[] = [
  'critical_failure',
  'failure',
  'success_with_complication',
  'success',
  'critical_success',
];

export function d12DegreeRank(degree: D12Degree): number {
  return D12_DEGREES.indexOf(degree);
}

/** T7: a success with a complication is a success (« l'action est réussie, mais avec une complication »). */
export function d12IsSuccess(degree: D12Degree): boolean {
  return d12DegreeRank(degree) >= d12DegreeRank('success_with_complication');
}

/** What is added to the die. */
export interface D12RollParts {
  /** Current pool of the linked attribute (T7: « la réserve de caractéristique liée »). */
  readonly pool: number;
  /** T5: the trait's +1..+3 when the action is in its domain. */
  readonly traitBonus: number;
  /** Situational modifier, e.g. +3 / −3 left by a critical (T8). */
  readonly modifier: number;
  readonly threshold: number;
}

export interface D12Reading {
  readonly die: number;
  readonly total: number;
  /** T7: the degree the total alone gives. */
  readonly byTotal: D12Degree;
  /** T7 + T8: the degree with the natural extremes. */
  readonly degree: D12Degree;
  readonly natural: 1 | 12 | null;
}

/**
 * T7 + T8: reads a d12 already rolled. Total = die + pool + trait + modifier; above the threshold →
 * success, equal → success with complication, below → failure. A natural 12 is a critical success
 * and a natural 1 a critical failure (table rule `d12NaturalExtremes`: 'always', or only when the
 * total agrees with 'withTotal').
 */
export function d12ReadDie(die: number, parts: D12RollParts, table: TableRules): D12Reading {
  if (!Number.isInteger(die) || die < 1 || die > D12_SIDES) {
    throw new RangeError(`d12: ${die} is not a face of a d12`);
  }
  const total = die + parts.pool + parts.traitBonus + parts.modifier;
  const byTotal: D12Degree =
    total > parts.threshold ? 'success' : total === parts.threshold ? 'success_with_complication' : 'failure';
  const natural = die === 12 ? 12 : die === 1 ? 1 : null;
  const { d12NaturalExtremes } = table;
  let degree: D12Degree = byTotal;
  if (natural === 12 && (d12NaturalExtremes === 'always' || d12IsSuccess(byTotal))) degree = 'critical_success';
  if (natural === 1 && (d12NaturalExtremes === 'always' || !d12IsSuccess(byTotal))) degree = 'critical_failure';
  return { die, total, byTotal, degree, natural };
}

export interface D12ActionInput {
  readonly attribute: D12Attribute;
  /** T5: the trait whose domain the action falls in (the GM's call), if any. */
  readonly trait?: string | null;
  readonly modifier?: number;
  readonly threshold: number;
}

/** What was rolled for: an action, or the fear test (T5), which has its own consequences. */
export type D12RollKind = 'action' | 'fear_test';

export interface D12ActionResult extends D12Reading {
  readonly kind: D12RollKind;
  readonly attribute: D12Attribute;
  readonly trait: string | null;
  readonly traitBonus: number;
  readonly modifier: number;
  readonly threshold: number;
  /** The pool added to the die. */
  readonly pool: number;
  /** The degree as rolled, before giving of oneself (T9). */
  readonly rolledDegree: D12Degree;
  /** Pool points given (T9) on this result. */
  readonly given: number;
  /** Destiny re-rolls (T6) that led to this result. */
  readonly rerolls: number;
  /** T8: the critical option already applied to this result, if any. */
  readonly criticalOption: string | null;
}

/** T5: the bonus of the named trait (0 with no trait); refused when the sheet has no such trait. */
export function d12TraitBonus(character: Character, trait: string | null | undefined): Outcome<number> {
  if (trait === null || trait === undefined) return ok(0);
  const found = d12FindTrait(character.traits, trait);
  if (!found) return refuse('T5', 'unknown_trait', { trait });
  return ok(found.rating, [reason('T5', 'trait_bonus', { trait: found.name, bonus: found.rating })]);
}

function checkWhole(name: string, n: number): void {
  if (!Number.isInteger(n)) throw new RangeError(`d12: ${name} must be a whole number, got ${n}`);
}

/** The reasons that explain a result (T7 and the natural extremes of T8). */
export function d12ResultReasons(result: D12ActionResult): Reason[] {
  const reasons: Reason[] = [
    reason('T7', 'action_rolled', {
      attribute: result.attribute,
      die: result.die,
      pool: result.pool,
      trait_bonus: result.traitBonus,
      modifier: result.modifier,
      total: result.total,
      threshold: result.threshold,
      by_total: result.byTotal,
      degree: result.rolledDegree,
    }),
  ];
  if (result.degree === 'critical_success') reasons.push(reason('T8', 'natural_twelve', { die: result.die }));
  if (result.degree === 'critical_failure') reasons.push(reason('T8', 'natural_one', { die: result.die }));
  return reasons;
}

/** Shared by actions, re-rolls and the fear test. */
export function d12RollFor(
  character: Character,
  input: D12ActionInput,
  kind: D12RollKind,
  rerolls: number,
  purpose: string,
  deps: RuleDeps,
): Outcome<D12ActionResult> {
  const modifier = input.modifier ?? 0;
  checkWhole('modifier', modifier);
  checkWhole('threshold', input.threshold);
  const blocked = d12Unplayable(character);
  if (blocked) return blocked;
  const bonus = d12TraitBonus(character, input.trait);
  if (!bonus.ok) return bonus;
  const pool = character.pools[input.attribute].pool;
  const die = deps.roller.roll(D12_SIDES);
  const reading = d12ReadDie(die, { pool, traitBonus: bonus.value, modifier, threshold: input.threshold }, deps.table);
  // Fields listed rather than spread from `reading`: V8 (Node 20) builds `{ ...a, newKeys }` an
  // order of magnitude slower, which the 100 000-draw simulations feel.
  const result: D12ActionResult = {
    die: reading.die,
    total: reading.total,
    byTotal: reading.byTotal,
    degree: reading.degree,
    natural: reading.natural,
    kind,
    attribute: input.attribute,
    trait: input.trait ?? null,
    traitBonus: bonus.value,
    modifier,
    threshold: input.threshold,
    pool,
    rolledDegree: reading.degree,
    given: 0,
    rerolls,
    criticalOption: null,
  };
  const rolls: DiceRoll[] = [{ sides: D12_SIDES, purpose, dice: [die] }];
  return ok(result, [...bonus.reasons, ...d12ResultReasons(result)], rolls);
}

/** T7 + T8: an action: 1d12 + the linked pool (+ trait, + modifier) against the threshold. */
export function d12RollAction(character: Character, input: D12ActionInput, deps: RuleDeps): Outcome<D12ActionResult> {
  return d12RollFor(character, input, 'action', 0, 'd12_action', deps);
}

/** The input that produced a result (for a re-roll). */
export function d12InputOf(result: D12ActionResult): D12ActionInput {
  return { attribute: result.attribute, trait: result.trait, modifier: result.modifier, threshold: result.threshold };
}
