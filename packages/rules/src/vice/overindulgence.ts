import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { OddsDeps } from '../core/deps';
import type { Crew } from '../model/crew';
import { findCharacter, updateCharacter } from '../crew/crew';
import { addCrewHeat } from '../heat/heat';
import type { Overindulgence } from './indulge';

/**
 * V2 overindulgence: the player picks one bad decision.
 * - attract_trouble: one extra entanglement roll (flagged for the downtime reducer);
 * - brag: crew +2 heat;
 * - lost: the PC vanishes for a few weeks (status 'lost'); on return every harm is healed;
 * - tapped: the purveyor cuts ties; indulging is refused until a new purveyor is found.
 */

export type OverindulgenceChoice = 'attract_trouble' | 'brag' | 'lost' | 'tapped';
export const OVERINDULGENCE_CHOICES: readonly OverindulgenceChoice[] = ['attract_trouble', 'brag', 'lost', 'tapped'];

/** V2: heat of bragging about one's exploits. */
export const BRAG_HEAT = 2;

/** Why a PC is off-screen with status 'lost' (the model has no field for it: the caller keeps it). */
export type LostCause = 'overindulgence' | 'sink_into_vice';

export interface OverindulgenceResult {
  readonly crew: Crew;
  readonly choice: OverindulgenceChoice;
  /** attract_trouble: the downtime reducer rolls (or the GM picks) one more entanglement. */
  readonly extraEntanglementRoll: boolean;
}

/** V2: applies the player's pick after an overindulgence reported by `indulgeVice`. */
export function resolveOverindulgence(
  crew: Crew,
  overindulgence: Overindulgence,
  choice: OverindulgenceChoice,
  deps: OddsDeps,
): Outcome<OverindulgenceResult> {
  const character = findCharacter(crew, overindulgence.characterId);
  if (!character) return refuse('V2', 'unknown_character', { character: overindulgence.characterId });
  if (!OVERINDULGENCE_CHOICES.includes(choice)) return refuse('V2', 'unknown_choice', { choice: String(choice) });
  const id = character.id;
  const reasons: Reason[] = [];
  let next = crew;
  let extraEntanglementRoll = false;
  switch (choice) {
    case 'attract_trouble':
      extraEntanglementRoll = true;
      reasons.push(reason('V2', 'attract_trouble', { character: id, entanglementRolls: 1 }));
      break;
    case 'brag': {
      reasons.push(reason('V2', 'brag', { character: id, heat: BRAG_HEAT }));
      const heated = addCrewHeat(next, BRAG_HEAT, deps.table, 'V2');
      next = heated.crew;
      reasons.push(...heated.reasons);
      break;
    }
    case 'lost':
      next = updateCharacter(next, id, (c) => ({ ...c, status: 'lost' }));
      reasons.push(reason('V2', 'lost', { character: id, cause: 'overindulgence' }));
      break;
    case 'tapped': {
      const vice = character.vice;
      if (!vice) return refuse('V2', 'no_vice', { character: id });
      next = updateCharacter(next, id, (c) => ({ ...c, vice: { ...vice, tapped: true } }));
      reasons.push(reason('V2', 'tapped', { character: id, purveyor: vice.purveyor }));
      break;
    }
  }
  return ok({ crew: next, choice, extraEntanglementRoll }, reasons);
}

/**
 * V2 "lost" / V3: the PC comes back. Back from an overindulgence ("cuite"), every harm is healed;
 * back from sinking into vice for a session (V3), nothing else changes.
 */
export function returnFromLost(crew: Crew, input: { readonly characterId: string; readonly cause: LostCause }): Outcome<{ crew: Crew }> {
  const character = findCharacter(crew, input.characterId);
  if (!character) return refuse('V2', 'unknown_character', { character: input.characterId });
  if (character.status !== 'lost') return refuse('V2', 'not_lost', { character: character.id, status: character.status });
  const healAll = input.cause === 'overindulgence';
  const next = updateCharacter(crew, character.id, (c) => ({ ...c, status: 'active', harm: healAll ? [] : c.harm }));
  const reasons: Reason[] = [reason(healAll ? 'V2' : 'V3', 'returned', { character: character.id, cause: input.cause })];
  if (healAll) reasons.push(reason('V2', 'harm_healed', { character: character.id, healed: character.harm.length }));
  return ok({ crew: next }, reasons);
}

/** V2 "tapped": the PC found a new purveyor and may indulge again. Refused unless tapped. */
export function findNewPurveyor(crew: Crew, input: { readonly characterId: string; readonly purveyor: string }): Outcome<{ crew: Crew }> {
  const character = findCharacter(crew, input.characterId);
  if (!character) return refuse('V2', 'unknown_character', { character: input.characterId });
  const vice = character.vice;
  if (!vice) return refuse('V2', 'no_vice', { character: character.id });
  if (!vice.tapped) return refuse('V2', 'not_tapped', { character: character.id, purveyor: vice.purveyor });
  const next = updateCharacter(crew, character.id, (c) => ({ ...c, vice: { ...vice, purveyor: input.purveyor, tapped: false } }));
  return ok({ crew: next }, [reason('V2', 'new_purveyor', { character: character.id, from: vice.purveyor, to: input.purveyor })]);
}
