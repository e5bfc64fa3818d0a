/**
 * A proposal as the API answers it and the crew's streams carry it (the contract's `ProposalView`):
 * nothing in it is the GM's alone, so the GM and every link of the crew get the same view.
 */
import { proposalIntentSchema, type ProposalIntent, type ProposalStatus, type ProposalView } from '@temps-mort/contract';
import type { Hub } from '../../live/hub';

/** A `Proposal` row as Prisma reads it. */
export interface ProposalRow {
  readonly id: string;
  readonly crewId: string;
  readonly characterId: string;
  readonly intent: string;
  readonly status: string;
  readonly approved: string | null;
  readonly reason: string | null;
  readonly stepSeq: number | null;
  readonly createdAt: Date;
  readonly decidedAt: Date | null;
}

/** The stored intent, read with the contract's schema: one that no longer reads is our fault (a 500). */
function storedIntent(text: string): ProposalIntent {
  return proposalIntentSchema.parse(JSON.parse(text));
}

export function proposalView(row: ProposalRow): ProposalView {
  return {
    id: row.id,
    crewId: row.crewId,
    characterId: row.characterId,
    intent: storedIntent(row.intent),
    status: row.status as ProposalStatus,
    approved: row.approved === null ? null : storedIntent(row.approved),
    reason: row.reason,
    stepSeq: row.stepSeq,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt === null ? null : row.decidedAt.toISOString(),
  };
}

/** `event: proposal` on the crew's topic: the crew's streams forward it to the GM and every link (live/crewStream.ts). */
export const PROPOSAL_LIVE_EVENT = 'proposal';

/** After the commit: each proposal made, decided or withdrawn, to its crew's streams. */
export function publishProposals(hub: Hub | undefined, proposals: readonly ProposalView[]): void {
  for (const proposal of proposals) hub?.publish(proposal.crewId, { event: PROPOSAL_LIVE_EVENT, data: proposal });
}
