/** Test helper: one step of a crew's history as the API answers it (nothing rolled, nothing undone). */
import type { CrewStepType } from '@temps-mort/contract';
import type { HistoryEvent } from '../lib/history';

export function historyEvent(seq: number, type: CrewStepType, overrides: Partial<HistoryEvent> = {}): HistoryEvent {
  // A fixture: its `detail` is whatever the test gives (none by default).
  return {
    seq,
    type,
    payload: { type },
    dice: [],
    detail: {},
    reasons: [],
    hidden: false,
    undone: false,
    undoneBy: null,
    undoes: null,
    rolls: [],
    createdAt: '2025-11-30T10:05:00.000Z',
    ...overrides,
  } as HistoryEvent;
}
