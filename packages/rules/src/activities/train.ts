import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { OddsDeps, RuleDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import type { Band } from '../dice/pool';
import { BANDS, poolDice, poolOdds, poolReason, poolSize, rollPool, shiftBand } from '../dice/pool';
import type { Crew } from '../model/crew';
import { updateCharacter } from '../crew/crew';
import { activityCharacter, activitySkillRating } from './roll';

/**
 * A8 Train: a roll of the trained skill. A failure (1-3) teaches: skill +1; a critical: +2; any
 * other result teaches nothing. Once per skill per downtime. The result is keyed by band, so a
 * friend's help (A3, "+1 quality") moves the band one step up (D5) under table rule `trainHelped`
 * 'shiftBand' (default), and changes nothing under 'ignore'.
 */

/** A8: skill points gained by band. */
export const TRAIN_GAIN: Readonly<Record<Band, number>> = { '1-3': 1, '4-5': 0, '6': 0, crit: 2 };

export interface TrainInput {
  readonly characterId: string;
  readonly skill: string;
  /** Skills this PC already trained this downtime (kept by the downtime reducer). */
  readonly trainedThisDowntime: readonly string[];
  /** A3: a friend or contact helps (moves the band one step up, D5, unless `trainHelped` is 'ignore'). */
  readonly helped?: boolean;
}

export interface TrainResult {
  readonly crew: Crew;
  readonly band: Band;
  readonly gain: number;
  readonly rating: number;
  /** The list to keep for the rest of this downtime. */
  readonly trainedThisDowntime: readonly string[];
}

/** The band training reads: the rolled one, moved one step up by a friend's help under `trainHelped: 'shiftBand'`. */
function trainBand(rolled: Band, helped: boolean, table: Pick<TableRules, 'trainHelped'>): Band {
  return helped && table.trainHelped === 'shiftBand' ? shiftBand(rolled, 1) : rolled;
}

/** A8: refused for a skill already trained this downtime, or unknown on the sheet. */
export function train(crew: Crew, input: TrainInput, deps: RuleDeps): Outcome<TrainResult> {
  const actor = activityCharacter(crew, input.characterId, 'A8');
  if (!actor.ok) return actor;
  if (input.trainedThisDowntime.includes(input.skill)) {
    return refuse('A8', 'skill_already_trained', { character: input.characterId, skill: input.skill });
  }
  const rating = activitySkillRating(actor.value, input.skill, 'A8');
  if (!rating.ok) return rating;
  const roll = rollPool(poolSize(rating.value, 0), deps.roller);
  const reasons: Reason[] = [...rating.reasons, poolReason(roll)];
  const helped = input.helped ?? false;
  const band = trainBand(roll.band, helped, deps.table);
  if (band !== roll.band) reasons.push(reason('A3', 'helped_band_shift', { from: roll.band, to: band }));
  else if (helped && deps.table.trainHelped === 'ignore') reasons.push(reason('A3', 'help_ignored_for_training', { band }));
  const gain = TRAIN_GAIN[band];
  const after = rating.value + gain;
  reasons.push(reason('A8', gain > 0 ? 'skill_trained' : 'training_without_result', { skill: input.skill, band, gain, rating: after }));
  const next = updateCharacter(crew, input.characterId, (c) => ({ ...c, skills: { ...c.skills, [input.skill]: after } }));
  return ok(
    { crew: next, band, gain, rating: after, trainedThisDowntime: [...input.trainedThisDowntime, input.skill] },
    reasons,
    [poolDice(roll, 'train')],
  );
}

export interface TrainOdds {
  /** Skill points gained (0, 1 or 2) → probability. */
  readonly gain: Map<number, number>;
  readonly expectedGain: number;
}

/** Exact odds of A8 for a skill rating (the pool) and a friend's help (read per table rule `trainHelped`). */
export function trainOdds(input: { readonly pool: number; readonly helped?: boolean }, deps: OddsDeps): TrainOdds {
  const odds = poolOdds(poolSize(input.pool, 0));
  const gain = new Map<number, number>([
    [0, 0],
    [1, 0],
    [2, 0],
  ]);
  let expectedGain = 0;
  for (const rolled of BANDS) {
    const g = TRAIN_GAIN[trainBand(rolled, input.helped ?? false, deps.table)];
    gain.set(g, (gain.get(g) as number) + odds[rolled]);
    expectedGain += g * odds[rolled];
  }
  return { gain, expectedGain };
}
