import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { convicted } from './convicted';
import { makeCrew } from '../testing/factories';

describe('I1 conviction lowers the wanted level and clears heat', () => {
  it('« est condamné et incarcéré pour des crimes en rapport avec la bande, son niveau d’avis de recherche est réduit d’un point et son raffut est remis à zéro »', () => {
    const crew = makeCrew({ wanted: 3, heat: 7 });
    const result = convicted(crew);
    expect(result.crew).toMatchObject({ wanted: 2, heat: 0 });
    expect(result.reasons).toEqual([{ rule: 'I1', code: 'convicted', values: { wantedFrom: 3, wanted: 2, heatFrom: 7, heat: 0 } }]);
    expect(crew.wanted).toBe(3); // immutable
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 2],
    [4, 3],
  ])('wanted %i → %i', (wanted, after) => {
    expect(convicted(makeCrew({ wanted, heat: 5 })).crew).toMatchObject({ wanted: after, heat: 0 });
  });

  it('wanted stays 0–4 and heat is 0 after any conviction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 9 }), (wanted, heat) => {
        const { crew } = convicted(makeCrew({ wanted, heat }));
        expect(crew.wanted).toBe(Math.max(0, wanted - 1));
        expect(crew.heat).toBe(0);
      }),
    );
  });
});
