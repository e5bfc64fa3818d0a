import type { Lang } from './lang';
import type { UiValues } from './message';
import { createT } from './message';
import { app, auth, common, errors, language, live, nav, sheet } from './ui/core';

/**
 * The UI words every screen may need, without the GM screens' (ui/gm/): what the players' phone
 * crew sheet imports (`@temps-mort/i18n/ui-core`) to stay within its size budget. `t` here only
 * accepts these keys; GM screens use ui.ts's `t`, which has them all.
 */

export const CORE_SECTIONS = { app, common, nav, language, live, errors, auth, sheet } as const;

export const CORE_UI = { ...app, ...common, ...nav, ...language, ...live, ...errors, ...auth, ...sheet } as const;

export type CoreUiKey = keyof typeof CORE_UI;

const translate = createT(CORE_UI);

/** The UI string for a core `key` in `lang`, placeholders filled in. */
export function t(key: CoreUiKey, lang: Lang, values: UiValues = {}): string {
  return translate(key, lang, values);
}

export function isCoreUiKey(key: string): key is CoreUiKey {
  return Object.prototype.hasOwnProperty.call(CORE_UI, key);
}

/** `t` for a key built at run time, with a fallback key. */
export function tOr(key: string, fallback: CoreUiKey, lang: Lang, values: UiValues = {}): string {
  return t(isCoreUiKey(key) ? key : fallback, lang, values);
}
