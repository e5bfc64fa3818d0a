import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frenchMid, frenchOf, frenchTo, nameIn } from './french';
import { formatMessage } from './message';
import { UI } from './ui';

describe('a name after « de », after « à » and inside a French sentence', () => {
  it.each([
    ['Arlette', 'd’Arlette', 'à Arlette', 'Arlette'],
    ['Édouard', 'd’Édouard', 'à Édouard', 'Édouard'],
    ['Hélène', 'd’Hélène', 'à Hélène', 'Hélène'],
    ['Ysolde', 'd’Ysolde', 'à Ysolde', 'Ysolde'],
    ['Le Guet', 'du Guet', 'au Guet', 'le Guet'],
    ['Les Lanternes', 'des Lanternes', 'aux Lanternes', 'les Lanternes'],
    ['La Confrérie', 'de la Confrérie', 'à la Confrérie', 'la Confrérie'],
    ['L’Ordre', 'de l’Ordre', 'à l’Ordre', 'l’Ordre'],
    ["L'Ombre", 'de l’Ombre', 'à l’Ombre', 'l’Ombre'],
    ['Mordrak le Gris', 'de Mordrak le Gris', 'à Mordrak le Gris', 'Mordrak le Gris'],
    ['Leon', 'de Leon', 'à Leon', 'Leon'],
    ['Lana', 'de Lana', 'à Lana', 'Lana'],
  ])('%s → %s, %s, %s', (name, of, to, mid) => {
    expect(frenchOf(name)).toBe(of);
    expect(frenchTo(name)).toBe(to);
    expect(frenchMid(name)).toBe(mid);
  });

  it('never leaves « de » before a vowel nor « de le », « de les », « à le », « à les »', () => {
    fc.assert(
      fc.property(fc.constantFrom('', 'Le ', 'La ', 'Les ', 'L’'), fc.stringMatching(/^[A-ZÉÈa-zéèàô][a-zéèàô]{0,10}$/), (prefix, word) => {
        const name = `${prefix}${word}`;
        for (const text of [frenchOf(name), frenchTo(name)]) {
          expect(text).not.toMatch(/^(de|à) (le|les|Le|Les) /u);
          expect(text).not.toMatch(/^de [aeiouyhAEIOUYHÉÈéè]/u);
          expect(text.endsWith(word)).toBe(true);
        }
      }),
    );
  });

  it('in English, a name stays as it is (but "The" inside a sentence)', () => {
    expect(nameIn('Les Lanternes', 'of', 'en')).toBe('Les Lanternes');
    expect(nameIn('The Lanterns', 'mid', 'en')).toBe('the Lanterns');
  });

  it('the message format puts them in sentences: {name, of}, {name, to}, {name, mid}', () => {
    expect(formatMessage('Part {name, of}', { name: 'Arlette' }, 'fr')).toBe('Part d’Arlette');
    expect(formatMessage('Historique {crew, of}', { crew: 'Les Lanternes' }, 'fr')).toBe('Historique des Lanternes');
    expect(formatMessage('Donné {name, to}', { name: 'Le Guet' }, 'fr')).toBe('Donné au Guet');
    expect(formatMessage('lancé par {who, mid}', { who: 'Les Lanternes' }, 'fr')).toBe('lancé par les Lanternes');
    expect(formatMessage('{name}’s share', { name: 'Arlette' }, 'en')).toBe('Arlette’s share');
    expect(formatMessage('Part {name, of}', {}, 'fr')).toBe('Part {name}');
  });
});

describe('French spacing, also where a colon was glued to its word', () => {
  it('« Vice: Jeu » → « Vice : Jeu » (no-break space); times and addresses untouched', () => {
    expect(formatMessage('Vice: Jeu', {}, 'fr')).toBe('Vice\u00a0: Jeu');
    expect(formatMessage('Vice : Jeu', {}, 'fr')).toBe('Vice\u00a0: Jeu');
    expect(formatMessage('Prêt ? Oui!', {}, 'fr')).toBe('Prêt\u00a0? Oui\u00a0!');
    expect(formatMessage('à 18:30, sur http://192.168.1.2:3000/s', {}, 'fr')).toBe('à 18:30, sur http://192.168.1.2:3000/s');
    expect(formatMessage('Vice: Jeu', {}, 'en')).toBe('Vice: Jeu');
  });
});

describe('the catalogs put names through the formatter', () => {
  // A placeholder that holds a name (a person, a crew, a faction, a wizard, an attribute…).
  const NAME = /(?:^|[\s(])(de|à|par|pour|avec|contre|chez) \{(name|crew|owner|who|character|faction|wizard|victim|target|member|cohort|attribute)\}/u;
  it('no French string writes « de {name} », « à {crew} », « par {who} »…', () => {
    const raw = Object.entries(UI).filter(([, msg]) => NAME.test(msg.fr)).map(([key]) => key);
    expect(raw).toEqual([]);
  });
});
