/**
 * The translator of GM screens: `useT()` plus a `t` that knows every UI key (the GM catalog,
 * packages/i18n/src/ui/gm/). Import it only from lazy GM routes (features/*, not the players'
 * crew sheet): it brings the whole catalog into the chunk that imports it.
 */
import { useMemo } from 'react';
import { t as translate, type UiKey } from '@temps-mort/i18n/ui';
import type { UiValues } from '@temps-mort/i18n/message';
import { useT, type Translator } from './i18n';

export type { UiKey };

export interface GmTranslator extends Omit<Translator, 't'> {
  readonly t: (key: UiKey, values?: UiValues) => string;
}

export function useGmT(): GmTranslator {
  const core = useT();
  return useMemo(() => ({ ...core, t: (key: UiKey, values?: UiValues) => translate(key, core.lang, values) }), [core]);
}
