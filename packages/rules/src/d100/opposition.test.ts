import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { scripted, seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact, tally } from '../testing/simulation';
import type { D100OppositionInput, D100OppositionWinner } from './opposition';
import { d100OppositionOdds, readD100Opposition, rollD100Opposition } from './opposition';


/** Node's global clock (the rules package compiles without Node types). */
const table = DEFAULT_TABLE_RULES;
const duel = (actor: number, opponent: number, actorAttr = 3, opponentAttr = 3): D100OppositionInput => ({
  actor: { threshold: actor, attribute: actorAttr },
  opponent: { threshold: opponent, attribute: opponentAttr },
});

/** Brute force: every one of the 100 × 100 dice pairs read by the rule itself. */
function enumerate(input: D100OppositionInput, rules: TableRules): Record<D100OppositionWinner, number> {
  const counts: Record<D100OppositionWinner, number> = { actor: 0, opponent: 0, tie: 0, none: 0 };
  for (let x = 1; x <= 100; x++) {
    for (let y = 1; y <= 100; y++) {
      counts[readD100Opposition({ actor: x, opponent: y }, input, rules).opposition.winner] += 1;
    }
  }
  return counts;
}

describe('C2 oppositions', () => {
  it.each([
    ['« si l’un réussit son test et que l’autre échoue, alors le premier gagne l’opposition »', 30, 80, 'actor', 'only_success'],
    ['« si l’un réussit son test et que l’autre échoue » (the other way round)', 80, 30, 'opponent', 'only_success'],
    ['« si les deux personnages réussissent leur test, celui qui a obtenu la valeur la plus élevée sur le dé gagne »', 45, 30, 'actor', 'higher_die'],
    ['« … la valeur la plus élevée sur le dé » (the opponent higher)', 20, 49, 'opponent', 'higher_die'],
    ['« sinon, les deux échouent lamentablement »', 70, 90, 'none', 'both_failed'],
  ] as const)('%s', (_quote, actorDie, opponentDie, winner, decidedBy) => {
    const { opposition } = readD100Opposition({ actor: actorDie, opponent: opponentDie }, duel(50, 50), table);
    expect(opposition.winner).toBe(winner);
    expect(opposition.decidedBy).toBe(decidedBy);
  });

  it.each([
    [4, 3, 'actor', 'attribute'],
    [2, 3, 'opponent', 'attribute'],
    [3, 3, 'tie', 'equal_attribute'],
  ] as const)('« En cas d’égalité, on compare les valeurs des Attributs liés au test »: %i vs %i → %s', (a, b, winner, decidedBy) => {
    const { opposition, reasons } = readD100Opposition({ actor: 33, opponent: 33 }, duel(50, 60, a, b), table);
    expect(opposition.winner).toBe(winner);
    expect(opposition.decidedBy).toBe(decidedBy);
    expect(reasons[2]).toEqual({
      rule: 'C2',
      code: `opposition_${decidedBy}`,
      values: { winner, actorDie: 33, opponentDie: 33, actorAttribute: a, opponentAttribute: b },
    });
  });

  it('equal dice only matter when both succeed: equal failing dice are both failing', () => {
    expect(readD100Opposition({ actor: 70, opponent: 70 }, duel(50, 50, 5, 1), table).opposition.winner).toBe('none');
  });

  it('the actor rolls first, then the opponent; both dice are stored', () => {
    const outcome = rollD100Opposition(duel(60, 60), scripted([12, 55]));
    expect(outcome.value.actor).toEqual({ die: 12, threshold: 60, success: true });
    expect(outcome.value.opponent).toEqual({ die: 55, threshold: 60, success: true });
    expect(outcome.value.winner).toBe('opponent');
    expect(outcome.rolls).toEqual([
      { sides: 100, purpose: 'opposition_actor', dice: [12] },
      { sides: 100, purpose: 'opposition_opponent', dice: [55] },
    ]);
    expect(outcome.reasons.map((r) => [r.rule, r.code, r.values.role ?? null])).toEqual([
      ['C1', 'd100_success', 'actor'],
      ['C1', 'd100_success', 'opponent'],
      ['C2', 'opposition_higher_die', null],
    ]);
  });

  it('reads "equal" with the table rule d100EqualSucceeds', () => {
    const input = duel(50, 50);
    expect(readD100Opposition({ actor: 50, opponent: 70 }, input, table).opposition.winner).toBe('actor');
    const strict = { ...table, d100EqualSucceeds: false };
    expect(readD100Opposition({ actor: 50, opponent: 70 }, input, strict).opposition.winner).toBe('none');
  });

  it('throws on fractional thresholds (caller bug)', () => {
    expect(() => rollD100Opposition(duel(50.5, 50), scripted([1, 1]))).toThrow(RangeError);
    expect(() => rollD100Opposition(duel(50, 50.5), scripted([1, 1]))).toThrow(RangeError);
  });
});

describe('C2 exact odds', () => {
  it('hand-computed values', () => {
    // 100 % vs 0 %: the actor always wins.
    expect(d100OppositionOdds(duel(100, 0), { table })).toEqual({ actor: 1, opponent: 0, tie: 0, bothFail: 0 });
    // 50 vs 50, equal attributes: one-sided 2 × 0.25; both succeed 0.25 split by the higher die, 50 equal pairs tie.
    const even = d100OppositionOdds(duel(50, 50), { table });
    expect(even.tie).toBeCloseTo(50 / 10000, 12);
    expect(even.actor).toBeCloseTo(0.25 + 1225 / 10000, 12);
    expect(even.opponent).toBeCloseTo(even.actor, 12);
    expect(even.bothFail).toBeCloseTo(0.25, 12);
    // Higher attribute takes the 50 equal pairs.
    const stronger = d100OppositionOdds(duel(50, 50, 4, 3), { table });
    expect(stronger.actor).toBeCloseTo(0.25 + 1275 / 10000, 12);
    expect(stronger.tie).toBe(0);
    // 10 vs 100: the actor only wins on a lower opponent die: Σ_{x≤10}(x−1) = 45 pairs.
    expect(d100OppositionOdds(duel(10, 100), { table }).actor).toBeCloseTo(45 / 10000, 12);
  });

  it('equals the brute-force enumeration of the 100 × 100 dice pairs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 110 }),
        fc.integer({ min: -10, max: 110 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        (a, b, attrA, attrB, equal) => {
          const rules = { ...table, d100EqualSucceeds: equal };
          const input = duel(a, b, attrA, attrB);
          const odds = d100OppositionOdds(input, { table: rules });
          const counts = enumerate(input, rules);
          expect(odds.actor * 10000).toBeCloseTo(counts.actor, 6);
          expect(odds.opponent * 10000).toBeCloseTo(counts.opponent, 6);
          expect(odds.tie * 10000).toBeCloseTo(counts.tie, 6);
          expect(odds.bothFail * 10000).toBeCloseTo(counts.none, 6);
        },
      ),
      { numRuns: 40 },
    );
  });


  it.each([
    [60, 45, 3, 4],
    [35, 35, 3, 3],
  ])('%i %% vs %i %% (attributes %i/%i) agree with 100 000 seeded oppositions', (a, b, attrA, attrB) => {
    const deps = seeded(7000 + a + b);
    const input = duel(a, b, attrA, attrB);
    const counts = tally(SIMULATION_DRAWS, () => rollD100Opposition(input, deps).value.winner);
    const odds = d100OppositionOdds(input, deps);
    expectCloseToExact(odds.actor, counts.get('actor') ?? 0);
    expectCloseToExact(odds.opponent, counts.get('opponent') ?? 0);
    expectCloseToExact(odds.tie, counts.get('tie') ?? 0);
    expectCloseToExact(odds.bothFail, counts.get('none') ?? 0);
  });
});
