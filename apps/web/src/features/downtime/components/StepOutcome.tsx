import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useGmT } from '../../../lib/i18nGm';
import type { AppliedOutcome } from '../api';
import { useWalkthrough } from '../context';
import { AppliedStep, useStepName } from './AppliedStep';
import { UndoButton } from './UndoButton';

/**
 * Where a step's result shows: right after what the GM clicked. Each part of a screen that sends
 * steps holds a `StepOutcome` naming its places (a request's `place`, or its key); the result of
 * the last step goes to the one holding its place, or — its place gone with the screen the step
 * moved on from — to the top of the step. Exactly one undo is on screen: the result's, or the
 * step heading's when there is no result.
 */

/** The top of the step: results of steps that moved the screen on, and the heading's undo. */
export const TOP_PLACE = 'top';

interface Places {
  /** The place the last result shows at; null when there is none. */
  readonly at: string | null;
  readonly register: (places: readonly string[]) => () => void;
  /** True once for each new result: the slot showing it takes the focus (not again when it moves). */
  readonly firstShown: (outcome: AppliedOutcome) => boolean;
}

const PlacesContext = createContext<Places>({ at: null, register: () => () => undefined, firstShown: () => false });

function counted(counts: ReadonlyMap<string, number>, places: readonly string[], by: 1 | -1): ReadonlyMap<string, number> {
  const next = new Map(counts);
  for (const place of places) next.set(place, (next.get(place) ?? 0) + by);
  return next;
}

/** The screen's places and where `outcome` goes among them. */
export function OutcomePlaces({ outcome, children }: { outcome: AppliedOutcome | null; children: ReactNode }) {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(() => new Map());
  const focused = useRef<AppliedOutcome | null>(null);
  const register = useCallback((places: readonly string[]) => {
    setCounts((c) => counted(c, places, 1));
    return () => setCounts((c) => counted(c, places, -1));
  }, []);
  const firstShown = useCallback((shown: AppliedOutcome) => {
    if (focused.current === shown) return false;
    focused.current = shown;
    return true;
  }, []);
  const at = outcome === null ? null : (counts.get(outcome.place) ?? 0) > 0 ? outcome.place : TOP_PLACE;
  const value = useMemo(() => ({ at, register, firstShown }), [at, register, firstShown]);
  return <PlacesContext.Provider value={value}>{children}</PlacesContext.Provider>;
}

/** Where the last result shows (null: none), for the screen's focus. */
export function useOutcomePlace(): string | null {
  return useContext(PlacesContext).at;
}

/**
 * The result of the last step when it belongs here: its dice, its result in words and its "Why?"
 * with the rules' tags, then its undo — announced (a polite live region) and given the focus, so
 * that undo is the next Tab stop.
 */
export function StepOutcome({ places, headingLevel = 3 }: { places: readonly string[]; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useGmT();
  const { actions } = useWalkthrough();
  const { at, register, firstShown } = useContext(PlacesContext);
  const name = useStepName();
  // The places as one string, so that a new array with the same places registers nothing again.
  const key = places.join('\u0000');
  useLayoutEffect(() => (key === TOP_PLACE ? undefined : register(key.split('\u0000'))), [register, key]);
  const outcome = at !== null && places.includes(at) ? actions.outcome : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome && firstShown(outcome)) heading.current?.focus();
  }, [outcome, firstShown]);
  return (
    <div className="step-outcome" aria-live="polite">
      {outcome ? (
        <AppliedStep event={outcome.event} title={name(outcome.event)} label={t('downtime.result', { step: name(outcome.event) })} headingLevel={headingLevel} headingRef={heading}>
          <UndoButton place={outcome.place} />
        </AppliedStep>
      ) : null}
    </div>
  );
}

/** A step's heading, and the undo right after it while no result holds it. */
export function StepHeading({ id, children }: { id?: string; children: ReactNode }) {
  const at = useOutcomePlace();
  return (
    <>
      <h2 id={id}>{children}</h2>
      {at === null ? <UndoButton place={TOP_PLACE} /> : null}
    </>
  );
}
