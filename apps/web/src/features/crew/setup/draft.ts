import { useCallback, useState } from 'react';

/**
 * A form's draft of some server data: it follows the data while the GM has not touched it, keeps
 * what the GM typed otherwise, and starts again from the data after a save (`saved`) or a 409
 * (`generation` changes).
 */
export function useDraft<S, D>(source: S, toDraft: (source: S) => D, generation: number, version?: number) {
  const key = JSON.stringify(source);
  const fresh = () => {
    const draft = toDraft(source);
    // `base` and `baseVersion`: what the GM started editing from, so a save sends only what they
    // changed, with the version they read (a change made elsewhere meanwhile gets a 409).
    return { draft, base: draft, baseVersion: version, dirty: false, key, generation };
  };
  const [state, setState] = useState(fresh);
  let current = state;
  if (state.generation !== generation || (!state.dirty && state.key !== key)) {
    current = fresh();
    setState(current);
  }
  const update = useCallback((change: D | ((draft: D) => D)) => {
    setState((s) => ({ ...s, dirty: true, draft: typeof change === 'function' ? (change as (draft: D) => D)(s.draft) : change }));
  }, []);
  /** After a successful save: follow the data again. */
  const saved = useCallback(() => setState((s) => ({ ...s, dirty: false, key: '' })), []);
  /** Drop what was typed. */
  const reset = useCallback(() => setState((s) => ({ ...s, dirty: false, key: '' })), []);
  return { draft: current.draft, base: current.base, baseVersion: current.baseVersion, dirty: current.dirty, update, saved, reset };
}

let next = 0;
/** A stable key for a new row of a list editor. */
export const rowKey = (): string => `row-${++next}`;
