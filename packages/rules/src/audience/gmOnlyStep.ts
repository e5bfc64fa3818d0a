/**
 * Which downtime steps are GM-only (issue 34, "redaction by construction"; decision 026): the
 * step, its rolls and its notice on the crew's stream then never reach a player.
 */
import type { Reason } from '../core/reason';
import { crewClocks } from '../downtime/clocks';
import type { DowntimeEvent } from '../downtime/events';
import type { DowntimeState } from '../downtime/state';
import { isHeldEntanglement } from './crew';

/** The reason values that name a clock (K1–K7). */
const CLOCK_VALUES = ['clock', 'requires', 'unlocks', 'rival', 'by'] as const;

function namesHiddenClock(reasons: readonly Reason[], before: DowntimeState, after: DowntimeState): boolean {
  // As players know each clock after the step (a reveal is news to them), a removed one as it was.
  const now = crewClocks(after.crew);
  const gone = crewClocks(before.crew).filter((c) => !now.some((n) => n.id === c.id));
  const notOpen = new Set([...now, ...gone].filter((c) => c.visibility !== 'open').map((c) => c.id));
  if (notOpen.size === 0) return false;
  return reasons.some((r) =>
    CLOCK_VALUES.some((key) => {
      const id = r.values[key];
      return typeof id === 'string' && notOpen.has(id);
    }),
  );
}

/**
 * A step carries GM-only information when it rolls an entanglement hidden or holds one unrevealed
 * (its kind is the GM's until revealed), or reveals or resolves one that was rolled hidden; a clock
 * step when it names a clock players may not follow whole (K1: a name-only or GM-only clock, before
 * or after the step — what it unlocked, its rival, what it requires included).
 */
export function isGmOnlyStep(event: DowntimeEvent, before: DowntimeState, after: DowntimeState, reasons: readonly Reason[]): boolean {
  switch (event.type) {
    case 'entanglement_pick':
      if (before.pendingEntanglementRoll?.roll.hidden === true) return true;
      return after.crew.pendingEntanglements.some((p) => !before.crew.pendingEntanglements.some((q) => q.id === p.id) && isHeldEntanglement(p));
    case 'entanglement_roll': {
      if (event.hidden === true) return true;
      const known = new Set(before.crew.pendingEntanglements.map((p) => p.id));
      return after.crew.pendingEntanglements.some((p) => !known.has(p.id) && isHeldEntanglement(p));
    }
    case 'entanglement_reveal':
    case 'entanglement_resolve':
      return before.crew.pendingEntanglements.find((p) => p.id === event.id)?.hidden ?? false;
    case 'clock_save':
    case 'clock_remove':
    case 'clock_tick':
    case 'clock_roll':
      return namesHiddenClock(reasons, before, after);
    default:
      return false;
  }
}
