import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { Crew, EntanglementKind, PendingEntanglement } from '../model/crew';
import type { EntanglementPick, EntanglementRoll, EntanglementRollOptions } from './roll';
import { pickEntanglement, rollEntanglement } from './roll';
import type { EntanglementChoice, EntanglementResolution } from './resolution';
import { applyEntanglementChoice } from './resolution';

/**
 * E3: « Le MJ peut décider de faire apparaître immédiatement l’imbroglio, ou alors attendre un
 * moment plus propice. » A rolled entanglement is held on `crew.pendingEntanglements` until the GM
 * reveals it and the table resolves it (which removes it).
 */

export interface AddPendingEntanglementOptions {
  /** The id to give it (e.g. the id of the event that rolled it); derived from the crew when omitted. */
  readonly id?: string;
  /** Reveal it now (default: hold it). */
  readonly reveal?: boolean;
}

/**
 * A deterministic id: the caller's, or `<crew id>/entanglement-<n>` with n the number of pending
 * entanglements + 1, moved up past any id already taken.
 */
export function pendingEntanglementId(crew: Crew, callerId?: string): string {
  if (callerId !== undefined) return callerId;
  const taken = new Set(crew.pendingEntanglements.map((p) => p.id));
  let n = crew.pendingEntanglements.length + 1;
  while (taken.has(`${crew.id}/entanglement-${n}`)) n += 1;
  return `${crew.id}/entanglement-${n}`;
}

function checkEntanglementId(crew: Crew, id: string | undefined): Outcome<never> | null {
  if (id === undefined) return null;
  if (id.trim() === '') return refuse('E3', 'invalid_entanglement_id', { id });
  if (findPendingEntanglement(crew, id)) return refuse('E3', 'duplicate_entanglement_id', { id });
  return null;
}

export function findPendingEntanglement(crew: Crew, id: string): PendingEntanglement | undefined {
  return crew.pendingEntanglements.find((p) => p.id === id);
}

/** E3: hold (or reveal at once) an entanglement the GM picked. */
export function addPendingEntanglement(
  crew: Crew,
  picked: { readonly kind: EntanglementKind; readonly hidden: boolean },
  options: AddPendingEntanglementOptions = {},
): Outcome<{ readonly crew: Crew; readonly pending: PendingEntanglement }> {
  const invalid = checkEntanglementId(crew, options.id);
  if (invalid) return invalid;
  const held = holdEntanglement(crew, picked, options);
  return ok({ crew: held.crew, pending: held.pending }, [held.reason]);
}

function holdEntanglement(
  crew: Crew,
  picked: { readonly kind: EntanglementKind; readonly hidden: boolean },
  options: AddPendingEntanglementOptions,
): { crew: Crew; pending: PendingEntanglement; reason: Reason } {
  const revealed = options.reveal ?? false;
  const pending: PendingEntanglement = { id: pendingEntanglementId(crew, options.id), kind: picked.kind, revealed, hidden: picked.hidden };
  return {
    crew: { ...crew, pendingEntanglements: [...crew.pendingEntanglements, pending] },
    pending,
    reason: reason('E3', revealed ? 'entanglement_revealed_now' : 'entanglement_held', { id: pending.id, kind: pending.kind, hidden: pending.hidden }),
  };
}

/** E3: the GM reveals a held entanglement. */
export function revealPendingEntanglement(crew: Crew, id: string): Outcome<{ readonly crew: Crew; readonly pending: PendingEntanglement }> {
  const found = findPendingEntanglement(crew, id);
  if (!found) return refuse('E3', 'unknown_entanglement', { id });
  if (found.revealed) return refuse('E3', 'already_revealed', { id, kind: found.kind });
  const pending: PendingEntanglement = { ...found, revealed: true };
  return ok(
    { crew: { ...crew, pendingEntanglements: crew.pendingEntanglements.map((p) => (p.id === id ? pending : p)) }, pending },
    [reason('E3', 'entanglement_revealed', { id, kind: found.kind, hidden: found.hidden })],
  );
}

/**
 * E3 + E2: resolve a revealed entanglement with the chosen way out; it leaves the pending list.
 * A held (unrevealed) entanglement cannot be resolved: the GM reveals it first.
 */
export function resolvePendingEntanglement(
  crew: Crew,
  id: string,
  choice: EntanglementChoice,
  deps: RuleDeps,
): Outcome<{ readonly crew: Crew; readonly resolution: EntanglementResolution; readonly pending: PendingEntanglement }> {
  const found = findPendingEntanglement(crew, id);
  if (!found) return refuse('E3', 'unknown_entanglement', { id });
  if (!found.revealed) return refuse('E3', 'not_revealed', { id, kind: found.kind });
  if (choice.kind !== found.kind) return refuse('E3', 'wrong_entanglement', { id, kind: found.kind, chosen: choice.kind });
  const applied = applyEntanglementChoice(crew, choice, deps);
  if (!applied.ok) return applied;
  const after: Crew = { ...applied.value.crew, pendingEntanglements: applied.value.crew.pendingEntanglements.filter((p) => p.id !== id) };
  return ok({ crew: after, resolution: applied.value.resolution, pending: found }, [
    ...applied.reasons,
    reason('E3', 'entanglement_resolved', { id, kind: found.kind, option: choice.option }),
  ], applied.rolls);
}

export interface EntangleOptions extends EntanglementRollOptions, AddPendingEntanglementOptions {
  /** The GM's pick; default "pick for me". */
  readonly pick?: EntanglementPick;
}

/**
 * E1 + E3 in one step: roll, pick (the GM's pick or "pick for me") and hold the entanglement on the
 * crew (or reveal it at once). Wanted level 0: no entanglement, no dice, the crew unchanged.
 */
export function entangle(
  crew: Crew,
  options: EntangleOptions,
  deps: RuleDeps,
): Outcome<{ readonly crew: Crew; readonly roll: EntanglementRoll | null; readonly pending: PendingEntanglement | null }> {
  // Refuse a bad id before any die is rolled.
  const invalid = checkEntanglementId(crew, options.id);
  if (invalid) return invalid;
  const rolled = rollEntanglement(crew, options, deps);
  if (!rolled.ok) return rolled;
  const roll = rolled.value.roll;
  if (roll === null) return ok({ crew, roll: null, pending: null }, rolled.reasons);
  const picked = pickEntanglement(roll, options.pick ?? 'pick_for_me', deps);
  if (!picked.ok) return picked;
  const added = holdEntanglement(crew, picked.value, options); // the id was checked above
  const reasons: Reason[] = [...rolled.reasons, ...picked.reasons, added.reason];
  return ok({ crew: added.crew, roll, pending: added.pending }, reasons, [...rolled.rolls, ...picked.rolls]);
}
