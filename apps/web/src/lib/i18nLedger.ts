/**
 * The translator of a Frostgrave wizard's ledger as both the GM and a player link that follows it
 * read it (components/ledger/): `useT()` plus a `t` that knows the core keys and the ledger's
 * (packages/i18n/src/ui/ledger.ts, `@temps-mort/i18n/ui-ledger`). Like i18nGm.ts it stays out of
 * the crew sheet's first paint: only lazy chunks import it (vite.config.ts keeps it out of `app`).
 */
import { useMemo } from 'react';
import { t as translate, type LedgerUiKey } from '@temps-mort/i18n/ui-ledger';
import type { UiValues } from '@temps-mort/i18n/message';
import { useT, type Translator } from './i18n';

export type { LedgerUiKey };

export interface LedgerTranslator extends Omit<Translator, 't'> {
  readonly t: (key: LedgerUiKey, values?: UiValues) => string;
}

export function useLedgerT(): LedgerTranslator {
  const core = useT();
  return useMemo(() => ({ ...core, t: (key: LedgerUiKey, values?: UiValues) => translate(key, core.lang, values) }), [core]);
}
