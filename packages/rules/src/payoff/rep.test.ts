import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PAYOFF_BASE_REP, payoffRep } from './rep';

describe('P1/P2 rep for a score', () => {
  it('« Si la bande est de rang I et qu’ils réussissent un coup contre une cible de rang III, ils gagnent 4 renom (2 renom de base, +2 renom pour une cible située à deux niveaux d’écart) »', () => {
    const { rep, reasons } = payoffRep({ crewTier: 1, targetTier: 3 });
    expect(rep).toBe(4);
    expect(reasons).toEqual([
      { rule: 'P1', code: 'base_rep', values: { rep: 2 } },
      { rule: 'P1', code: 'tier_gap', values: { crewTier: 1, targetTier: 3, gap: 2, delta: 2 } },
      { rule: 'P1', code: 'score_rep', values: { base: 2, gap: 2, crewTier: 1, targetTier: 3, rep: 4 } },
    ]);
  });

  it('« Si la bande est de rang III et qu’ils montent un coup sur une cible de rang I, ils gagnent 0 renom (2 renom, -2 renom pour l’écart de niveau) »', () => {
    const { rep, reasons } = payoffRep({ crewTier: 3, targetTier: 1 });
    expect(rep).toBe(0);
    expect(reasons.map((r) => r.code)).toEqual(['base_rep', 'tier_gap', 'score_rep']);
    expect(reasons[1]?.values).toMatchObject({ gap: -2, delta: -2 });
  });

  it('« Si l’opération est restée complètement silencieuse, de sorte que personne n’est au courant, la bande gagne 0 renom »', () => {
    const { rep, reasons } = payoffRep({ crewTier: 1, targetTier: 4, silent: true });
    expect(rep).toBe(0);
    expect(reasons).toEqual([{ rule: 'P2', code: 'silent_score', values: { rep: 0 } }]);
  });

  it('« Par défaut, la bande gagne 2 points de renom par coup » (same tier: no gap reason)', () => {
    const { rep, reasons } = payoffRep({ crewTier: 2, targetTier: 2 });
    expect(rep).toBe(PAYOFF_BASE_REP);
    expect(reasons.map((r) => r.code)).toEqual(['base_rep', 'score_rep']);
  });

  it('« elle perd -1 renom par niveau d’écart (au minimum zéro) »: tier IV vs tier 0 → 0, not −2', () => {
    const { rep, reasons } = payoffRep({ crewTier: 4, targetTier: 0 });
    expect(rep).toBe(0);
    expect(reasons).toContainEqual({ rule: 'P1', code: 'rep_floor', values: { raw: -2, rep: 0 } });
  });

  it('a failed score earns no rep', () => {
    expect(payoffRep({ crewTier: 0, targetTier: 4, succeeded: false })).toEqual({
      rep: 0,
      reasons: [{ rule: 'P1', code: 'score_failed', values: { rep: 0 } }],
    });
  });

  it.each([
    // [crew tier, target tier, rep]
    [0, 0, 2], [0, 1, 3], [0, 2, 4], [0, 3, 5], [0, 4, 6],
    [1, 0, 1], [1, 1, 2], [1, 2, 3], [1, 3, 4], [1, 4, 5],
    [2, 0, 0], [2, 1, 1], [2, 2, 2], [2, 3, 3], [2, 4, 4],
    [3, 0, 0], [3, 1, 0], [3, 2, 1], [3, 3, 2], [3, 4, 3],
    [4, 0, 0], [4, 1, 0], [4, 2, 0], [4, 3, 1], [4, 4, 2],
  ])('crew tier %i vs target tier %i → %i rep', (crewTier, targetTier, rep) => {
    expect(payoffRep({ crewTier, targetTier }).rep).toBe(rep);
  });

  it('rep is max(0, 2 + gap), never negative, and 0 whenever the score was silent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 8 }), fc.boolean(), (crewTier, targetTier, silent) => {
        const { rep } = payoffRep({ crewTier, targetTier, silent });
        expect(rep).toBeGreaterThanOrEqual(0);
        expect(rep).toBe(silent ? 0 : Math.max(0, 2 + targetTier - crewTier));
      }),
    );
  });
});
