/**
 * What the d12 rules do to a character outside a roll (T2/T3/T6 damage, T4 rest, T5 comfort lost or
 * found, T10 milestones):
 * the new character is computed by the rule, then saved through the crew's history as a
 * `character_save` event (./crewHistory.ts) naming the crew's version — one transaction, replayable
 * — and announced on the crew's stream once committed.
 */
import type { Character, D12Attribute, D12DamageKind, D12TraitAdvance, Outcome, Reason } from '@temps-mort/rules';
import { d12EndCampaign, d12EndCycle, d12EndScenario, d12FindComfort, d12LoseComfort, d12Rest, d12TakeDamage } from '@temps-mort/rules';
import { RuleRefusalError } from '../../http/errors';
import type { CrewStep } from '../crews/aggregate';
import type { CrewDeps } from '../crews/events';
import { publishCrewStep } from '../crews/live';
import { saveCharacterThroughHistory, type CharacterSaved } from './crewHistory';
import { loadCharacter } from './rolls';
import { commitStep } from '../history/write';

export interface D12EffectResult<D = unknown> {
  readonly character: Character;
  readonly saved: CharacterSaved;
  /** The rule's result beyond the character (points lost, out, unconscious…). */
  readonly detail: D;
  readonly reasons: readonly Reason[];
  /** The crew's step, published after the commit (not part of the answer). */
  readonly step: CrewStep;
}

/** What an effect answers: the character, the crew's step saved, the rule's detail and reasons. */
export type D12Effect<D = unknown> = Omit<D12EffectResult<D>, 'step'>;

async function applyEffect<D>(
  deps: CrewDeps,
  crewId: string,
  characterId: string,
  version: number,
  cause: string,
  rule: (character: Character, table: Awaited<ReturnType<typeof loadCharacter>>['table']) => Outcome<{ character: Character } & D>,
): Promise<D12Effect<Omit<D, 'character'>>> {
  const { step, ...answer } = await commitStep(deps.db, async (tx): Promise<D12EffectResult<Omit<D, 'character'>>> => {
    const { character, table } = await loadCharacter(tx, crewId, characterId);
    const out = rule(character, table);
    if (!out.ok) throw new RuleRefusalError(out.error);
    const { character: next, ...detail } = out.value;
    const { saved, step } = await saveCharacterThroughHistory(tx, deps, { crewId, version, character: next, cause });
    return { character: next, saved, detail: detail as Omit<D, 'character'>, reasons: out.reasons, step };
  });
  publishCrewStep(deps.hub, step);
  return answer;
}

export interface DamageInput {
  readonly version: number;
  readonly kind: D12DamageKind;
  readonly amount: number;
  readonly spendDestinyToAvoidZero?: boolean | undefined;
}

/** T3 (+ T2, T6): damage of a kind hits its attribute's pool. */
export function takeDamage(deps: CrewDeps, crewId: string, characterId: string, input: DamageInput) {
  return applyEffect(deps, crewId, characterId, input.version, 'd12_damage', (character) =>
    d12TakeDamage(character, { kind: input.kind, amount: input.amount, spendDestinyToAvoidZero: input.spendDestinyToAvoidZero ?? false }),
  );
}

export interface RestInput {
  readonly version: number;
  readonly hours: number;
  readonly safe: boolean;
  readonly comfortNearby: boolean;
  readonly allocation: Partial<Record<D12Attribute, number>>;
}

/** T4 (+ T5 comfort): a rest in a (relatively) safe place, its points placed by the player. */
export function rest(deps: CrewDeps, crewId: string, characterId: string, input: RestInput) {
  return applyEffect(deps, crewId, characterId, input.version, 'd12_rest', (character) =>
    d12Rest(character, { hours: input.hours, safe: input.safe, comfortNearby: input.comfortNearby, allocation: input.allocation }),
  );
}

export interface ComfortInput {
  readonly version: number;
  /** true: the comfort is lost (no doubling); false: the lost comfort is found again. */
  readonly lost: boolean;
}

/** T5: the character's comfort is lost (rest no longer doubles) or found again. */
export function comfort(deps: CrewDeps, crewId: string, characterId: string, input: ComfortInput) {
  return applyEffect(deps, crewId, characterId, input.version, input.lost ? 'd12_comfort_lost' : 'd12_comfort_found', (character) =>
    input.lost ? d12LoseComfort(character) : d12FindComfort(character),
  );
}

export type MilestoneInput =
  | { readonly version: number; readonly milestone: 'scenario'; readonly advance: D12TraitAdvance }
  | { readonly version: number; readonly milestone: 'cycle'; readonly attribute: D12Attribute; readonly newComfort?: string | undefined }
  | { readonly version: number; readonly milestone: 'campaign' };

/** T10: the end of a scenario (pools back, a trait advance), of a cycle (+1 value), of the campaign. */
export function milestone(deps: CrewDeps, crewId: string, characterId: string, input: MilestoneInput) {
  return applyEffect(deps, crewId, characterId, input.version, `d12_milestone_${input.milestone}`, (character, table) => {
    switch (input.milestone) {
      case 'scenario':
        return d12EndScenario(character, input.advance, { table });
      case 'cycle':
        return d12EndCycle(character, input.newComfort === undefined ? { attribute: input.attribute } : { attribute: input.attribute, newComfort: input.newComfort });
      case 'campaign':
        return d12EndCampaign(character);
    }
  });
}
