import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import { ownValue } from '../core/keys';
import type { OddsDeps, RuleDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import { poolOdds, poolSize } from '../dice/pool';
import type { AttributeCircles, Character, Vice } from '../model/character';
import type { Crew } from '../model/crew';
import { updateCharacter } from '../crew/crew';
import { activityCharacter, activityQualityOdds, rollActivityAction } from '../activities/roll';

/**
 * V1 (A9) Indulge vice: an attribute roll for the attribute to restore; the pool is per table rule
 * `vicePool` the attribute's rating, i.e. its `max` circles (default), or its `current` circles. It
 * restores 1 circle per quality (D4, +1 if helped, A3). On a critical the attribute also gains a new
 * circle (max +1, never above table rule `maxAttributeCircles`), which comes filled (current +1)
 * unless table rule `viceNewCircleFilled` is false.
 * V2: when the quality is more than the circles missing, the PC overindulges; the player then picks
 * one of four consequences (`resolveOverindulgence`).
 */

export interface IndulgeViceInput {
  readonly characterId: string;
  /** The attribute to restore. */
  readonly attribute: string;
  /** A3: a friend or contact helps (+1 quality). */
  readonly helped?: boolean;
}

/** V2: the pending choice after an overindulgence. */
export interface Overindulgence {
  readonly characterId: string;
  readonly attribute: string;
  readonly quality: number;
  readonly missing: number;
  /** Circles the roll would have restored beyond those missing. */
  readonly excess: number;
}

export interface IndulgeViceResult {
  readonly crew: Crew;
  readonly quality: number;
  readonly restored: number;
  /** A critical added a circle to the attribute. */
  readonly newCircle: boolean;
  readonly attribute: AttributeCircles;
  /** Non-null when the PC overindulged: the player must now pick a consequence. */
  readonly overindulgence: Overindulgence | null;
}

/** V1 + table rule `vicePool`: the dice of the vice roll for this attribute. */
export function vicePoolOf(circles: AttributeCircles, table: Pick<TableRules, 'vicePool'>): number {
  return table.vicePool === 'max' ? circles.max : circles.current;
}

/** V1/V2 checks shared by indulging and sinking into vice. */
export function viceCharacter(crew: Crew, characterId: string, attribute: string): Outcome<{ character: Character; circles: AttributeCircles; vice: Vice }> {
  const found = activityCharacter(crew, characterId, 'V1');
  if (!found.ok) return found;
  const character = found.value;
  if (!character.vice) return refuse('V1', 'no_vice', { character: characterId });
  if (character.vice.tapped) {
    return refuse('V2', 'vice_tapped', { character: characterId, purveyor: character.vice.purveyor });
  }
  const circles = ownValue(character.attributes, attribute);
  if (!circles) return refuse('V1', 'unknown_attribute', { character: characterId, attribute });
  return ok({ character, circles, vice: character.vice });
}

/** V1/V2 on an already checked character (also used by V3). */
export function indulgeChecked(
  crew: Crew,
  character: Character,
  attribute: string,
  circles: AttributeCircles,
  helped: boolean,
  deps: RuleDeps,
): { value: IndulgeViceResult; reasons: Reason[]; dice: ReturnType<typeof rollActivityAction>['dice'] } {
  const pool = vicePoolOf(circles, deps.table);
  const rolled = rollActivityAction(pool, { helped }, 'indulge_vice', 'V1', deps);
  const missing = Math.max(0, circles.max - circles.current);
  const quality = rolled.quality;
  const restored = Math.min(quality, missing);
  const reasons: Reason[] = [
    reason('V1', 'pool_from_attribute', { character: character.id, attribute, pool, vicePool: deps.table.vicePool }),
    ...rolled.reasons,
    reason('V1', 'circles_restored', { attribute, quality, missing, restored }),
  ];
  let max = circles.max;
  let current = Math.min(circles.max, circles.current + restored);
  let newCircle = false;
  if (rolled.roll.band === 'crit') {
    const cap = deps.table.maxAttributeCircles;
    if (max < cap) {
      const filled = deps.table.viceNewCircleFilled;
      max += 1;
      if (filled) current += 1;
      newCircle = true;
      reasons.push(reason('V1', 'new_circle', { attribute, max, filled }));
    } else {
      reasons.push(reason('V1', 'circle_cap', { attribute, max, cap }));
    }
  }
  let overindulgence: Overindulgence | null = null;
  if (quality > missing) {
    overindulgence = { characterId: character.id, attribute, quality, missing, excess: quality - missing };
    reasons.push(reason('V2', 'overindulged', { quality, missing, excess: quality - missing }));
  }
  const updatedCircles: AttributeCircles = { max, current };
  const next = updateCharacter(crew, character.id, (c) => ({ ...c, attributes: { ...c.attributes, [attribute]: updatedCircles } }));
  return {
    value: { crew: next, quality, restored, newCircle, attribute: updatedCircles, overindulgence },
    reasons,
    dice: rolled.dice,
  };
}

/** A9/V1/V2: indulge vice. Refused with no vice, with a tapped purveyor (V2), or an unknown attribute. */
export function indulgeVice(crew: Crew, input: IndulgeViceInput, deps: RuleDeps): Outcome<IndulgeViceResult> {
  const checked = viceCharacter(crew, input.characterId, input.attribute);
  if (!checked.ok) return checked;
  const { character, circles, vice } = checked.value;
  const done = indulgeChecked(crew, character, input.attribute, circles, input.helped ?? false, deps);
  return ok(done.value, [reason('A9', 'indulge_vice', { character: character.id, vice: vice.kind }), ...done.reasons], [done.dice]);
}

/**
 * Either the attribute's circles (the pool then follows table rule `vicePool`), or the pool and the
 * circles missing given directly.
 */
export type IndulgeViceOddsInput =
  | { readonly circles: AttributeCircles; readonly helped?: boolean }
  | {
      /** The dice rolled. */
      readonly pool: number;
      /** Circles missing before the roll. */
      readonly missing: number;
      readonly helped?: boolean;
    };

export interface IndulgeViceOdds {
  /** Quality → probability. */
  readonly quality: Map<number, number>;
  /** Circles restored (at most those missing) → probability. */
  readonly restored: Map<number, number>;
  /** V2: probability the quality exceeds the circles missing. */
  readonly overindulgence: number;
  /** Probability of a critical (a new circle, unless the attribute is at the campaign's maximum). */
  readonly critical: number;
}

/** Exact odds of V1/V2 for an attribute's circles (or a pool and the circles missing). */
export function indulgeViceOdds(input: IndulgeViceOddsInput, deps: OddsDeps): IndulgeViceOdds {
  const pool = 'circles' in input ? vicePoolOf(input.circles, deps.table) : input.pool;
  const missing = Math.max(0, Math.floor('circles' in input ? input.circles.max - input.circles.current : input.missing));
  const quality = activityQualityOdds(pool, { helped: input.helped ?? false }, deps.table);
  const restored = new Map<number, number>();
  let overindulgence = 0;
  for (const [q, p] of quality) {
    const r = Math.min(q, missing);
    restored.set(r, (restored.get(r) ?? 0) + p);
    if (q > missing) overindulgence += p;
  }
  return { quality, restored, overindulgence, critical: poolOdds(poolSize(pool, 0)).crit };
}
