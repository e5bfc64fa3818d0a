import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeCharacter, scripted } from '../testing';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import type { Character, D12Attribute } from '../model/character';
import { D12_ATTRIBUTES } from '../model/character';
import { D12_DAMAGE_KINDS, d12TakeDamage } from './damage';
import { d12PoolRoom, d12Rest, d12RestPoints, d12RestorePools } from './rest';
import { d12EndCycle, d12EndScenario, d12TraitPyramidHolds, type D12TraitAdvance } from './milestones';
import { d12LoseComfort } from './aspects';
import { d12SheetProblems } from './sheet';
import { d12DegreeRank, d12RollAction, type D12Degree } from './action';
import { d12GiveOfOneself } from './giving';
import { d12ActionOdds, d12GivingOdds, d12RerollOdds, d12SuccessChance } from './odds';

const attribute = fc.constantFrom<D12Attribute>(...D12_ATTRIBUTES);

const poolAttribute = fc
  .integer({ min: 1, max: 12 })
  .chain((value) => fc.record({ value: fc.constant(value), pool: fc.integer({ min: 1, max: value }) }));

const sheet = fc
  .record({ body: poolAttribute, mind: poolAttribute, soul: poolAttribute, destiny: fc.integer({ min: 0, max: 3 }) })
  .map(({ destiny, ...pools }) => makeCharacter({ pools, destiny }));

/** Fills the pools in order with a rest's points, as a player may. */
function fill(c: Character, points: number): Partial<Record<D12Attribute, number>> {
  let left = Math.min(points, d12PoolRoom(c));
  const allocation: Partial<Record<D12Attribute, number>> = {};
  for (const a of D12_ATTRIBUTES) {
    const add = Math.min(left, c.pools[a].value - c.pools[a].pool);
    allocation[a] = add;
    left -= add;
  }
  return allocation;
}

type Step =
  | { t: 'damage'; kind: (typeof D12_DAMAGE_KINDS)[number]; amount: number; destiny: boolean }
  | { t: 'rest'; hours: number; comfort: boolean; random: Partial<Record<D12Attribute, number>> | null }
  | { t: 'restore' }
  | { t: 'cycle'; attribute: D12Attribute }
  | { t: 'lose_comfort' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ t: fc.constant('damage' as const), kind: fc.constantFrom(...D12_DAMAGE_KINDS), amount: fc.integer({ min: 0, max: 14 }), destiny: fc.boolean() }),
  fc.record({
    t: fc.constant('rest' as const),
    hours: fc.integer({ min: 0, max: 48 }),
    comfort: fc.boolean(),
    random: fc.option(fc.record({ body: fc.nat(6), mind: fc.nat(6), soul: fc.nat(6) }), { nil: null }),
  }),
  fc.constant({ t: 'restore' as const }),
  fc.record({ t: fc.constant('cycle' as const), attribute }),
  fc.constant({ t: 'lose_comfort' as const }),
);

function apply(c: Character, s: Step): Character {
  switch (s.t) {
    case 'damage': {
      const o = d12TakeDamage(c, { kind: s.kind, amount: s.amount, spendDestinyToAvoidZero: s.destiny });
      return o.ok ? o.value.character : c;
    }
    case 'rest': {
      const allocation = s.random ?? fill(c, d12RestPoints(c, s.hours, s.comfort).points);
      const o = d12Rest(c, { hours: s.hours, safe: true, comfortNearby: s.comfort, allocation });
      return o.ok ? o.value.character : c;
    }
    case 'restore':
      return c.status === 'out' ? c : d12RestorePools(c).character;
    case 'cycle': {
      const o = d12EndCycle(c, { attribute: s.attribute });
      return o.ok ? o.value.character : c;
    }
    case 'lose_comfort': {
      const o = d12LoseComfort(c);
      return o.ok ? o.value.character : c;
    }
  }
}

describe('invariants', () => {
  it('pools stay 0–12 and ≤ value after any sequence of damage, rest, restoring and cycles; a pool at 0 means out', () => {
    let outs = 0;
    let raisedPools = 0;
    fc.assert(
      fc.property(sheet, fc.array(step, { maxLength: 30 }), (start, steps) => {
        let c = start;
        for (const s of steps) {
          c = apply(c, s);
          expect(d12SheetProblems(c)).toEqual([]);
          for (const a of D12_ATTRIBUTES) {
            expect(c.pools[a].pool).toBeGreaterThanOrEqual(0);
            expect(c.pools[a].pool).toBeLessThanOrEqual(Math.min(12, c.pools[a].value));
          }
          const empty = D12_ATTRIBUTES.some((a) => c.pools[a].pool === 0);
          expect(empty).toBe(c.status === 'out');
        }
        if (c.status === 'out') outs++;
        if (D12_ATTRIBUTES.some((a) => c.pools[a].value > start.pools[a].value)) raisedPools++;
      }),
      { numRuns: 300 },
    );
    // Not vacuous: characters do go out, and values do rise.
    expect(outs).toBeGreaterThan(0);
    expect(raisedPools).toBeGreaterThan(0);
  });

  const advance: fc.Arbitrary<D12TraitAdvance> = fc.oneof(
    fc.record({ kind: fc.constant('new_trait' as const), name: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H') }),
    fc.record({ kind: fc.constant('raise_trait' as const), name: fc.constantFrom('Crocheteuse', 'Bagarreuse', 'Beau parleur', 'A', 'B', 'C', 'D') }),
    fc.constant({ kind: 'none' as const }),
  );

  it.each(['fate', 'none'] as const)('traits stay +1..+3 (and the pyramid holds under %s) after any sequence of scenario milestones', (mode) => {
    const deps = { table: { ...DEFAULT_TABLE_RULES, traitPyramid: mode } };
    let raisedToThree = 0;
    let brokenPyramids = 0;
    fc.assert(
      fc.property(fc.array(advance, { maxLength: 40 }), (advances) => {
        let c = makeCharacter();
        for (const a of advances) {
          const o = d12EndScenario(c, a, deps);
          if (!o.ok) continue;
          c = o.value.character;
          // Ratings +1..+3, names distinct.
          expect(d12SheetProblems(c)).toEqual([]);
          if (mode === 'fate') expect(d12TraitPyramidHolds(c.traits, 'fate')).toBe(true);
        }
        if (c.traits.some((t) => t.rating === 3)) raisedToThree++;
        if (!d12TraitPyramidHolds(c.traits, 'fate')) brokenPyramids++;
      }),
      { numRuns: 300 },
    );
    // The sequences do reach the cap; only 'none' lets the pyramid break.
    expect(raisedToThree).toBeGreaterThan(0);
    expect(brokenPyramids > 0).toBe(mode === 'none');
  });

  it('giving of oneself never reaches a critical success, never lifts a critical failure, and raises one step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 30 }), (pool, die, threshold) => {
        const c = makeCharacter({ pools: { ...makeCharacter().pools, body: { value: 12, pool } } });
        const rolled = d12RollAction(c, { attribute: 'body', threshold }, scripted([die]));
        if (!rolled.ok) throw new Error('unexpected refusal');
        const given = d12GiveOfOneself(c, rolled.value, { table: DEFAULT_TABLE_RULES });
        const before: D12Degree = rolled.value.degree;
        if (before === 'critical_failure' || before === 'success' || before === 'critical_success') {
          expect(given.ok).toBe(false);
        } else {
          expect(given.ok).toBe(true);
          if (given.ok) {
            expect(d12DegreeRank(given.value.result.degree)).toBe(d12DegreeRank(before) + 1);
            expect(given.value.result.degree).not.toBe('critical_success');
            expect(given.value.character.pools.body.pool).toBe(pool - 1);
          }
        }
      }),
    );
  });

  it('odds sum to 1, and giving or a re-roll never lowers the chance of success', () => {
    const table = fc.constantFrom<TableRules>(
      DEFAULT_TABLE_RULES,
      { ...DEFAULT_TABLE_RULES, d12NaturalExtremes: 'withTotal', d12GivingLastPoint: 'refuse' },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 4 }),
        table,
        (pool, traitBonus, modifier, threshold, willing, t) => {
          const input = { pool, traitBonus, modifier, threshold };
          const deps = { table: t };
          const base = d12ActionOdds(input, deps);
          expect(Object.values(base).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
          const giving = d12GivingOdds({ ...input, willing }, deps);
          expect(Object.values(giving.degrees).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
          expect(giving.atLeastComplication).toBeGreaterThanOrEqual(d12SuccessChance(base) - 1e-12);
          expect(giving.degrees.critical_success).toBeCloseTo(base.critical_success, 12);
          expect(giving.degrees.critical_failure).toBeCloseTo(base.critical_failure, 12);
          const reroll = d12RerollOdds(input, deps);
          expect(reroll.success).toBeGreaterThanOrEqual(reroll.withoutReroll - 1e-12);
        },
      ),
    );
  });
});
