import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import { ownValue } from '../core/keys';
import type { RuleDeps } from '../core/deps';
import type { Character } from '../model/character';
import type { Clock } from '../model/clock';
import type { Crew } from '../model/crew';
import { findCharacter, reduceEveryHarm, updateCharacter } from '../crew/crew';
import { activityCharacter, activitySkillRating, rollActivityAction } from './roll';

/**
 * A6 Recover: like a long-term project on the PC's healing clock (table rule
 * `healingClockSegments`). Each time it fills, every harm drops one level and the clock starts
 * again with the overflow kept (one roll may fill it more than once). The healed PC spends the
 * activity; the healer spends none.
 */

/** The skill that lets a PC heal (and the only one that lets a PC heal themself). */
export const SURGERY_SKILL = 'surgery';

export type Healer =
  /** Healing oneself: needs the surgery skill (> 0) and costs −1 quality. */
  | { readonly kind: 'self' }
  /** Another PC rolls `action` (default surgery). */
  | { readonly kind: 'pc'; readonly characterId: string; readonly action?: string }
  /** An NPC healer (a contact, or an acquired asset): its rating (e.g. the asset's quality) is the pool. */
  | { readonly kind: 'npc'; readonly name: string; readonly rating: number };

export interface RecoverInput {
  /** The healed PC: the one who spends the activity. */
  readonly characterId: string;
  readonly healer: Healer;
  /** A3: a friend or contact helps (+1 quality). */
  readonly helped?: boolean;
}

export interface RecoverResult {
  readonly crew: Crew;
  readonly quality: number;
  /** Times the healing clock filled (each one drops every harm a level). */
  readonly fills: number;
  readonly healing: Clock;
  /** The PC whose downtime activity this was (the healed one, never the healer). */
  readonly activitySpentBy: string;
}

/**
 * A6: the dice of a recovery and whether the PC heals themself (−1 quality), or the refusal: no
 * surgery to heal oneself, an unknown healer, a healing PC without the action named. The forms'
 * odds read it too, so they roll what the rules will.
 */
export function healerPool(
  crew: Crew,
  healed: Character,
  healer: Healer,
): Outcome<{ pool: number; selfSurgery: boolean; healerId: string | null }> {
  if (healer.kind === 'npc') {
    return ok({ pool: healer.rating, selfSurgery: false, healerId: null }, [
      reason('A6', 'npc_healer', { healer: healer.name, rating: healer.rating }),
    ]);
  }
  if (healer.kind === 'self' || healer.characterId === healed.id) {
    const surgery = ownValue(healed.skills, SURGERY_SKILL) ?? 0;
    if (surgery <= 0) return refuse('A6', 'no_surgery_skill', { character: healed.id, surgery });
    return ok({ pool: surgery, selfSurgery: true, healerId: healed.id }, [
      reason('A6', 'heals_self', { character: healed.id, surgery }),
    ]);
  }
  const other = findCharacter(crew, healer.characterId);
  if (!other) return refuse('A6', 'unknown_healer', { healer: healer.characterId });
  const rating = activitySkillRating(other, healer.action ?? SURGERY_SKILL, 'A6');
  if (!rating.ok) return rating;
  return ok({ pool: rating.value, selfSurgery: false, healerId: other.id }, [
    reason('A6', 'pc_healer', { healer: other.id, spendsActivity: false }),
    ...rating.reasons,
  ]);
}

/** A6: one Recover activity for `characterId`. Refused without harm to heal. */
export function recover(crew: Crew, input: RecoverInput, deps: RuleDeps): Outcome<RecoverResult> {
  const healed = activityCharacter(crew, input.characterId, 'A6');
  if (!healed.ok) return healed;
  if (healed.value.harm.length === 0) return refuse('A6', 'no_harm', { character: input.characterId });
  const source = healerPool(crew, healed.value, input.healer);
  if (!source.ok) return source;
  const { pool, selfSurgery } = source.value;
  const rolled = rollActivityAction(pool, { helped: input.helped ?? false, selfSurgery }, 'recover', 'A6', deps);
  const segments = deps.table.healingClockSegments;
  const before = healed.value.healing;
  const total = before.filled + rolled.quality;
  const fills = Math.floor(total / segments);
  const healing: Clock = { ...before, segments, filled: total % segments };
  let character: Character = { ...healed.value, healing };
  for (let i = 0; i < fills; i++) character = reduceEveryHarm(character);
  const reasons: Reason[] = [
    ...source.reasons,
    ...rolled.reasons,
    reason('A6', 'healing_ticked', { quality: rolled.quality, from: before.filled, to: healing.filled, segments, fills }),
  ];
  if (fills > 0) {
    reasons.push(
      reason('A6', 'harm_reduced', {
        character: character.id,
        levels: fills,
        before: healed.value.harm.map((h) => h.level).join(','),
        after: character.harm.map((h) => h.level).join(','),
      }),
    );
  }
  const next = updateCharacter(crew, character.id, () => character);
  return ok({ crew: next, quality: rolled.quality, fills, healing, activitySpentBy: character.id }, reasons, [rolled.dice]);
}
