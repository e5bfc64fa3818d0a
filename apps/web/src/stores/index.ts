/**
 * One zustand store made of typed slices (zustand's "slices pattern"); `persist` wraps the combined
 * store only, and keeps only the language (localStorage `tm.prefs`).
 *
 * ```ts
 * const lang = useAppStore((s) => s.lang);
 * const setDraft = useAppStore((s) => s.setDraft);
 * ```
 * A new slice: `stores/<name>.ts` exporting `<Name>Slice` and `create<Name>Slice`, added to
 * `AppState` in types.ts and to the spread below.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AppState } from './types';
import { createUiSlice } from './ui';
import { createDraftsSlice } from './drafts';
import { useSyncExternalStore } from 'react';
import { isLang, type Lang } from '../lib/lang';
import { useRenderedPage } from '../lib/rendered';

export type { AppState } from './types';
export type { UiSlice, Toast } from './ui';
export type { DraftsSlice } from './drafts';

export const PREFS_KEY = 'tm.prefs';

export const useAppStore = create<AppState>()(
  persist(
    (...a) => ({
      ...createUiSlice(...a),
      ...createDraftsSlice(...a),
    }),
    {
      name: PREFS_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ lang: s.lang }),
      merge: (persisted, current) => {
        const lang = (persisted as { lang?: unknown } | null)?.lang;
        return isLang(lang) ? { ...current, lang } : current;
      },
    },
  ),
);

/**
 * The chosen language. A page the server rendered is hydrated in the language it was rendered in
 * (lib/rendered.ts); the remembered choice, if it differs, redraws it right after.
 */
export function useLang(): Lang {
  const rendered = useRenderedPage()?.lang;
  return useSyncExternalStore(
    useAppStore.subscribe,
    () => useAppStore.getState().lang,
    () => rendered ?? useAppStore.getState().lang,
  );
}

/** Back to the first state (tests). */
export function resetAppStore(): void {
  useAppStore.setState(useAppStore.getInitialState(), true);
}
