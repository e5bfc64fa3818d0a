import { describe, expect, it } from 'vitest';
import { makeCharacter } from '../testing';
import { unwrap } from '../core/outcome';
import type { Character } from '../model/character';
import { d12ComfortActive, d12PoolRoom, d12Rest, d12RestPoints, d12RestToPlace, d12RestorePools } from './rest';
import { d12WithPool } from './sheet';

/** Body 5/1, Mind 5/2, Soul 5/5: 7 points missing. */
function tired(overrides: Partial<Character> = {}): Character {
  return d12WithPool(d12WithPool(makeCharacter(overrides), 'body', 1), 'mind', 2);
}

describe('T4 rest', () => {
  it.each([
    [0, 0],
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [12, 3],
    [16, 4],
  ])('« il regagne un point … pendant quatre heures »: %i h → %i point(s)', (hours, points) => {
    expect(d12RestPoints(makeCharacter(), hours, false).points).toBe(points);
  });

  it.each([
    [{ body: 1, mind: 1 }, 2, 3],
    [{ body: 2 }, 3, 2],
  ])('« S\'il choisit de se reposer huit heures, il aura donc deux points à répartir entre deux caractéristiques, ou deux points dans une seule, à choix » (%j)', (allocation, body, mind) => {
    const outcome = d12Rest(tired(), { hours: 8, safe: true, comfortNearby: false, allocation });
    const value = unwrap(outcome);
    expect(value.character.pools.body.pool).toBe(body);
    expect(value.character.pools.mind.pool).toBe(mind);
    expect(value).toMatchObject({ points: 2, used: 2, wasted: 0 });
  });

  it('« Trois points pour douze heures »', () => {
    const value = unwrap(d12Rest(tired(), { hours: 12, safe: true, comfortNearby: false, allocation: { body: 2, mind: 1 } }));
    expect(value.points).toBe(3);
    expect(value.character.pools.body.pool).toBe(3);
  });

  it('« dans un lieu (relativement) sûr »: an unsafe rest is refused', () => {
    expect(d12Rest(tired(), { hours: 8, safe: false, comfortNearby: false, allocation: { body: 2 } })).toEqual({
      ok: false,
      error: { rule: 'T4', code: 'place_not_safe', values: {} },
    });
  });

  it('refuses an allocation that does not add up', () => {
    expect(d12Rest(tired(), { hours: 8, safe: true, comfortNearby: false, allocation: { body: 1 } })).toEqual({
      ok: false,
      error: { rule: 'T4', code: 'allocation_mismatch', values: { allocated: 1, expected: 2, points: 2, room: 7 } },
    });
    expect(d12Rest(tired(), { hours: 8, safe: true, comfortNearby: false, allocation: { body: 3 } }).ok).toBe(false);
  });

  it('refuses an allocation that takes a pool above its value', () => {
    expect(d12Rest(tired(), { hours: 8, safe: true, comfortNearby: false, allocation: { soul: 2 } })).toEqual({
      ok: false,
      error: { rule: 'T4', code: 'allocation_over_value', values: { attribute: 'soul', pool: 5, value: 5, points: 2 } },
    });
  });

  it('points with nowhere to go are lost: the allocation must fill the pools', () => {
    const c = d12WithPool(makeCharacter(), 'body', 4);
    expect(d12PoolRoom(c)).toBe(1);
    const value = unwrap(d12Rest(c, { hours: 12, safe: true, comfortNearby: false, allocation: { body: 1 } }));
    expect(value).toMatchObject({ points: 3, used: 1, wasted: 2 });
    expect(value.character.pools.body.pool).toBe(5);
    expect(d12Rest(c, { hours: 12, safe: true, comfortNearby: false, allocation: {} }).ok).toBe(false);
  });

  it('malformed hours or allocations are programmer errors', () => {
    expect(() => d12RestPoints(makeCharacter(), -4, false)).toThrow(RangeError);
    expect(() => d12RestPoints(makeCharacter(), 4.5, false)).toThrow(RangeError);
    expect(() => d12Rest(tired(), { hours: 8, safe: true, comfortNearby: false, allocation: { body: 3, mind: -1 } })).toThrow(RangeError);
  });

  it('an out character does not rest', () => {
    const out = d12WithPool(makeCharacter(), 'soul', 0);
    expect(d12Rest(out, { hours: 8, safe: true, comfortNearby: false, allocation: {} })).toMatchObject({
      ok: false,
      error: { code: 'character_out' },
    });
  });
});

describe('T5 comfort doubles the rest', () => {
  it('« Le réconfort permet au personnage de regagner ses points de caractéristique perdus deux fois plus vite, uniquement lorsqu\'il est à proximité »', () => {
    const outcome = d12Rest(tired(), { hours: 8, safe: true, comfortNearby: true, allocation: { body: 4 } });
    expect(unwrap(outcome).points).toBe(4);
    expect(unwrap(outcome).character.pools.body.pool).toBe(5);
    expect(outcome.ok && outcome.reasons.map((r) => r.code)).toContain('comfort_doubles');
    expect(d12RestPoints(tired(), 8, false).points).toBe(2);
  });

  it('« Dans le cas où le personnage a perdu … sa source de réconfort, il perd cette aptitude »', () => {
    const c = tired({ comfort: { name: 'Médaillon', lost: true } });
    expect(d12ComfortActive(c)).toBe(false);
    const rest = d12RestPoints(c, 8, true);
    expect(rest.points).toBe(2);
    expect(rest.reasons.map((r) => r.code)).toEqual(['rest_blocks', 'comfort_lost_no_effect']);
    const none = d12RestPoints(tired({ comfort: null }), 8, true);
    expect(none.points).toBe(2);
    expect(none.reasons[1]?.values).toEqual({ comfort: null });
  });
});

describe('T4 end of scenario', () => {
  it('« À la fin d\'un Scénario, un personnage remonte toutes ses réserves à la valeur de caractéristique »', () => {
    const { character, reasons } = d12RestorePools(tired());
    expect(character.pools).toEqual(makeCharacter().pools);
    expect(reasons.map((r) => r.values.attribute)).toEqual(['body', 'mind']);
    expect(d12RestorePools(makeCharacter()).reasons).toEqual([]);
  });
});

describe('T4 where the points go (d12RestToPlace, the rest form\'s bounds)', () => {
  it('« S\'il choisit de se reposer huit heures, il aura donc deux points à répartir … à choix »: 2 to place, each pool up to its value', () => {
    // Body 5/1, Mind 5/2, Soul 5/5.
    expect(d12RestToPlace(tired(), 2)).toEqual({
      toPlace: 2,
      wasted: 0,
      roomBy: { body: 4, mind: 3, soul: 0 },
      suggested: { body: 2, mind: 0, soul: 0 },
      reasons: [],
    });
  });

  it('« Trois points pour douze heures »: the suggestion fills the emptiest pool first, Body before Mind on a tie', () => {
    expect(d12RestToPlace(tired(), 3).suggested).toEqual({ body: 2, mind: 1, soul: 0 });
    expect(d12RestToPlace(tired(), 7).suggested).toEqual({ body: 4, mind: 3, soul: 0 });
  });

  it('points past the pools\' room are lost (the same count d12Rest wastes)', () => {
    const c = d12WithPool(makeCharacter(), 'body', 4);
    expect(d12RestToPlace(c, 3)).toEqual({
      toPlace: 1,
      wasted: 2,
      roomBy: { body: 1, mind: 0, soul: 0 },
      suggested: { body: 1, mind: 0, soul: 0 },
      reasons: [{ rule: 'T4', code: 'pools_full', values: { wasted: 2 } }],
    });
    expect(d12RestToPlace(makeCharacter(), 2)).toMatchObject({ toPlace: 0, wasted: 2, suggested: { body: 0, mind: 0, soul: 0 } });
  });

  it.each([0, 1, 2, 3, 7, 9])('its suggestion for %i point(s) is an allocation d12Rest accepts', (points) => {
    const c = tired();
    const { suggested, toPlace, wasted } = d12RestToPlace(c, points);
    const value = unwrap(d12Rest(c, { hours: points * 4, safe: true, comfortNearby: false, allocation: suggested }));
    expect(value).toMatchObject({ points, used: toPlace, wasted });
  });

  it('malformed points are programmer errors', () => {
    expect(() => d12RestToPlace(makeCharacter(), -1)).toThrow(RangeError);
    expect(() => d12RestToPlace(makeCharacter(), 1.5)).toThrow(RangeError);
  });
});
