/**
 * The sheet cache's bounds: least recently read crews go first, by count and by the JSON held;
 * a sheet bigger than the whole budget is served and never kept.
 */
import { makeCrew } from '@temps-mort/rules/testing';
import { describe, expect, it } from 'vitest';
import type { CrewSheet } from './sheet';
import { SHEET_CACHE_LIMITS, SheetCache } from './sheetCache';

function sheet(id: string, notes = ''): CrewSheet {
  return {
    id,
    campaignId: 'c',
    version: 1,
    crew: makeCrew({ id }),
    downtime: { phase: 'idle', number: 0, seasonBonus: false, entanglementRolled: false, extraEntanglementRolls: 0, pendingEntanglementRoll: null, characters: {}, allowedEvents: [] },
    clocks: [],
    heldEntanglements: 0,
    gmNotes: notes,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const serialize = (s: CrewSheet) => JSON.stringify(s);

describe('SheetCache', () => {
  it('answers a hit only for the same stamp', () => {
    const cache = new SheetCache(serialize);
    const json = cache.put('a', '1:0', sheet('a', 'secret'));
    expect(cache.get('a', '1:0')).toBe(json);
    expect(cache.get('a', '2:0')).toBeUndefined();
    expect(json.gm).toContain('secret');
    expect(json.player).not.toContain('secret');
  });

  it('keeps at most `entries` crews, forgetting the least recently read', () => {
    const cache = new SheetCache(serialize, { entries: 2 });
    cache.put('a', 's', sheet('a'));
    cache.put('b', 's', sheet('b'));
    expect(cache.get('a', 's')).toBeDefined(); // a is now more recent than b
    cache.put('c', 's', sheet('c'));
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toBeDefined();
    expect(cache.get('c', 's')).toBeDefined();
    expect(cache.size.entries).toBe(2);
  });

  it('keeps at most `chars` characters of JSON, whatever the number of crews', () => {
    const one = new SheetCache(serialize).put('x', 's', sheet('x', 'n'.repeat(1000)));
    const perSheet = one.gm.length + one.player.length;
    const cache = new SheetCache(serialize, { entries: 100, chars: perSheet * 3 });
    for (const id of ['a', 'b', 'c', 'd', 'e']) cache.put(id, 's', sheet(id, 'n'.repeat(1000)));
    expect(cache.size.chars).toBeLessThanOrEqual(perSheet * 3);
    expect(cache.size.entries).toBe(3);
    expect(cache.get('a', 's')).toBeUndefined();
    expect(cache.get('e', 's')).toBeDefined();
  });

  it('serves but never keeps a sheet bigger than the budget, and counts a replaced entry once', () => {
    const cache = new SheetCache(serialize, { chars: 20_000 });
    cache.put('a', 's1', sheet('a'));
    const small = cache.size.chars;
    cache.put('a', 's2', sheet('a'));
    expect(cache.size).toEqual({ entries: 1, chars: small });
    const huge = cache.put('b', 's', sheet('b', 'n'.repeat(30_000)));
    expect(huge.gm).toContain('n'.repeat(30_000));
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 1, chars: small });
  });

  it('defaults to 500 crews and 8 Mi characters', () => {
    expect(SHEET_CACHE_LIMITS).toEqual({ entries: 500, chars: 8 * 2 ** 20 });
  });
});
