import type { Failure } from '../core/outcome';
import { refuse } from '../core/outcome';
import { enumOf } from '../core/enum';
import type { WizardEventType, WizardState } from './events';

/**
 * The end of a Frostgrave game in the seed's order: the hired muscle first (F4, « Ajouter un
 * marqueur supplémentaire en fin de partie si le soldat meurt »), then one debt check (F6, « À la
 * fin de chaque partie, avant de dépenser un trésor »), then the next game and its favours (F1,
 * « avant une partie »). Settling the hired muscle is what ends a game, even for a wizard who hired
 * none (it settles "nobody died"):
 *
 *   playing ──hired_muscle_settle──► hired_muscle_settled ──collection_start──► debt_checked
 *                                            ▲                                       │
 *                                            └───── the next game's settle ◄─────────┘
 *
 * `debt_checked` is the next game under way, the last one's end done; `playing` a game whose end
 * was never recorded (a new wizard, or one kept before the order was).
 */
export type EndOfGameStage = 'playing' | 'hired_muscle_settled' | 'debt_checked';

export const END_OF_GAME_STAGES: readonly EndOfGameStage[] = ['playing', 'hired_muscle_settled', 'debt_checked'];

/** Wizards stored before the order was kept read as `playing`: their next check needs a settle first. */
export const endOfGameSchema = enumOf(END_OF_GAME_STAGES).default('playing');

/** The stage after an event: the reducer's, which never refuses (it replays what was stored). */
export function endOfGameAfter(stage: EndOfGameStage, type: WizardEventType): EndOfGameStage {
  if (type === 'hired_muscle_settle') return 'hired_muscle_settled';
  if (type === 'collection_start') return 'debt_checked';
  return stage;
}

/**
 * Whether a step may be asked for now, at `stage` (undefined when it may): F6 only once the game's
 * hired muscle is settled (`hired_muscle_not_settled`) and once per game
 * (`collection_already_checked`); F4 — the next game's end — only after that check
 * (`debt_not_checked`) and never while a collection waits for the player (`collection_pending`);
 * F1 no favour between a game's end and its check (`debt_not_checked`: its markers would count in
 * the check of a game it was not part of). Pay-offs (F5, « any time ») and the GM's edits pass.
 *
 * The caller asks before applying a new step; the reducer does not, so that histories stored
 * before the order was kept (a check without a settle) still replay.
 */
export function checkEndOfGameOrder(
  state: Pick<WizardState, 'endOfGame'> & { readonly collection: { readonly id: string } | null },
  type: WizardEventType,
): Failure | undefined {
  const stage = state.endOfGame;
  switch (type) {
    case 'collection_start':
      if (stage === 'playing') return refuse('F6', 'hired_muscle_not_settled', { stage });
      if (stage === 'debt_checked') return refuse('F6', 'collection_already_checked', { stage });
      return undefined;
    case 'hired_muscle_settle':
      if (stage === 'hired_muscle_settled') return refuse('F4', 'debt_not_checked', { stage });
      if (state.collection !== null) return refuse('F4', 'collection_pending', { collectionId: state.collection.id });
      return undefined;
    case 'favour':
      return stage === 'hired_muscle_settled' ? refuse('F1', 'debt_not_checked', { stage }) : undefined;
    default:
      return undefined;
  }
}
