/**
 * Expected numbers, computed with the rules engine (@temps-mort/rules) — never with the server's
 * code: a crew's history (the events as the GM asked them) folded with `applyDowntimeEvent` and
 * the seeded roller's own sequence (the server under test rolls with `seededRoller(seed)`, and in
 * these tests only the crew under test rolls dice). Each step's dice must match the dice the
 * server stored for it, and the final crew is what the sheet must show.
 */
import {
  applyDowntimeEvent,
  DEFAULT_TABLE_RULES,
  emptyCrew,
  initialDowntimeState,
  seededRoller,
  type DowntimeEvent,
  type DowntimeState,
  type Roller,
  type TableRules,
} from '@temps-mort/rules';
import type { Step } from './gm';

export interface Replayed {
  readonly state: DowntimeState;
  /** Per history step: the dice the rules consumed with the seeded roller. */
  readonly dice: readonly (readonly number[])[];
}

/**
 * Folds the history (oldest first, no undo in it) from a blank crew. `roller` defaults to the
 * seeded roller of `seed`: pass a shared one when several crews rolled in the same server.
 */
export function replayWithSeed(
  crewId: string,
  events: readonly Step['event'][],
  options: { seed?: number; roller?: Roller; table?: TableRules } = {},
): Replayed {
  const roller = options.roller ?? seededRoller(options.seed ?? 7);
  const table = options.table ?? DEFAULT_TABLE_RULES;
  let state = initialDowntimeState(emptyCrew(crewId));
  const dice: number[][] = [];
  for (const event of events) {
    if (event.type === 'undo') throw new Error('replayWithSeed: a history with an undo cannot be replayed from the seed');
    const outcome = applyDowntimeEvent(state, event.payload as unknown as DowntimeEvent, { roller, table });
    if (!outcome.ok) throw new Error(`the rules refuse step ${event.seq} (${event.type}): ${outcome.error.rule} ${outcome.error.code}`);
    state = outcome.value.state;
    dice.push([...outcome.value.dice]);
  }
  return { state, dice };
}
