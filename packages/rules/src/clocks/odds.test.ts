import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RACE_ORDERS, clockFillOdds, clockRaceOdds, clockRollOdds, type ClockRaceOddsInput, type RaceOrder } from './odds';
import type { ClockRollMethod } from './rolls';
import { tickClockByRoll } from './tick';
import { clockCompletionOdds, recoveryOdds } from '../activities/clockOdds';
import { activityQualityOdds, type ActivityQualityModifiers } from '../activities/roll';
import type { OddsDeps } from '../core/deps';
import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import type { GameClock } from '../model/clock';
import { seeded } from '../testing/factories';
import { SIMULATION_DRAWS, expectCloseToExact } from '../testing/simulation';

const table = DEFAULT_TABLE_RULES;
const deps: OddsDeps = { table };

/** clockCompletionOdds as it was before K3 generalised it (kept verbatim to prove the numbers did not move). */
function legacyClockCompletionOdds(
  input: ActivityQualityModifiers & { segments: number; filled?: number; activities: number; pool: number },
  oddsDeps: OddsDeps,
): { probability: number; byActivity: number[] } {
  const segments = Math.max(1, Math.floor(input.segments));
  const activities = Math.max(0, Math.floor(input.activities));
  const start = Math.max(0, Math.floor(input.filled ?? 0));
  if (start >= segments) return { probability: 1, byActivity: Array.from({ length: activities }, () => 1) };
  const ticks = [...activityQualityOdds(input.pool, input, oddsDeps.table)];
  let state = new Array<number>(segments).fill(0);
  state[start] = 1;
  let done = 0;
  const byActivity: number[] = [];
  for (let k = 0; k < activities; k++) {
    const next = new Array<number>(segments).fill(0);
    for (let f = 0; f < segments; f++) {
      const p = state[f] as number;
      if (p === 0) continue;
      for (const [tick, q] of ticks) {
        const to = f + tick;
        if (to >= segments) done += p * q;
        else next[to] = (next[to] as number) + p * q;
      }
    }
    state = next;
    byActivity.push(Math.min(1, done));
  }
  return { probability: Math.min(1, done), byActivity };
}

const methodArb: fc.Arbitrary<ClockRollMethod> = fc.oneof(
  fc.record({ kind: fc.constant('action' as const), pool: fc.integer({ min: 0, max: 6 }), extraDice: fc.integer({ min: 0, max: 2 }), helped: fc.boolean(), selfSurgery: fc.boolean() }),
  fc.record({ kind: fc.constant('fortune' as const), pool: fc.integer({ min: 0, max: 6 }), extraDice: fc.integer({ min: 0, max: 2 }), shift: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ kind: fc.constant('faction_tier' as const), tier: fc.integer({ min: 0, max: 4 }), extraDice: fc.integer({ min: 0, max: 2 }), shift: fc.integer({ min: -3, max: 3 }) }),
);
const tableArb: fc.Arbitrary<TableRules> = fc
  .record({
    clockFortuneTicks: fc.constantFrom('actionQuality' as const, 'reduced' as const),
    factionClockTicks: fc.constantFrom('actionQuality' as const, 'reduced' as const),
    factionTierZero: fc.constantFrom('lowestOfTwo' as const, 'oneDie' as const, 'noRoll' as const),
  })
  .map((t) => ({ ...table, ...t }));

describe('K3–K5 odds that a clock fills within N rolls', () => {
  it('hand-computed: any tick distribution; 4 segments, ticks 1 or 3 at 1/2 each, 2 rolls → 1 − P(1,1) = 3/4', () => {
    const odds = clockFillOdds({ segments: 4, rolls: 2, ticks: new Map([[1, 0.5], [3, 0.5]]) });
    expect(odds.byRoll).toEqual([0, 0.75]);
    expect(clockFillOdds({ segments: 4, filled: 1, rolls: 1, ticks: new Map([[1, 0.5], [3, 0.5]]) }).probability).toBe(0.5);
    expect(clockFillOdds({ segments: 4, rolls: 3, ticks: new Map([[-2, 1]]) })).toEqual({ probability: 0, byRoll: [0, 0, 0] });
    expect(clockFillOdds({ segments: 4, filled: 4, rolls: 2, ticks: new Map() })).toEqual({ probability: 1, byRoll: [1, 1] });
  });

  it('K3 hand-computed: an action of one die on a 4-clock, 2 rolls → 5/12 (as a project)', () => {
    expect(clockRollOdds({ segments: 4, rolls: 2, method: { kind: 'action', pool: 1 } }, deps).probability).toBeCloseTo(5 / 12, 12);
  });

  it('K4 hand-computed: a fortune roll of 2 dice on a 6-clock never fills in one roll, fills in two with (2·9 + 2·16 + 100 + 2·10 + 1)/1296 = 19/144', () => {
    const odds = clockRollOdds({ segments: 6, rolls: 2, method: { kind: 'fortune', pool: 2 } }, deps);
    expect(odds.byRoll[0]).toBe(0);
    expect(odds.byRoll[1]).toBeCloseTo(171 / 1296, 12);
    expect(171 / 1296).toBeCloseTo(19 / 144, 12);
  });

  it('K5 hand-computed: tier 1 on a 4-clock at 2/4, one roll → 1/2 (4-5 or 6, D4) or 1/6 (only a 6, reduced)', () => {
    const method: ClockRollMethod = { kind: 'faction_tier', tier: 1 };
    expect(clockRollOdds({ segments: 4, filled: 2, rolls: 1, method }, deps).probability).toBeCloseTo(1 / 2, 12);
    expect(clockRollOdds({ segments: 4, filled: 2, rolls: 1, method }, { table: { ...table, factionClockTicks: 'reduced' } }).probability).toBeCloseTo(1 / 6, 12);
  });

  it('K5 hand-computed: tier 0 on a 4-clock at 1/4, one roll → 1/36 (lowest of two must be a 6), 1/6 (one die), 0 (no roll)', () => {
    const input = { segments: 4, filled: 1, rolls: 1, method: { kind: 'faction_tier', tier: 0 } as const };
    expect(clockRollOdds(input, deps).probability).toBeCloseTo(1 / 36, 12);
    expect(clockRollOdds(input, { table: { ...table, factionTierZero: 'oneDie' } }).probability).toBeCloseTo(1 / 6, 12);
    expect(clockRollOdds({ ...input, rolls: 5 }, { table: { ...table, factionTierZero: 'noRoll' } }).byRoll).toEqual([0, 0, 0, 0, 0]);
  });

  it('odds within N rolls stay in [0, 1] and never go down as N grows (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(12), fc.integer({ min: 0, max: 10 }), methodArb, tableArb, (segments, filled, rolls, method, t) => {
        const { byRoll, probability } = clockRollOdds({ segments, filled, rolls, method }, { table: t });
        expect(byRoll).toHaveLength(rolls);
        for (const p of byRoll) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
        }
        for (let k = 1; k < byRoll.length; k++) expect(byRoll[k]).toBeGreaterThanOrEqual((byRoll[k - 1] as number) - 1e-12);
        expect(probability).toBe(byRoll.at(-1) ?? (filled >= segments ? 1 : 0));
      }),
    );
  });

  it('more segments filled never lowers the odds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(11), fc.integer({ min: 1, max: 6 }), methodArb, (segments, filled, rolls, method) => {
        const f = Math.min(filled, segments - 1);
        const lower = clockRollOdds({ segments, filled: f, rolls, method }, deps).probability;
        const higher = clockRollOdds({ segments, filled: f + 1, rolls, method }, deps).probability;
        expect(higher).toBeGreaterThanOrEqual(lower - 1e-12);
      }),
    );
  });
});

describe('A5/A6 odds keep their numbers (K3 generalises them)', () => {
  it('project odds equal the old function’s exactly, and the action method’s (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
        fc.boolean(),
        (segments, filled, activities, pool, helped, selfSurgery) => {
          const input = { segments, filled, activities, pool, helped, selfSurgery };
          const now = clockCompletionOdds(input, deps);
          expect(now).toEqual(legacyClockCompletionOdds(input, deps));
          const general = clockRollOdds({ segments, filled, rolls: activities, method: { kind: 'action', pool, helped, selfSurgery } }, deps);
          expect(general.byRoll).toEqual(now.byActivity);
        },
      ),
    );
  });

  it('recovery odds equal the old function’s for every healing clock size', () => {
    for (let segments = 1; segments <= 12; segments++) {
      const t = { table: { ...table, healingClockSegments: segments } };
      expect(recoveryOdds({ activities: 4, pool: 2, selfSurgery: true }, t)).toEqual(legacyClockCompletionOdds({ segments, activities: 4, pool: 2, selfSurgery: true }, t));
    }
  });
});

describe('K7 odds of a race (exact)', () => {
  const oneDie2: ClockRaceOddsInput['a'] = { segments: 2, method: { kind: 'action', pool: 1 } };

  it('hand-computed: two 2-clocks, one die each (fill in one roll 1/2, in two surely), a rolls first: 1 round → a 1/2, b 1/4; 2 rounds → a 3/4, b 1/4', () => {
    const odds = clockRaceOdds({ a: oneDie2, b: oneDie2, rounds: 2, order: 'a_then_b' }, deps);
    expect(odds.byRound[0]).toEqual({ a: 0.5, b: 0.25, tie: 0, running: 0.25 });
    expect(odds).toEqual({ a: 0.75, b: 0.25, tie: 0, running: 0, byRound: [{ a: 0.5, b: 0.25, tie: 0, running: 0.25 }, { a: 0.75, b: 0.25, tie: 0, running: 0 }] });
  });

  it('hand-computed: the same race rolled at the same time: 1 round → a 1/4, b 1/4, tie 1/4; b first mirrors a first', () => {
    expect(clockRaceOdds({ a: oneDie2, b: oneDie2, rounds: 1, order: 'same_time' }, deps)).toMatchObject({ a: 0.25, b: 0.25, tie: 0.25, running: 0.25 });
    expect(clockRaceOdds({ a: oneDie2, b: oneDie2, rounds: 2, order: 'b_then_a' }, deps)).toMatchObject({ a: 0.25, b: 0.75 });
  });

  it('a clock full at the start has won; both full is a tie; no rounds, no odds per round', () => {
    const full = { ...oneDie2, filled: 2 };
    expect(clockRaceOdds({ a: full, b: oneDie2, rounds: 3, order: 'b_then_a' }, deps)).toMatchObject({ a: 1, b: 0, tie: 0, running: 0 });
    expect(clockRaceOdds({ a: full, b: full, rounds: 0, order: 'a_then_b' }, deps)).toEqual({ a: 0, b: 0, tie: 1, running: 0, byRound: [] });
  });

  it('K5 vs K3: the Lampions (tier 2, 8-clock) race our project (2 dice, 6-clock) — the odds add up with the undecided rest', () => {
    const odds = clockRaceOdds({ a: { segments: 6, method: { kind: 'action', pool: 2 } }, b: { segments: 8, method: { kind: 'faction_tier', tier: 2 } }, rounds: 4, order: 'a_then_b' }, deps);
    expect(odds.a + odds.b + odds.tie + odds.running).toBeCloseTo(1, 12);
    expect(odds.a).toBeGreaterThan(odds.b);
  });

  it('the parts sum to 1, the winners’ odds never go down with rounds and ties happen only at the same time (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 2, max: 12 }),
        fc.nat(12),
        fc.nat(12),
        methodArb,
        methodArb,
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(...RACE_ORDERS),
        (sa, sb, fa, fb, ma, mb, rounds, order: RaceOrder) => {
          const odds = clockRaceOdds({ a: { segments: sa, filled: Math.min(fa, sa), method: ma }, b: { segments: sb, filled: Math.min(fb, sb), method: mb }, rounds, order }, deps);
          expect(odds.byRound).toHaveLength(rounds);
          for (const at of [...odds.byRound, odds]) {
            expect(at.a + at.b + at.tie + at.running).toBeCloseTo(1, 9);
            for (const p of [at.a, at.b, at.tie, at.running]) {
              expect(p).toBeGreaterThanOrEqual(0);
              expect(p).toBeLessThanOrEqual(1);
            }
          }
          for (let k = 1; k < odds.byRound.length; k++) {
            const [before, after] = [odds.byRound[k - 1], odds.byRound[k]] as const;
            expect(after?.a).toBeGreaterThanOrEqual((before?.a ?? 0) - 1e-12);
            expect(after?.b).toBeGreaterThanOrEqual((before?.b ?? 0) - 1e-12);
            expect(after?.running).toBeLessThanOrEqual((before?.running ?? 1) + 1e-12);
          }
          const bothFullAtStart = fa >= sa && fb >= sb;
          if (order !== 'same_time' && !bothFullAtStart) expect(odds.tie).toBe(0);
        },
      ),
    );
  });

  it('agrees with 100 000 seeded races played with tickClockByRoll (our 2 dice on a 6-clock vs a tier-1 faction on a 4-clock, we roll first, 3 rounds)', () => {
    const crew = { kind: 'crew', id: 'crew-1' } as const;
    const start: GameClock[] = [
      { id: 'a', name: 'a', owner: crew, segments: 6, filled: 0, racesAgainst: 'b' },
      { id: 'b', name: 'b', owner: { kind: 'faction', id: 'f-1' }, segments: 4, filled: 0, racesAgainst: 'a' },
    ];
    const a: ClockRollMethod = { kind: 'action', pool: 2 };
    const b: ClockRollMethod = { kind: 'faction_tier', tier: 1 };
    const odds = clockRaceOdds({ a: { segments: 6, method: a }, b: { segments: 4, method: b }, rounds: 3, order: 'a_then_b' }, deps);
    const rollDeps = seeded(2024);
    let aWins = 0;
    let bWins = 0;
    for (let i = 0; i < SIMULATION_DRAWS; i++) {
      let board: readonly GameClock[] = start;
      for (let round = 0; round < 3; round++) {
        const ra = tickClockByRoll(board, { clockId: 'a', method: a }, rollDeps);
        if (!ra.ok) throw new Error(ra.error.code);
        board = ra.value.clocks;
        if (ra.value.race?.winner === 'a') {
          aWins++;
          break;
        }
        const rb = tickClockByRoll(board, { clockId: 'b', method: b }, rollDeps);
        if (!rb.ok) throw new Error(rb.error.code);
        board = rb.value.clocks;
        if (rb.value.race?.winner === 'b') {
          bWins++;
          break;
        }
      }
    }
    expectCloseToExact(odds.a, aWins);
    expectCloseToExact(odds.b, bWins);
  });
});
