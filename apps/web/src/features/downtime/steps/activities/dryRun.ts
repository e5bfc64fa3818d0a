/**
 * Would the rules refuse this activity as the form stands? The rule functions the server runs for it
 * (the downtime reducer's `activity` step), on the crew as it is, with the campaign's table rules —
 * so the form warns only when the roll would be refused, in the words the server would answer.
 * Every refusal of these functions comes before the dice: the dry run's dice are never read.
 */
import {
  activitySchema,
  indulgeVice,
  recover,
  reduceHeat,
  rollAcquireAsset,
  train,
  workOnProject,
  type Crew,
  type Outcome,
  type Refusal,
  type Roller,
  type TableRules,
} from '@temps-mort/rules';

/** Dice nobody reads: the dry run keeps only whether the rules refuse, never what would be rolled. */
const UNREAD_DICE: Roller = { roll: () => 1 };

/** The rules' refusal of `activity` for `characterId`, or null (also while the form is incomplete: its fields say what is missing). */
export function activityRefusal(crew: Crew, characterId: string, activity: unknown, trained: readonly string[], table: TableRules): Refusal | null {
  const parsed = activitySchema.safeParse(activity);
  if (!parsed.success) return null;
  const input = parsed.data;
  const deps = { roller: UNREAD_DICE, table };
  let outcome: Outcome<unknown>;
  switch (input.kind) {
    case 'acquire_asset': {
      const { kind: _kind, assetKind, ...rest } = input;
      outcome = rollAcquireAsset(crew, { ...rest, kind: assetKind, characterId }, deps);
      break;
    }
    case 'long_term_project':
      outcome = workOnProject(crew, { ...input, characterId }, deps);
      break;
    case 'recover':
      outcome = recover(crew, { ...input, characterId }, deps);
      break;
    case 'reduce_heat':
      outcome = reduceHeat(crew, { ...input, characterId }, deps);
      break;
    case 'train':
      outcome = train(crew, { ...input, characterId, trainedThisDowntime: trained }, deps);
      break;
    case 'indulge_vice':
      outcome = indulgeVice(crew, { ...input, characterId }, deps);
      break;
  }
  return outcome.ok ? null : outcome.error;
}
