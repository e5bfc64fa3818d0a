import type { NetChange } from '@temps-mort/rules';
import { formatSigned, quote } from './format';
import { termOf } from './glossary';
import type { Lang } from './lang';
import { createT, type UiValues } from './message';
import type { NameLookup } from './names';
import { changes } from './ui/changes';
import { t as coreT } from './ui-core';

/**
 * Net changes in words — "Argent de la bande : 3 → 13", "Argent (Arlette) : 0 → 2", "Assise :
 * Faible → Forte", "Relations (Les Lampions) : 0 → −1", "Prouesse (Arlette) : 2/4 → 4/4" — the one formatter of the campaign's history, the GM's end of downtime and the
 * players' recap. Its own module, so that the players' phone loads these words only with its recap.
 */

export type ChangeKey = keyof typeof changes;

const translate = createT(changes);

/** A word of the changes' catalog. */
export function t(key: ChangeKey, lang: Lang, values: UiValues = {}): string {
  return translate(key, lang, values);
}

/** A moved value in words: a hold, a status, a vice, a yes or no, a relation (+1, −1), nothing (—), or the number. */
function valueOf(change: NetChange, value: NetChange['before'], lang: Lang): string | number {
  if (typeof value === 'boolean') return coreT(value ? 'common.yes' : 'common.no', lang);
  if (typeof value === 'number') return change.what === 'factionStatus' ? formatSigned(value, lang) : value;
  if (value === '') return '—';
  if (change.what === 'hold') return termOf('hold', value, lang);
  if (change.what === 'status') return termOf('characterStatus', value, lang);
  if (change.what === 'complexStatus') return termOf('complexActionStatus', value, lang);
  if (change.what === 'vice') return termOf('vice', value, lang);
  return value;
}

/** Which part of it moved, in words: an attribute, a skill, a d12 attribute by their names, a project by its name. */
function partOf(change: NetChange, lang: Lang, names: NameLookup): string | undefined {
  const part = change.part;
  if (part === undefined) return undefined;
  if (change.what === 'attribute') return termOf('downtimeAttribute', part, lang);
  if (change.what === 'skill') return termOf('skill', part, lang);
  if (change.what === 'pool') return termOf('d12Attribute', part, lang);
  if (change.what === 'project') {
    const name = names.project?.(part);
    return name === undefined ? undefined : quote(name, lang);
  }
  return part;
}

/** Whose it is, by what it is about: a faction's, a cohort's, a clock's, a warband member's, else a character's. */
function nameOf(change: NetChange, names: NameLookup): string | undefined {
  const of = change.of;
  if (of === null) return undefined;
  switch (change.what) {
    case 'factionStatus':
    case 'factionTier':
      return names.faction?.(of);
    case 'cohortQuality':
      return names.cohort?.(of);
    case 'clock':
      return names.clock?.(of);
    case 'injuries':
      return names.member?.(of) ?? names.character?.(of);
    default:
      return names.character?.(of);
  }
}

/** One net change in words; whose it is named when `names` knows them (never by its id). */
export function formatNetChange(change: NetChange, lang: Lang, names: NameLookup = {}): string {
  const part = partOf(change, lang, names);
  const what = change.what === 'project' && part === undefined ? t('change.projectUnnamed', lang) : t(`change.${change.what}`, lang, { part: part ?? '' });
  const values = { what, before: valueOf(change, change.before, lang), after: valueOf(change, change.after, lang) };
  const name = nameOf(change, names);
  return name === undefined ? t('change.line', lang, values) : t('change.lineOf', lang, { ...values, name });
}
