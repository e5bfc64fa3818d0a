import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HAND_TICK_BOUNDS, tickClockByHand, tickClockByRoll, tickFactionClock } from './tick';
import type { ClockRollMethod } from './rolls';
import { unwrap } from '../core/outcome';
import type { GameClock } from '../model/clock';
import { makeFaction, scripted, seeded } from '../testing/factories';

const crew = { kind: 'crew', id: 'crew-1' } as const;
const lampions = { kind: 'faction', id: 'f-1' } as const;
const clock = (overrides: Partial<GameClock> = {}): GameClock => ({ id: 'k-1', name: 'Prendre le port', owner: crew, segments: 6, filled: 0, ...overrides });
const action1: ClockRollMethod = { kind: 'action', pool: 1 };

describe('K2 hand ticks: ±n, clamped to 0..segments', () => {
  it('+2 on 1/6 → 3/6, no clamp', () => {
    const outcome = tickClockByHand([clock({ filled: 1 })], { clockId: 'k-1', delta: 2 });
    expect(outcome).toEqual({
      ok: true,
      value: {
        clocks: [clock({ filled: 3 })],
        clock: clock({ filled: 3 }),
        from: 1,
        ticks: 2,
        ticked: 2,
        overflow: 0,
        clamped: false,
        full: false,
        completed: false,
        unlocked: [],
        race: null,
      },
      reasons: [{ rule: 'K2', code: 'hand_ticked', values: { clock: 'k-1', from: 1, delta: 2, to: 3, segments: 6 } }],
      rolls: [],
    });
  });

  it('+4 on 5/6 → 6/6, 3 lost to the clamp, and the clock filled (K1)', () => {
    const outcome = tickClockByHand([clock({ filled: 5 })], { clockId: 'k-1', delta: 4 });
    const result = unwrap(outcome);
    expect(result).toMatchObject({ from: 5, ticks: 4, ticked: 1, overflow: 3, clamped: true, full: true, completed: true });
    expect(outcome.ok && outcome.reasons.slice(1)).toEqual([
      { rule: 'K2', code: 'tick_clamped', values: { clock: 'k-1', asked: 9, to: 6, bound: 'full' } },
      { rule: 'K1', code: 'clock_filled', values: { clock: 'k-1', name: 'Prendre le port' } },
    ]);
  });

  it('−3 on 2/6 → 0/6, 1 lost to the clamp at empty; a full clock ticked again stays full, not completed again', () => {
    const down = tickClockByHand([clock({ filled: 2 })], { clockId: 'k-1', delta: -3 });
    expect(unwrap(down)).toMatchObject({ ticked: -2, overflow: 1, clamped: true, full: false });
    expect(down.ok && down.reasons[1]).toEqual({ rule: 'K2', code: 'tick_clamped', values: { clock: 'k-1', asked: -1, to: 0, bound: 'empty' } });
    expect(unwrap(tickClockByHand([clock({ filled: 6 })], { clockId: 'k-1', delta: 1 }))).toMatchObject({ full: true, completed: false, ticked: 0 });
  });

  it.each([0, 1.5, 13, -13, Number.NaN])('refuses a delta of %d', (delta) => {
    expect(tickClockByHand([clock()], { clockId: 'k-1', delta })).toEqual({
      ok: false,
      error: { rule: 'K2', code: 'invalid_delta', values: { delta, min: -12, max: 12 } },
    });
    expect(HAND_TICK_BOUNDS).toEqual({ min: -12, max: 12 });
  });

  it('refuses an unknown clock and a board that does not hold (K1)', () => {
    expect(tickClockByHand([clock()], { clockId: 'ghost', delta: 1 })).toMatchObject({ ok: false, error: { rule: 'K2', code: 'unknown_clock' } });
    expect(tickClockByHand([clock({ filled: 9 })], { clockId: 'k-1', delta: -1 })).toMatchObject({ ok: false, error: { rule: 'K1', code: 'invalid_filled' } });
  });

  it('the GM’s hand may tick a locked clock (said so, K6)', () => {
    const board = [clock({ id: 'a' }), clock({ id: 'b', requires: 'a' })];
    const outcome = tickClockByHand(board, { clockId: 'b', delta: 1 });
    expect(outcome.ok && outcome.reasons[1]).toEqual({ rule: 'K6', code: 'ticked_while_locked', values: { clock: 'b', requires: 'a' } });
  });

  it('filled stays within 0..segments whatever the hand does (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(12), fc.array(fc.integer({ min: -12, max: 12 }).filter((d) => d !== 0), { maxLength: 12 }), (segments, start, deltas) => {
        let board = [clock({ segments, filled: Math.min(start, segments) })];
        for (const delta of deltas) {
          const r = unwrap(tickClockByHand(board, { clockId: 'k-1', delta }));
          expect(r.clock.filled).toBeGreaterThanOrEqual(0);
          expect(r.clock.filled).toBeLessThanOrEqual(segments);
          expect(r.ticked + (r.clamped ? Math.sign(delta) * r.overflow : 0)).toBe(delta);
          board = [...r.clocks];
        }
      }),
    );
  });

  it('+n then −n (or −n then +n) returns to the start unless clamped (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(12), fc.integer({ min: -12, max: 12 }).filter((d) => d !== 0), (segments, start, delta) => {
        const from = Math.min(start, segments);
        const first = unwrap(tickClockByHand([clock({ segments, filled: from })], { clockId: 'k-1', delta }));
        const back = unwrap(tickClockByHand(first.clocks, { clockId: 'k-1', delta: -delta }));
        if (!first.clamped) {
          expect(back.clamped).toBe(false);
          expect(back.clock.filled).toBe(from);
        }
      }),
    );
  });
});

describe('K3 an action roll ticks the clock', () => {
  it('« lance l’une de ses actions »: 1 die showing 5 on 2/6 → 4/6, the reasons end with the tick', () => {
    const outcome = tickClockByRoll([clock({ filled: 2 })], { clockId: 'k-1', method: action1 }, scripted([5]));
    expect(unwrap(outcome)).toMatchObject({ from: 2, ticks: 2, ticked: 2, overflow: 0, clamped: false, full: false, completed: false });
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'K3', code: 'clock_ticked', values: { clock: 'k-1', ticks: 2, from: 2, to: 4, segments: 6, overflow: 0 } });
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'clock_action', dice: [5] }]);
  });

  it('a critical (5) on 4/6 fills it: 3 segments of overflow lost, as for a project', () => {
    const outcome = tickClockByRoll([clock({ filled: 4 })], { clockId: 'k-1', method: { kind: 'action', pool: 2 } }, scripted([6, 6]));
    expect(unwrap(outcome)).toMatchObject({ ticks: 5, ticked: 2, overflow: 3, clamped: true, full: true, completed: true });
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'K1', code: 'clock_filled', values: { clock: 'k-1', name: 'Prendre le port' } });
  });

  it('refuses a full clock, before any die', () => {
    expect(tickClockByRoll([clock({ filled: 6 })], { clockId: 'k-1', method: action1 }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'K3', code: 'clock_full', values: { clock: 'k-1', segments: 6 } },
    });
  });

  it('refuses a bad roll method and an unknown clock, naming the method’s rule', () => {
    expect(tickClockByRoll([clock()], { clockId: 'k-1', method: { kind: 'fortune', pool: 20 } }, scripted([]))).toMatchObject({ ok: false, error: { rule: 'K4', code: 'invalid_pool' } });
    expect(tickClockByRoll([clock()], { clockId: 'x', method: { kind: 'fortune', pool: 1 } }, scripted([]))).toMatchObject({ ok: false, error: { rule: 'K4', code: 'unknown_clock' } });
  });

  it('filled stays within 0..segments through any rolls (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(12), fc.integer({ min: 0, max: 4 }), fc.integer(), (segments, start, pool, seed) => {
        const deps = seeded(seed);
        let board: readonly GameClock[] = [clock({ segments, filled: Math.min(start, segments), owner: lampions })];
        for (let i = 0; i < 6; i++) {
          const r = tickClockByRoll(board, { clockId: 'k-1', method: i % 2 ? { kind: 'fortune', pool } : { kind: 'faction_tier', tier: pool } }, deps);
          if (!r.ok) {
            expect(r.error.code).toBe('clock_full');
            break;
          }
          expect(r.value.clock.filled).toBeGreaterThanOrEqual(r.value.from);
          expect(r.value.clock.filled).toBeLessThanOrEqual(segments);
          board = r.value.clocks;
        }
      }),
    );
  });
});

describe('K6 links: a required clock locks rolls; filling it unlocks', () => {
  const board = [
    clock({ id: 'cercles', name: 'Fréquenter les cercles du pouvoir', segments: 4, filled: 3, unlocks: ['amitie'] }),
    clock({ id: 'amitie', name: 'Se lier d’amitié avec un conseiller', segments: 8 }),
    clock({ id: 'autre', segments: 4 }),
  ];

  it('« Il doit donc d’abord travailler sur un projet l’amenant à fréquenter les cercles de pouvoir concernés »: the locked clock refuses a roll', () => {
    expect(tickClockByRoll(board, { clockId: 'amitie', method: action1 }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'K6', code: 'clock_locked', values: { clock: 'amitie', requires: 'cercles', filled: 3, segments: 4 } },
    });
  });

  it('« Une fois que cela a été accompli, il peut commencer un nouveau projet »: filling the first unlocks the second', () => {
    const outcome = tickClockByRoll(board, { clockId: 'cercles', method: action1 }, scripted([2]));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ completed: true, unlocked: ['amitie'] });
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'K6', code: 'clock_unlocked', values: { clock: 'amitie', by: 'cercles' } });
    expect(unwrap(tickClockByRoll(result.clocks, { clockId: 'amitie', method: action1 }, scripted([4]))).clock.filled).toBe(2);
  });

  it('filling by hand unlocks too (the board, not the method, says what is unlocked)', () => {
    expect(unwrap(tickClockByHand(board, { clockId: 'cercles', delta: 1 })).unlocked).toEqual(['amitie']);
  });
});

describe('K7 races: the first clock to fill wins', () => {
  const board = [
    clock({ id: 'nous', name: 'Voler le registre', segments: 4, filled: 3, racesAgainst: 'eux' }),
    clock({ id: 'eux', name: 'Les Lampions brûlent le registre', owner: lampions, segments: 4, filled: 2, racesAgainst: 'nous' }),
  ];

  it('our clock fills first: we win, said in the result and the reasons', () => {
    const outcome = tickClockByRoll(board, { clockId: 'nous', method: action1 }, scripted([1]));
    expect(unwrap(outcome).race).toEqual({ rival: 'eux', winner: 'nous', decidedNow: true });
    expect(outcome.ok && outcome.reasons.at(-1)).toEqual({ rule: 'K7', code: 'race_won', values: { clock: 'nous', rival: 'eux' } });
  });

  it('a tick that does not fill says the race runs on', () => {
    expect(unwrap(tickClockByRoll(board, { clockId: 'eux', method: { kind: 'faction_tier', tier: 1 } }, scripted([2]))).race).toEqual({ rival: 'nous', winner: null, decidedNow: false });
  });

  it('once the rival filled, the loser refuses rolls; the hand may still fill it (the race stays the rival’s)', () => {
    const lost = board.map((c) => (c.id === 'eux' ? { ...c, filled: 4 } : c));
    expect(tickClockByRoll(lost, { clockId: 'nous', method: action1 }, scripted([]))).toEqual({
      ok: false,
      error: { rule: 'K7', code: 'race_lost', values: { clock: 'nous', rival: 'eux' } },
    });
    const hand = tickClockByHand(lost, { clockId: 'nous', delta: 1 });
    expect(unwrap(hand).race).toEqual({ rival: 'eux', winner: 'eux', decidedNow: false });
    expect(hand.ok && hand.reasons.at(-1)).toEqual({ rule: 'K7', code: 'race_already_lost', values: { clock: 'nous', rival: 'eux' } });
    expect(unwrap(tickClockByHand(lost, { clockId: 'nous', delta: -1 })).race?.winner).toBe('eux');
  });

  it('the winner ticked again by hand is still the winner; emptied, the race runs again', () => {
    const won = board.map((c) => (c.id === 'nous' ? { ...c, filled: 4 } : c));
    expect(unwrap(tickClockByHand(won, { clockId: 'nous', delta: 1 })).race).toEqual({ rival: 'eux', winner: 'nous', decidedNow: false });
    expect(unwrap(tickClockByHand(won, { clockId: 'nous', delta: -1 })).race).toEqual({ rival: 'eux', winner: null, decidedNow: false });
  });
});

describe('K5 a faction ticks its clock with its tier', () => {
  const factions = [makeFaction({ id: 'f-1', tier: 2 }), makeFaction({ id: 'f-0', name: 'Les Rats', tier: 0 })];
  const board = [clock({ owner: lampions, segments: 8, filled: 1 }), clock({ id: 'rats', owner: { kind: 'faction', id: 'f-0' }, segments: 4 }), clock({ id: 'pc', owner: crew })];

  it('tier 2 showing 6,3 ticks 3 (D4 reading): 1/8 → 4/8, the tier named in the first reason', () => {
    const outcome = tickFactionClock(board, factions, { clockId: 'k-1' }, scripted([6, 3]));
    expect(unwrap(outcome).clock.filled).toBe(4);
    expect(outcome.ok && outcome.reasons.slice(0, 2)).toEqual([
      { rule: 'K5', code: 'faction_rolls_tier', values: { faction: 'f-1', name: 'Les Lampions', tier: 2 } },
      { rule: 'K5', code: 'pool_from_faction_tier', values: { tier: 2 } },
    ]);
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'faction_clock', dice: [6, 3] }]);
  });

  it('table rule factionClockTicks = reduced: the same 6,3 ticks 2', () => {
    expect(unwrap(tickFactionClock(board, factions, { clockId: 'k-1' }, scripted([6, 3], { factionClockTicks: 'reduced' }))).ticked).toBe(2);
  });

  it('a tier-0 faction under « noRoll » rolls nothing and its clock does not move', () => {
    const outcome = tickFactionClock(board, factions, { clockId: 'rats', extraDice: 0, shift: 1 }, scripted([], { factionTierZero: 'noRoll' }));
    expect(unwrap(outcome)).toMatchObject({ ticks: 0, ticked: 0, completed: false });
    expect(outcome.ok && outcome.rolls).toEqual([]);
  });

  it.each([
    ['ghost', 'unknown_clock'],
    ['pc', 'not_a_faction_clock'],
  ])('refuses clock %s (%s)', (clockId, code) => {
    expect(tickFactionClock(board, factions, { clockId }, scripted([]))).toMatchObject({ ok: false, error: { rule: 'K5', code } });
  });

  it('refuses a faction the crew does not know, a tier roll on a clock of no faction, and passes on a board refusal', () => {
    expect(tickFactionClock(board, [], { clockId: 'k-1' }, scripted([]))).toMatchObject({ ok: false, error: { rule: 'K5', code: 'unknown_faction' } });
    expect(tickClockByRoll(board, { clockId: 'pc', method: { kind: 'faction_tier', tier: 2 } }, scripted([]))).toMatchObject({ ok: false, error: { rule: 'K5', code: 'not_a_faction_clock' } });
    expect(tickFactionClock([...board, clock({ id: 'bad', segments: 20 })], factions, { clockId: 'k-1' }, scripted([]))).toMatchObject({ ok: false, error: { rule: 'K1', code: 'invalid_segments' } });
  });
});
