/**
 * A player keeps their character's free texts (issue 36): the rules' `character_texts` event, an
 * ordinary step of the crew's history (history, undo, live), answered — and a stale version's 409
 * too — as players read the crew: the phone that wrote never gets the GM's sheet.
 */
import type { CharacterTexts } from '@temps-mort/rules';
import { ConflictError } from '../../http/errors';
import { applyCrewEvent, type CrewDeps } from './events';
import { eventForPlayer, playerKnowledge, sheetForPlayer } from './playerView';
import type { CrewSheet } from './sheet';

export interface TextsInput {
  readonly crewId: string;
  readonly characterId: string;
  /** The crew's version the phone read. */
  readonly version: number;
  readonly texts: CharacterTexts;
}

export async function editCharacterTexts(deps: CrewDeps, input: TextsInput) {
  const step = await applyCrewEvent(deps, {
    crewId: input.crewId,
    version: input.version,
    event: { type: 'character_texts', characterId: input.characterId, texts: input.texts },
  }).catch((error: unknown) => {
    throw error instanceof ConflictError ? new ConflictError(sheetForPlayer(error.current as CrewSheet)) : error;
  });
  return { sheet: sheetForPlayer(step.sheet), event: eventForPlayer(step.event, playerKnowledge(step.sheet)) };
}
