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
   * The forms make or approve a proposal instead of rolling at once (issue 36). A player's, on
   * their phone for their own character: their button proposes, they show no rule id and none of
   * what only the GM does (completing the sheet, a new purveyor or project, sinking into vice), and
   * `queued` while the crew is not in its activities step (the proposal waits for them: the rules'
   * `queuedActivityRefusal`). The GM's, editing a proposal: their button approves it as edited.
   * Absent: the GM's own forms, rolling at once.
   */
  readonly proposal?: { readonly by: 'player'; readonly queued: boolean } | { readonly by: 'gm' };
}

const WalkthroughContext = createContext<Walkthrough | null>(null);

export const WalkthroughProvider = WalkthroughContext.Provider;

export function useWalkthrough(): Walkthrough {
  const value = useContext(WalkthroughContext);
  if (!value) throw new Error('useWalkthrough outside the downtime walkthrough');
  return value;
}

/** The player's side of the forms (`proposal.by === 'player'`), null on the GM's screens. */
export function usePlayerForms(): { readonly queued: boolean } | null {
  const { proposal } = useWalkthrough();
  return proposal?.by === 'player' ? proposal : null;
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
