import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { makeCharacter, makeCrew } from '../testing/factories';
import { applyPayoff } from './payoff';
import { evenPayoffSplit } from './split';

describe('P3 « le répartissent entre les membres comme bon leur semble »: an even split', () => {
  it.each([
    [7, ['pc-1', 'pc-2'], 3, 1],
    [6, ['pc-1', 'pc-2', 'pc-3'], 2, 0],
    [2, ['pc-1', 'pc-2', 'pc-3'], 0, 2],
    [0, ['pc-1'], 0, 0],
  ])('%i coin among %j: %i each, the stash keeps %i', (net, ids, each, stash) => {
    expect(evenPayoffSplit(net, ids)).toEqual({ stash, shares: ids.map((characterId) => ({ characterId, coin: each })) });
  });

  it('with no PC the stash gets the whole net take', () => {
    expect(evenPayoffSplit(5, [])).toEqual({ stash: 5, shares: [] });
  });

  it('the parts always add up to the net take, and applyPayoff accepts the split (property)', () => {
    const crew = makeCrew({ characters: [makeCharacter({ id: 'pc-1' }), makeCharacter({ id: 'pc-2' }), makeCharacter({ id: 'pc-3' })] });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 3 }), (take, n) => {
        const ids = crew.characters.slice(0, n).map((c) => c.id);
        const split = evenPayoffSplit(take, ids);
        expect(split.stash + split.shares.reduce((sum, s) => sum + s.coin, 0)).toBe(take);
        // The stash keeps less than one more coin each (all of it when no PC shares).
        expect(split.stash).toBe(n === 0 ? take : take % n);
        expect(applyPayoff(crew, { targetTier: 1, take, split }, { table: DEFAULT_TABLE_RULES }).ok).toBe(true);
      }),
    );
  });
});
