import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import type { GameClock } from '../model/clock';
import { makeCharacter, makeCrew, makeFaction } from '../testing/factories';
import { actionClockRoll, clockRollMethod, crewFortunePool, factionTierRoll, usualClockRoll } from './method';
import { CLOCK_ROLL_BOUNDS, clockTickOdds } from './rolls';

// K3–K5 are worded in docs/rules.md (« Readings beyond SPEC.md »): the crew's and the factions' clocks are not in the seeds (decision 019).
const lampions = makeFaction({ id: 'f-1', name: 'Les Lampions', tier: 2 });
const crew = makeCrew({ tier: 1, factions: [lampions], characters: [makeCharacter({ id: 'pc-1', skills: { study: 2, hunt: 0 } }), makeCharacter({ id: 'pc-2', status: 'retired' })] });
const clock = (owner: GameClock['owner'], id = 'k-1'): Pick<GameClock, 'id' | 'owner'> => ({ id, owner });
const docks = clock({ kind: 'faction', id: 'f-1' });
const heist = clock({ kind: 'crew', id: 'crew-1' }, 'k-2');
const project = clock({ kind: 'character', id: 'pc-1' }, 'p-1');

describe('K5 « a faction rolls its tier as a fortune roll on its own clock: pool = tier »', () => {
  it('Les Lampions (tier II) roll 2 dice on their clock, the tier named in the reason', () => {
    expect(clockRollMethod(crew, docks, { kind: 'faction_tier' })).toEqual({
      ok: true,
      value: { kind: 'faction_tier', tier: 2, extraDice: 0, shift: 0 },
      reasons: [{ rule: 'K5', code: 'faction_rolls_tier', values: { faction: 'f-1', name: 'Les Lampions', tier: 2 } }],
      rolls: [],
    });
    expect(factionTierRoll(lampions, { extraDice: 1, shift: -1 })).toEqual({ kind: 'faction_tier', tier: 2, extraDice: 1, shift: -1 });
  });

  it('refuses a tier roll on a clock of no faction, and on a faction the crew does not know', () => {
    expect(clockRollMethod(crew, heist, { kind: 'faction_tier' })).toEqual({ ok: false, error: { rule: 'K5', code: 'not_a_faction_clock', values: { clock: 'k-2', owner: 'crew' } } });
    expect(clockRollMethod(crew, clock({ kind: 'faction', id: 'f-9' }), { kind: 'faction_tier' })).toEqual({
      ok: false,
      error: { rule: 'K5', code: 'unknown_faction', values: { clock: 'k-1', faction: 'f-9' } },
    });
  });
});

describe('K3 « an action roll ticks a clock by its quality »: the acting character’s rating is the pool', () => {
  it('study 2, helped: 2 dice and +1 quality, the rating said', () => {
    const method = clockRollMethod(crew, heist, { kind: 'action', characterId: 'pc-1', action: 'study', helped: true });
    expect(method).toEqual({
      ok: true,
      value: { kind: 'action', pool: 2, extraDice: 0, helped: true },
      reasons: [{ rule: 'K3', code: 'pool_from_skill', values: { character: 'pc-1', skill: 'study', rating: 2 } }],
      rolls: [],
    });
    expect(actionClockRoll(crew, { kind: 'action', characterId: 'pc-1', action: 'study', helped: true })).toEqual(method);
  });

  it.each([
    ['an action off the sheet', { characterId: 'pc-1', action: 'tinker' }, 'unknown_skill'],
    ['a retired character', { characterId: 'pc-2', action: 'study' }, 'character_unavailable'],
    ['a character the crew does not have', { characterId: 'pc-9', action: 'study' }, 'unknown_character'],
  ])('refuses %s', (_, roll, code) => {
    expect(clockRollMethod(crew, heist, { kind: 'action', ...roll })).toMatchObject({ ok: false, error: { rule: 'K3', code } });
  });
});

describe('K4 « a fortune roll on the GM’s pool »', () => {
  it('the pool is the GM’s, as given (no reason: the number is the GM’s own)', () => {
    expect(clockRollMethod(crew, heist, { kind: 'fortune', pool: 3, shift: 1 })).toEqual({ ok: true, value: { kind: 'fortune', pool: 3, extraDice: 0, shift: 1 }, reasons: [], rolls: [] });
  });
});

describe('the usual roll of a clock when nobody chose (the odds of a race’s rival)', () => {
  it('K5: a faction’s clock is rolled on the faction’s tier', () => {
    const usual = usualClockRoll(crew, docks);
    expect(usual.ok && usual.value).toEqual({ kind: 'faction_tier', tier: 2, extraDice: 0, shift: 0 });
    expect(usual.ok && usual.reasons).toEqual([{ rule: 'K5', code: 'faction_rolls_tier', values: { faction: 'f-1', name: 'Les Lampions', tier: 2 } }]);
  });

  it.each([0, 1, 4])('K4: the crew’s clock by a fortune roll of the crew’s tier (%i), the pool said', (tier) => {
    const usual = usualClockRoll({ ...crew, tier }, heist);
    expect(usual).toEqual({ ok: true, value: { kind: 'fortune', pool: tier, extraDice: 0, shift: 0 }, reasons: [{ rule: 'K4', code: 'fortune_pool', values: { pool: tier } }], rolls: [] });
  });

  it('the crew’s pool stays within the roll’s bounds whatever the tier', () => {
    expect(crewFortunePool(-1)).toBe(CLOCK_ROLL_BOUNDS.pool.min);
    expect(crewFortunePool(CLOCK_ROLL_BOUNDS.pool.max + 3)).toBe(CLOCK_ROLL_BOUNDS.pool.max);
    expect(crewFortunePool(3)).toBe(3);
  });

  it('a project or a healing clock is ticked by its activity (A5, A6), never by a roll', () => {
    const refusal = { ok: false, error: { rule: 'K1', code: 'character_clock_roll', values: { clock: 'p-1', character: 'pc-1' } } };
    expect(usualClockRoll(crew, project)).toEqual(refusal);
    expect(clockRollMethod(crew, project, { kind: 'fortune', pool: 2 })).toEqual(refusal);
  });

  it('the usual roll’s odds are the tier roll’s: tier II ticks as 2 dice read by D4', () => {
    const usual = usualClockRoll(crew, docks);
    expect(usual.ok).toBe(true);
    if (!usual.ok) return;
    expect(clockTickOdds(usual.value, DEFAULT_TABLE_RULES)).toEqual(clockTickOdds({ kind: 'fortune', pool: 2 }, DEFAULT_TABLE_RULES));
  });
});
