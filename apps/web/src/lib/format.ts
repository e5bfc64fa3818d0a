/** Small display helpers with no words in them (words come from @temps-mort/i18n). */

const ROMAN: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** 3 → "III". Tier 0 (a starting crew) has no roman numeral: "0". */
export function roman(n: number): string {
  if (!Number.isInteger(n) || n <= 0) return String(n);
  let rest = n;
  let out = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

/** +2, 0, −3 with a true minus sign: a status or a modifier never relies on colour alone. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${Math.abs(n)}`;
  return '0';
}

/**
 * Rounds shares to whole percents (or tenths with `step` 0.1) that add up to exactly 100 (largest
 * remainder), so a distribution never reads 99 % or 101 %. Shares that sum to 0 stay 0.
 */
export function roundPercents(shares: readonly number[], step = 1): number[] {
  const total = shares.reduce((a, b) => a + b, 0);
  if (total <= 0) return shares.map(() => 0);
  const units = Math.round(100 / step);
  const exact = shares.map((s) => (s / total) * units);
  const floors = exact.map(Math.floor);
  let left = units - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((f) => Math.round(f * step * 10) / 10);
}

/**
 * A time of day, "14:05": both our languages (fr-FR, en-GB) write the 24-hour clock with two
 * digits, so it is built by hand. The first Intl.DateTimeFormat a page creates loads its locale
 * data: ~0.2 s of a slowed phone's CPU, on the crew sheet's first paint (its status line).
 */
export function timeOfDay(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
