import type { Reason, RuleId } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { Character, Harm } from '../model/character';
import type { Crew, Faction } from '../model/crew';
import { MAX_STATUS, MIN_STATUS } from '../model/limits';

/**
 * Small operations on the crew sheet shared by every mechanic, so that "lose 1 rep", "pay 2 coin"
 * or "+1 status" mean the same thing everywhere. Each returns the new crew and the reason to show.
 */

export { MAX_STATUS, MIN_STATUS } from '../model/limits';

/** Rep never goes below 0: a loss larger than the rep held empties it (the reason says so). */
export function adjustRep(crew: Crew, delta: number, rule: RuleId, code: string): { crew: Crew; reason: Reason } {
  const rep = Math.max(0, crew.rep + delta);
  return {
    crew: { ...crew, rep },
    reason: reason(rule, code, { delta, applied: rep - crew.rep, rep }),
  };
}

export function gainCoin(crew: Crew, amount: number, rule: RuleId, code: string): { crew: Crew; reason: Reason } {
  const coin = crew.coin + amount;
  return { crew: { ...crew, coin }, reason: reason(rule, code, { delta: amount, coin }) };
}

/** Paying from the stash: refused (with the rule that asked for the coin) when the stash is short. */
export function spendCoin(crew: Crew, amount: number, rule: RuleId, code: string): Outcome<Crew> {
  if (amount > crew.coin) {
    return refuse(rule, 'not_enough_coin', { needed: amount, coin: crew.coin });
  }
  const coin = crew.coin - amount;
  return ok({ ...crew, coin }, [reason(rule, code, { delta: -amount, coin })]);
}

export function findFaction(crew: Crew, factionId: string): Faction | undefined {
  return crew.factions.find((f) => f.id === factionId);
}

/** Sets a faction's status, clamped to −3..+3. */
export function setFactionStatus(crew: Crew, factionId: string, status: number, rule: RuleId, code: string): { crew: Crew; reason: Reason } {
  const clamped = Math.min(MAX_STATUS, Math.max(MIN_STATUS, status));
  const before = findFaction(crew, factionId)?.status ?? 0;
  return {
    crew: { ...crew, factions: crew.factions.map((f) => (f.id === factionId ? { ...f, status: clamped } : f)) },
    reason: reason(rule, code, { faction: factionId, from: before, to: clamped }),
  };
}

export function adjustFactionStatus(crew: Crew, factionId: string, delta: number, rule: RuleId, code: string): { crew: Crew; reason: Reason } {
  const before = findFaction(crew, factionId)?.status ?? 0;
  return setFactionStatus(crew, factionId, before + delta, rule, code);
}

export function findCharacter(crew: Crew, characterId: string): Character | undefined {
  return crew.characters.find((c) => c.id === characterId);
}

export function updateCharacter(crew: Crew, characterId: string, update: (c: Character) => Character): Crew {
  return { ...crew, characters: crew.characters.map((c) => (c.id === characterId ? update(c) : c)) };
}

/** Adds a harm at the given level (1–4). */
export function addHarm(character: Character, level: Harm['level'], description: string): Character {
  return { ...character, harm: [...character.harm, { level, description }] };
}

/** A6: every harm on the sheet drops one level; level-1 harm is healed away. */
export function reduceEveryHarm(character: Character): Character {
  const harm = character.harm
    .filter((h) => h.level > 1)
    .map((h) => ({ ...h, level: (h.level - 1) as Harm['level'] }));
  return { ...character, harm };
}
