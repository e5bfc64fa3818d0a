/**
 * A roll as a player reads it (issue 34, "redaction by construction"): their crew's open rolls
 * only — the campaign's dice the GM rolled for the crew, the crew's steps', its complex actions'
 * — in the list, one by one, on the crew's stream, in a followed wizard's ledger. Built from an
 * allow-list; its reasons and result lose whatever names a GM-only thing of the crew (the crew's
 * `PlayerKnowledge.secrets`: the rules' `crewKnowledge`, domain/crews/playerView.ts). A hidden roll
 * is never one.
 */
import { allowed, NO_SECRETS, redact, type Decisions, type Secrets } from '@temps-mort/rules';
import type { RollView } from './store';

/** The roll as players read it, or null for a hidden one (the GM's). */
export function rollForPlayer(roll: RollView, secrets: Secrets = NO_SECRETS): RollView | null {
  if (roll.hidden) return null;
  return allowed(roll, {
    id: true,
    campaignId: true,
    crewId: true,
    characterId: true,
    wizardId: true,
    eventId: true,
    who: true,
    purpose: true,
    kind: true,
    sides: true,
    dice: true,
    band: true,
    quality: true,
    hidden: true,
    undone: true,
    history: true,
    reasons: (reasons) => redact(reasons, secrets),
    result: (result) => redact(result, secrets),
    createdAt: true,
  } satisfies Decisions<RollView>);
}

/** The open rolls of a list, as players read them. */
export function rollsForPlayer(rolls: readonly RollView[], secrets: Secrets = NO_SECRETS): RollView[] {
  return rolls.flatMap((roll) => rollForPlayer(roll, secrets) ?? []);
}
