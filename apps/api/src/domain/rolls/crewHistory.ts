/**
 * The one door from the d12 rules to a character's sheet: a `character_save` event through the
 * crews domain's pipeline (`applyCrewEventInTx`: validated by the reducer, version-checked, stored
 * in the crew's history with the new state), in the caller's transaction. The caller publishes the
 * step on the hub after the commit (`publishCrewStep`).
 */
import type { Character } from '@temps-mort/rules';
import type { CrewStep } from '../crews/aggregate';
import { applyCrewEventInTx, type CrewContext } from '../crews/events';
import type { Db, RollBefore } from './store';

export type { CrewContext } from '../crews/events';

export interface CharacterSave {
  readonly crewId: string;
  /** The crew's version the client read. */
  readonly version: number;
  readonly character: Character;
  /** The rule step, for the history: 'd12_damage', 'd12_rest', 'd12_giving'… */
  readonly cause: string;
  /** The roll the step rewrites (a follow-up on it), as it found it: the step's undo writes it back. */
  readonly rollBefore?: RollBefore;
  /** A follow-up on a hidden roll is GM-only too (its reasons tell the roll's result). */
  readonly hidden?: boolean;
}

export interface CharacterSaved {
  /** The crew's history event. */
  readonly eventId: string;
  readonly seq: number;
  /** The crew's version after the event. */
  readonly version: number;
}

export async function saveCharacterThroughHistory(
  tx: Db,
  ctx: CrewContext,
  save: CharacterSave,
): Promise<{ saved: CharacterSaved; step: CrewStep }> {
  const step = await applyCrewEventInTx(tx, ctx, {
    crewId: save.crewId,
    version: save.version,
    event: { type: 'character_save', character: save.character, cause: save.cause },
    ...(save.rollBefore === undefined ? {} : { rollBefore: save.rollBefore }),
    ...(save.hidden === true ? { hidden: true } : {}),
  });
  const row = await tx.step.findUniqueOrThrow({ where: { aggregate_aggregateId_seq: { aggregate: 'crew', aggregateId: save.crewId, seq: step.event.seq } }, select: { id: true } });
  return { saved: { eventId: row.id, seq: step.event.seq, version: step.sheet.version }, step };
}
