/**
 * A Frostgrave wizard as stored — the rules' whole `WizardState` in `Wizard.state`, its only copy
 * (decision 014) — and the view the API returns.
 */
import type { WizardView } from '@temps-mort/contract';
import type { WizardState } from '@temps-mort/rules';
import { freeDebtMarkers, wizardStateSchema } from '@temps-mort/rules';
import type { Wizard as WizardRow } from '../../generated/prisma/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { readableText } from '../readBack';
import type { Db } from '../rolls/store';

export type { WizardRow };
/** The view the API answers is the contract's (wizards.ts `wizardViewSchema`). */
export type { WizardView };

/** The stored state, read back through the rules' schema (an unreadable one is the doctor's: a 500 here). */
export function wizardStateOf(row: WizardRow): WizardState {
  return wizardStateSchema.parse(JSON.parse(row.state));
}

export function wizardView(row: WizardRow): WizardView {
  const { wizard, collection, endOfGame } = wizardStateOf(row);
  return {
    id: row.id,
    campaignId: row.campaignId,
    name: wizard.name,
    level: wizard.level,
    gold: wizard.gold,
    markers: wizard.markers,
    freeMarkers: freeDebtMarkers(wizard),
    warband: [...wizard.warband],
    hiredMuscle: [...wizard.hiredMuscle],
    pendingCollectionId: collection?.id ?? null,
    endOfGame,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findWizard(db: Db, id: string): Promise<WizardRow> {
  const row = await db.wizard.findUnique({ where: { id } });
  if (row === null) throw new NotFoundError('wizard', id);
  return row;
}

/** Loads the wizard and checks the version the client read (409 with the current wizard). */
export async function loadWizardAt(db: Db, id: string, version: number): Promise<WizardRow> {
  const row = await findWizard(db, id);
  if (row.version !== version) throw new ConflictError(wizardView(row));
  return row;
}

/** The state a write must be able to read back (the write rolls back otherwise). */
export function storedWizardState(id: string, state: WizardState): string {
  return readableText(wizardStateSchema, state, `wizard ${id}`);
}

/** Saves the wizard's next state and takes its next version, guarded by the version read (a concurrent write is a 409). */
export async function saveWizardState(db: Db, before: WizardRow, state: WizardState): Promise<WizardRow> {
  const updated = await db.wizard.updateMany({
    where: { id: before.id, version: before.version },
    data: { state: storedWizardState(before.id, state), version: { increment: 1 } },
  });
  if (updated.count !== 1) throw new ConflictError(wizardView(await findWizard(db, before.id)));
  return findWizard(db, before.id);
}
