import type { Character, D12Attribute } from '../model/character';
import { D12_ATTRIBUTES } from '../model/character';
import { D12_MAX_VALUE } from './sheet';

/**
 * A d12 roll with no character behind it (the GM types a pool in, T7): it is read against a
 * stand-in sheet — the pool given for the attribute, the others full, the trait bonus as a trait,
 * one destiny point for a re-roll (T6). The API stores this input with the roll so that the
 * follow-ups (T6, T8, T9) rebuild the same sheet; the web builds it to preview them.
 */
export interface D12StandIn {
  readonly attribute: D12Attribute;
  readonly pool: number;
  readonly trait: string | null;
  readonly traitBonus: number;
}

/** The name of a stand-in's trait when the GM gave a bonus but no name. */
export const D12_STAND_IN_TRAIT = 'trait';

export function d12StandInCharacter(standIn: D12StandIn): Character {
  const full = { value: D12_MAX_VALUE, pool: D12_MAX_VALUE };
  const pools = Object.fromEntries(D12_ATTRIBUTES.map((a) => [a, full])) as Record<D12Attribute, { value: number; pool: number }>;
  pools[standIn.attribute] = { value: Math.max(standIn.pool, 1), pool: standIn.pool };
  return {
    id: 'stand-in',
    name: 'GM',
    status: 'active',
    attributes: {},
    skills: {},
    harm: [],
    trauma: [],
    vice: null,
    load: 0,
    coin: 0,
    pools,
    traits: standIn.traitBonus > 0 ? [{ name: standIn.trait ?? D12_STAND_IN_TRAIT, rating: standIn.traitBonus }] : [],
    comfort: null,
    fear: null,
    destiny: 1,
    healing: { id: 'stand-in-healing', name: 'healing', segments: 4, filled: 0 },
    projects: [],
  };
}
