/**
 * The GM's share links as the routes (routes/api/share-links) make, list, rotate and revoke them:
 * what a new link may name is checked here (400 naming the field), a rotation is one transaction,
 * a revocation withdraws the proposals the link left waiting in its transaction and ends the link's
 * open live streams once committed. The tokens, their hashes and the rows: auth/shareLinks.ts.
 */
import type { issuedShareLinkSchema, ProposalView, shareLinkCreateSchema, shareLinkSchema } from '@temps-mort/contract';
import type { z } from 'zod';
import { announceRevoked, createShareLink, findShareLink, listShareLinks, revokeShareLink, type IssuedShareLink, type ShareLinkInfo } from '../../auth/shareLinks';
import type { PrismaClient } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import type { Hub } from '../../live/hub';
import { requireSystem } from '../campaigns/campaigns';
import { loadCrew, type Db } from '../crews/repository';
import { commitStep } from '../history/write';
import { withdrawLinkProposalsInTx } from '../proposals/proposals';
import { publishProposals } from '../proposals/views';

type LinkAnswer = z.input<typeof shareLinkSchema>;
type IssuedAnswer = z.input<typeof issuedShareLinkSchema>;

export interface LinkDeps {
  readonly db: PrismaClient;
  /** The site's address: the link given to players starts with it. */
  readonly publicUrl: string;
  readonly now: Date;
}

/** What a revocation needs besides: the hub (the link's streams end), and the callers' cache (its token stops at once). */
export interface RevokeDeps extends LinkDeps {
  readonly hub: Hub;
  readonly forgetCallers: () => void;
}

function view(link: ShareLinkInfo): LinkAnswer {
  return {
    id: link.id,
    crewId: link.crewId,
    label: link.label,
    characterId: link.characterId,
    wizardId: link.wizardId,
    createdAt: link.createdAt.toISOString(),
    revokedAt: link.revokedAt === null ? null : link.revokedAt.toISOString(),
  };
}

/** The answer that shows a link's token, once. */
function issued(link: IssuedShareLink): IssuedAnswer {
  return { ...view(link), token: link.token, url: link.url };
}

/** An empty label is no label. */
const labelOf = (label: string | undefined): string | null => (label === undefined || label === '' ? null : label);

/** The crew's state names the character (characters live in it, not in a table of their own). */
async function crewHasCharacter(db: PrismaClient, crewId: string, characterId: string): Promise<boolean> {
  const stored = await loadCrew(db, crewId);
  return stored !== null && stored.state.crew.characters.some((c) => c.id === characterId);
}

/** A crew's new link; the character must be the crew's, the wizard the campaign's (400 naming the field otherwise). */
export async function createCrewLink(
  deps: LinkDeps,
  crew: { readonly crewId: string; readonly campaignId: string },
  names: NonNullable<z.output<typeof shareLinkCreateSchema>>,
): Promise<IssuedAnswer> {
  const { db } = deps;
  const characterId = names.characterId ?? null;
  const wizardId = names.wizardId ?? null;
  if (characterId !== null && !(await crewHasCharacter(db, crew.crewId, characterId))) throw new BadRequestError('body.characterId', 'not a character of this crew');
  if (wizardId !== null && (await db.wizard.count({ where: { id: wizardId, campaignId: crew.campaignId } })) === 0) {
    throw new BadRequestError('body.wizardId', 'not a wizard of this campaign');
  }
  const link = await createShareLink(db, { crewId: crew.crewId, label: labelOf(names.label), characterId, wizardId, publicUrl: deps.publicUrl, now: deps.now });
  return issued(link);
}

/** A wizard's own link (no crew: it opens the wizard's ledger only), for a campaign that plays Frostgrave (404 game_system otherwise). */
export async function createWizardLink(deps: LinkDeps, wizard: { readonly wizardId: string; readonly campaignId: string }, label: string | undefined): Promise<IssuedAnswer> {
  await requireSystem(deps.db, wizard.campaignId, 'frostgrave');
  const link = await createShareLink(deps.db, { crewId: null, label: labelOf(label), wizardId: wizard.wizardId, publicUrl: deps.publicUrl, now: deps.now });
  return issued(link);
}

/** A crew's links, or a wizard's own links: revoked ones included, never a token. */
export async function linksOf(db: PrismaClient, owner: { readonly crewId: string } | { readonly wizardId: string }): Promise<LinkAnswer[]> {
  return (await listShareLinks(db, owner)).map(view);
}

/**
 * In the revocation's transaction: the link is revoked, and the proposals it left waiting are
 * withdrawn (issue 36: its player no longer speaks through it).
 */
async function revokeInTx(tx: Db, link: ShareLinkInfo, now: Date): Promise<ProposalView[]> {
  await revokeShareLink(tx, link.id, now);
  return withdrawLinkProposalsInTx(tx, link.id, now);
}

/** After the commit: its token stops at once, its open streams end, its crew hears of the proposals withdrawn. */
function announceRevocation(deps: RevokeDeps, link: ShareLinkInfo, withdrawn: readonly ProposalView[]): void {
  deps.forgetCallers();
  announceRevoked(deps.hub, link);
  publishProposals(deps.hub, withdrawn);
}

/**
 * Revokes the link and issues a new one naming the same (label, crew, character, wizard), in one
 * transaction. The old link's waiting proposals are withdrawn, not handed to the new one: the
 * player proposes again from the new link (a rotation is the GM taking a link back, whoever holds it).
 */
export async function rotateLink(deps: RevokeDeps, id: string): Promise<IssuedAnswer> {
  const old = await findShareLink(deps.db, id);
  const { link } = await commitStep(
    deps.db,
    async (tx) => {
      const withdrawn = await revokeInTx(tx, old, deps.now);
      const link = await createShareLink(tx, { crewId: old.crewId, label: old.label, characterId: old.characterId, wizardId: old.wizardId, publicUrl: deps.publicUrl, now: deps.now });
      return { link, withdrawn };
    },
    (done) => announceRevocation(deps, old, done.withdrawn),
  );
  return issued(link);
}

/** Revokes the link (idempotent): players using it get 401 at once, its open streams end, its waiting proposals are withdrawn. */
export async function revokeLink(deps: RevokeDeps, id: string): Promise<void> {
  const link = await findShareLink(deps.db, id);
  await commitStep(
    deps.db,
    (tx) => revokeInTx(tx, link, deps.now),
    (withdrawn) => announceRevocation(deps, link, withdrawn),
  );
}
