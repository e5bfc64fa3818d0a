import { describe, expect, it } from 'vitest';
import { LANG_TAGS } from '@temps-mort/i18n/lang';
import { roman, roundPercents, signed, timeOfDay } from './format';

describe('format', () => {
  it.each([
    [0, '0'],
    [1, 'I'],
    [2, 'II'],
    [3, 'III'],
    [4, 'IV'],
    [9, 'IX'],
  ])('roman(%i) = %s', (n, r) => expect(roman(n)).toBe(r));

  it('signs with a real minus sign', () => {
    expect([signed(-2), signed(0), signed(3)]).toEqual(['\u22122', '0', '+3']);
  });

  it('rounds shares to percents that sum to 100', () => {
    const thirds = roundPercents([1 / 3, 1 / 3, 1 / 3]);
    expect(thirds.reduce((a, b) => a + b, 0)).toBe(100);
    expect(thirds).toEqual([34, 33, 33]);
    const tenths = roundPercents([0.1234, 0.5432, 0.3334], 0.1);
    expect(Math.round(tenths.reduce((a, b) => a + b, 0) * 10) / 10).toBe(100);
    expect(roundPercents([0, 0])).toEqual([0, 0]);
  });

  it('timeOfDay writes what Intl writes for both our languages (24-hour clock, two digits)', () => {
    for (const [h, m] of [[0, 0], [9, 5], [14, 5], [23, 59], [12, 30]] as const) {
      const ms = new Date(2026, 10, 30, h, m).getTime();
      for (const locale of Object.values(LANG_TAGS)) {
        expect(timeOfDay(ms)).toBe(new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(ms));
      }
    }
    expect(timeOfDay(new Date(2026, 10, 30, 9, 5).getTime())).toBe('09:05');
  });
});
