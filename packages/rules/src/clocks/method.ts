import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { GameClock } from '../model/clock';
import type { Crew, Faction } from '../model/crew';
import { activityCharacter, activitySkillRating } from '../activities/roll';
import type { ClockRollMethod, FactionTierClockRoll } from './rolls';
import { CLOCK_ROLL_BOUNDS } from './rolls';

/**
 * K3–K5: which roll a clock takes. A roll names a kind (the body of the `clock_roll` step); the
 * rules read the rest off the sheet: K3 the acting character's rating in the action named, K5 the
 * owning faction's tier. When nobody chose (the odds of a race's rival), a faction's clock is
 * rolled on its tier (K5) and the crew's by the GM's fortune roll (K4) of the crew's tier.
 */

/** K3–K5: a roll as the GM names it (the rules find the pool of an action and of a tier). */
export type ClockRollChoice =
  | { readonly kind: 'action'; readonly characterId: string; readonly action: string; readonly helped?: boolean; readonly extraDice?: number }
  | { readonly kind: 'fortune'; readonly pool: number; readonly extraDice?: number; readonly shift?: number }
  | { readonly kind: 'faction_tier'; readonly extraDice?: number; readonly shift?: number };

type RolledClock = Pick<GameClock, 'id' | 'owner'>;

/** K5: « pool = tier »: a faction's roll on its own clock. */
export function factionTierRoll(faction: Pick<Faction, 'tier'>, extra: { readonly extraDice?: number; readonly shift?: number } = {}): FactionTierClockRoll {
  return { kind: 'faction_tier', tier: faction.tier, extraDice: extra.extraDice ?? 0, shift: extra.shift ?? 0 };
}

/**
 * K3: « lance l’une de ses actions »: the acting character's rating in the action named is the pool
 * (refused for a character who cannot act, or with no such action on the sheet).
 */
export function actionClockRoll(crew: Crew, roll: Extract<ClockRollChoice, { kind: 'action' }>): Outcome<ClockRollMethod> {
  const character = activityCharacter(crew, roll.characterId, 'K3');
  if (!character.ok) return character;
  const rating = activitySkillRating(character.value, roll.action, 'K3');
  if (!rating.ok) return rating;
  return ok({ kind: 'action', pool: rating.value, extraDice: roll.extraDice ?? 0, helped: roll.helped ?? false }, rating.reasons);
}

/** K4: the GM's fortune pool when the GM has not set one: the crew's tier, within the roll's bounds. */
export function crewFortunePool(tier: number): number {
  return Math.max(CLOCK_ROLL_BOUNDS.pool.min, Math.min(CLOCK_ROLL_BOUNDS.pool.max, tier));
}

/**
 * K3–K5: the method a roll named on `clock` takes: K3 the acting character's rating in the action
 * (refused for a character who cannot act or has no such action), K4 the GM's pool as given, K5 the
 * tier of the faction owning the clock (refused on a clock of no faction, or of a faction the crew
 * does not know). A project or a healing clock is ticked by its activity (A5, A6), never by a roll.
 */
export function clockRollMethod(crew: Crew, clock: RolledClock, roll: ClockRollChoice): Outcome<ClockRollMethod> {
  if (clock.owner.kind === 'character') return refuse('K1', 'character_clock_roll', { clock: clock.id, character: clock.owner.id });
  if (roll.kind === 'fortune') return ok({ kind: 'fortune', pool: roll.pool, extraDice: roll.extraDice ?? 0, shift: roll.shift ?? 0 });
  if (roll.kind === 'action') return actionClockRoll(crew, roll);
  if (clock.owner.kind !== 'faction') return refuse('K5', 'not_a_faction_clock', { clock: clock.id, owner: clock.owner.kind });
  const factionId = clock.owner.id;
  const faction = crew.factions.find((f) => f.id === factionId);
  if (!faction) return refuse('K5', 'unknown_faction', { clock: clock.id, faction: factionId });
  return ok(factionTierRoll(faction, roll), [reason('K5', 'faction_rolls_tier', { faction: faction.id, name: faction.name, tier: faction.tier })]);
}

/**
 * K4/K5: how a clock is rolled when nobody chose: a faction's on its tier (K5), the crew's by a
 * fortune roll of the crew's tier (K4, `crewFortunePool`). Refused for a character's clock (A5, A6).
 */
export function usualClockRoll(crew: Crew, clock: RolledClock): Outcome<ClockRollMethod> {
  if (clock.owner.kind === 'faction') return clockRollMethod(crew, clock, { kind: 'faction_tier' });
  const pool = crewFortunePool(crew.tier);
  const method = clockRollMethod(crew, clock, { kind: 'fortune', pool });
  if (!method.ok) return method;
  return ok(method.value, [reason('K4', 'fortune_pool', { pool })]);
}
