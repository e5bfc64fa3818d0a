/**
 * The crew's history as GET crew.history answers it (@temps-mort/contract crewHistory.ts): each
 * step with its reasons, its dice, its rolls and whether it was undone or is hidden from players;
 * and reverting a step, redoing an undo (crew.revert.preview, crew.revert, crew.redo).
 */
import type { CrewHistoryAnswer, CrewStepAnswer, RedoBody, RevertBody } from '@temps-mort/contract';
import { call, type CallAnswer, type CallInput } from '../../lib/api';

export type { HistoryEvent, HistoryRoll } from '../../lib/history';
import type { HistoryEvent } from '../../lib/history';

/** What crew.history takes: which steps (`type`: their types, comma-separated), from where, how many, in which order. */
export type HistoryQuery = NonNullable<CallInput<'crew.history'>['query']>;

export async function fetchHistory(crewId: string, query: HistoryQuery, signal?: AbortSignal): Promise<readonly HistoryEvent[]> {
  const answer = await call('crew.history', { params: { crewId }, query }, { signal });
  // The wire's events, each typed by its step type (the contract's `CrewHistoryAnswer`).
  return (answer as CrewHistoryAnswer).events;
}

/** What reverting step `seq` would do (crew.revert.preview): the GM confirms it. */
export function fetchRevertPreview(crewId: string, seq: number, signal?: AbortSignal): Promise<CallAnswer<'crew.revert.preview'>> {
  return call('crew.revert.preview', { params: { crewId, seq } }, { signal });
}

/** Reverts step `seq` with the later steps that no longer apply (`alsoRevert`: all those the preview listed). */
export async function revertStep(crewId: string, seq: number, body: RevertBody): Promise<CrewStepAnswer> {
  return (await call('crew.revert', { params: { crewId, seq }, body })) as CrewStepAnswer;
}

/** Takes back the undo step `seq`: what it undid is redone. */
export async function redoStep(crewId: string, seq: number, body: RedoBody): Promise<CrewStepAnswer> {
  return (await call('crew.redo', { params: { crewId, seq }, body })) as CrewStepAnswer;
}
