/**
 * Frostgrave wizards and their warbands: the GM's sheet edits, each a step of the wizard's history
 * (./aggregate.ts), told after its commit (./live.ts). Every write names the wizard's `version` (a write on a warband member names its
 * wizard's version, as crew writes name the crew's) and bumps it; a stale one is a 409 with the
 * current wizard.
 */
import { randomUUID } from 'node:crypto';
import type { Roller, WarbandRole, WizardEvent } from '@temps-mort/rules';
import { applyWizardEvent } from '@temps-mort/rules';
import type { PrismaClient } from '../../generated/prisma/client';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import { campaignTableRules } from '../rolls/store';
import type { StepDeps } from '../history/aggregate';
import { applyWizardStep } from './aggregate';
import { recordWizardStep } from './history';
import { tellWizard } from './live';
import { findWizard, loadWizardAt, storedWizardState, wizardStateOf, wizardView, type WizardView } from './model';
import { commitStep } from '../history/write';

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

/** What a creation or a deletion needs: the database, and the hub it is told on (none in scripts). */
export type WizardDeps = Pick<StepDeps, 'db' | 'hub'>;

/** A creation rolls nothing. */
const noDice: Roller = {
  roll: () => {
    throw new Error('a wizard’s creation rolls no dice');
  },
};

/** D7: a new wizard and its warband, its history's first step (`wizard_created`). */
export async function createWizard(deps: WizardDeps, campaignId: string, input: NewWizardInput): Promise<WizardView> {
  return commitStep(deps.db, async (tx) => {
    const id = randomUUID();
    const event: WizardEvent = {
      type: 'wizard_created',
      wizard: {
        id,
        name: input.name,
        level: input.level,
        gold: input.gold ?? 0,
        markers: input.markers ?? 0,
        warband: (input.warband ?? []).map((m) => ({ id: randomUUID(), ...m, injuries: [] })),
        hiredMuscle: [],
      },
    };
    const table = await campaignTableRules(tx, campaignId);
    const created = applyWizardEvent(null, event, { roller: noDice, table });
    if (!created.ok) throw new RuleRefusalError(created.error);
    const row = await tx.wizard.create({ data: { id, campaignId, state: storedWizardState(id, created.value.state) } });
    await recordWizardStep(tx, row, { event, dice: [], detail: created.value.detail, reasons: [...created.reasons], table });
    return wizardView(row);
  }, (wizard) => tellWizard(deps.hub, wizard));
}

export async function listWizards(db: PrismaClient, campaignId: string): Promise<WizardView[]> {
  const rows = await db.wizard.findMany({ where: { campaignId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
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
export async function patchWizard(deps: StepDeps, id: string, patch: WizardPatch): Promise<WizardView> {
  const { version, ...fields } = patch;
  return wizardView((await applyWizardStep(deps, id, version, { type: 'wizard_edit', ...fields })).row);
}

/** Deletes the wizard, its warband and its ledger. */
export async function deleteWizard(deps: WizardDeps, id: string, version: number): Promise<void> {
  await commitStep(deps.db, async (tx) => {
    const row = await loadWizardAt(tx, id, version);
    // Its own links (no crew) would open nothing: they go with it, first (the foreign key then
    // forgets the wizard on the crews' links that followed it, which stay the crews').
    await tx.shareLink.deleteMany({ where: { wizardId: id, crewId: null } });
    const deleted = await tx.wizard.deleteMany({ where: { id: row.id, version: row.version } });
    if (deleted.count !== 1) throw new ConflictError(wizardView(await findWizard(tx, id)));
    return { id: row.id, campaignId: row.campaignId };
  }, (gone) => tellWizard(deps.hub, gone));
}

/** 404 unless the wizard has this member (before the rules are asked: the path names it). */
async function checkMember(db: PrismaClient, wizardId: string, memberId: string): Promise<void> {
  const { wizard } = wizardStateOf(await findWizard(db, wizardId));
  if (!wizard.warband.some((m) => m.id === memberId)) throw new NotFoundError('warband_member', memberId);
}

export async function addWarbandMember(deps: StepDeps, wizardId: string, version: number, member: WarbandMemberInput): Promise<{ wizard: WizardView; memberId: string }> {
  const memberId = randomUUID();
  const done = await applyWizardStep(deps, wizardId, version, { type: 'member_add', member: { id: memberId, ...member } });
  return { wizard: wizardView(done.row), memberId };
}

export async function updateWarbandMember(deps: StepDeps, wizardId: string, memberId: string, version: number, patch: Partial<WarbandMemberInput>): Promise<WizardView> {
  await checkMember(deps.db, wizardId, memberId);
  return wizardView((await applyWizardStep(deps, wizardId, version, { type: 'member_edit', id: memberId, ...patch })).row);
}

export async function removeWarbandMember(deps: StepDeps, wizardId: string, memberId: string, version: number): Promise<WizardView> {
  await checkMember(deps.db, wizardId, memberId);
  return wizardView((await applyWizardStep(deps, wizardId, version, { type: 'member_remove', id: memberId })).row);
}
