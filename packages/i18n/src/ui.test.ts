import { describe, expect, it } from 'vitest';
import type { Lang } from './lang';
import { UI, UI_SECTIONS, isUiKey, placeholdersOf, t, tOr, type UiKey } from './ui';
import { apiErrorMessage } from './errors';
import { formatRefusal } from './reasons';

const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');
const keys = Object.keys(UI) as UiKey[];

describe('the UI catalog', () => {
  it('has every key once across its sections', () => {
    const total = Object.values(UI_SECTIONS).reduce((n, section) => n + Object.keys(section).length, 0);
    expect(keys.length).toBe(total);
  });

  it('has both languages for every key, with the same placeholders', () => {
    for (const key of keys) {
      expect(UI[key].fr.trim(), key).not.toBe('');
      expect(UI[key].en.trim(), key).not.toBe('');
      expect(placeholdersOf(UI[key].fr), key).toEqual(placeholdersOf(UI[key].en));
    }
  });

  it('covers the screens the web app needs', () => {
    for (const prefix of ['nav.', 'auth.', 'crew.', 'faction.', 'character.', 'cohort.', 'clock.', 'payoff.', 'heat.', 'incarceration.', 'entanglement.', 'activities.', 'done.', 'sheet.', 'live.', 'debt.', 'd12.', 'd100.', 'history.', 'tableRules.', 'export.', 'import.', 'share.', 'backup.', 'lang.', 'error.']) {
      expect(keys.some((k) => k.startsWith(prefix)), prefix).toBe(true);
    }
    for (const key of ['error.conflict', 'error.notFound', 'error.network', 'error.offline', 'error.unauthorized', 'error.forbidden', 'error.validation', 'downtime.undo', 'share.qr', 'live.offline'] as const) {
      expect(isUiKey(key), key).toBe(true);
    }
  });

  it('says the conflict the way the GM needs it', () => {
    expect(t('error.conflict', 'en')).toBe('Someone else changed this crew in the meantime: reload to see the current version.');
    expect(plain(t('error.conflict', 'fr'))).toBe('Quelqu’un d’autre a modifié cette bande entre-temps : rechargez pour voir la version actuelle.');
  });
});

describe('t', () => {
  it('fills placeholders, formatting numbers for the language', () => {
    expect(t('downtime.number', 'fr', { n: 3 })).toBe('Temps mort n° 3');
    expect(t('payoff.split.share', 'en', { name: 'Basile' })).toBe('Basile’s share');
    expect(plain(t('debt.markersOfLevel', 'fr', { markers: 1200, level: 3 }))).toBe('1 200 sur 3');
    expect(t('crews.open', 'en')).toBe('Open {name}'); // a missing value stays visible
  });

  it('picks plurals, French 0 and 1 being singular', () => {
    expect(t('activities.left', 'fr', { left: 0 })).toBe('Plus d’activité');
    expect(t('activities.left', 'fr', { left: 1 })).toBe('1 activité restante');
    expect(t('activities.left', 'fr', { left: 2 })).toBe('2 activités restantes');
    expect(t('activities.left', 'en', { left: 1 })).toBe('1 activity left');
    expect(t('heat.wantedPreview', 'en', { gained: 2, wanted: 3 })).toBe('Wanted level +2 (now 3)');
    expect(plain(t('heat.wantedPreview', 'fr', { gained: 1, wanted: 1 }))).toBe('Avis de recherche +1 (niveau 1)');
    expect(t('error.rateLimited', 'en', { seconds: 1 })).toBe('Too many tries: try again in 1 second.');
  });

  it('says the heat plainly: the sum, then what the wanted levels take', () => {
    const sum = (values: Record<string, string | number>, lang: Lang = 'fr') => plain(t('heat.sum', lang, values));
    expect(sum({ from: 5, added: 2, total: 7, gained: 0, wanted: 1, heat: 7, atMax: 'no' })).toBe('Raffut 5 + 2 = 7');
    expect(sum({ from: 5, added: 6, total: 11, gained: 1, wanted: 2, heat: 1, atMax: 'no' })).toBe('Raffut 5 + 6 = 11 → avis de recherche +1, raffut 1');
    expect(sum({ from: 5, added: 6, total: 11, gained: 1, wanted: 2, heat: 1, atMax: 'no' }, 'en')).toBe('Heat 5 + 6 = 11 → wanted level +1, heat 1');
    expect(sum({ from: 8, added: 4, total: 12, gained: 0, wanted: 4, heat: 9, atMax: 'yes' })).toBe('Raffut 8 + 4 = 12 → avis de recherche déjà au maximum (4), raffut 9');
    expect(sum({ from: 8, added: 12, total: 20, gained: 1, wanted: 4, heat: 9, atMax: 'yes' }, 'en')).toBe('Heat 8 + 12 = 20 → wanted level +1, at its maximum (4), heat 9');
  });

  it('agrees an undone step with « étape »', () => {
    expect(t('downtime.undone', 'fr', { step: 'Activité de temps mort' })).toBe('Étape «\u00a0Activité de temps mort\u00a0» annulée');
  });

  it('puts French no-break spaces in', () => {
    expect(t('common.why', 'fr')).toBe('Pourquoi\u00a0?');
    expect(t('sheet.gauge', 'fr', { label: 'Raffut', value: 3, max: 9 })).toBe('Raffut\u00a0: 3 sur 9');
    expect(t('sheet.gauge', 'en', { label: 'Heat', value: 3, max: 9 })).toBe('Heat: 3 of 9');
  });

  it('takes a key built at run time, with a fallback', () => {
    expect(tOr('error.notFound.crew', 'error.notFound', 'en')).toBe('This crew doesn’t exist, or no longer does.');
    expect(tOr('error.notFound.dragon', 'error.notFound', 'en')).toBe('Not found.');
  });

  it.each<[UiKey, string, string]>([
    ['sheet.heat', 'Raffut', 'Heat'],
    ['sheet.rep', 'Renom', 'Rep'],
    ['sheet.wanted', 'Avis de recherche', 'Wanted level'],
    ['entanglement.title', 'Imbroglio', 'Entanglement'],
    ['downtime.title', 'Temps mort', 'Downtime'],
    ['crew.hold', 'Assise', 'Hold'],
    ['sheet.claims', 'Domaines', 'Claims'],
    ['debt.markers', 'Marqueurs Pègre', 'Debt markers'],
  ])('%s keeps the game’s terms: %s / %s', (key, fr, en) => {
    expect(t(key, 'fr')).toBe(fr);
    expect(t(key, 'en')).toBe(en);
  });
});

describe('apiErrorMessage', () => {
  const cases: [unknown, Lang, string][] = [
    [{ error: 'conflict', current: {} }, 'en', 'Someone else changed this crew in the meantime: reload to see the current version.'],
    [{ error: 'not_found', resource: 'share_link' }, 'en', 'This share link doesn’t exist or was revoked.'],
    [{ error: 'not_found', resource: 'gizmo' }, 'en', 'Not found.'],
    [{ error: 'unauthorized' }, 'en', 'Your session has ended: sign in again.'],
    [{ error: 'forbidden' }, 'en', 'You don’t have access to this.'],
    [{ error: 'validation', issues: [{ path: 'body.take', message: 'x' }] }, 'en', 'Some fields need fixing.'],
    [{ error: 'rate_limited', retryAfter: 30 }, 'en', 'Too many tries: try again in 30 seconds.'],
    [{ error: 'internal' }, 'en', 'Server error. Nothing was saved: try again.'],
    [{ error: 'network' }, 'en', 'Can’t reach the server. Check the connection and try again.'],
    [{ error: 'rule', rule: 'A1', code: 'no_activity_left', values: { used: 2, allowance: 2 } }, 'en', 'Refused by rule A1 (no_activity_left)'],
    ['boom', 'en', 'Unexpected error.'],
    [{ error: 'teapot' }, 'fr', 'Erreur inattendue.'],
  ];
  it.each(cases)('%j (%s)', (body, lang, text) => {
    expect(plain(apiErrorMessage(body, lang))).toBe(text);
  });

  it('puts a rule refusal into words with the formatter it is given', () => {
    const body = { error: 'rule', rule: 'A1', code: 'no_activity_left', values: { used: 2, allowance: 2 } };
    expect(apiErrorMessage(body, 'en', { formatRefusal })).toBe('No downtime activity left: 2 of 2 already used');
    expect(apiErrorMessage({ ...body, code: 'brand_new' }, 'en', { formatRefusal })).toBe('Rule A1: brand_new (used = 2, allowance = 2)');
  });

  it('knows a player link’s 403 and a wizard’s 409', () => {
    expect(apiErrorMessage({ error: 'forbidden' }, 'en', { player: true })).toBe('This link only lets you view the crew sheet.');
    expect(apiErrorMessage({ error: 'conflict' }, 'en', { conflictOn: 'wizard' })).toContain('this wizard');
  });
});
