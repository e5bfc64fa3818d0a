/**
 * A Frostgrave wizard as stored (Wizard + WarbandMember + HiredMuscle rows) and as the rules engine
 * sees it (`Wizard` in packages/rules), with the view the API returns.
 */
import type { HiredMuscleKind, WarbandRole, Wizard } from '@temps-mort/rules';
import { freeDebtMarkers, wizardLimit } from '@temps-mort/rules';
import type { Prisma } from '../../generated/prisma/client';
import { ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import type { Db } from '../rolls/store';

/** The collection statuses that wait for the player (the walk is not finished). */
export const PENDING_COLLECTION_STATUSES = ['awaiting_sale', 'awaiting_members'] as const;

export const wizardInclude = {
  warband: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  hiredMuscle: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  collections: {
    where: { status: { in: [...PENDING_COLLECTION_STATUSES] } },
    select: { id: true },
    orderBy: { createdAt: 'desc' },
    take: 1,
  },
} satisfies Prisma.WizardInclude;

export type WizardRow = Prisma.WizardGetPayload<{ include: typeof wizardInclude }>;

export interface WarbandMemberView {
  readonly id: string;
  readonly name: string;
  readonly role: WarbandRole;
  readonly baseCost: number;
  readonly will: number;
}

export interface WizardView {
  readonly id: string;
  readonly campaignId: string;
  readonly name: string;
  readonly level: number;
  readonly gold: number;
  readonly markers: number;
  /** F1: markers the wizard may still take. */
  readonly freeMarkers: number;
  readonly warband: WarbandMemberView[];
  readonly hiredMuscle: { readonly id: string; readonly kind: HiredMuscleKind }[];
  /** The end-of-game collection waiting for the player (a sale or members), if any. */
  readonly pendingCollectionId: string | null;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The rules engine's `Wizard` of a stored row. */
export function rulesWizard(row: WizardRow): Wizard {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    gold: row.gold,
    markers: row.markers,
    warband: row.warband.map((m) => ({ id: m.id, name: m.name, role: m.role as WarbandRole, baseCost: m.baseCost, will: m.will })),
    hiredMuscle: row.hiredMuscle.map((h) => ({ id: h.id, kind: h.kind as HiredMuscleKind })),
  };
}

export function wizardView(row: WizardRow): WizardView {
  const wizard = rulesWizard(row);
  return {
    id: row.id,
    campaignId: row.campaignId,
    name: row.name,
    level: row.level,
    gold: row.gold,
    markers: row.markers,
    freeMarkers: freeDebtMarkers(wizard),
    warband: [...wizard.warband],
    hiredMuscle: [...wizard.hiredMuscle],
    pendingCollectionId: row.collections[0]?.id ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findWizard(db: Db, id: string): Promise<WizardRow> {
  const row = await db.wizard.findUnique({ where: { id }, include: wizardInclude });
  if (row === null) throw new NotFoundError('wizard', id);
  return row;
}

/** Loads the wizard and checks the version the client read (409 with the current wizard). */
export async function loadWizardAt(db: Db, id: string, version: number): Promise<WizardRow> {
  const row = await findWizard(db, id);
  if (row.version !== version) throw new ConflictError(wizardView(row));
  return row;
}

/**
 * Saves what a rule changed on the wizard (gold, markers, hired muscle) and bumps its version,
 * guarded by the version read (a concurrent write in between is a 409). Warband members are not
 * touched: no debt rule changes them.
 */
export async function saveWizard(db: Db, before: WizardRow, next: Wizard): Promise<void> {
  refusePastLimits(next);
  const updated = await db.wizard.updateMany({
    where: { id: before.id, version: before.version },
    data: { gold: next.gold, markers: next.markers, level: next.level, name: next.name, version: { increment: 1 } },
  });
  if (updated.count !== 1) throw new ConflictError(wizardView(await findWizard(db, before.id)));
  const keep = next.hiredMuscle.map((h) => h.id);
  await db.hiredMuscle.deleteMany({ where: { wizardId: before.id, id: { notIn: keep } } });
  for (const hired of next.hiredMuscle) {
    if (!before.hiredMuscle.some((h) => h.id === hired.id)) {
      await db.hiredMuscle.create({ data: { id: hired.id, wizardId: before.id, kind: hired.kind } });
    }
  }
}

/** D7 `sheet_limit` (422, nothing written) when the wizard would go past one of its bounds. */
export function refusePastLimits(wizard: Wizard): void {
  const limit = wizardLimit(wizard);
  if (limit !== null) throw new RuleRefusalError({ rule: 'D7', code: 'sheet_limit', values: { field: limit.field, max: limit.max } });
}

/** Bumps the wizard's version for a write on what it owns (its warband), guarded by the version read. */
export async function bumpWizard(db: Db, before: WizardRow): Promise<void> {
  const updated = await db.wizard.updateMany({ where: { id: before.id, version: before.version }, data: { version: { increment: 1 } } });
  if (updated.count !== 1) throw new ConflictError(wizardView(await findWizard(db, before.id)));
}
