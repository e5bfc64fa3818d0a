import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { Character, D12Attribute } from '../model/character';
import type { D12ActionResult } from './action';
import type { D12DamageResult } from './damage';
import { d12LosePoolPoints } from './damage';

/** T8: the bonus / malus a critical leaves on a later roll. */
export const D12_CRITICAL_MODIFIER = 3;
/** T8: « inflige donc deux fois plus de dommages ». */
export const D12_CRITICAL_DAMAGE_MULTIPLIER = 2;

/** T8, natural 12: the three options the player picks from. */
export type D12CriticalSuccessOption = 'next_related_roll_bonus' | 'double_damage' | 'opponent_next_roll_malus';
export const D12_CRITICAL_SUCCESS_OPTIONS: readonly D12CriticalSuccessOption[] = [
  'next_related_roll_bonus',
  'double_damage',
  'opponent_next_roll_malus',
];

/** T8, natural 1: the three options (the player or the GM picks). */
export type D12CriticalFailureOption = 'hurt_self' | 'opened_guard' | 'complication';
export const D12_CRITICAL_FAILURE_OPTIONS: readonly D12CriticalFailureOption[] = ['hurt_self', 'opened_guard', 'complication'];

/** What a critical leaves behind, for the table (and the next roll's `modifier`) to use. */
export type D12CriticalEffect =
  /** « le prochain jet en relation, que ce soit le sien ou celui de l'un de ses alliés, bénéficiera d'un bonus de +3 » */
  | { readonly kind: 'next_related_roll_modifier'; readonly who: 'self_or_ally'; readonly modifier: number }
  /** « inflige donc deux fois plus de dommages » */
  | { readonly kind: 'damage_multiplier'; readonly multiplier: number }
  /** « qui subira donc un malus de -3 à son prochain jet en relation » */
  | { readonly kind: 'next_related_roll_modifier'; readonly who: 'opponent'; readonly modifier: number }
  /** « Il perd un point de sa réserve de la caractéristique associée » */
  | { readonly kind: 'pool_loss'; readonly attribute: D12Attribute; readonly amount: number }
  /** « Lors de sa prochaine attaque, l'adversaire aura un bonus de +3 » */
  | { readonly kind: 'opponent_next_attack_modifier'; readonly modifier: number }
  /** « Le MJ peut imaginer n'importe quelle complication » */
  | { readonly kind: 'complication'; readonly description: string };

/** T8: the effect of each critical-success option (a table). */
export function d12CriticalSuccessEffect(option: D12CriticalSuccessOption): D12CriticalEffect {
  switch (option) {
    case 'next_related_roll_bonus':
      return { kind: 'next_related_roll_modifier', who: 'self_or_ally', modifier: D12_CRITICAL_MODIFIER };
    case 'double_damage':
      return { kind: 'damage_multiplier', multiplier: D12_CRITICAL_DAMAGE_MULTIPLIER };
    case 'opponent_next_roll_malus':
      return { kind: 'next_related_roll_modifier', who: 'opponent', modifier: -D12_CRITICAL_MODIFIER };
  }
}

/** T8: damage dealt with a critical's effect (doubled by 'double_damage'; other effects leave it). */
export function d12DamageWithEffect(amount: number, effect: D12CriticalEffect): number {
  return effect.kind === 'damage_multiplier' ? amount * effect.multiplier : amount;
}

export interface D12CriticalSuccessApplied {
  readonly result: D12ActionResult;
  readonly effect: D12CriticalEffect;
}

/** T8: applies the option the player picked on a critical success (once per result). */
export function d12ApplyCriticalSuccess(
  result: D12ActionResult,
  option: D12CriticalSuccessOption,
): Outcome<D12CriticalSuccessApplied> {
  if (result.degree !== 'critical_success') {
    return refuse('T8', 'not_a_critical_success', { degree: result.degree });
  }
  if (result.criticalOption !== null) {
    return refuse('T8', 'critical_already_applied', { option: result.criticalOption });
  }
  const effect = d12CriticalSuccessEffect(option);
  return ok({ result: { ...result, criticalOption: option }, effect }, [
    reason('T8', 'critical_success_option', { option, picked_by: 'player' }),
  ]);
}

export interface D12CriticalFailureChoice {
  readonly option: D12CriticalFailureOption;
  /** « Cela entraîne les possibilités suivantes » — the player or the GM picks. */
  readonly pickedBy: 'player' | 'gm';
  /** For 'complication': what the GM imagined. */
  readonly description?: string;
  /** For 'hurt_self': T6, spend a destiny point if the lost point would empty the pool. */
  readonly spendDestinyToAvoidZero?: boolean;
}

export interface D12CriticalFailureApplied {
  readonly character: Character;
  readonly result: D12ActionResult;
  readonly effect: D12CriticalEffect;
  /** For 'hurt_self': the pool loss (T2 may take the character out). */
  readonly damage: D12DamageResult | null;
}

/** T8: applies the option picked on a critical failure (once per result). */
export function d12ApplyCriticalFailure(
  character: Character,
  result: D12ActionResult,
  choice: D12CriticalFailureChoice,
): Outcome<D12CriticalFailureApplied> {
  if (result.degree !== 'critical_failure') {
    return refuse('T8', 'not_a_critical_failure', { degree: result.degree });
  }
  if (result.criticalOption !== null) {
    return refuse('T8', 'critical_already_applied', { option: result.criticalOption });
  }
  const picked = reason('T8', 'critical_failure_option', { option: choice.option, picked_by: choice.pickedBy });
  const applied = { ...result, criticalOption: choice.option };
  switch (choice.option) {
    case 'hurt_self': {
      const loss = d12LosePoolPoints(
        character,
        { attribute: result.attribute, amount: 1, spendDestinyToAvoidZero: choice.spendDestinyToAvoidZero ?? false },
        'T8',
        'hurt_self',
      );
      if (!loss.ok) return loss;
      const effect: D12CriticalEffect = { kind: 'pool_loss', attribute: result.attribute, amount: 1 };
      return ok({ character: loss.value.character, result: applied, effect, damage: loss.value }, [picked, ...loss.reasons]);
    }
    case 'opened_guard':
      return ok(
        { character, result: applied, effect: { kind: 'opponent_next_attack_modifier', modifier: D12_CRITICAL_MODIFIER }, damage: null },
        [picked],
      );
    case 'complication':
      return ok(
        { character, result: applied, effect: { kind: 'complication', description: choice.description ?? '' }, damage: null },
        [picked],
      );
  }
}
