/**
 * A GM's campaigns (issue 37): making one (its GM its owner), opening it in a session, archiving,
 * deleting (the owner, typing its name), and its table of GMs (the owner and co-GMs; a co-GM
 * leaves, the owner removes a co-GM, nobody removes the owner).
 *
 * Every change of who holds what is followed by `forgetCallers()` (the callers' cache,
 * auth/principal.ts): a removed co-GM stops at once.
 */
import type { AccountCampaign, CampaignMember, CampaignRole, CampaignView, Language } from '@temps-mort/contract';
import { announceSignedOut } from '../../auth/sessions';
import type { PrismaClient } from '../../db/client';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import type { Hub } from '../../live/hub';
import type { Db } from '../history/steps';
import { commitStep } from '../history/write';
import { campaignView, SYSTEMS_NOT_CHOSEN } from './campaigns';
import { createDefaultCrew, defaultCrewName } from './defaultCrew';

export interface MembersDeps {
  readonly db: PrismaClient;
  readonly hub?: Hub;
  /** Empties the callers' cache (app.principals.clear). */
  readonly forgetCallers: () => void;
}

/** The caller's role at the campaign, or null (not a member). */
export async function roleAt(db: Db, campaignId: string, accountId: string): Promise<CampaignRole | null> {
  const row = await db.campaignMember.findUnique({ where: { campaignId_accountId: { campaignId, accountId } }, select: { role: true } });
  return row === null ? null : (row.role as CampaignRole);
}

/** 403 unless the account owns the campaign (the registrar already checked it is a member). */
export async function requireCampaignOwner(db: Db, campaignId: string, accountId: string): Promise<void> {
  if ((await roleAt(db, campaignId, accountId)) !== 'owner') throw new ForbiddenError();
}

/**
 * A new campaign, owned by the account, with a first crew named in its language (« Ma bande »,
 * "My crew") as at the first start, its systems not chosen yet (the home asks); opened in the
 * session.
 */
export async function createCampaign(
  deps: MembersDeps,
  input: { readonly accountId: string; readonly sessionId: string; readonly name: string; readonly language?: Language | undefined; readonly now: Date },
): Promise<CampaignView> {
  const language = input.language ?? 'fr';
  const campaign = await commitStep(deps.db, async (tx) => {
    const created = await tx.campaign.create({
      data: {
        name: input.name,
        language,
        systems: SYSTEMS_NOT_CHOSEN,
        createdAt: input.now,
        updatedAt: input.now,
        members: { create: { accountId: input.accountId, role: 'owner', createdAt: input.now } },
      },
    });
    await createDefaultCrew(tx, created.id, input.now, defaultCrewName(language));
    await tx.session.update({ where: { id: input.sessionId }, data: { campaignId: created.id } });
    return created;
  });
  deps.forgetCallers();
  return campaignView(campaign);
}

/** Opens the campaign in the session (the caller checked the session's GM is a member). */
export async function openCampaign(db: Db, sessionId: string, campaignId: string): Promise<void> {
  await db.session.update({ where: { id: sessionId }, data: { campaignId } });
}

/** The campaign as the GM's list shows it. */
export async function accountCampaign(db: Db, campaignId: string, accountId: string): Promise<AccountCampaign> {
  const row = await db.campaignMember.findUnique({
    where: { campaignId_accountId: { campaignId, accountId } },
    select: { role: true, campaign: { select: { id: true, name: true, archivedAt: true, updatedAt: true, _count: { select: { crews: true } } } } },
  });
  if (row === null) throw new NotFoundError('campaign', campaignId);
  return {
    id: row.campaign.id,
    name: row.campaign.name,
    role: row.role as CampaignRole,
    archived: row.campaign.archivedAt !== null,
    crews: row.campaign._count.crews,
    updatedAt: row.campaign.updatedAt.toISOString(),
  };
}

/** Archives (or brings back) the campaign: its owner only. Nothing of it changes but its place in the lists. */
export async function archiveCampaign(db: Db, input: { readonly campaignId: string; readonly accountId: string; readonly archived: boolean; readonly now: Date }): Promise<AccountCampaign> {
  await requireCampaignOwner(db, input.campaignId, input.accountId);
  await db.campaign.update({ where: { id: input.campaignId }, data: { archivedAt: input.archived ? input.now : null } });
  return accountCampaign(db, input.campaignId, input.accountId);
}

/**
 * Deletes the campaign and everything in it (the database cascades): its owner only, who types
 * its exact name (400 naming `name` otherwise). Sessions that had it open have none open after;
 * each crew's open streams are told it is gone, as a deleted crew's are.
 */
export async function deleteCampaign(deps: MembersDeps, input: { readonly campaignId: string; readonly accountId: string; readonly name: string }): Promise<void> {
  const { db } = deps;
  await requireCampaignOwner(db, input.campaignId, input.accountId);
  await commitStep(
    db,
    async (tx) => {
      const campaign = await tx.campaign.findUnique({ where: { id: input.campaignId }, select: { name: true } });
      if (campaign === null) throw new NotFoundError('campaign', input.campaignId);
      if (campaign.name !== input.name) throw new BadRequestError('body.name', "not the campaign's name");
      const ids = (await tx.crew.findMany({ where: { campaignId: input.campaignId }, select: { id: true } })).map((c) => c.id);
      await tx.campaign.delete({ where: { id: input.campaignId } });
      return ids;
    },
    (ids) => {
      for (const crewId of ids) deps.hub?.publish(crewId, { event: 'deleted', data: { crewId } });
    },
  );
  deps.forgetCallers();
}

/** The campaign's GMs: the owner first, then co-GMs by arrival. */
export async function campaignMembers(db: Db, campaignId: string, you: string): Promise<CampaignMember[]> {
  const rows = await db.campaignMember.findMany({
    where: { campaignId },
    select: { accountId: true, role: true, createdAt: true, account: { select: { name: true } } },
    orderBy: [{ createdAt: 'asc' }, { accountId: 'asc' }],
  });
  return rows
    .map((r) => ({ accountId: r.accountId, name: r.account.name, role: r.role as CampaignRole, you: r.accountId === you }))
    .sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
}

/**
 * Removes a GM from the campaign: the owner removes a co-GM, a co-GM removes themself (leaves).
 * The owner is never removed (409, `current: { reason: 'owner_stays' }`: a campaign keeps its owner; delete it instead).
 * Sessions of that GM which had it open have none open after; their live streams on it end.
 */
export async function removeMember(deps: MembersDeps, input: { readonly campaignId: string; readonly accountId: string; readonly by: string }): Promise<void> {
  const { db } = deps;
  const [target, by] = await Promise.all([roleAt(db, input.campaignId, input.accountId), roleAt(db, input.campaignId, input.by)]);
  if (target === null) throw new NotFoundError('member', input.accountId);
  if (target === 'owner') throw new ConflictError({ reason: 'owner_stays' });
  if (input.accountId !== input.by && by !== 'owner') throw new ForbiddenError();
  await commitStep(
    db,
    async (tx) => {
      await tx.campaignMember.delete({ where: { campaignId_accountId: { campaignId: input.campaignId, accountId: input.accountId } } });
      await tx.session.updateMany({ where: { accountId: input.accountId, campaignId: input.campaignId }, data: { campaignId: null } });
      const sessions = await tx.session.findMany({ where: { accountId: input.accountId }, select: { id: true } });
      const crews = await tx.crew.findMany({ where: { campaignId: input.campaignId }, select: { id: true } });
      return { sessions: sessions.map((s) => s.id), topics: [...crews.map((c) => c.id), input.campaignId] };
    },
    // The live streams that GM holds on the campaign end, as a sign-out's do.
    ({ sessions, topics }) => {
      if (deps.hub !== undefined) for (const sessionId of sessions) announceSignedOut(deps.hub, topics, sessionId);
    },
  );
  deps.forgetCallers();
}
