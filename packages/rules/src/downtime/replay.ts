import type { Outcome } from '../core/outcome';
import { ok } from '../core/outcome';
import type { RulesRevision } from '../core/revision';
import type { TableRules } from '../core/tableRules';
import { scriptedRoller } from '../dice/roller';
import { applyOnStoredDice, type SkippedStep } from '../dice/storedDice';
import type { Crew } from '../model/crew';
import type { DowntimeEvent } from './events';
import type { DowntimeState } from './state';
import { initialDowntimeState } from './state';
import { applyDowntimeEvent } from './reducer';

/** An event as stored in the crew's history: what was asked and the dice it consumed. */
export interface StoredDowntimeEvent {
  readonly event: DowntimeEvent;
  readonly dice: readonly number[];
  /** The table rules in force when the event was applied (a group may change them later). */
  readonly table?: TableRules;
  /**
   * The rules revision it was applied under (../core/revision.ts): a rule corrected since does not
   * rewrite it. Absent: the latest (a history this engine just played); a stored step says its own.
   */
  readonly revision?: RulesRevision;
}

/**
 * Rebuilds a crew's state from its creation by replaying its history with the dice each event
 * consumed, under the table rules each event was applied with (`table` for events that carry none)
 * and the rules revision it was applied under. Exactly the same dice must be consumed: a history
 * that needs more or fewer is corrupt (throws), and so is one whose event is now refused (returned
 * as the refusal).
 */
export function replayDowntime(crew: Crew, history: readonly StoredDowntimeEvent[], table: TableRules): Outcome<DowntimeState> {
  let state = initialDowntimeState(crew);
  for (const [index, stored] of history.entries()) {
    const roller = scriptedRoller(stored.dice);
    const applied = applyDowntimeEvent(state, stored.event, { roller, table: stored.table ?? table, revision: stored.revision });
    if (!applied.ok) return applied;
    if (roller.remaining() !== 0) {
      throw new Error(`replay: event ${index} (${stored.event.type}) left ${roller.remaining()} stored dice unused`);
    }
    state = applied.value.state;
  }
  return ok(state);
}

export type { SkippedStep };

export interface SkippingReplay {
  readonly state: DowntimeState;
  /** The steps left out, in order (none when the history replays whole). */
  readonly skipped: readonly SkippedStep[];
}

/**
 * Replays a history as `replayDowntime` does, but a step that no longer applies — the rules now
 * refuse it, or it consumes other dice than it stored (fewer, more, or of another die) — is left
 * out and the replay goes on from the state before it. Reverting an earlier step uses it to tell
 * the GM which later steps no longer apply; with nothing left out it is exactly `replayDowntime`.
 */
export function replayDowntimeSkipping(crew: Crew, history: readonly StoredDowntimeEvent[], table: TableRules): SkippingReplay {
  let state = initialDowntimeState(crew);
  const skipped: SkippedStep[] = [];
  for (const [index, stored] of history.entries()) {
    const applied = applyOnStoredDice(stored.dice, (roller) => applyDowntimeEvent(state, stored.event, { roller, table: stored.table ?? table, revision: stored.revision }));
    if (applied === 'dice') skipped.push({ index, why: 'dice' });
    else if (!applied.ok) skipped.push({ index, why: applied.error });
    else state = applied.value.state;
  }
  return { state, skipped };
}
