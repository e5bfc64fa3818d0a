/**
 * The one shape a crew has once stored. The database cannot tell an absent `requires` from a null
 * one, nor keep an `undefined` field, so every state is brought to this form before it is saved
 * and returned: what the API answers after a write is exactly what a later read loads.
 */
import type { Character, Clock, Crew, DowntimeState } from '@temps-mort/rules';

/** A clock with `requires` present only when it names a project. */
export function canonicalClock(clock: Clock): Clock {
  const { requires, ...rest } = clock;
  return requires === null || requires === undefined ? rest : { ...rest, requires };
}

function canonicalCharacter(character: Character): Character {
  return { ...character, healing: canonicalClock(character.healing), projects: character.projects.map(canonicalClock) };
}

/** JSON has no `undefined`: what the stored form of a value reads back as. */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function canonicalCrew(crew: Crew): Crew {
  const copy = jsonCopy(crew);
  // A4: a crew exported before assets were kept has none (the rules' schema reads it so too).
  const assets = (copy as Partial<Crew>).assets ?? [];
  return { ...copy, assets, characters: copy.characters.map(canonicalCharacter) };
}

/** A roll waiting for the GM's pick is present only while one waits (older states never had it). */
export function canonicalState(state: DowntimeState): DowntimeState {
  const { crew, pendingEntanglementRoll, ...rest } = state;
  const pending = pendingEntanglementRoll ? { pendingEntanglementRoll: jsonCopy(pendingEntanglementRoll) } : {};
  return { ...jsonCopy(rest), ...pending, crew: canonicalCrew(crew) };
}
