/**
 * « A proposal the rules would refuse is refused when made, in the rule's words » (issue 36): what
 * a player proposes is tried against the crew as it is now, by the very rules its step will run —
 * a dry run whose result is thrown away.
 *
 * - During the activities step, the whole event: the allowance (A1), the order, a choice still
 *   pending (an asset to settle, an overindulgence to pick), then the activity's own rule.
 * - Between game nights (any other phase), an activity is queued for the activities to come: the
 *   rules' `queuedActivityRefusal` (only the activity's own requirements count — the skill, the
 *   project, the healer, the vice… — not what the coming score may change: its heat, its harm).
 *   The phone's forms ask it too, so a player sees the refusal before sending.
 * - An asset's coin (A4) or an overindulgence's pick (V2) answers a choice pending now: always the
 *   whole event, refused when there is no such choice.
 */
import { DOWNTIME_STEP_ROUTES, type DowntimeStepRoute, type ProposalIntent } from '@temps-mort/contract';
import {
  applyDowntimeEvent,
  downtimeEventSchema,
  pinEventIds,
  queuedActivityRefusal,
  type DowntimeEvent,
  type DowntimeState,
  type Refusal,
  type Roller,
  type TableRules,
} from '@temps-mort/rules';

/** Dice nobody reads for a refusal: the rules refuse before any die; what a roll would give is dropped. */
const UNREAD_DICE: Roller = { roll: () => 1 };

/**
 * The crew event a proposal becomes: its intent for its character, with the fields the GM's own
 * step route sets (an asset settled through the API is kept: the contract's `DOWNTIME_STEP_ROUTES`).
 */
export function proposalEvent(characterId: string, intent: ProposalIntent): DowntimeEvent {
  const route: DowntimeStepRoute | undefined = DOWNTIME_STEP_ROUTES.find((r) => r.type === intent.type);
  const fixed = route?.fixed ?? {};
  // The intent passed the contract's schema, a subset of the event's: a failure here is ours (500).
  return downtimeEventSchema.parse({ ...intent, ...fixed, type: intent.type, characterId }) as DowntimeEvent;
}

/** The rules' refusal of the proposal, as made now; null when the rules would take it. */
export function proposalRefusal(state: DowntimeState, table: TableRules, characterId: string, intent: ProposalIntent): Refusal | null {
  if (intent.type === 'activity' && state.phase !== 'activities') return queuedActivityRefusal(state.crew, characterId, intent.activity, table);
  const applied = applyDowntimeEvent(state, pinEventIds(state, proposalEvent(characterId, intent)), { roller: UNREAD_DICE, table });
  return applied.ok ? null : applied.error;
}
