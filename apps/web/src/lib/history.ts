/**
 * One step of a crew's history as the API answers it (apps/api/src/routes/api/crews/schemas.ts,
 * `crewEventSchema` and `crewRollSchema`): the step's reasons, dice and rolls, and whether it was
 * undone or is hidden from players. Shared by the walkthrough (its last steps) and the history screen.
 */
import type { Reason } from '@temps-mort/rules';
import type { CrewRoll } from './crew';

/** A roll stored with a step (the crew's roll without its crew, and whether its step was undone). */
export interface HistoryRoll extends Omit<CrewRoll, 'crewId' | 'history'> {
  readonly undone: boolean;
}

export interface HistoryEvent {
  /** Position in the crew's history (1 = `crew_created`); also the live stream's event id. */
  readonly seq: number;
  /** A `DowntimeEventType`, or "undo". */
  readonly type: string;
  readonly payload: Readonly<Record<string, unknown>>;
  /** Every die the step consumed, in order. */
  readonly dice: readonly number[];
  readonly detail: Readonly<Record<string, unknown>>;
  readonly reasons: readonly Reason[];
  readonly hidden: boolean;
  readonly undone: boolean;
  readonly undoneBy: number | null;
  /** For an undo step: the step it reverted. */
  readonly undoes: number | null;
  readonly rolls: readonly HistoryRoll[];
  readonly createdAt: string;
}
