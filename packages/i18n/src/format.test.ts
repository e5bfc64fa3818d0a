import { describe, expect, it } from 'vitest';
import {
  MINUS,
  NBSP,
  capitalize,
  colon,
  colonSeparator,
  formatCount,
  formatList,
  formatNumber,
  formatPercent,
  formatProbability,
  formatRelativeTime,
  formatSigned,
  formatTier,
  frenchTypography,
  quote,
  uncapitalize,
} from './format';
import { LANG_TAGS } from './lang';

/** Test strings are written with plain spaces: no-break spaces become plain ones here. */
const plain = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

describe('tiers as the game writes them', () => {
  it.each([
    [0, '0'],
    [1, 'I'],
    [2, 'II'],
    [3, 'III'],
    [4, 'IV'],
    [5, 'V'],
    [6, 'VI'],
    [-1, '-1'],
    [1.5, '1.5'],
  ])('%d → %s', (tier, text) => {
    expect(formatTier(tier)).toBe(text);
  });
});

describe('numbers', () => {
  it('formats numbers, signed changes and percentages per language', () => {
    expect(plain(formatNumber(1000, 'fr'))).toBe('1 000');
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(2.5, 'fr')).toBe('2,5');
    expect(formatNumber(-3, 'en')).toBe(`${MINUS}3`);
    expect(formatSigned(2, 'fr')).toBe('+2');
    expect(formatSigned(-1, 'fr')).toBe('−1');
    expect(formatSigned(0, 'en')).toBe('0');
    expect(formatPercent(10, 'fr')).toBe(`10${NBSP}%`);
    expect(formatPercent(10, 'en')).toBe('10%');
  });

  it('writes whole numbers under 1 000 without Intl, exactly as Intl would', () => {
    for (const lang of ['fr', 'en'] as const) {
      const intl = new Intl.NumberFormat(LANG_TAGS[lang], { maximumFractionDigits: 2 });
      for (const n of [0, 1, 7, 42, 999, 1000, 1234, 0.5, 12.25, -3, -999, -1000]) {
        const expected = n < 0 ? `${MINUS}${intl.format(-n)}` : intl.format(n);
        expect(formatNumber(n, lang)).toBe(expected);
      }
    }
  });

  it('rounds probabilities for odds, never showing a possible result as 0 % or 100 %', () => {
    expect(plain(formatProbability(1 / 3, 'fr'))).toBe('33 %');
    expect(formatProbability(0.004, 'en')).toBe(`<${NBSP}1%`);
    expect(formatProbability(0.996, 'en')).toBe(`>${NBSP}99%`);
    expect(formatProbability(0, 'en')).toBe('0%');
    expect(formatProbability(1, 'en')).toBe('100%');
  });

  it('picks singular or plural the way each language does (French 0 is singular)', () => {
    expect(plain(formatCount(0, 'dé', 'dés', 'fr'))).toBe('0 dé');
    expect(plain(formatCount(1, 'dé', 'dés', 'fr'))).toBe('1 dé');
    expect(plain(formatCount(2, 'dé', 'dés', 'fr'))).toBe('2 dés');
    expect(plain(formatCount(0, 'die', 'dice', 'en'))).toBe('0 dice');
    expect(plain(formatCount(1, 'die', 'dice', 'en'))).toBe('1 die');
  });
});

describe('text', () => {
  it('joins lists, quotes names, and puts French no-break spaces in', () => {
    expect(formatList(['a', 'b', 'c'], 'fr')).toBe('a, b et c');
    expect(formatList(['a', 'b'], 'en', 'or')).toBe('a or b');
    expect(formatList([], 'en')).toBe('');
    expect(quote('Repaire', 'fr')).toBe(`«${NBSP}Repaire${NBSP}»`);
    expect(quote('Repaire', 'en')).toBe('“Repaire”');
    expect(colon('Raffut', '3', 'fr')).toBe(`Raffut${NBSP}: 3`);
    expect(colon('Heat', '3', 'en')).toBe('Heat: 3');
    expect(colonSeparator('fr')).toBe(`${NBSP}: `);
    expect(colonSeparator('en')).toBe(': ');
    expect(frenchTypography('Raffut : 3 ; « x » ! 10 %')).toBe(`Raffut${NBSP}: 3${NBSP}; «${NBSP}x${NBSP}»${NBSP}! 10${NBSP}%`);
    // A « % » glued to its number (the rule texts the settings quote), never inside a token.
    expect(frenchTypography('coûte 20% de moins, -10%.')).toBe(`coûte 20${NBSP}% de moins, -10${NBSP}%.`);
    expect(frenchTypography('a%20b 5%c')).toBe('a%20b 5%c');
    expect(capitalize('imbroglio')).toBe('Imbroglio');
    expect(uncapitalize('Opération confinée')).toBe('opération confinée');
    expect(uncapitalize('PJ')).toBe('PJ');
  });

  it('says how long ago, from a clock it is given', () => {
    const now = '2025-11-30T10:00:00Z';
    expect(formatRelativeTime('2025-11-30T09:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(plain(formatRelativeTime('2025-11-30T09:55:00Z', now, 'fr'))).toBe('il y a 5 minutes');
    expect(formatRelativeTime('nope', now, 'fr')).toBe('?');
  });
});
