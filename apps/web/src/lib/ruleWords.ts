/**
 * On-demand words for rule reasons, refusals and API errors (see ruleWordsImpl.ts): ~27 KB gzip
 * that the phone's first paint of the crew sheet does not need. main.tsx starts loading them when
 * the browser is idle; a component that needs them calls `useRuleWords()`, which is null until
 * they are there (and triggers the load).
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLang } from '../stores';
import type * as RuleWordsModule from './ruleWordsImpl';
import type { RuleWords } from './ruleWordsImpl';

export type { RuleWords } from './ruleWordsImpl';

type Module = typeof RuleWordsModule;

let loaded: Module | null = null;
let loading: Promise<Module> | null = null;
const listeners = new Set<() => void>();

export function loadRuleWords(): Promise<Module> {
  loading ??= import('./ruleWordsImpl').then(
    (module) => {
      loaded = module;
      for (const listener of [...listeners]) listener();
      return module;
    },
    (error: unknown) => {
      loading = null; // offline before it was cached: try again next time
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The rule words in the current language, or null while they load. */
export function useRuleWords(): RuleWords | null {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  const lang = useLang();
  useEffect(() => {
    if (!module) loadRuleWords().catch(() => undefined);
  }, [module]);
  return useMemo(() => (module ? module.ruleWords(lang) : null), [module, lang]);
}
