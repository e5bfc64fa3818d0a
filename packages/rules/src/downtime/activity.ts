import type { RuleDeps } from '../core/deps';
import type { Outcome } from '../core/outcome';
import type { Refusal } from '../core/reason';
import type { TableRules } from '../core/tableRules';
import type { Roller } from '../dice/roller';
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
