import type { HistoryEventOf } from '../../lib/history';
import { createContext, useContext } from 'react';
import type { Crew, TableRules } from '@temps-mort/rules';
import type { NameLookup } from '../../lib/i18n';
import type { CrewSheet } from '../../lib/crew';
import type { StepActions, StepEvent } from './api';

/** What every step screen of the walkthrough works with. */
export interface Walkthrough {
  readonly crewId: string;
  readonly sheet: CrewSheet;
  readonly crew: Crew;
  /** The campaign's table rules: the odds and previews read them. */
  readonly table: TableRules;
  /** Names for the ids reasons carry. */
  readonly names: NameLookup;
  readonly actions: StepActions;
  /** The crew's recent steps, newest first (undefined while they load). */
  readonly recent: readonly StepEvent[] | undefined;
  /**
   * What an activity form's button says when it does not roll at once (issue 36): a player's phone
   * proposes (« Proposer »), the GM approves a proposal they edited. Absent: the form rolls.
   */
  readonly submitLabel?: string;
}

const WalkthroughContext = createContext<Walkthrough | null>(null);

export const WalkthroughProvider = WalkthroughContext.Provider;

export function useWalkthrough(): Walkthrough {
  const value = useContext(WalkthroughContext);
  if (!value) throw new Error('useWalkthrough outside the downtime walkthrough');
  return value;
}

/** The most recent step of `type` that is still in force (not undone), if the recent steps hold one. */
export function lastStepOf(recent: readonly StepEvent[] | undefined, type: string): StepEvent | undefined {
  return recent?.find((e) => e.type === type && !e.undone);
}

/**
 * E1: the newest entanglement step still in force — the roll (one step, or `after_roll` with
 * `detail.pending` null) or the GM's pick from the rolled cell; both carry `detail.roll` and `detail.pending`.
 */
export function lastEntanglementStep(recent: readonly StepEvent[] | undefined): HistoryEventOf<'entanglement_roll' | 'entanglement_pick'> | undefined {
  return recent?.find((e): e is HistoryEventOf<'entanglement_roll' | 'entanglement_pick'> => (e.type === 'entanglement_roll' || e.type === 'entanglement_pick') && !e.undone);
}
