import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { Character } from '../model/character';
import type { D12ActionResult } from './action';
import { d12InputOf, d12RollFor } from './action';
import { d12Unplayable } from './sheet';

export interface D12RerollResult {
  readonly character: Character;
  readonly result: D12ActionResult;
}

/**
 * T6 « Relancer un jet, quel que soit le résultat »: spends a destiny point and rolls the same
 * action again (same attribute, trait, modifier and threshold) with the character's current pool.
 * The new result replaces the old one; points already given on it stay spent. Refused without a
 * destiny point, and once a critical option has been applied to the result (it has been used).
 */
export function d12Reroll(character: Character, result: D12ActionResult, deps: RuleDeps): Outcome<D12RerollResult> {
  const blocked = d12Unplayable(character);
  if (blocked) return blocked;
  if (character.destiny < 1) {
    return refuse('T6', 'no_destiny_point', { destiny: character.destiny });
  }
  if (result.criticalOption !== null) {
    return refuse('T6', 'result_already_used', { option: result.criticalOption });
  }
  const spent: Character = { ...character, destiny: character.destiny - 1 };
  const purpose = result.kind === 'fear_test' ? 'd12_fear_test_reroll' : 'd12_reroll';
  const rolled = d12RollFor(spent, d12InputOf(result), result.kind, result.rerolls + 1, purpose, deps);
  if (!rolled.ok) return rolled;
  return ok(
    { character: spent, result: rolled.value },
    [reason('T6', 'destiny_reroll', { previous_die: result.die, previous_degree: result.degree, destiny: spent.destiny }), ...rolled.reasons],
    rolled.rolls,
  );
}
