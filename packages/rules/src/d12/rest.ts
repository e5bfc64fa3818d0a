import type { Reason, RuleId } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { Character, D12Attribute } from '../model/character';
import { D12_ATTRIBUTES } from '../model/character';
import { d12Unplayable, d12WithPool } from './sheet';

/** T4: « il regagne un point … pendant quatre heures ». */
export const D12_REST_BLOCK_HOURS = 4;
/** T5: « regagner ses points de caractéristique perdus deux fois plus vite ». */
export const D12_COMFORT_MULTIPLIER = 2;

/** T5: the comfort works only when the character has one and has not lost it. */
export function d12ComfortActive(character: Character): boolean {
  return character.comfort !== null && !character.comfort.lost;
}

/** T4/T5: points a rest gives: one per full 4 hours, doubled when an active comfort is nearby. */
export function d12RestPoints(
  character: Character,
  hours: number,
  comfortNearby: boolean,
): { points: number; reasons: Reason[] } {
  if (!Number.isInteger(hours) || hours < 0) {
    throw new RangeError(`d12: rest hours must be a whole number ≥ 0, got ${hours}`);
  }
  const blocks = Math.floor(hours / D12_REST_BLOCK_HOURS);
  const reasons: Reason[] = [reason('T4', 'rest_blocks', { hours, blocks, block_hours: D12_REST_BLOCK_HOURS })];
  let points = blocks;
  const { comfort } = character;
  if (comfortNearby && comfort !== null && !comfort.lost) {
    points *= D12_COMFORT_MULTIPLIER;
    reasons.push(reason('T5', 'comfort_doubles', { comfort: comfort.name, points }));
  } else if (comfortNearby) {
    reasons.push(reason('T5', 'comfort_lost_no_effect', { comfort: character.comfort?.name ?? null }));
  }
  return { points, reasons };
}

/** Points still missing from the pools (value − pool, summed). */
export function d12PoolRoom(character: Character): number {
  return D12_ATTRIBUTES.reduce((sum, a) => sum + character.pools[a].value - character.pools[a].pool, 0);
}

export interface D12RestToPlace {
  /** What the allocation must place: every point of the rest, unless the pools fill first. */
  readonly toPlace: number;
  /** Points with nowhere to go (every pool full). */
  readonly wasted: number;
  /** The most each pool can take (value − pool). */
  readonly roomBy: Readonly<Record<D12Attribute, number>>;
  /** A suggested allocation of `toPlace`: one point at a time into the emptiest pool (Body → Mind → Soul on a tie). */
  readonly suggested: Readonly<Record<D12Attribute, number>>;
  readonly reasons: Reason[];
}

/**
 * T4: where a rest's `points` go: « il aura donc deux points à répartir entre deux
 * caractéristiques, ou deux points dans une seule, à choix » — as the player likes, but no pool
 * above its value, so at most the points still missing are placed and the rest is lost. `d12Rest`
 * checks an allocation against it; a form bounds its fields with `roomBy` and offers `suggested`.
 */
export function d12RestToPlace(character: Character, points: number): D12RestToPlace {
  if (!Number.isInteger(points) || points < 0) {
    throw new RangeError(`d12: rest points must be a whole number ≥ 0, got ${points}`);
  }
  const roomBy = Object.fromEntries(
    D12_ATTRIBUTES.map((a) => [a, Math.max(0, character.pools[a].value - character.pools[a].pool)]),
  ) as Record<D12Attribute, number>;
  const toPlace = Math.min(points, d12PoolRoom(character));
  const suggested: Record<D12Attribute, number> = { body: 0, mind: 0, soul: 0 };
  for (let left = toPlace; left > 0; left -= 1) {
    const open = D12_ATTRIBUTES.filter((a) => suggested[a] < roomBy[a]);
    const emptiest = open.reduce<D12Attribute | null>((best, a) => (best === null || roomBy[a] - suggested[a] > roomBy[best] - suggested[best] ? a : best), null);
    if (emptiest === null) break;
    suggested[emptiest] += 1;
  }
  const wasted = points - toPlace;
  return { toPlace, wasted, roomBy, suggested, reasons: wasted > 0 ? [reason('T4', 'pools_full', { wasted })] : [] };
}

export interface D12RestInput {
  readonly hours: number;
  /** T4: « dans un lieu (relativement) sûr »: the GM's call. */
  readonly safe: boolean;
  readonly comfortNearby: boolean;
  /** Where the points go (« à répartir … à choix »): whole numbers ≥ 0 by attribute. */
  readonly allocation: Partial<Readonly<Record<D12Attribute, number>>>;
}

export interface D12RestResult {
  readonly character: Character;
  /** Points the rest gave. */
  readonly points: number;
  /** Points that went into pools. */
  readonly used: number;
  /** Points with nowhere to go (every pool full). */
  readonly wasted: number;
}

/**
 * T4: a rest in a (relatively) safe place. The allocation must place every point the rest gives,
 * unless the pools are full first (then it must fill them: the rest cannot give more than is
 * missing); no pool may exceed its value.
 */
export function d12Rest(character: Character, input: D12RestInput): Outcome<D12RestResult> {
  const blocked = d12Unplayable(character);
  if (blocked) return blocked;
  if (!input.safe) {
    return refuse('T4', 'place_not_safe', {});
  }
  const { points, reasons } = d12RestPoints(character, input.hours, input.comfortNearby);
  const place = d12RestToPlace(character, points);
  const expected = place.toPlace;
  let allocated = 0;
  let next = character;
  for (const attribute of D12_ATTRIBUTES) {
    const add = input.allocation[attribute] ?? 0;
    if (!Number.isInteger(add) || add < 0) {
      throw new RangeError(`d12: a rest allocation must be a whole number ≥ 0, got ${add} for ${attribute}`);
    }
    const { pool, value } = character.pools[attribute];
    if (pool + add > value) {
      return refuse('T4', 'allocation_over_value', { attribute, pool, value, points: add });
    }
    allocated += add;
    if (add > 0) {
      next = d12WithPool(next, attribute, pool + add);
      reasons.push(reason('T4', 'pool_recovered', { attribute, points: add, from: pool, to: pool + add }));
    }
  }
  if (allocated !== expected) {
    return refuse('T4', 'allocation_mismatch', { allocated, expected, points, room: d12PoolRoom(character) });
  }
  reasons.push(...place.reasons);
  return ok({ character: next, points, used: expected, wasted: place.wasted }, reasons);
}

/** T4/T10: « À la fin d'un Scénario, un personnage remonte toutes ses réserves à la valeur de caractéristique. » */
export function d12RestorePools(character: Character, rule: RuleId = 'T4'): { character: Character; reasons: Reason[] } {
  let next = character;
  const reasons: Reason[] = [];
  for (const attribute of D12_ATTRIBUTES) {
    const { pool, value } = character.pools[attribute];
    if (pool !== value) {
      next = d12WithPool(next, attribute, value);
      reasons.push(reason(rule, 'pool_restored', { attribute, from: pool, to: value }));
    }
  }
  return { character: next, reasons };
}
