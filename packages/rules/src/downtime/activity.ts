import type { RuleDeps } from '../core/deps';
import type { Outcome } from '../core/outcome';
import type { Refusal } from '../core/reason';
import type { TableRules } from '../core/tableRules';
import type { Roller } from '../dice/roller';
import type { Harm } from '../model/character';
import type { Crew } from '../model/crew';
import { recover, reduceHeat, rollAcquireAsset, train, workOnProject } from '../activities';
import { indulgeVice } from '../vice';
import { activitySchema, type ActivityInput } from './events';

type Rolled<K extends ActivityInput['kind'], F extends (...args: never[]) => Outcome<unknown>> = {
  readonly kind: K;
  readonly outcome: ReturnType<F>;
};

/** One activity's roll, by kind: what the rule function of that activity answered. */
export type ActivityOutcome =
  | Rolled<'acquire_asset', typeof rollAcquireAsset>
  | Rolled<'long_term_project', typeof workOnProject>
  | Rolled<'recover', typeof recover>
  | Rolled<'reduce_heat', typeof reduceHeat>
  | Rolled<'train', typeof train>
  | Rolled<'indulge_vice', typeof indulgeVice>;

/**
 * A1: the rule function each downtime activity runs (A4–A9), for one PC of the crew. The one
 * dispatch of an activity: the reducer's `activity` step applies its answer to the downtime, and a
 * form asks it (`activityRefusal`) whether the rules would refuse what it holds.
 */
export function rollActivity(crew: Crew, characterId: string, activity: ActivityInput, trained: readonly string[], deps: RuleDeps): ActivityOutcome {
  switch (activity.kind) {
    case 'acquire_asset': {
      const { kind: _kind, assetKind, ...rest } = activity;
      return { kind: activity.kind, outcome: rollAcquireAsset(crew, { ...rest, kind: assetKind, characterId }, deps) };
    }
    case 'long_term_project':
      return { kind: activity.kind, outcome: workOnProject(crew, { ...activity, characterId }, deps) };
    case 'recover':
      return { kind: activity.kind, outcome: recover(crew, { ...activity, characterId }, deps) };
    case 'reduce_heat':
      return { kind: activity.kind, outcome: reduceHeat(crew, { ...activity, characterId }, deps) };
    case 'train':
      return { kind: activity.kind, outcome: train(crew, { ...activity, characterId, trainedThisDowntime: trained }, deps) };
    case 'indulge_vice':
      return { kind: activity.kind, outcome: indulgeVice(crew, { ...activity, characterId }, deps) };
  }
}

/** Dice nobody reads: every refusal of an activity comes before its dice. */
const UNREAD_DICE: Roller = { roll: () => 1 };

/**
 * Would the rules refuse this activity as a form holds it? The same rule function the step runs,
 * on the crew as it is: a form warns only when the roll would be refused, in the rules' words.
 * Null too while the form is incomplete (not an activity yet): its fields say what is missing.
 */
export function activityRefusal(crew: Crew, characterId: string, activity: unknown, trained: readonly string[], table: TableRules): Refusal | null {
  const parsed = activitySchema.safeParse(activity);
  if (!parsed.success) return null;
  const { outcome } = rollActivity(crew, characterId, parsed.data, trained, { roller: UNREAD_DICE, table });
  return outcome.ok ? null : outcome.error;
}

/**
 * A1: an activity proposed for a downtime's activities before they come (issue 36: between game
 * nights, or while this downtime is still at its payoff, heat or entanglements), whose start resets
 * the counters: nothing is trained in it yet. Before then the crew may still gain heat (the
 * score's, H1) and the PC harm (the score's, noted by the GM), so A7's « no heat to reduce » and
 * A6's « no harm to heal » are no refusals yet: the activity is asked of the crew as the score
 * could leave it. Everything else it needs — the skill, the project, the healer, the vice — is
 * asked of the crew as it is.
 */
export function queuedActivityRefusal(crew: Crew, characterId: string, activity: unknown, table: TableRules): Refusal | null {
  return activityRefusal(afterAScore(crew, characterId), characterId, activity, [], table);
}

/** Some harm, for a dry run only: A6 refuses no recovery for its level or its words. */
const SOME_HARM: Harm = { level: 1, description: '' };

/** The crew as a score could leave it, for a dry run only: some heat (A7), some harm on the PC (A6). */
function afterAScore(crew: Crew, characterId: string): Crew {
  return {
    ...crew,
    heat: Math.max(crew.heat, 1),
    characters: crew.characters.map((c) => (c.id === characterId && c.harm.length === 0 ? { ...c, harm: [SOME_HARM] } : c)),
  };
}
