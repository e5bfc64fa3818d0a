import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDowntimeEvent } from './reducer';
import { replayDowntime, type StoredDowntimeEvent } from './replay';
import { initialDowntimeState, type DowntimeState } from './state';
import { downtimeEventSchema, type DowntimeEvent } from './events';
import { crewBoard, crewClocks } from './clocks';
import { makeCharacter, makeCrew, makeFaction, scripted, seeded } from '../testing/factories';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import type { Outcome } from '../core/outcome';
import type { CrewClock } from '../model/clock';
import type { Crew } from '../model/crew';

const table = DEFAULT_TABLE_RULES;

function crew(overrides: Partial<Crew> = {}): Crew {
  return makeCrew({
    characters: [
      makeCharacter({
        id: 'pc-1',
        healing: { id: 'healing-pc-1', name: 'healing', segments: 4, filled: 1 },
        projects: [{ id: 'p-1', name: 'Le plan du coffre', segments: 16, filled: 5, requires: null }],
      }),
    ],
    factions: [makeFaction({ id: 'f-1', name: 'La Confrérie', tier: 2 }), makeFaction({ id: 'f-0', name: 'Les Rats', tier: 0 })],
    ...overrides,
  });
}

function clock(overrides: Partial<CrewClock> = {}): CrewClock {
  return { id: 'k-1', name: 'La Garde se rapproche', owner: { kind: 'crew', id: 'crew-1' }, segments: 6, filled: 0, visibility: 'open', onFill: '', ...overrides };
}

/** Applies events in order, each with its own dice; fails the test on any refusal. */
function run(state: DowntimeState, steps: readonly [DowntimeEvent, readonly number[]][]): { state: DowntimeState; history: StoredDowntimeEvent[] } {
  const history: StoredDowntimeEvent[] = [];
  let current = state;
  for (const [event, dice] of steps) {
    const applied = applyDowntimeEvent(current, downtimeEventSchema.parse(event) as DowntimeEvent, scripted(dice));
    if (!applied.ok) throw new Error(`${event.type} refused: ${applied.error.rule} ${applied.error.code}`);
    expect(applied.value.dice).toEqual(dice);
    history.push({ event, dice: applied.value.dice });
    current = applied.value.state;
  }
  return { state: current, history };
}

function refusal<T>(outcome: Outcome<T>): { rule: string; code: string } {
  expect(outcome.ok).toBe(false);
  return outcome.ok ? { rule: '', code: '' } : { rule: outcome.error.rule, code: outcome.error.code };
}

const danger = clock();
const docks = clock({ id: 'k-2', name: 'Prendre les Docks', owner: { kind: 'faction', id: 'f-1' }, segments: 8, filled: 3, visibility: 'name_only', onFill: 'La Confrérie tient le port.' });

describe('K1: the crew keeps its clocks and its factions’ (clock_save, clock_remove)', () => {
  it('a danger clock of the crew and a goal clock of a faction are set, in that order, with what players know', () => {
    const { state } = run(initialDowntimeState(crew()), [
      [{ type: 'clock_save', clock: danger }, []],
      [{ type: 'clock_save', clock: docks }, []],
    ]);
    expect(crewClocks(state.crew).map((c) => [c.id, c.visibility])).toEqual([['k-1', 'open'], ['k-2', 'name_only']]);
    // The board adds each character's healing clock and projects, as clocks of their character.
    expect(crewBoard(state.crew).map((c) => `${c.owner.kind}:${c.id}`)).toEqual(['crew:k-1', 'faction:k-2', 'character:healing-pc-1', 'character:p-1']);
  });

  it('a crew stored before clocks were its own has none, and its board is its characters’ clocks', () => {
    expect(crewClocks(crew())).toEqual([]);
    expect(crewBoard(crew()).map((c) => c.id)).toEqual(['healing-pc-1', 'p-1']);
  });

  it('editing a clock says what players now know (name only → open) and keeps its place', () => {
    const { state } = run(initialDowntimeState(crew({ clocks: [danger, docks] })), []);
    const applied = applyDowntimeEvent(state, { type: 'clock_save', clock: { ...docks, visibility: 'open' } }, scripted([]));
    expect(applied.ok && applied.reasons).toEqual([
      { rule: 'K1', code: 'clock_edited', values: { clock: 'k-2', name: 'Prendre les Docks', owner: 'faction', ownerId: 'f-1', segments: 8, filled: 3 } },
      { rule: 'K1', code: 'clock_visibility', values: { clock: 'k-2', name: 'Prendre les Docks', owner: 'faction', ownerId: 'f-1', segments: 8, filled: 3, from: 'name_only', to: 'open' } },
    ]);
    expect(applied.ok && applied.value.detail).toEqual({ id: 'k-2', added: false });
  });

  it('refuses an owner the crew does not have, an id another clock of the board holds, a link to nowhere', () => {
    const state = initialDowntimeState(crew());
    expect(refusal(applyDowntimeEvent(state, { type: 'clock_save', clock: clock({ owner: { kind: 'faction', id: 'nope' } }) }, scripted([])))).toEqual({ rule: 'K1', code: 'unknown_owner' });
    expect(refusal(applyDowntimeEvent(state, { type: 'clock_save', clock: clock({ owner: { kind: 'crew', id: 'crew-2' } }) }, scripted([])))).toEqual({ rule: 'K1', code: 'unknown_owner' });
    expect(refusal(applyDowntimeEvent(state, { type: 'clock_save', clock: clock({ id: 'p-1' }) }, scripted([])))).toEqual({ rule: 'K1', code: 'duplicate_clock' });
    expect(refusal(applyDowntimeEvent(state, { type: 'clock_save', clock: clock({ requires: 'ghost' }) }, scripted([])))).toEqual({ rule: 'K6', code: 'unknown_linked_clock' });
  });

  it('K7: a rival named races back, and an edit that drops the race ends it on both sides', () => {
    const { state } = run(initialDowntimeState(crew({ clocks: [danger] })), [[{ type: 'clock_save', clock: { ...docks, racesAgainst: 'k-1' } }, []]]);
    expect(crewClocks(state.crew).find((c) => c.id === 'k-1')?.racesAgainst).toBe('k-2');
    const ended = run(state, [[{ type: 'clock_save', clock: { ...docks, racesAgainst: null } }, []]]).state;
    expect(crewClocks(ended.crew).map((c) => c.racesAgainst ?? null)).toEqual([null, null]);
  });

  it('K6: a clock may require a character’s project; removing a clock takes its links with it', () => {
    const { state } = run(initialDowntimeState(crew({ clocks: [danger] })), [
      [{ type: 'clock_save', clock: { ...docks, requires: 'k-1' } }, []],
      [{ type: 'clock_save', clock: clock({ id: 'k-3', name: 'Le casse', requires: 'p-1', unlocks: ['k-2'] }) }, []],
      [{ type: 'clock_remove', id: 'k-1' }, []],
    ]);
    expect(crewClocks(state.crew).map((c) => [c.id, c.requires ?? null, c.unlocks ?? []])).toEqual([
      ['k-2', null, []],
      ['k-3', 'p-1', ['k-2']],
    ]);
    expect(refusal(applyDowntimeEvent(state, { type: 'clock_remove', id: 'k-1' }, scripted([])))).toEqual({ rule: 'K1', code: 'unknown_clock' });
  });

  it('a faction leaves the sheet with its clocks', () => {
    const { state } = run(initialDowntimeState(crew({ clocks: [danger, { ...docks, unlocks: ['k-1'] }] })), [[{ type: 'faction_remove', id: 'f-1' }, []]]);
    expect(crewClocks(state.crew).map((c) => c.id)).toEqual(['k-1']);
    expect(state.crew.factions.map((f) => f.id)).toEqual(['f-0']);
  });
});

describe('K2: the GM ticks a clock by hand (clock_tick)', () => {
  it('+2 on the danger clock, −1 on a project and +9 on a healing clock (clamped), each written where the clock lives', () => {
    const { state } = run(initialDowntimeState(crew({ clocks: [danger] })), [
      [{ type: 'clock_tick', clockId: 'k-1', delta: 2 }, []],
      [{ type: 'clock_tick', clockId: 'p-1', delta: -1 }, []],
      [{ type: 'clock_tick', clockId: 'healing-pc-1', delta: 9 }, []],
    ]);
    expect(crewClocks(state.crew)[0]?.filled).toBe(2);
    const pc = state.crew.characters[0];
    expect(pc?.projects[0]?.filled).toBe(4);
    expect(pc?.healing.filled).toBe(4);
  });

  it('says the clamp and what the step moved', () => {
    const applied = applyDowntimeEvent(initialDowntimeState(crew({ clocks: [clock({ filled: 5 })] })), { type: 'clock_tick', clockId: 'k-1', delta: 3 }, scripted([]));
    expect(applied.ok && applied.value.detail).toEqual({ clock: 'k-1', from: 5, to: 6, segments: 6, ticks: 3, ticked: 1, overflow: 2, completed: true, unlocked: [], race: null });
    expect(applied.ok && applied.reasons.map((r) => r.code)).toEqual(['hand_ticked', 'tick_clamped', 'clock_filled']);
  });

  it('a tick of 0 or past ±12 is not a step', () => {
    expect(downtimeEventSchema.safeParse({ type: 'clock_tick', clockId: 'k-1', delta: 0 }).success).toBe(false);
    expect(downtimeEventSchema.safeParse({ type: 'clock_tick', clockId: 'k-1', delta: 13 }).success).toBe(false);
  });
});

describe('K3–K5: a roll ticks a clock (clock_roll)', () => {
  it('K5: La Confrérie (tier II) rolls its tier on « Prendre les Docks »: 6 → 3 segments (the D4 reading), 3/8 → 6/8', () => {
    const { state } = run(initialDowntimeState(crew({ clocks: [docks] })), [[{ type: 'clock_roll', clockId: 'k-2', roll: { kind: 'faction_tier' } }, [6, 2]]]);
    expect(crewClocks(state.crew)[0]?.filled).toBe(6);
  });

  it('K5: a faction’s tier roll on the crew’s own clock is refused before any die', () => {
    const applied = applyDowntimeEvent(initialDowntimeState(crew({ clocks: [danger] })), { type: 'clock_roll', clockId: 'k-1', roll: { kind: 'faction_tier' } }, scripted([]));
    expect(refusal(applied)).toEqual({ rule: 'K5', code: 'not_a_faction_clock' });
  });

  it('K5: a tier-0 faction keeps the lowest of two dice (table rule factionTierZero, default)', () => {
    const rats = clock({ id: 'k-r', owner: { kind: 'faction', id: 'f-0' }, segments: 4 });
    const { state } = run(initialDowntimeState(crew({ clocks: [rats] })), [[{ type: 'clock_roll', clockId: 'k-r', roll: { kind: 'faction_tier' } }, [6, 4]]]);
    // lowest of 6 and 4 is 4 → band 4-5 → 2 segments.
    expect(crewClocks(state.crew)[0]?.filled).toBe(2);
  });

  it('K4: a fortune roll of the GM’s pool 2, band 4-5 → 2 segments', () => {
    const { state } = run(initialDowntimeState(crew({ clocks: [danger] })), [[{ type: 'clock_roll', clockId: 'k-1', roll: { kind: 'fortune', pool: 2 } }, [4, 1]]]);
    expect(crewClocks(state.crew)[0]?.filled).toBe(2);
  });

  it('K3: an action roll reads the character’s rating (study 2): a 6 ticks 3, helped 4', () => {
    const { state } = run(initialDowntimeState(crew({ clocks: [danger] })), [[{ type: 'clock_roll', clockId: 'k-1', roll: { kind: 'action', characterId: 'pc-1', action: 'study', helped: true } }, [6, 3]]]);
    expect(crewClocks(state.crew)[0]?.filled).toBe(4);
    const unknown = applyDowntimeEvent(initialDowntimeState(crew({ clocks: [danger] })), { type: 'clock_roll', clockId: 'k-1', roll: { kind: 'action', characterId: 'pc-1', action: 'tinker' } }, scripted([]));
    expect(refusal(unknown)).toEqual({ rule: 'K3', code: 'unknown_skill' });
  });

  it('a project or a healing clock is ticked by its downtime activity or by hand, never by a clock roll', () => {
    const applied = applyDowntimeEvent(initialDowntimeState(crew()), { type: 'clock_roll', clockId: 'p-1', roll: { kind: 'fortune', pool: 2 } }, scripted([]));
    expect(refusal(applied)).toEqual({ rule: 'K1', code: 'character_clock_roll' });
  });

  it('K6: filling the required clock unlocks the next one, which a roll could not tick before', () => {
    const heist = clock({ id: 'k-3', name: 'Le casse', requires: 'k-1', segments: 4 });
    const locked = initialDowntimeState(crew({ clocks: [clock({ filled: 5 }), heist] }));
    expect(refusal(applyDowntimeEvent(locked, { type: 'clock_roll', clockId: 'k-3', roll: { kind: 'fortune', pool: 1 } }, scripted([6])))).toEqual({ rule: 'K6', code: 'clock_locked' });
    const filled = applyDowntimeEvent(locked, { type: 'clock_tick', clockId: 'k-1', delta: 1 }, scripted([]));
    expect(filled.ok && filled.value.detail.unlocked).toEqual(['k-3']);
  });
});

describe('every clock step replays to the same crew', () => {
  const stepArb = fc.oneof(
    fc.record({ type: fc.constant('clock_tick' as const), clockId: fc.constantFrom('k-1', 'k-2', 'p-1', 'healing-pc-1'), delta: fc.integer({ min: -12, max: 12 }).filter((d) => d !== 0) }),
    fc.record({ type: fc.constant('clock_roll' as const), clockId: fc.constantFrom('k-1', 'k-2'), roll: fc.constant({ kind: 'fortune' as const, pool: 2 }) }),
    fc.record({ type: fc.constant('clock_roll' as const), clockId: fc.constant('k-2'), roll: fc.constant({ kind: 'faction_tier' as const }) }),
  );

  it('filled stays within 0..segments, and the history with its dice rebuilds the state exactly', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 25 }), fc.integer({ min: 1, max: 10_000 }), (events, seed) => {
        const start = crew({ clocks: [danger, docks] });
        let state = initialDowntimeState(start);
        const history: StoredDowntimeEvent[] = [];
        const deps = seeded(seed);
        for (const event of events) {
          const applied = applyDowntimeEvent(state, event, deps);
          if (!applied.ok) continue; // a roll on a full clock is refused, and changes nothing
          history.push({ event, dice: applied.value.dice });
          state = applied.value.state;
          for (const c of crewBoard(state.crew)) expect(c.filled >= 0 && c.filled <= c.segments).toBe(true);
        }
        const replayed = replayDowntime(start, history, table);
        expect(replayed.ok && replayed.value).toEqual(state);
      }),
    );
  });
});
