import { describe, expect, it } from 'vitest';
import { WORDS } from './glossary';
import type { Lang } from './lang';
import { formatReason, knownCodes } from './reasons';
import { UI, placeholdersOf, t, type UiKey } from './ui';

/**
 * Counts and their nouns agree, in French and in English, at 0, 1 and 2: never « 1 étapes »,
 * « 2 marqueur », "1 steps", "0 marker"; and zero reads as a sentence would say it (« ne peut
 * rembourser aucun marqueur », never « jusqu’à aucun marqueur »).
 *
 * Every UI message and every reason is rendered with each of its values set to 0, 1 and 2, and the
 * text is read for a number followed by a noun of the wrong number. The nouns are the glossary's
 * (WORDS, whose singular and plural differ) and the few the UI counts besides; a value that
 * names something (`name`, `attribute`…) reads a name.
 */

const LANGS: readonly Lang[] = ['fr', 'en'];
const COUNTS = [0, 1, 2] as const;

const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

/** The first word of a noun's two forms, when they differ ("marqueur"/"marqueurs"; not "gros bras"). */
function forms(lang: Lang): { readonly singular: Set<string>; readonly plural: Set<string> } {
  const singular = new Set<string>();
  const plural = new Set<string>();
  const extra: Record<Lang, readonly (readonly [string, string])[]> = {
    fr: [['marqueur', 'marqueurs'], ['seconde', 'secondes'], ['caractère', 'caractères'], ['champ', 'champs'], ['lien', 'liens'], ['problème', 'problèmes'], ['tour', 'tours'], ['choix', 'choix']],
    en: [['marker', 'markers'], ['second', 'seconds'], ['character', 'characters'], ['field', 'fields'], ['link', 'links'], ['problem', 'problems'], ['round', 'rounds'], ['choice', 'choices'], ['model', 'models']],
  };
  const pairs = [...Object.values(WORDS).map((noun) => [noun[lang][0], noun[lang][1]] as const), ...extra[lang]];
  for (const [one, other] of pairs) {
    const a = one.split(' ')[0]!.toLowerCase();
    const b = other.split(' ')[0]!.toLowerCase();
    if (a === b) continue;
    singular.add(a);
    plural.add(b);
  }
  return { singular, plural };
}

const NOUNS = { fr: forms('fr'), en: forms('en') } as const;


/** Nouns that stand before another noun, or after a signed value ("2 downtime activities", "0 quality: a friend helps"). */
const MODIFIERS: Readonly<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set(),
  en: new Set(['downtime', 'quality']),
};

/**
 * The counts of `text` whose noun has the wrong number: « 1 étapes », « 2 marqueur », "0 marker".
 * French 0 and 1 take the singular, English 1 only. A number after « niveau », "level", « n° » or a
 * sign (+2) is a value, not a count.
 */
function disagreements(text: string, lang: Lang): string[] {
  const found: string[] = [];
  const count = /(?<![\p{L}\p{N}.,+−#°-])(\d+) ([\p{L}’'-]+)/gu;
  for (const match of plain(text).matchAll(count)) {
    const before = plain(text).slice(0, match.index).trimEnd().split(/\s/).pop()?.replace(/^\p{P}+/u, '').toLowerCase() ?? '';
    if (['niveau', 'level', 'rang', 'tier', 'jet', 'roll', 'palier', 'milestone', 'qualité', 'quality', 'étape', 'step'].includes(before)) continue;
    const n = Number(match[1]);
    const noun = match[2]!.toLowerCase();
    const singular = lang === 'fr' ? n <= 1 : n === 1;
    if (singular && NOUNS[lang].plural.has(noun)) found.push(match[0]);
    if (!singular && NOUNS[lang].singular.has(noun) && !MODIFIERS[lang].has(noun)) found.push(match[0]);
  }
  return found;
}

/** Values that name someone or something: a name, never a count. */
const NAMED = new Set(['attribute', 'character', 'faction', 'cohort', 'member', 'name', 'skill', 'label', 'who', 'wizard', 'page', 'list', 'text', 'boss', 'project', 'clock', 'target', 'hold', 'part']);

/** What a message reads for `key`: a name for a name, else the count `n`. */
const valueFor = (key: string, n: number): string | number => (NAMED.has(key) ? 'Arlette' : n);

/** A value set every key may read (a reason reads what it needs). */
const everyValue = (n: number): Record<string, unknown> =>
  new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? valueFor(key, n) : undefined), has: () => true });

describe('counts agree with their nouns', () => {
  it('in every UI message, at 0, 1 and 2, in French and English', () => {
    const wrong: string[] = [];
    for (const key of Object.keys(UI) as UiKey[]) {
      for (const lang of LANGS) {
        const names = placeholdersOf(UI[key][lang]);
        for (const n of COUNTS) {
          const text = t(key, lang, Object.fromEntries(names.map((name) => [name, valueFor(name, n)])));
          for (const bad of disagreements(text, lang)) wrong.push(`${key} [${lang}, ${n}]: « ${bad} » in « ${plain(text)} »`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('in every reason and refusal, at 0, 1 and 2, in French and English', () => {
    const { reasons, refusals } = knownCodes();
    const wrong: string[] = [];
    for (const key of [...reasons, ...refusals]) {
      const [rule, code] = key.includes(':') ? (key.split(':') as [string, string]) : ['X0', key];
      for (const lang of LANGS) {
        for (const n of COUNTS) {
          const text = formatReason({ rule, code, values: everyValue(n) }, lang);
          for (const bad of disagreements(text, lang)) wrong.push(`${key} [${lang}, ${n}]: « ${bad} » in « ${plain(text)} »`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('finds what it looks for', () => {
    expect(disagreements('après 1 étapes franchies', 'fr')).toEqual(['1 étapes']);
    expect(disagreements('coûte 2 marqueur de plus', 'fr')).toEqual(['2 marqueur']);
    expect(disagreements('after 1 steps crossed', 'en')).toEqual(['1 steps']);
    expect(disagreements('0 marker', 'en')).toEqual(['0 marker']);
    expect(disagreements('0 marqueur, 1 étape, 2 étapes, niveau 2 marqueur', 'fr')).toEqual([]);
  });
});

describe('counted messages, one by one', () => {
  const say = (key: UiKey, lang: Lang, values: Record<string, string | number>) => plain(t(key, lang, values));

  it.each([
    ['d100.complex.milestone.pending', { label: 'Palier', crossed: 1 }, 'Palier — après 1 étape franchie', 'Palier — after 1 step crossed'],
    ['d100.complex.milestone.pending', { label: 'Palier', crossed: 2 }, 'Palier — après 2 étapes franchies', 'Palier — after 2 steps crossed'],
    ['d100.complex.milestone.reachedAt', { label: 'Palier', crossed: 1, roll: 3 }, 'Palier — atteint au jet 3 (1 étape franchie)', 'Palier — reached on roll 3 (1 step crossed)'],
    ['d100.complex.remaining', { remaining: 1, start: 1 }, '1 étape restante sur 1', '1 of 1 step left'],
    ['d100.complex.remaining', { remaining: 0, start: 4 }, '0 étape restante sur 4', '0 of 4 steps left'],
    ['d100.complex.entry', { change: '−1', remaining: 1, total: 0 }, 'Étapes −1 → 1 restante ; hausses cumulées : 0', 'Steps −1 → 1 left; raises so far: 0'],
    ['d100.complex.entry.milestones', { count: 1, list: '1', last: 1 }, 'palier atteint à 1 étape franchie', 'milestone reached at 1 step crossed'],
    ['d100.complex.entry.milestones', { count: 2, list: '3, 5', last: 5 }, 'paliers atteints à 3, 5 étapes franchies', 'milestones reached at 3, 5 steps crossed'],
    ['d100.complex.milestones.reached', { reached: 1, total: 2 }, '1 sur 2 atteint, acquis pour de bon', '1 of 2 reached, kept for good'],
    ['setup.healing.help', { segments: 1 }, 'Contrat de 1 segment (règle de table)', 'A 1-segment clock (table rule)'],
    ['debt.hire.max', { max: 2, death: 1 }, 'Au plus 2 gros bras ; ils ne comptent pas dans la taille de la bande de guerre. Un gros bras mort coûte 1 marqueur de plus en fin de partie.', 'At most 2 hired muscle; they don’t count towards the warband’s size. A hired model that dies costs 1 more marker at the end of the game.'],
    ['debt.hire.max', { max: 2, death: 2 }, 'Au plus 2 gros bras ; ils ne comptent pas dans la taille de la bande de guerre. Un gros bras mort coûte 2 marqueurs de plus en fin de partie.', 'At most 2 hired muscle; they don’t count towards the warband’s size. A hired model that dies costs 2 more markers at the end of the game.'],
  ] as const)('%s with %o', (key, values, fr, en) => {
    expect(say(key, 'fr', values)).toBe(fr);
    expect(say(key, 'en', values)).toBe(en);
  });

  it('says zero as a sentence does: nothing the vault can pay off, a full rest', () => {
    expect(say('debt.payOff.max', 'fr', { gold: 40, max: 0, per: 50 })).toBe('Le coffre-fort (40 co) ne peut rembourser aucun marqueur, à 50 co pièce.');
    expect(say('debt.payOff.max', 'en', { gold: 40, max: 0, per: 50 })).toBe('The vault (40 gc) cannot pay off any marker, at 50 gc each.');
    expect(say('debt.payOff.max', 'fr', { gold: 100, max: 2, per: 50 })).toBe('Le coffre-fort (100 co) peut rembourser jusqu’à 2 marqueurs, à 50 co pièce.');
    expect(say('d12.rest.points', 'fr', { points: 0, room: 0, expected: 0 })).toBe('Le repos ne donne aucun point ; les réserves sont pleines ; rien à répartir.');
    expect(say('d12.rest.points', 'en', { points: 0, room: 0, expected: 0 })).toBe('The rest gives no point; the pools are full; nothing to allocate.');
    expect(say('d12.rest.points', 'fr', { points: 2, room: 3, expected: 2 })).toBe('Le repos donne 2 points ; il manque 3 aux réserves ; 2 à répartir.');
    for (const lang of LANGS) {
      for (const key of Object.keys(UI) as UiKey[]) {
        const text = say(key, lang, Object.fromEntries(placeholdersOf(UI[key][lang]).map((name) => [name, 0])));
        expect(text, key).not.toMatch(lang === 'fr' ? /jusqu’à aucun|(?<!ne )donne aucun/ : /up to no\b/);
      }
    }
  });

  it('agrees the participles of reasons with their counts', () => {
    const reason = (code: string, values: Record<string, unknown>, lang: Lang) => plain(formatReason({ rule: 'X0', code, values }, lang));
    expect(reason('allocation_mismatch', { expected: 2, allocated: 1 }, 'fr')).toBe('Répartissez exactement 2 points (1 réparti)');
    expect(reason('not_enough_markers', { held: 0, requested: 1 }, 'fr')).toBe('Le sorcier a seulement 0 marqueur Pègre (1 demandé)');
    expect(reason('complex_action_failed', { totalRaised: 1, failureThreshold: 1, milestonesKept: 0 }, 'fr')).toBe(
      'Action complexe échouée : 1 étape ajoutée pour un seuil d’échec de 1 (0 palier acquis)',
    );
    expect(reason('complex_action_failed', { totalRaised: 1, failureThreshold: 1, milestonesKept: 0 }, 'en')).toBe(
      'Complex action failed: 1 step added against a failure threshold of 1 (0 milestones kept)',
    );
  });
});
