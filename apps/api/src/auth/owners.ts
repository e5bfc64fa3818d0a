/**
 * Whose each resource a route may name is: its campaign, and its crew when it has one. The route
 * registrar's permission checks (../http/route.ts) read them; nothing else of a resource is read.
 */
import type { Resource } from '@temps-mort/contract';
import type { Db } from '../domain/history/steps';
import { collectionCampaign } from '../domain/wizards/ledger';

export interface Owner {
  readonly campaignId: string;
  /** The crew it belongs to (a roll, a complex action); null for what no crew owns. */
  readonly crewId: string | null;
  /** The character it is for (a proposal, a roll request: what a character's link may act on). */
  readonly characterId?: string;
}

/** A proposal's or a roll request's owner: its crew's campaign, its crew and its character. */
const ofCharacter = (row: { crewId: string; characterId: string; crew: { campaignId: string } } | null): Owner | null =>
  row === null ? null : { campaignId: row.crew.campaignId, crewId: row.crewId, characterId: row.characterId };
const characterOwnerSelect = { crewId: true, characterId: true, crew: { select: { campaignId: true } } } as const;

const campaignOnly = (row: { campaignId: string } | null): Owner | null => (row === null ? null : { campaignId: row.campaignId, crewId: null });

/** The owner of each resource by id; null when there is no such thing. */
export const OWNERS: Readonly<Record<Resource, (db: Db, id: string) => Promise<Owner | null>>> = {
  campaign: async (db, id) => ((await db.campaign.findUnique({ where: { id }, select: { id: true } })) === null ? null : { campaignId: id, crewId: null }),
  crew: async (db, id) => {
    const row = await db.crew.findUnique({ where: { id }, select: { campaignId: true } });
    return row === null ? null : { campaignId: row.campaignId, crewId: id };
  },
  wizard: async (db, id) => campaignOnly(await db.wizard.findUnique({ where: { id }, select: { campaignId: true } })),
  roll: (db, id) => db.roll.findUnique({ where: { id }, select: { campaignId: true, crewId: true } }),
  complexAction: (db, id) => db.complexAction.findUnique({ where: { id }, select: { campaignId: true, crewId: true } }),
  collection: async (db, id) => {
    const campaignId = await collectionCampaign(db, id);
    return campaignId === null ? null : { campaignId, crewId: null };
  },
  proposal: async (db, id) => ofCharacter(await db.proposal.findUnique({ where: { id }, select: characterOwnerSelect })),
  rollRequest: async (db, id) => ofCharacter(await db.rollRequest.findUnique({ where: { id }, select: characterOwnerSelect })),
  // A link's campaign is its crew's, or for a wizard's own link the wizard's; a link whose wizard was
  // deleted since opens nothing: nothing to act on.
  shareLink: async (db, id) => {
    const link = await db.shareLink.findUnique({ where: { id }, select: { crew: { select: { campaignId: true } }, wizardId: true } });
    if (link === null) return null;
    if (link.crew !== null) return { campaignId: link.crew.campaignId, crewId: null };
    if (link.wizardId === null) return null;
    return campaignOnly(await db.wizard.findUnique({ where: { id: link.wizardId }, select: { campaignId: true } }));
  },
};

/** Owners remembered per database, at most (the least recently read forgotten first). */
export const OWNERS_KEPT = 10_000;

const kept = new WeakMap<object, Map<string, Owner>>();

/**
 * The owner of a resource, remembered: what owns a thing never changes (a crew never moves to
 * another campaign, a roll to another crew), so only its existence can go stale — and a deleted
 * thing is a 404 where the route reads it. The GM's sheet read, the hottest route, then checks
 * its caller without a query of its own.
 */
export async function ownerOf(db: Db, resource: Resource, id: string): Promise<Owner | null> {
  let owners = kept.get(db);
  if (owners === undefined) kept.set(db, (owners = new Map()));
  const key = `${resource}:${id}`;
  const known = owners.get(key);
  if (known !== undefined) {
    owners.delete(key);
    owners.set(key, known);
    return known;
  }
  const found = await OWNERS[resource](db, id);
  if (found !== null) {
    owners.set(key, found);
    if (owners.size > OWNERS_KEPT) owners.delete(owners.keys().next().value as string);
  }
  return found;
}

/** How a 404 names each resource. */
export const RESOURCE_NAMES: Readonly<Record<Resource, string>> = {
  campaign: 'campaign',
  crew: 'crew',
  wizard: 'wizard',
  roll: 'roll',
  complexAction: 'complex_action',
  collection: 'collection',
  shareLink: 'share_link',
  proposal: 'proposal',
  rollRequest: 'roll_request',
};
