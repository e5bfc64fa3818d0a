import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { Crew } from '../model/crew';
import type { Character, Harm, Sentence } from '../model/character';
import { addHarm, findCharacter, updateCharacter } from '../crew/crew';
import { convicted } from './convicted';
import { incarcerationSentence } from './sentence';
import { smugglingLoad } from './claims';

export interface JailInput {
  readonly characterId: string;
  /** I2: at wanted 0 (as sentenced), take a beating instead of a few weeks in jail. */
  readonly beating?: boolean;
}

export interface JailResult {
  readonly crew: Crew;
  /** null when the PC took a beating instead. */
  readonly sentence: Sentence | null;
  readonly beaten: boolean;
  /** The PC's load before jailing, for the caller to keep and give back on release. */
  readonly loadBefore: number;
}

/**
 * I1 + I2 + I4: a PC is convicted and jailed for the crew's crimes. The sentence is read at the
 * wanted level before the conviction (parole: one lower); then I1 lowers the wanted level and
 * clears heat, the PC's status becomes `jailed` with the sentence kept on them (`jail`), and their
 * load restarts from 0 (+2 per smuggling, max 4). At wanted 0 the PC may instead take a beating: a
 * harm of level `beatingHarmLevel`, no jail, and no conviction unless table rule
 * `beatingCountsAsConviction` says it counts as one (then I1 applies as for a jailing).
 */
export function jailCharacter(crew: Crew, input: JailInput, deps: Pick<RuleDeps, 'table'>): Outcome<JailResult> {
  const character = findCharacter(crew, input.characterId);
  if (!character) {
    return refuse('I2', 'unknown_character', { character: input.characterId });
  }
  if (character.status !== 'active') {
    return refuse('I2', 'not_available', { character: character.id, status: character.status });
  }
  const sentence = incarcerationSentence(crew);
  const reasons: Reason[] = [];

  if (input.beating) {
    if (!sentence.beatingAllowed) {
      return refuse('I2', 'beating_not_allowed', { wanted: sentence.wanted, sentencedAs: sentence.sentencedAs });
    }
    const level = deps.table.beatingHarmLevel as Harm['level'];
    // Table rule `beatingCountsAsConviction`: the beating may also count as an I1 conviction.
    const conviction = deps.table.beatingCountsAsConviction ? convicted(crew) : { crew, reasons: [] };
    const next = updateCharacter(conviction.crew, character.id, (c) => addHarm(c, level, 'beating'));
    reasons.push(...sentence.reasons, reason('I2', 'beating', { character: character.id, harmLevel: level }), ...conviction.reasons);
    return ok({ crew: next, sentence: null, beaten: true, loadBefore: character.load }, reasons);
  }

  const conviction = convicted(crew);
  const load = smugglingLoad(crew);
  const next = updateCharacter(conviction.crew, character.id, (c) => ({ ...jailWithSentence(c, sentence.sentence), load: load.load }));
  reasons.push(
    ...sentence.reasons,
    reason('I2', 'jailed', { character: character.id, sentence: sentence.sentence }),
    ...conviction.reasons,
    load.reason,
  );
  return ok({ crew: next, sentence: sentence.sentence, beaten: false, loadBefore: character.load }, reasons);
}

/** The PC behind bars with their sentence (I2), kept until they are released. */
export function jailWithSentence(character: Character, sentence: Sentence): Character {
  return { ...character, status: 'jailed', jail: { sentence } };
}

/** The PC out of jail: active, and no sentence left on them. */
function freed(character: Character): Character {
  const { jail: _served, ...rest } = character;
  return { ...rest, status: 'active' };
}

export interface ReleaseInput {
  readonly characterId: string;
  /** The PC's load once free again (e.g. `loadBefore` from the jailing). */
  readonly load: number;
}

/** The sentence is served: the PC is active again, with their load given back and the sentence gone. */
export function releaseCharacter(crew: Crew, input: ReleaseInput): Outcome<{ crew: Crew }> {
  const character = findCharacter(crew, input.characterId);
  if (!character) {
    return refuse('I2', 'unknown_character', { character: input.characterId });
  }
  if (character.status !== 'jailed') {
    return refuse('I2', 'not_jailed', { character: character.id, status: character.status });
  }
  if (!Number.isInteger(input.load) || input.load < 0) {
    return refuse('I2', 'invalid_load', { load: input.load });
  }
  const next = updateCharacter(crew, character.id, (c) => ({ ...freed(c), load: input.load }));
  return ok({ crew: next }, [reason('I2', 'released', { character: character.id, load: input.load })]);
}
