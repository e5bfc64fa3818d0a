/**
 * The crews' states this process last stored or read, each with the text stored for it: a load
 * whose row holds that very text takes the state as it is instead of parsing and copying it again
 * (a GM's write loads the crew that the previous write saved). A state is a function of its text
 * alone, so an entry is never stale, only unused (a write rolled back, a row the doctor mended:
 * another text, a miss). Kept states are frozen, deep: the rules answer new states, and nothing
 * may edit one that the next load will hand out again.
 */
import type { DowntimeState } from '@temps-mort/rules';

/** Crews kept, least recently used out first (a crew of six is ~7 KB of text, ~30 KB of objects). */
const KEPT = 16;

const kept = new Map<string, { readonly text: string; readonly state: DowntimeState }>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** The state kept for this crew if its text is `text`. */
export function keptState(crewId: string, text: string): DowntimeState | undefined {
  const entry = kept.get(crewId);
  if (entry?.text !== text) return undefined;
  kept.delete(crewId);
  kept.set(crewId, entry);
  return entry.state;
}

/** Keeps `state` (frozen from now on) as what `text` reads as; answers it. */
export function keepState(crewId: string, text: string, state: DowntimeState): DowntimeState {
  deepFreeze(state);
  kept.delete(crewId);
  kept.set(crewId, { text, state });
  const oldest = kept.keys().next().value;
  if (kept.size > KEPT && oldest !== undefined) kept.delete(oldest);
  return state;
}

/** Forgets every kept state: the next loads read their rows' text (tests of what a load reads). */
export function forgetKeptStates(): void {
  kept.clear();
}
