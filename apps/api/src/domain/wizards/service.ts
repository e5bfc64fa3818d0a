/**
 * Frostgrave wizards and their warbands: the GM's sheet edits. Every write names the wizard's
 * `version` (a write on a warband member names its wizard's version, as crew writes name the
 * crew's) and bumps it; a stale one is a 409 with the current wizard.
 */
import type { PrismaClient } from '../../generated/prisma/client';
import type { WarbandRole } from '@temps-mort/rules';
import { NotFoundError } from '../../http/errors';
import { bumpWizard, findWizard, loadWizardAt, refusePastLimits, rulesWizard, wizardInclude, wizardView, type WizardView } from './model';

export interface WarbandMemberInput {
  readonly name: string;
  readonly role: WarbandRole;
  readonly baseCost: number;
  readonly will: number;
}

export interface NewWizardInput {
  readonly name: string;
  readonly level: number;
  readonly gold?: number;
  readonly markers?: number;
  readonly warband?: readonly WarbandMemberInput[];
}

export async function createWizard(db: PrismaClient, campaignId: string, input: NewWizardInput): Promise<WizardView> {
  const row = await db.wizard.create({
    data: {
      campaignId,
      name: input.name,
      level: input.level,
      gold: input.gold ?? 0,
      markers: input.markers ?? 0,
      warband: { create: (input.warband ?? []).map((m) => ({ ...m })) },
    },
    include: wizardInclude,
  });
  return wizardView(row);
}

export async function listWizards(db: PrismaClient, campaignId: string): Promise<WizardView[]> {
  const rows = await db.wizard.findMany({ where: { campaignId }, include: wizardInclude, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  return rows.map(wizardView);
}

export async function getWizard(db: PrismaClient, id: string): Promise<WizardView> {
  return wizardView(await findWizard(db, id));
}

export interface WizardPatch {
  readonly version: number;
  readonly name?: string;
  readonly level?: number;
  readonly gold?: number;
  readonly markers?: number;
}

/** The GM's edit of the wizard's sheet (level after a game, gold spent elsewhere, a correction). */
export async function patchWizard(db: PrismaClient, id: string, patch: WizardPatch): Promise<WizardView> {
  return db.$transaction(async (tx) => {
    const row = await loadWizardAt(tx, id, patch.version);
    const { version: _version, ...fields } = patch;
    refusePastLimits({ ...rulesWizard(row), ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) });
    await bumpWizard(tx, row);
    await tx.wizard.update({ where: { id }, data: fields });
    return wizardView(await findWizard(tx, id));
  });
}

export async function deleteWizard(db: PrismaClient, id: string, version: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await loadWizardAt(tx, id, version);
    const deleted = await tx.wizard.deleteMany({ where: { id: row.id, version: row.version } });
    if (deleted.count !== 1) await bumpWizard(tx, row); // throws the 409 with the current wizard
  });
}

export async function addWarbandMember(
  db: PrismaClient,
  wizardId: string,
  version: number,
  member: WarbandMemberInput,
): Promise<{ wizard: WizardView; memberId: string }> {
  return db.$transaction(async (tx) => {
    const row = await loadWizardAt(tx, wizardId, version);
    refusePastLimits({ ...rulesWizard(row), warband: [...rulesWizard(row).warband, { id: 'new', ...member }] });
    await bumpWizard(tx, row);
    const created = await tx.warbandMember.create({ data: { wizardId, ...member } });
    return { wizard: wizardView(await findWizard(tx, wizardId)), memberId: created.id };
  });
}

export async function updateWarbandMember(
  db: PrismaClient,
  wizardId: string,
  memberId: string,
  version: number,
  patch: Partial<WarbandMemberInput>,
): Promise<WizardView> {
  return db.$transaction(async (tx) => {
    const row = await loadWizardAt(tx, wizardId, version);
    if (!row.warband.some((m) => m.id === memberId)) throw new NotFoundError('warband_member', memberId);
    await bumpWizard(tx, row);
    await tx.warbandMember.update({ where: { id: memberId }, data: { ...patch, version: { increment: 1 } } });
    return wizardView(await findWizard(tx, wizardId));
  });
}

export async function removeWarbandMember(db: PrismaClient, wizardId: string, memberId: string, version: number): Promise<WizardView> {
  return db.$transaction(async (tx) => {
    const row = await loadWizardAt(tx, wizardId, version);
    if (!row.warband.some((m) => m.id === memberId)) throw new NotFoundError('warband_member', memberId);
    await bumpWizard(tx, row);
    await tx.warbandMember.delete({ where: { id: memberId } });
    return wizardView(await findWizard(tx, wizardId));
  });
}
