import { describe, expect, it } from 'vitest';
import { cryptoRoller } from './cryptoRoller';

describe('cryptoRoller', () => {
  it.each([6, 12, 20, 100])('rolls every face of a d%i, and only those', (sides) => {
    const roller = cryptoRoller();
    const seen = new Set<number>();
    for (let i = 0; i < sides * 200; i++) {
      const value = roller.roll(sides);
      expect(Number.isInteger(value) && value >= 1 && value <= sides).toBe(true);
      seen.add(value);
    }
    expect(seen.size).toBe(sides);
  });

  it('refuses impossible dice', () => {
    expect(() => cryptoRoller().roll(0)).toThrow(RangeError);
    expect(() => cryptoRoller().roll(2.5)).toThrow(RangeError);
  });
});
