import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { OddsDeps, RuleDeps } from '../core/deps';
import type { Crew } from '../model/crew';
import { addCrewHeat } from '../heat/heat';
import { activityCharacter, activityQualityOdds, activitySkillRating, rollActivityAction } from './roll';

/** A7 Reduce heat: an action roll; the crew's heat drops 1 per quality, never below 0. */

export interface ReduceHeatInput {
  readonly characterId: string;
  /** The action the player names; its rating is the pool. */
  readonly action: string;
  /** A3: a friend or contact helps (+1 quality). */
  readonly helped?: boolean;
}

export interface ReduceHeatResult {
  readonly crew: Crew;
  readonly quality: number;
  /** Heat actually removed (the quality, or less when the gauge reaches 0). */
  readonly reduced: number;
}

/** A7: refused when the crew has no heat to reduce. */
export function reduceHeat(crew: Crew, input: ReduceHeatInput, deps: RuleDeps): Outcome<ReduceHeatResult> {
  const actor = activityCharacter(crew, input.characterId, 'A7');
  if (!actor.ok) return actor;
  if (crew.heat <= 0) return refuse('A7', 'no_heat', { heat: crew.heat });
  const rating = activitySkillRating(actor.value, input.action, 'A7');
  if (!rating.ok) return rating;
  const rolled = rollActivityAction(rating.value, { helped: input.helped ?? false }, 'reduce_heat', 'A7', deps);
  const cooled = addCrewHeat(crew, -rolled.quality, deps.table, 'A7');
  const reduced = crew.heat - cooled.crew.heat;
  return ok(
    { crew: cooled.crew, quality: rolled.quality, reduced },
    [
      ...rating.reasons,
      ...rolled.reasons,
      reason('A7', 'heat_reduced', { quality: rolled.quality, reduced, heat: cooled.crew.heat }),
      ...cooled.reasons,
    ],
    [rolled.dice],
  );
}

export interface ReduceHeatOddsInput {
  readonly heat: number;
  readonly pool: number;
  readonly helped?: boolean;
}

export interface ReduceHeatOdds {
  /** Quality → probability. */
  readonly quality: Map<number, number>;
  /** Heat after the activity → probability. */
  readonly heatAfter: Map<number, number>;
  readonly expectedHeatAfter: number;
}

/** Exact odds of A7 from the current heat and the pool. */
export function reduceHeatOdds(input: ReduceHeatOddsInput, deps: OddsDeps): ReduceHeatOdds {
  const quality = activityQualityOdds(input.pool, { helped: input.helped ?? false }, deps.table);
  const heatAfter = new Map<number, number>();
  let expectedHeatAfter = 0;
  for (const [q, p] of quality) {
    const after = Math.max(0, input.heat - q);
    heatAfter.set(after, (heatAfter.get(after) ?? 0) + p);
    expectedHeatAfter += after * p;
  }
  return { quality, heatAfter, expectedHeatAfter };
}
