import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import { d12Sure } from './internal';
import type { RuleDeps } from '../core/deps';
import type { Character } from '../model/character';
import type { D12ActionResult } from './action';
import { d12IsSuccess, d12RollFor } from './action';
import type { D12DamageResult } from './damage';
import { d12LosePoolPoints } from './damage';
import { d12Unplayable } from './sheet';

/** T5: « le personnage doit immédiatement faire un test d'Esprit à difficulté 12 ». */
export const D12_FEAR_THRESHOLD = 12;

/** T5: the comfort is lost (« définitivement ou non »): no doubling until found or the end of a cycle. */
export function d12LoseComfort(character: Character): Outcome<{ character: Character }> {
  const blocked = d12Unplayable(character);
  if (blocked) return blocked;
  if (character.comfort === null) return refuse('T5', 'no_comfort', {});
  if (character.comfort.lost) return refuse('T5', 'comfort_already_lost', { comfort: character.comfort.name });
  return ok({ character: { ...character, comfort: { ...character.comfort, lost: true } } }, [
    reason('T5', 'comfort_lost', { comfort: character.comfort.name }),
  ]);
}

/** T5: « ou jusqu'à ce qu'il le retrouve »: the lost comfort is found and works again. */
export function d12FindComfort(character: Character): Outcome<{ character: Character }> {
  const blocked = d12Unplayable(character);
  if (blocked) return blocked;
  if (character.comfort === null) return refuse('T5', 'no_comfort', {});
  if (!character.comfort.lost) return refuse('T5', 'comfort_not_lost', { comfort: character.comfort.name });
  return ok({ character: { ...character, comfort: { ...character.comfort, lost: false } } }, [
    reason('T5', 'comfort_found', { comfort: character.comfort.name }),
  ]);
}

export interface D12FearTestInput {
  /** A trait whose domain covers facing this fear, if the GM allows one. */
  readonly trait?: string | null;
  readonly modifier?: number;
}

/**
 * T5: rolls the fear test: 1d12 + Mind pool (+ trait, + modifier) against 12, read as any action
 * (T7/T8; equal is a success with a complication, which counts as a success). The result may be
 * re-rolled (T6) or raised (T9) before `d12ResolveFearTest` applies its consequence.
 */
export function d12RollFearTest(character: Character, input: D12FearTestInput, deps: RuleDeps): Outcome<D12ActionResult> {
  if (character.fear === null) {
    return refuse('T5', 'no_fear', {});
  }
  const rolled = d12RollFor(
    character,
    { attribute: 'mind', trait: input.trait ?? null, modifier: input.modifier ?? 0, threshold: D12_FEAR_THRESHOLD },
    'fear_test',
    0,
    'd12_fear_test',
    deps,
  );
  if (!rolled.ok) return rolled;
  return ok(rolled.value, [reason('T5', 'fear_confronted', { fear: character.fear }), ...rolled.reasons], rolled.rolls);
}

export interface D12FearResolution {
  readonly character: Character;
  readonly overcome: boolean;
  /** On a failure: the Mind point lost (T2 may take the character out). */
  readonly damage: D12DamageResult | null;
}

/**
 * T5: the fear test's consequence. « S'il réussit, il a combattu sa peur et gagne un Point de
 * Destin. S'il échoue, il perd un point d'Esprit. » The lost point is fear damage (T3): T2 applies,
 * and a destiny point may keep the pool at 1 (T6).
 */
export function d12ResolveFearTest(
  character: Character,
  result: D12ActionResult,
  options: { readonly spendDestinyToAvoidZero?: boolean } = {},
): Outcome<D12FearResolution> {
  if (result.kind !== 'fear_test') {
    throw new Error('d12ResolveFearTest: the result is not a fear test');
  }
  const blocked = d12Unplayable(character);
  if (blocked) return blocked;
  if (d12IsSuccess(result.degree)) {
    const next = { ...character, destiny: character.destiny + 1 };
    return ok({ character: next, overcome: true, damage: null }, [
      reason('T5', 'fear_overcome', { degree: result.degree, destiny: next.destiny }),
    ]);
  }
  const loss = d12LosePoolPoints(
    character,
    { attribute: 'mind', amount: 1, spendDestinyToAvoidZero: options.spendDestinyToAvoidZero ?? false },
    'T5',
    'fear_failed',
  );
  if (!loss.ok) return loss;
  return ok({ character: loss.value.character, overcome: false, damage: loss.value }, loss.reasons);
}

/** T5: rolls and resolves the fear test in one go (no re-roll, no giving of oneself). */
export function d12FearTest(
  character: Character,
  input: D12FearTestInput & { readonly spendDestinyToAvoidZero?: boolean },
  deps: RuleDeps,
): Outcome<D12FearResolution & { readonly result: D12ActionResult }> {
  const spendDestinyToAvoidZero = input.spendDestinyToAvoidZero ?? false;
  // Refuse before rolling: a refusal after the die would lose the roll.
  if (spendDestinyToAvoidZero && character.destiny < 1) {
    return refuse('T6', 'no_destiny_point', { destiny: character.destiny });
  }
  const rolled = d12RollFearTest(character, input, deps);
  if (!rolled.ok) return rolled;
  // Cannot refuse now: the character is playable and holds the destiny point it may spend.
  const resolved = d12Sure(d12ResolveFearTest(character, rolled.value, { spendDestinyToAvoidZero }));
  const { character: next, overcome, damage } = resolved.value;
  return ok({ character: next, overcome, damage, result: rolled.value }, [...rolled.reasons, ...resolved.reasons], rolled.rolls);
}
