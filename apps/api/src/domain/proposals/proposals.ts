/**
 * Players' proposals (issue 36): a player proposes a downtime step for their own character from the
 * link given to that character; the GM approves it — as proposed or edited, and it becomes an
 * ordinary step of the crew's history (history, undo, recap, live) — or declines it with a short
 * reason; the player may withdraw it while it waits, and revoking or rotating their link withdraws
 * what it left waiting (domain/shareLinks/links.ts).
 *
 * Every write is one transaction (`commitStep`) told after its commit on the crew's topic
 * (`event: proposal`, ./views.ts). A proposal is decided once: each decision moves it from
 * "pending" with a compare-and-swap on its status (409 with the proposal as it is otherwise), and
 * an approval is a crew step, version-checked as every step is — two approvals read at one version
 * can never both pass, and the rules' allowance refuses an activity beyond it (422).
 */
import { isDeepStrictEqual } from 'node:util';
import {
  PROPOSALS_LISTED,
  proposalApprovedSchema,
  proposalIntentSchema,
  proposalSchema,
  type ProposalApproved,
  type ProposalIntent,
  type ProposalView,
} from '@temps-mort/contract';
import type { PlayerPrincipal } from '../../auth/principal';
import type { PrismaClient } from '../../db/client';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import type { Hub } from '../../live/hub';
import { requireSystem } from '../campaigns/campaigns';
import { mustLoad } from '../crews/aggregate';
import { applyCrewEventInTx, type CrewDeps } from '../crews/events';
import { publishCrewStep } from '../crews/live';
import type { Db } from '../crews/repository';
import { commitStep } from '../history/write';
import { mustReadBack, readableText } from '../readBack';
import { proposalEvent, proposalRefusal } from './refusal';
import { proposalView, publishProposals } from './views';

/**
 * Proposals one character may have waiting at once: a downtime's activities and the choices they
 * leave (an asset's coin, an overindulgence's pick), with room to spare — not a queue without end.
 */
export const PROPOSALS_PENDING_MAX = 6;

export interface ProposalDeps {
  readonly db: PrismaClient;
  readonly hub?: Hub;
  readonly clock: () => Date;
}

const crewHasCharacter = (crew: { readonly characters: readonly { readonly id: string }[] }, characterId: string): boolean =>
  crew.characters.some((c) => c.id === characterId);

const answered = (view: ProposalView): ProposalView => mustReadBack(proposalSchema, view, `proposal ${view.id}`);

export interface NewProposal {
  readonly crewId: string;
  readonly characterId: string;
  readonly intent: ProposalIntent;
}

/**
 * A player's proposal for their character (the registrar checked the link is that character's):
 * the character must be in the crew (404), at most PROPOSALS_PENDING_MAX waiting (422 A1
 * `too_many_proposals`), and the rules must take it as the crew is now (422, the rule's refusal).
 */
export async function createProposal(deps: ProposalDeps, link: PlayerPrincipal, input: NewProposal): Promise<ProposalView> {
  await requireSystem(deps.db, link.campaignId, 'downtime');
  return commitStep(
    deps.db,
    async (tx) => {
      const loaded = await mustLoad(tx, input.crewId);
      if (!crewHasCharacter(loaded.state.crew, input.characterId)) throw new NotFoundError('character', input.characterId);
      const waiting = await tx.proposal.count({ where: { crewId: input.crewId, characterId: input.characterId, status: 'pending' } });
      if (waiting >= PROPOSALS_PENDING_MAX) throw new RuleRefusalError({ rule: 'A1', code: 'too_many_proposals', values: { max: PROPOSALS_PENDING_MAX } });
      const refusal = proposalRefusal(loaded.state, loaded.table, input.characterId, input.intent);
      if (refusal !== null) throw new RuleRefusalError(refusal);
      const row = await tx.proposal.create({
        data: {
          crewId: input.crewId,
          characterId: input.characterId,
          shareLinkId: link.shareLinkId,
          intent: readableText(proposalIntentSchema, input.intent, 'proposal intent'),
          createdAt: deps.clock(),
        },
      });
      return answered(proposalView(row));
    },
    (view) => publishProposals(deps.hub, [view]),
  );
}

/** Moves a waiting proposal on (compare-and-swap on "pending"): 409 with the proposal as it is once decided or withdrawn. */
async function decide(tx: Db, id: string, data: { status: 'withdrawn' | 'declined'; reason?: string | null; decidedAt: Date }): Promise<ProposalView> {
  const moved = await tx.proposal.updateMany({ where: { id, status: 'pending' }, data });
  const row = await tx.proposal.findUnique({ where: { id } });
  if (row === null) throw new NotFoundError('proposal', id);
  if (moved.count !== 1) throw new ConflictError(proposalView(row));
  return answered(proposalView(row));
}

/**
 * The player takes their proposal back (the registrar checked it is their character's). Allowed
 * even once the campaign stopped taking proposals: it only spares the GM a decision.
 */
export function withdrawProposal(deps: ProposalDeps, id: string): Promise<ProposalView> {
  return commitStep(
    deps.db,
    (tx) => decide(tx, id, { status: 'withdrawn', decidedAt: deps.clock() }),
    (view) => publishProposals(deps.hub, [view]),
  );
}

/** The GM declines a waiting proposal; an empty reason is none. */
export function declineProposal(deps: ProposalDeps, id: string, reason: string | undefined): Promise<ProposalView> {
  return commitStep(
    deps.db,
    (tx) => decide(tx, id, { status: 'declined', reason: reason === undefined || reason === '' ? null : reason, decidedAt: deps.clock() }),
    (view) => publishProposals(deps.hub, [view]),
  );
}

export interface Approval {
  /** The GM's campaign (it must play downtime, as the GM's own step routes require). */
  readonly campaignId: string;
  /** The crew's version the GM read. */
  readonly version: number;
  /** The intent as the GM edited it; the proposal's own when absent. */
  readonly intent?: ProposalIntent | undefined;
}

/**
 * The GM approves a waiting proposal, in ONE transaction: the crew step it becomes (the server
 * rolls; 409 with the sheet on a stale version, 404 when its character left the crew, the rules'
 * 422), and the proposal marked approved by that step — with the intent the GM approved when they
 * edited it. Both are told after the commit: the step as every crew step, then the proposal.
 */
export async function approveProposal(deps: CrewDeps, id: string, approval: Approval): Promise<ProposalApproved> {
  await requireSystem(deps.db, approval.campaignId, 'downtime');
  return commitStep(
    deps.db,
    async (tx) => {
      const row = await tx.proposal.findUnique({ where: { id } });
      if (row === null) throw new NotFoundError('proposal', id);
      const proposal = proposalView(row);
      if (proposal.status !== 'pending') throw new ConflictError(proposal);
      const edited = approval.intent !== undefined && !isDeepStrictEqual(approval.intent, proposal.intent) ? approval.intent : null;
      const event = proposalEvent(proposal.characterId, edited ?? proposal.intent);
      const step = await applyCrewEventInTx(tx, deps, {
        crewId: proposal.crewId,
        version: approval.version,
        event: (loaded) => {
          if (!crewHasCharacter(loaded.state.crew, proposal.characterId)) throw new NotFoundError('character', proposal.characterId);
          return { event };
        },
      });
      const decided = {
        status: 'approved',
        stepSeq: step.event.seq,
        approved: edited === null ? null : readableText(proposalIntentSchema, edited, 'proposal approved'),
        decidedAt: deps.clock(),
      };
      // The crew's version moved with the step, so no other approval got this far: the swap holds.
      const moved = await tx.proposal.updateMany({ where: { id, status: 'pending' }, data: decided });
      if (moved.count !== 1) throw new ConflictError(proposal);
      const answer: ProposalApproved = { step, proposal: proposalView({ ...row, ...decided }) };
      return mustReadBack(proposalApprovedSchema, answer, `proposal ${id}`);
    },
    ({ step, proposal }) => {
      publishCrewStep(deps.hub, step);
      publishProposals(deps.hub, [proposal]);
    },
  );
}

/** The crew's proposals: every waiting one, then the latest decided (each newest first), PROPOSALS_LISTED at most. */
export async function crewProposals(db: Db, crewId: string): Promise<ProposalView[]> {
  const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  const waiting = await db.proposal.findMany({ where: { crewId, status: 'pending' }, orderBy: newestFirst, take: PROPOSALS_LISTED });
  const decided =
    waiting.length >= PROPOSALS_LISTED
      ? []
      : await db.proposal.findMany({
          where: { crewId, status: { not: 'pending' } },
          orderBy: [{ decidedAt: 'desc' }, ...newestFirst],
          take: PROPOSALS_LISTED - waiting.length,
        });
  return [...waiting, ...decided].map(proposalView);
}

/**
 * In the transaction that revokes a link: what it left waiting is withdrawn (its player no longer
 * speaks through it). The caller publishes the answer after its commit (`publishProposals`).
 */
export async function withdrawLinkProposalsInTx(tx: Db, shareLinkId: string, now: Date): Promise<ProposalView[]> {
  const rows = await tx.proposal.findMany({ where: { shareLinkId, status: 'pending' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  if (rows.length === 0) return [];
  const decided = { status: 'withdrawn', decidedAt: now };
  await tx.proposal.updateMany({ where: { id: { in: rows.map((r) => r.id) }, status: 'pending' }, data: decided });
  return rows.map((row) => proposalView({ ...row, ...decided }));
}

/** The choices a roll leaves pending (A4 an acquired asset's coin, V2 an overindulgence's pick). */
export type ChoiceIntent = Extract<ProposalIntent, { type: 'asset_settle' | 'overindulgence' }>;

/**
 * In the transaction of the GM's own step making a pending choice for a character: what their
 * player proposed for that choice is answered by it — approved by that step when it is the very
 * choice the GM made, declined (no reason: the GM chose otherwise) when not. Never left waiting
 * for a choice no longer pending. The caller publishes the answer after its commit.
 */
export async function settleChoiceProposalsInTx(tx: Db, crewId: string, characterId: string, made: ChoiceIntent, stepSeq: number, now: Date): Promise<ProposalView[]> {
  const rows = await tx.proposal.findMany({ where: { crewId, characterId, status: 'pending' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const settled: ProposalView[] = [];
  for (const row of rows) {
    const proposal = proposalView(row);
    if (proposal.intent.type !== made.type) continue;
    const decided = isDeepStrictEqual(proposal.intent, made)
      ? { status: 'approved', stepSeq, decidedAt: now }
      : { status: 'declined', reason: null, decidedAt: now };
    const moved = await tx.proposal.updateMany({ where: { id: row.id, status: 'pending' }, data: decided });
    if (moved.count === 1) settled.push(proposalView({ ...row, ...decided }));
  }
  return settled;
}
