import type { NetChange } from '@temps-mort/rules';
import { termOf } from './glossary';
import type { Lang } from './lang';
import { createT, type UiValues } from './message';
import type { NameLookup } from './names';
import { changes } from './ui/changes';
import { t as coreT } from './ui-core';

/**
 * Net changes in words — "Argent de la bande : 3 → 13", "Argent (Arlette) : 0 → 2", "Assise :
 * Faible → Forte" — the one formatter of the campaign's history, the GM's end of downtime and the
 * players' recap. Its own module, so that the players' phone loads these words only with its recap.
 */

export type ChangeKey = keyof typeof changes;

const translate = createT(changes);

/** A word of the changes' catalog. */
export function t(key: ChangeKey, lang: Lang, values: UiValues = {}): string {
  return translate(key, lang, values);
}

/** A moved value in words: a hold, a status, a yes or no, or the number. */
function valueOf(change: NetChange, value: NetChange['before'], lang: Lang): string | number {
  if (typeof value === 'boolean') return coreT(value ? 'common.yes' : 'common.no', lang);
  if (typeof value === 'number') return value;
  if (change.what === 'hold') return termOf('hold', value, lang);
  if (change.what === 'status') return termOf('characterStatus', value, lang);
  if (change.what === 'complexStatus') return termOf('complexActionStatus', value, lang);
  return value;
}

/** One net change in words; a character's named when `names` knows them. */
export function formatNetChange(change: NetChange, lang: Lang, names: NameLookup = {}): string {
  const values = { what: t(`change.${change.what}`, lang), before: valueOf(change, change.before, lang), after: valueOf(change, change.after, lang) };
  const name = change.of === null ? undefined : names.character?.(change.of);
  return name === undefined ? t('change.line', lang, values) : t('change.lineOf', lang, { ...values, name });
}
