/**
 * The Frostgrave underworld ledger (seed 002, F1–F6). Every operation is one transaction: load the
 * wizard at the version the client read, call the rule from packages/rules with the app's roller
 * and the campaign's table rules, and — unless the rule refuses (RuleRefusalError: 422 naming the
 * rule, nothing written) — save the wizard, write the ledger entry (FavourRecord or
 * CollectionRecord) and the Roll of its dice, and bump the wizard's version.
 */
import type {
  DebtCollection,
  DebtFavour,
  DiceRoll,
  HiredMuscleKind,
  Outcome,
  Reason,
  Roller,
  WarbandRole,
  Wizard,
} from '@temps-mort/rules';
import {
  claimDebtFavour,
  payOffDebt,
  resolveDebtHelp,
  resolveDebtSale,
  settleHiredMuscle,
  startDebtCollection,
} from '@temps-mort/rules';
import type { CollectionRecord, FavourRecord, PrismaClient } from '../../generated/prisma/client';
import { NotFoundError, RuleRefusalError } from '../../http/errors';
import { campaignTableRules, parseJson, rollView, storeRoll, type Db, type RollView } from '../rolls/store';
import { findWizard, loadWizardAt, rulesWizard, saveWizard, wizardView, type WizardRow, type WizardView } from './model';
import { rollStepInclude } from '../history/steps';

export interface LedgerDeps {
  readonly roller: Roller;
  /** Ids for new hired muscle (the rule needs the id before the row exists). */
  readonly newId: () => string;
}

/** `FavourRecord.kind`: a favour (F2–F4), a pay-off (F5) or the hired muscle's settlement (F4). */
export type LedgerEntryKind = 'loan' | 'intimidation' | 'hired_muscle' | 'pay_off' | 'hired_muscle_settlement';

export interface FavourView {
  readonly id: string;
  readonly wizardId: string;
  readonly kind: LedgerEntryKind;
  readonly markersDelta: number;
  readonly goldDelta: number;
  readonly details: Record<string, unknown>;
  readonly reasons: Reason[];
  readonly createdAt: string;
}

export function favourView(row: FavourRecord): FavourView {
  return {
    id: row.id,
    wizardId: row.wizardId,
    kind: row.kind as LedgerEntryKind,
    markersDelta: row.markersDelta,
    goldDelta: row.goldDelta,
    details: parseJson<Record<string, unknown>>(row.details, {}),
    reasons: parseJson<Reason[]>(row.reasons, []),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a ledger write answers: the wizard after it, the entry, why, and the dice. */
export interface LedgerStepResult<E> {
  readonly wizard: WizardView;
  readonly entry: E;
  readonly reasons: Reason[];
  readonly rolls: RollView[];
}

function accept<T>(outcome: Outcome<T>): { value: T; reasons: Reason[]; rolls: readonly DiceRoll[] } {
  if (!outcome.ok) throw new RuleRefusalError(outcome.error);
  return { value: outcome.value, reasons: [...outcome.reasons], rolls: outcome.rolls };
}

/** Drops the wizard from a rule's value: the wizard is saved in its own rows. */
function withoutWizard<T extends { readonly wizard: Wizard }>(value: T): Omit<T, 'wizard'> {
  const { wizard: _wizard, ...rest } = value;
  return rest;
}

async function d20Roll(
  tx: Db,
  row: WizardRow,
  purpose: string,
  rolls: readonly DiceRoll[],
  reasons: readonly Reason[],
  value: unknown,
  extra: Record<string, unknown>,
  band: string | null = null,
): Promise<RollView[]> {
  if (rolls.length === 0) return [];
  const stored = await storeRoll(tx, {
    campaignId: row.campaignId,
    wizardId: row.id,
    who: row.name,
    purpose,
    kind: 'd20',
    rolls,
    band,
    reasons,
    value,
    extra,
  });
  return [rollView(stored)];
}

async function writeEntry(
  tx: Db,
  row: WizardRow,
  before: Wizard,
  after: Wizard,
  kind: LedgerEntryKind,
  details: unknown,
  reasons: readonly Reason[],
): Promise<FavourRecord> {
  await saveWizard(tx, row, after);
  return tx.favourRecord.create({
    data: {
      wizardId: row.id,
      kind,
      markersDelta: after.markers - before.markers,
      goldDelta: after.gold - before.gold,
      details: JSON.stringify(details),
      reasons: JSON.stringify(reasons),
    },
  });
}

export type FavourInput =
  | { readonly kind: 'loan'; readonly amount: number }
  | {
      readonly kind: 'intimidation';
      readonly target: { readonly name: string; readonly role: WarbandRole; readonly will: number };
      readonly bonus: number;
    }
  | { readonly kind: 'hired_muscle'; readonly muscle: HiredMuscleKind };

/** F1–F4: claims one favour of the underworld (a loan, an intimidation, hired muscle). */
export function claimFavour(
  db: PrismaClient,
  deps: LedgerDeps,
  wizardId: string,
  version: number,
  favour: FavourInput,
): Promise<LedgerStepResult<FavourView>> {
  return db.$transaction(async (tx) => {
    const row = await loadWizardAt(tx, wizardId, version);
    const table = await campaignTableRules(tx, row.campaignId);
    const wizard = rulesWizard(row);
    const asked: DebtFavour = favour.kind === 'hired_muscle' ? { kind: 'hired_muscle', id: deps.newId(), muscle: favour.muscle } : favour;
    const { value, reasons, rolls } = accept(claimDebtFavour(wizard, asked, { roller: deps.roller, table }));
    const details = withoutWizard(value);
    const record = await writeEntry(tx, row, wizard, value.wizard, favour.kind, details, reasons);
    const band = value.kind === 'intimidation' ? (value.success ? 'success' : 'failure') : null;
    const stored = await d20Roll(tx, row, 'F3 intimidation', rolls, reasons, details, { favourId: record.id }, band);
    return { wizard: wizardView(await findWizard(tx, wizardId)), entry: favourView(record), reasons, rolls: stored };
  });
}

/** F4 after the game: the hired muscle that died costs a marker each; every hired model is released. */
export function settleHiredMuscleAfterGame(
  db: PrismaClient,
  wizardId: string,
  version: number,
  diedIds: readonly string[],
): Promise<LedgerStepResult<FavourView>> {
  return db.$transaction(async (tx) => {
    const row = await loadWizardAt(tx, wizardId, version);
    const table = await campaignTableRules(tx, row.campaignId);
    const wizard = rulesWizard(row);
    const { value, reasons } = accept(settleHiredMuscle(wizard, diedIds, { table }));
    const record = await writeEntry(tx, row, wizard, value.wizard, 'hired_muscle_settlement', withoutWizard(value), reasons);
    return { wizard: wizardView(await findWizard(tx, wizardId)), entry: favourView(record), reasons, rolls: [] };
  });
}

/** F5: pays markers off at 150 gc each from the vault. */
export function payOff(db: PrismaClient, wizardId: string, version: number, markers: number): Promise<LedgerStepResult<FavourView>> {
  return db.$transaction(async (tx) => {
    const row = await loadWizardAt(tx, wizardId, version);
    const wizard = rulesWizard(row);
    const { value, reasons } = accept(payOffDebt(wizard, markers));
    const record = await writeEntry(tx, row, wizard, value.wizard, 'pay_off', withoutWizard(value), reasons);
    return { wizard: wizardView(await findWizard(tx, wizardId)), entry: favourView(record), reasons, rolls: [] };
  });
}

// ─── F6: the end-of-game collection walk ───────────────────────────────────────────────────────

/** What CollectionRecord.details holds: the rules' `DebtCollection` as it stands (the walk's state). */
interface CollectionDetails {
  readonly state: DebtCollection;
}

export interface CollectionView {
  readonly id: string;
  readonly wizardId: string;
  readonly status: DebtCollection['status'];
  /** The step the walk waits for: 'sale' (7-12), 'members' (13-18), or null when finished. */
  readonly awaiting: 'sale' | 'members' | null;
  readonly markersAtCheck: number;
  readonly checkRoll: number | null;
  readonly tableRoll: number | null;
  /** The row the table die named. */
  readonly rolledEntry: string | null;
  /** Rows tried in order (1-6 → 7-12 → 13-18 after two fall-throughs). */
  readonly path: string[];
  /** The row that finally applied (once done). */
  readonly entry: string | null;
  readonly markersRemoved: number;
  readonly goldPaid: number;
  readonly saleGold: number;
  readonly missNextGame: string[];
  readonly injury: unknown;
  readonly reasons: Reason[];
  readonly createdAt: string;
}

function collectionState(row: CollectionRecord): DebtCollection {
  const details = parseJson<Partial<CollectionDetails>>(row.details, {});
  // Only this module writes the column: a missing state is a broken database, not a client error.
  if (details.state === undefined) throw new Error(`collection ${row.id} has no stored state`);
  return details.state;
}

export function collectionView(row: CollectionRecord): CollectionView {
  const state = collectionState(row);
  const called = 'path' in state ? state : null;
  const done = state.status === 'done' ? state : null;
  return {
    id: row.id,
    wizardId: row.wizardId,
    status: state.status,
    awaiting: state.status === 'awaiting_sale' ? 'sale' : state.status === 'awaiting_members' ? 'members' : null,
    markersAtCheck: row.markersAtCheck,
    checkRoll: row.checkRoll,
    tableRoll: row.tableRoll,
    rolledEntry: called?.rolledEntry ?? null,
    path: [...(called?.path ?? [])],
    entry: row.entry,
    markersRemoved: row.markersRemoved,
    goldPaid: row.goldPaid,
    saleGold: done?.saleGold ?? 0,
    missNextGame: [...(done?.missNextGame ?? [])],
    injury: done?.injury ?? null,
    reasons: parseJson<Reason[]>(row.reasons, []),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The CollectionRecord columns of a collection's state. */
function collectionColumns(state: DebtCollection) {
  return {
    status: state.status,
    markersAtCheck: state.markersAtCheck,
    checkRoll: 'check' in state ? state.check : null,
    tableRoll: 'tableRoll' in state ? state.tableRoll : null,
    entry: state.status === 'done' ? state.entry : null,
    markersRemoved: state.status === 'done' ? state.markersRemoved : 0,
    goldPaid: state.status === 'done' ? state.goldPaid : 0,
    details: JSON.stringify({ state } satisfies CollectionDetails),
  };
}

/**
 * F6 start, at the end of a game: the check d20 and, when the debt is called, the table d20 and
 * whatever the row does at once (1-6 pays or falls through, 19-20 rolls the victim). A row that
 * needs the player (7-12 a sale, 13-18 members) leaves the collection pending: its state is stored,
 * so the walk goes on in a later request, even after a reload. One collection at a time: a second
 * start while one waits is refused (F6 collection_pending).
 */
export function startCollection(
  db: PrismaClient,
  deps: Pick<LedgerDeps, 'roller'>,
  wizardId: string,
  version: number,
): Promise<LedgerStepResult<CollectionView>> {
  return db.$transaction(async (tx) => {
    const row = await loadWizardAt(tx, wizardId, version);
    const pending = row.collections[0];
    if (pending !== undefined) {
      throw new RuleRefusalError({ rule: 'F6', code: 'collection_pending', values: { collectionId: pending.id } });
    }
    const table = await campaignTableRules(tx, row.campaignId);
    const wizard = rulesWizard(row);
    const { value, reasons, rolls } = accept(startDebtCollection(wizard, { roller: deps.roller, table }));
    await saveWizard(tx, row, value.wizard);
    const record = await tx.collectionRecord.create({
      data: { wizardId, ...collectionColumns(value), reasons: JSON.stringify(reasons) },
    });
    const band = value.status === 'skipped' || value.status === 'not_called' ? 'not_called' : 'called';
    const stored = await d20Roll(tx, row, 'F6 collection', rolls, reasons, withoutWizard(value), { collectionId: record.id }, band);
    return { wizard: wizardView(await findWizard(tx, wizardId)), entry: collectionView(record), reasons, rolls: stored };
  });
}

async function continueCollection(
  db: PrismaClient,
  collectionId: string,
  version: number,
  step: (state: DebtCollection) => Outcome<DebtCollection>,
): Promise<LedgerStepResult<CollectionView>> {
  return db.$transaction(async (tx) => {
    const record = await tx.collectionRecord.findUnique({ where: { id: collectionId } });
    if (record === null) throw new NotFoundError('collection', collectionId);
    const row = await loadWizardAt(tx, record.wizardId, version);
    // The walk goes on with the wizard as it is now (a pay-off may have come in between).
    const state = { ...collectionState(record), wizard: rulesWizard(row) } as DebtCollection;
    const { value, reasons } = accept(step(state));
    await saveWizard(tx, row, value.wizard);
    const allReasons = [...parseJson<Reason[]>(record.reasons, []), ...reasons];
    const updated = await tx.collectionRecord.update({
      where: { id: collectionId },
      data: { ...collectionColumns(value), reasons: JSON.stringify(allReasons) },
    });
    return { wizard: wizardView(await findWizard(tx, row.id)), entry: collectionView(updated), reasons, rolls: [] };
  });
}

/** F6 7-12: the gold the player's sale raised pays markers (or, under 150 gc, falls through to 13-18). */
export function collectionSale(
  db: PrismaClient,
  collectionId: string,
  version: number,
  input: { readonly saleGold: number; readonly markersToPay?: number | undefined },
): Promise<LedgerStepResult<CollectionView>> {
  const sale = input.markersToPay === undefined ? { saleGold: input.saleGold } : { saleGold: input.saleGold, markersToPay: input.markersToPay };
  return continueCollection(db, collectionId, version, (state) => resolveDebtSale(state, sale));
}

/** F6 13-18: the members sent to help the gang (they miss the next game). */
export function collectionHelp(
  db: PrismaClient,
  collectionId: string,
  version: number,
  memberIds: readonly string[],
): Promise<LedgerStepResult<CollectionView>> {
  return continueCollection(db, collectionId, version, (state) => resolveDebtHelp(state, { memberIds }));
}

export async function getCollection(db: PrismaClient, collectionId: string): Promise<CollectionView> {
  const record = await db.collectionRecord.findUnique({ where: { id: collectionId } });
  if (record === null) throw new NotFoundError('collection', collectionId);
  return collectionView(record);
}

export interface LedgerView {
  readonly wizard: WizardView;
  /** Favours claimed (F2–F4) and hired muscle settlements (F4), newest first. */
  readonly favours: FavourView[];
  /** F5 pay-offs, newest first. */
  readonly payOffs: FavourView[];
  /** F6 collections, newest first. */
  readonly collections: CollectionView[];
  /** Every d20 rolled for the wizard, newest first. */
  readonly rolls: RollView[];
}

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export async function getLedger(db: PrismaClient, wizardId: string): Promise<LedgerView> {
  const row = await findWizard(db, wizardId);
  const [favours, collections, rolls] = await Promise.all([
    db.favourRecord.findMany({ where: { wizardId }, orderBy: newestFirst }),
    db.collectionRecord.findMany({ where: { wizardId }, orderBy: newestFirst }),
    db.roll.findMany({ where: { wizardId }, orderBy: newestFirst, include: rollStepInclude }),
  ]);
  return {
    wizard: wizardView(row),
    favours: favours.filter((f) => f.kind !== 'pay_off').map(favourView),
    payOffs: favours.filter((f) => f.kind === 'pay_off').map(favourView),
    collections: collections.map(collectionView),
    rolls: rolls.map(rollView),
  };
}
