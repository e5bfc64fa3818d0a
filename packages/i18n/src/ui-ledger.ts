import type { Lang } from './lang';
import type { UiValues } from './message';
import { createT } from './message';
import { ledger } from './ui/ledger';
import { CORE_UI } from './ui-core';

/**
 * The UI words of a Frostgrave wizard's ledger (ui/ledger.ts) with the core ones, without the GM
 * screens' (ui/gm/): what the players' phone imports (`@temps-mort/i18n/ui-ledger`) for the
 * ledger its link follows, in a chunk of its own loaded after the crew sheet. `t` here only
 * accepts these keys; GM screens use ui.ts's `t`, which has them all.
 */

export const LEDGER_UI = { ...CORE_UI, ...ledger } as const;

export type LedgerUiKey = keyof typeof LEDGER_UI;

const translate = createT(LEDGER_UI);

/** The UI string for a core or ledger `key` in `lang`, placeholders filled in. */
export function t(key: LedgerUiKey, lang: Lang, values: UiValues = {}): string {
  return translate(key, lang, values);
}
