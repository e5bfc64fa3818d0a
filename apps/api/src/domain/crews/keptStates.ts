/**
 * The crews' states this process last stored or read, each with the text stored for it: a load
 * whose row holds that very text takes the state as it is instead of parsing and copying it again
 * (a GM's write loads the crew that the previous write saved). A state is a function of its text
 * alone, so an entry is never stale, only unused (a write rolled back, a row the doctor mended:
 * another text, a miss). Kept states are frozen, deep: the rules answer new states, and nothing
 * may edit one that the next load will hand out again.
 *
 * That a saved state is the one its text reads as is what makes this right: outside production
 * (`verifyKeptStates`, set by app.ts as the serializer's `verify`) every state handed out again is
 * compared with a fresh read of its text, and a difference throws.
 */
import { isDeepStrictEqual } from 'node:util';
import type { DowntimeState } from '@temps-mort/rules';

/** Crews kept, least recently used out first (a crew of six is ~7 KB of text, ~30 KB of objects). */
const KEPT = 16;

const kept = new Map<string, { readonly text: string; readonly state: DowntimeState }>();
let verify = false;

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
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

/** The crew's state for its row's `text`: the one kept for that very text, else `read(text)`, kept. */
export function stateOfText(crewId: string, text: string, read: (text: string) => DowntimeState): DowntimeState {
  const entry = kept.get(crewId);
  if (entry?.text !== text) return keepState(crewId, text, read(text));
  if (verify && !isDeepStrictEqual(entry.state, read(text))) throw new Error(`crew ${crewId}: its kept state is not what its text reads as`);
  kept.delete(crewId);
  kept.set(crewId, entry);
  return entry.state;
}

/** Outside production: compare every kept state handed out again with a fresh read of its text. */
export function verifyKeptStates(on: boolean): void {
  verify = on;
}

/** Forgets every kept state: the next loads read their rows' text (tests of what a load reads). */
export function forgetKeptStates(): void {
  kept.clear();
}
