import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { OddsDeps } from '../core/deps';
import type { TableRules } from '../core/tableRules';
import type { Character, D12Attribute, Trait } from '../model/character';
import { D12_MAX_TRAIT, D12_MAX_VALUE, d12FindTrait, d12Unplayable } from './sheet';
import { d12RestorePools } from './rest';

/** T10: what the player takes at the end of a scenario (« Peut choisir … »: it may be nothing). */
export type D12TraitAdvance =
  | { readonly kind: 'new_trait'; readonly name: string }
  | { readonly kind: 'raise_trait'; readonly name: string }
  | { readonly kind: 'none' };

/** The first rating that breaks the pyramid, or null when it holds. */
export function d12PyramidBreak(
  traits: readonly Trait[],
  mode: TableRules['traitPyramid'],
): { rating: number; count: number; below: number } | null {
  if (mode === 'none') return null;
  const count = (rating: number): number => traits.filter((t) => t.rating === rating).length;
  for (let rating = 2; rating <= D12_MAX_TRAIT; rating++) {
    if (count(rating) > count(rating - 1)) {
      return { rating, count: count(rating), below: count(rating - 1) };
    }
  }
  return null;
}

/**
 * T10 « on doit respecter la règle de la pyramide (cf. Fate) », table rule `traitPyramid`:
 * 'fate': for every rating N ≥ 2, traits at +N are no more than traits at +(N−1); 'none': no check.
 */
export function d12TraitPyramidHolds(traits: readonly Trait[], mode: TableRules['traitPyramid']): boolean {
  return d12PyramidBreak(traits, mode) === null;
}

/** T10 + T5: applies a trait advance (new +1 trait, or +1 to one, capped at +3) under the pyramid rule. */
export function d12AdvanceTrait(
  traits: readonly Trait[],
  advance: D12TraitAdvance,
  table: TableRules,
): Outcome<readonly Trait[]> {
  if (advance.kind === 'none') return ok(traits, [reason('T10', 'no_trait_advance', {})]);
  let next: readonly Trait[];
  let done: Reason;
  const existing = d12FindTrait(traits, advance.name);
  if (advance.kind === 'new_trait') {
    const name = advance.name.trim();
    if (name === '') return refuse('T10', 'trait_name_empty', {});
    if (existing) return refuse('T10', 'trait_exists', { trait: existing.name });
    next = [...traits, { name, rating: 1 }];
    done = reason('T10', 'trait_gained', { trait: name, rating: 1 });
  } else {
    if (!existing) return refuse('T10', 'unknown_trait', { trait: advance.name });
    if (existing.rating >= D12_MAX_TRAIT) {
      return refuse('T10', 'trait_at_cap', { trait: existing.name, rating: existing.rating, cap: D12_MAX_TRAIT });
    }
    const rating = existing.rating + 1;
    next = traits.map((t) => (t === existing ? { ...t, rating } : t));
    done = reason('T10', 'trait_raised', { trait: existing.name, from: existing.rating, to: rating });
  }
  const broken = d12PyramidBreak(next, table.traitPyramid);
  if (broken) {
    return refuse('T10', 'pyramid_broken', { ...broken, mode: table.traitPyramid });
  }
  return ok(next, [done]);
}

/**
 * T10, end of a scenario: every pool back to its value, then the trait advance (refused as a whole
 * when the advance breaks the cap or the pyramid, so the player can choose again).
 */
export function d12EndScenario(
  character: Character,
  advance: D12TraitAdvance,
  deps: OddsDeps,
): Outcome<{ character: Character }> {
  const blocked = d12Unplayable(character);
  if (blocked) return blocked;
  const traits = d12AdvanceTrait(character.traits, advance, deps.table);
  if (!traits.ok) return traits;
  const restored = d12RestorePools(character, 'T10');
  return ok({ character: { ...restored.character, traits: traits.value } }, [
    reason('T10', 'scenario_ended', {}),
    ...restored.reasons,
    ...traits.reasons,
  ]);
}

export interface D12CycleInput {
  /** « Gagnent un point de caractéristique qu'ils ajoutent à une des valeurs parmi Corps, Esprit et Âme. » */
  readonly attribute: D12Attribute;
  /** « Peuvent modifier leur Réconfort »: a new comfort's name, or nothing to keep the current one. */
  readonly newComfort?: string;
}

/**
 * T10, end of a cycle: +1 to one attribute value (refused at 12; the pool gains the point too, so a
 * full pool stays full). A lost comfort works again (T5 « il perd cette aptitude jusqu'à la fin d'un
 * Cycle »), or a new comfort replaces it.
 */
export function d12EndCycle(character: Character, input: D12CycleInput): Outcome<{ character: Character }> {
  const blocked = d12Unplayable(character);
  if (blocked) return blocked;
  const { attribute } = input;
  const { value, pool } = character.pools[attribute];
  if (value >= D12_MAX_VALUE) {
    return refuse('T10', 'attribute_at_max', { attribute, value, max: D12_MAX_VALUE });
  }
  const reasons: Reason[] = [
    reason('T10', 'cycle_ended', {}),
    reason('T10', 'attribute_raised', { attribute, from: value, to: value + 1 }),
  ];
  let comfort = character.comfort;
  const newComfort = input.newComfort?.trim() ?? '';
  if (newComfort !== '') {
    comfort = { name: newComfort, lost: false };
    reasons.push(reason('T5', 'comfort_changed', { from: character.comfort?.name ?? null, to: newComfort }));
  } else if (comfort?.lost) {
    comfort = { ...comfort, lost: false };
    reasons.push(reason('T5', 'comfort_effect_returns', { comfort: comfort.name }));
  }
  const pools = { ...character.pools, [attribute]: { value: value + 1, pool: pool + 1 } };
  return ok({ character: { ...character, pools, comfort } }, reasons);
}

/** T10, end of the campaign: « Partent à la retraite ». The sheet becomes read-only history. */
export function d12EndCampaign(character: Character): Outcome<{ character: Character }> {
  const blocked = d12Unplayable(character);
  if (blocked) return blocked;
  return ok({ character: { ...character, status: 'retired' } }, [reason('T10', 'retired', { character: character.id })]);
}
