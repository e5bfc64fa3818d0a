import type { Reason, RuleId } from '../core/reason';
import { reason } from '../core/reason';
import type { DiceRoll, Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import { ownValue } from '../core/keys';
import type { RuleDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import type { Band, PoolRoll } from '../dice/pool';
import { actionRollQuality, applyQualityModifiers, distributionByBand, poolDice, poolOdds, poolReason, poolSize, rollPool } from '../dice/pool';
import type { Character } from '../model/character';
import type { Crew } from '../model/crew';
import { findCharacter } from '../crew/crew';

/**
 * Shared pieces of the downtime activities (A3–A9): finding the acting character and rolling an
 * action/attribute roll whose quality (D4) is moved by "+1 quality if a friend helps" (A3) and
 * "−1 quality when healing oneself" (A6).
 */

/** Quality modifiers of an activity roll. */
export interface ActivityQualityModifiers {
  /** A3: a friend or contact helps (+1 quality). */
  readonly helped?: boolean;
  /** A6: healing oneself with the surgery skill (−1 quality). */
  readonly selfSurgery?: boolean;
}

/** Statuses in which a PC cannot take a downtime activity (off-screen, gone or retired). */
export const UNAVAILABLE_STATUSES: readonly Character['status'][] = ['lost', 'retired', 'out'];

/**
 * The character taking an activity: refused when unknown, or when off-screen (lost in vice, V2/V3),
 * out or retired ("il n'est possible de sélectionner que des actions que le PJ est en mesure
 * d'effectivement accomplir").
 */
export function activityCharacter(crew: Crew, characterId: string, rule: RuleId): Outcome<Character> {
  const character = findCharacter(crew, characterId);
  if (!character) return refuse(rule, 'unknown_character', { character: characterId });
  if (UNAVAILABLE_STATUSES.includes(character.status)) {
    return refuse(rule, 'character_unavailable', { character: characterId, status: character.status });
  }
  return ok(character);
}

/** A skill ("action") rating of a character, refused when the sheet has no such skill. */
export function activitySkillRating(character: Character, skill: string, rule: RuleId): Outcome<number> {
  const rating = ownValue(character.skills, skill);
  if (rating === undefined) return refuse(rule, 'unknown_skill', { character: character.id, skill });
  return ok(rating, [reason(rule, 'pool_from_skill', { character: character.id, skill, rating })]);
}

export interface ActivityRoll {
  readonly roll: PoolRoll;
  /** Quality after D4 and the modifiers, never below 0. */
  readonly quality: number;
  readonly reasons: readonly Reason[];
  readonly dice: DiceRoll;
}

/** A quality is never negative: "−1 quality" on a 1-3 roll gives 0 (no tick). */
function floorQuality(quality: number, reasons: Reason[], rule: RuleId): number {
  if (quality >= 0) return quality;
  reasons.push(reason(rule, 'quality_floor', { quality, floored: 0 }));
  return 0;
}

/** A3/A6 modifiers on a quality, each reason naming the rule that grants it. */
export function activityQualityModifiers(
  quality: number,
  mods: ActivityQualityModifiers,
  rule: RuleId,
): { quality: number; reasons: Reason[] } {
  const reasons: Reason[] = [];
  const helped = applyQualityModifiers(quality, { helped: mods.helped ?? false }, 'A3');
  reasons.push(...helped.reasons);
  const self = applyQualityModifiers(helped.quality, { selfSurgery: mods.selfSurgery ?? false }, 'A6');
  reasons.push(...self.reasons);
  return { quality: floorQuality(self.quality, reasons, rule), reasons };
}

/** D1 + D4 + A3/A6: an action or attribute roll of an activity and its quality. */
export function rollActivityAction(
  pool: number,
  mods: ActivityQualityModifiers,
  purpose: string,
  rule: RuleId,
  deps: RuleDeps,
): ActivityRoll {
  const roll = rollPool(poolSize(pool, 0), deps.roller);
  const base = actionRollQuality(roll.band, deps.table);
  const modified = activityQualityModifiers(base.quality, mods, rule);
  return {
    roll,
    quality: modified.quality,
    reasons: [poolReason(roll), base.reason, ...modified.reasons],
    dice: poolDice(roll, purpose),
  };
}

/** The quality of an action roll for a band, with the modifiers (for odds). */
export function activityQualityOfBand(band: Band, mods: ActivityQualityModifiers, table: TableRules): number {
  let quality = table.actionRollQuality[band] + (mods.helped ? 1 : 0) - (mods.selfSurgery ? 1 : 0);
  if (quality < 0) quality = 0;
  return quality;
}

/** Exact distribution of the quality of an activity's action roll (D1, D4, A3, A6). */
export function activityQualityOdds(pool: number, mods: ActivityQualityModifiers, table: TableRules): Map<number, number> {
  return distributionByBand(poolOdds(poolSize(pool, 0)), (band) => activityQualityOfBand(band, mods, table));
}
