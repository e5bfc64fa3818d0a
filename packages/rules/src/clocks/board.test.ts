import { describe, expect, it } from 'vitest';
import {
  characterClocks,
  clockLock,
  clockRequirements,
  clockRival,
  clocksUnlockedBy,
  createClock,
  raceStatus,
  validateClock,
  validateClocks,
} from './board';
import { unwrap } from '../core/outcome';
import type { GameClock } from '../model/clock';
import { CLOCK_SEGMENT_BOUNDS, USUAL_CLOCK_SEGMENTS, withOwner } from '../model/clock';
import { gameClockSchema } from '../model/schemas';
import { makeCharacter } from '../testing/factories';

const crew = { kind: 'crew', id: 'crew-1' } as const;
const faction = { kind: 'faction', id: 'f-1' } as const;
const clock = (overrides: Partial<GameClock> = {}): GameClock => ({ id: 'k-1', name: 'Gagner la confiance du conseiller', owner: crew, segments: 6, filled: 0, ...overrides });

describe('K1 a clock: 2..12 segments, 0..segments filled', () => {
  it.each([4, 6, 8, 12])('« le MJ annoncera le niveau à atteindre pour le contrat »: %i segments is a usual size', (segments) => {
    const outcome = validateClock(clock({ segments }));
    expect(outcome).toEqual({
      ok: true,
      value: clock({ segments }),
      reasons: [{ rule: 'K1', code: 'clock_checked', values: { clock: 'k-1', segments, filled: 0, usualSize: true } }],
      rolls: [],
    });
  });

  it.each([2, 3, 5, 7, 9, 10, 11])('any size the GM sets in 2..12 is valid: %i segments (not a usual size, said so)', (segments) => {
    const outcome = validateClock(clock({ segments, filled: segments }));
    expect(outcome.ok && outcome.reasons[0]?.values).toMatchObject({ segments, filled: segments, usualSize: false });
  });

  it.each([
    [{ segments: 1 }, 'invalid_segments'],
    [{ segments: 13 }, 'invalid_segments'],
    [{ segments: 4.5 }, 'invalid_segments'],
    [{ filled: -1 }, 'invalid_filled'],
    [{ filled: 7 }, 'invalid_filled'],
    [{ filled: 1.5 }, 'invalid_filled'],
    [{ owner: { kind: 'gang', id: 'x' } as unknown as GameClock['owner'] }, 'invalid_owner'],
  ])('refuses %j (%s)', (overrides, code) => {
    expect(validateClock(clock(overrides))).toMatchObject({ ok: false, error: { rule: 'K1', code } });
  });

  it('the bounds and usual sizes are the ones stated, and the schema agrees with the check', () => {
    expect(CLOCK_SEGMENT_BOUNDS).toEqual({ min: 2, max: 12 });
    expect(USUAL_CLOCK_SEGMENTS).toEqual([4, 6, 8, 12]);
    for (let segments = 0; segments <= 14; segments++) {
      for (const filled of [-1, 0, segments, segments + 1]) {
        const c = clock({ segments, filled });
        expect(gameClockSchema.safeParse(c).success, `${segments}/${filled}`).toBe(validateClock(c).ok);
      }
    }
  });

  it('a project and the healing clock are clocks of their character (withOwner, characterClocks)', () => {
    const pc = makeCharacter({ projects: [{ id: 'p-1', name: 'Rituel', segments: 8, filled: 3, requires: null }] });
    const owner = { kind: 'character', id: 'pc-1' } as const;
    expect(characterClocks(pc)).toEqual([
      { id: 'healing-pc-1', name: 'healing', segments: 4, filled: 0, owner },
      { id: 'p-1', name: 'Rituel', segments: 8, filled: 3, requires: null, owner },
    ]);
    expect(withOwner(pc.healing, owner).owner).toBe(owner);
    expect(unwrap(validateClocks(characterClocks(pc)))).toHaveLength(2);
  });
});

describe('K1 the GM sets a clock', () => {
  it('« ainsi que la méthode permettant de le compléter »: a faction clock of 8, with its reasons', () => {
    const outcome = createClock([], { id: 'k-1', name: 'Prendre le port', owner: faction, segments: 8 });
    const { clocks, clock: created } = unwrap(outcome);
    expect(created).toEqual({ id: 'k-1', name: 'Prendre le port', owner: faction, segments: 8, filled: 0, requires: null, unlocks: [], racesAgainst: null });
    expect(clocks).toEqual([created]);
    expect(outcome.ok && outcome.reasons).toEqual([
      { rule: 'K1', code: 'clock_created', values: { clock: 'k-1', name: 'Prendre le port', owner: 'faction', ownerId: 'f-1', segments: 8, filled: 0 } },
      { rule: 'K1', code: 'clock_checked', values: { clock: 'k-1', segments: 8, filled: 0, usualSize: true } },
    ]);
  });

  it('links: requires, unlocks and a rival that races back (K6, K7)', () => {
    const board = [clock({ id: 'a' }), clock({ id: 'b' }), clock({ id: 'c' })];
    const outcome = createClock(board, { id: 'n', name: 'n', owner: crew, segments: 4, filled: 1, requires: 'a', unlocks: ['b'], racesAgainst: 'c' });
    const { clocks } = unwrap(outcome);
    expect(clocks.find((c) => c.id === 'c')?.racesAgainst).toBe('n');
    expect(outcome.ok && outcome.reasons.slice(2)).toEqual([
      { rule: 'K6', code: 'clock_requires', values: { clock: 'n', requires: 'a' } },
      { rule: 'K6', code: 'clock_unlocks', values: { clock: 'n', unlocks: 'b' } },
      { rule: 'K7', code: 'clock_races', values: { clock: 'n', rival: 'c' } },
    ]);
  });

  it.each([
    [{ segments: 1 }, 'K1', 'invalid_segments'],
    [{ id: 'a' }, 'K1', 'duplicate_clock'],
    [{ requires: 'ghost' }, 'K6', 'unknown_linked_clock'],
    [{ unlocks: ['n'] }, 'K6', 'links_itself'],
    [{ racesAgainst: 'n' }, 'K7', 'races_itself'],
    [{ racesAgainst: 'ghost' }, 'K7', 'unknown_rival'],
    [{ racesAgainst: 'r1' }, 'K7', 'race_conflict'],
    [{ requires: 'a', unlocks: ['a'] }, 'K6', 'requirement_cycle'],
  ])('refuses %j (%s %s)', (overrides, rule, code) => {
    const board = [clock({ id: 'a' }), clock({ id: 'r1', racesAgainst: 'r2' }), clock({ id: 'r2', racesAgainst: 'r1' })];
    const outcome = createClock(board, { id: 'n', name: 'n', owner: crew, segments: 4, ...overrides });
    expect(outcome).toMatchObject({ ok: false, error: { rule, code } });
  });
});

describe('K6 « ce qui peut être un projet en soi »: requires and unlocks', () => {
  const board = [
    clock({ id: 'cercles', segments: 4, filled: 4, unlocks: ['amitie'] }),
    clock({ id: 'invitation', segments: 4, filled: 2 }),
    clock({ id: 'amitie', segments: 8, requires: 'invitation' }),
  ];

  it('a clock needs its own requires and every clock that unlocks it, each once', () => {
    expect(clockRequirements(board, board[2] as GameClock)).toEqual(['invitation', 'cercles']);
    expect(clockRequirements([clock({ id: 'x', unlocks: ['y'] }), clock({ id: 'y', requires: 'x' })], clock({ id: 'y', requires: 'x' }))).toEqual(['x']);
    expect(clockLock(board, board[2] as GameClock)?.id).toBe('invitation');
    expect(clockLock(board, board[0] as GameClock)).toBeUndefined();
  });

  it('filling the last requirement unlocks the clock; filling one of two does not', () => {
    const filled = board.map((c) => (c.id === 'invitation' ? { ...c, filled: 4 } : c));
    expect(clocksUnlockedBy(filled, 'invitation')).toEqual(['amitie']);
    const oneOfTwo = board.map((c) => (c.id === 'cercles' ? { ...c, filled: 0 } : c.id === 'invitation' ? { ...c, filled: 4 } : c));
    expect(clocksUnlockedBy(oneOfTwo, 'invitation')).toEqual([]);
  });

  it('refuses a requirement cycle through three clocks, naming it', () => {
    const cycle = [clock({ id: 'a', requires: 'c' }), clock({ id: 'b', requires: 'a' }), clock({ id: 'c', requires: 'b' })];
    expect(validateClocks(cycle)).toEqual({ ok: false, error: { rule: 'K6', code: 'requirement_cycle', values: { clocks: 'a,c,b,a' } } });
    expect(validateClocks([clock({ id: 'a' }), clock({ id: 'b', requires: 'a' }), clock({ id: 'c', requires: 'a' })]).ok).toBe(true);
  });
});

describe('K7 racing clocks: the first to fill wins', () => {
  it('the rival is found from either side; a clock in no race has none', () => {
    const board = [clock({ id: 'a', racesAgainst: 'b' }), clock({ id: 'b' }), clock({ id: 'c' })];
    expect(clockRival(board, board[0] as GameClock)).toBe('b');
    expect(clockRival(board, board[1] as GameClock)).toBe('a');
    expect(clockRival(board, board[2] as GameClock)).toBeNull();
    expect(raceStatus(board, 'c')).toBeNull();
    expect(raceStatus(board, 'ghost')).toBeNull();
    expect(raceStatus([clock({ id: 'a', racesAgainst: 'gone' })], 'a')).toBeNull();
  });

  it.each([
    [0, 0, null, false],
    [6, 2, 'a', true],
    [3, 6, 'b', true],
    [6, 6, null, true],
  ] as const)('a at %i/6, b at %i/6 → winner %s, decided %s', (a, b, winner, decided) => {
    const board = [clock({ id: 'a', filled: a, racesAgainst: 'b' }), clock({ id: 'b', filled: b, racesAgainst: 'a' })];
    expect(raceStatus(board, 'a')).toEqual({ clock: 'a', rival: 'b', winner, decided });
  });
});
