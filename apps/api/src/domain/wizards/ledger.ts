/**
 * The Frostgrave underworld ledger (seed 002, F1–F6): what the wizard's history shows. Every
 * ledger write is one step of the wizard's history (./aggregate.ts: the rules' reducer, the version
 * read, the step with its dice, one transaction, told after the commit); the ledger's entries are those steps, read back:
 * a favour (F2–F4) or a hired-muscle settlement (F4), a pay-off (F5), and the end-of-game
 * collections (F6), each walk (start, sale, members) one collection named by its start's step. An
 * undone step leaves the ledger (its rolls stay listed, marked undone).
 */
import type { CollectionView, FavourBody, FavourView, LedgerStep, LedgerView } from '@temps-mort/contract';
import type { Reason, WizardEventDetail } from '@temps-mort/rules';
import type { PrismaClient, Step } from '../../generated/prisma/client';
import { NotFoundError } from '../../http/errors';
import { HISTORY_MOVES, rollStepInclude } from '../history/steps';
import { parseJson, rollView, type Db } from '../rolls/store';
import type { StepDeps } from '../history/aggregate';
import { applyWizardStep, type WizardStepDone } from './aggregate';
import { historyOf, keptSinceWizardBaseline } from './history';
import { ledgerDetailSchema } from './ledgerDetail';
import { findWizard, wizardView } from './model';

/** What a ledger write needs: a step's (the database, the dice, the hub), and the ids its events name before they are written (hired muscle, a collection). */
export interface LedgerDeps extends StepDeps {
  readonly newId: () => string;
}

/** The views the ledger answers are the contract's (wizards.ts): an entry's `details` typed by its kind. */
export type { CollectionView, FavourView, LedgerStep, LedgerView };

// ─── the entries, read from the steps ────────────────────────────────────────────────────────────

/** A step's detail, read through what the ledger needs of it (an unreadable one is the doctor's: a 500 here, never a wrong ledger). */
const detailOf = (step: Step): WizardEventDetail => ledgerDetailSchema.parse(parseJson<unknown>(step.detail, null)) as unknown as WizardEventDetail;
const reasonsOf = (step: Step): Reason[] => parseJson<Reason[]>(step.reasons, []);

function favourView(step: Step, detail: WizardEventDetail): FavourView | null {
  const entry = {
    id: step.id,
    wizardId: step.aggregateId,
    markersDelta: detail.markersDelta,
    goldDelta: detail.goldDelta,
    reasons: reasonsOf(step),
    createdAt: step.createdAt.toISOString(),
  };
  switch (detail.kind) {
    case 'favour':
      // Its kind is the favour's own (TS does not tie a union's `kind` to the same union's value).
      return { ...entry, kind: detail.favour.kind, details: detail.favour } as FavourView;
    case 'hired_muscle_settlement':
      return { ...entry, kind: 'hired_muscle_settlement', details: detail.settlement };
    case 'pay_off':
      return { ...entry, kind: 'pay_off', details: detail.payOff };
    default:
      return null;
  }
}

/** One collection's walk: its steps kept, oldest first (the first is its start). */
function collectionView(steps: readonly Step[]): CollectionView {
  const first = steps[0];
  const last = steps.at(-1);
  if (first === undefined || last === undefined) throw new Error('a collection without its steps');
  const detail = detailOf(last);
  if (detail.kind !== 'collection') throw new Error(`step ${last.id} is not a collection's`);
  const state = detail.collection;
  const called = 'path' in state ? state : null;
  const done = state.status === 'done' ? state : null;
  return {
    id: first.id,
    wizardId: first.aggregateId,
    status: state.status,
    awaiting: state.status === 'awaiting_sale' ? 'sale' : state.status === 'awaiting_members' ? 'members' : null,
    markersAtCheck: state.markersAtCheck,
    checkRoll: 'check' in state ? state.check : null,
    tableRoll: 'tableRoll' in state ? state.tableRoll : null,
    rolledEntry: called?.rolledEntry ?? null,
    path: [...(called?.path ?? [])],
    entry: done?.entry ?? null,
    markersRemoved: done?.markersRemoved ?? 0,
    goldPaid: done?.goldPaid ?? 0,
    saleGold: done?.saleGold ?? 0,
    missNextGame: [...(done?.missNextGame ?? [])],
    injury: done?.injury ?? null,
    reasons: steps.flatMap(reasonsOf),
    createdAt: first.createdAt.toISOString(),
  };
}

/** The ledger's entries: the wizard's steps kept, newest first, each collection's walk gathered under its start. */
async function ledgerEntries(db: Db, wizardId: string): Promise<{ favours: FavourView[]; collections: CollectionView[] }> {
  const steps = await db.step.findMany({ where: { ...historyOf(wizardId), undoneById: null, type: { notIn: [...HISTORY_MOVES] } }, orderBy: { seq: 'asc' } });
  const favours: FavourView[] = [];
  const walks = new Map<string, Step[]>();
  for (const step of steps) {
    const detail = detailOf(step);
    if (detail.kind === 'collection') walks.set(detail.collection.id, [...(walks.get(detail.collection.id) ?? []), step]);
    else {
      const favour = favourView(step, detail);
      if (favour !== null) favours.push(favour);
    }
  }
  return { favours: favours.reverse(), collections: [...walks.values()].map(collectionView).reverse() };
}

/** A collection of the ledger by its id (404 when there is none, or its start was undone). */
async function findCollection(db: Db, collectionId: string): Promise<CollectionView> {
  const start = await db.step.findUnique({ where: { id: collectionId } });
  if (start === null || start.aggregate !== 'wizard' || start.undoneById !== null || detailOf(start).kind !== 'collection') {
    throw new NotFoundError('collection', collectionId);
  }
  const { collections } = await ledgerEntries(db, start.aggregateId);
  const found = collections.find((c) => c.id === collectionId);
  if (found === undefined) throw new NotFoundError('collection', collectionId);
  return found;
}

/** The campaign of a collection (its wizard's), for the GM check; null when there is none. */
export async function collectionCampaign(db: Db, collectionId: string): Promise<string | null> {
  const start = await db.step.findUnique({ where: { id: collectionId }, select: { aggregate: true, campaignId: true } });
  return start?.aggregate === 'wizard' ? start.campaignId : null;
}

// ─── the ledger's writes ─────────────────────────────────────────────────────────────────────────

function favourAnswer(done: WizardStepDone, step: Step | null): LedgerStep<FavourView> {
  const entry = step === null ? null : favourView(step, done.detail);
  if (entry === null) throw new Error('a ledger step without its entry');
  return { wizard: wizardView(done.row), entry, reasons: done.reasons, rolls: done.rolls };
}

async function answerFavour(db: PrismaClient, done: WizardStepDone): Promise<LedgerStep<FavourView>> {
  return favourAnswer(done, await db.step.findUnique({ where: { id: done.stepId } }));
}

async function answerCollection(db: PrismaClient, done: WizardStepDone): Promise<LedgerStep<CollectionView>> {
  if (done.detail.kind !== 'collection') throw new Error('a collection step without its collection');
  return { wizard: wizardView(done.row), entry: await findCollection(db, done.detail.collection.id), reasons: done.reasons, rolls: done.rolls };
}

type WithoutVersion<T> = T extends unknown ? Omit<T, 'version'> : never;
/** A favour as the GM asks for it: the contract's body without the wizard's version. */
export type FavourInput = WithoutVersion<FavourBody>;

/** F1–F4: claims one favour of the underworld (a loan, an intimidation: two d20s, hired muscle). */
export async function claimFavour(deps: LedgerDeps, wizardId: string, version: number, favour: FavourInput): Promise<LedgerStep<FavourView>> {
  const asked = favour.kind === 'hired_muscle' ? { kind: 'hired_muscle' as const, id: deps.newId(), muscle: favour.muscle } : favour;
  const done = await applyWizardStep(deps, wizardId, version, { type: 'favour', favour: asked }, { purpose: 'intimidation' });
  return answerFavour(deps.db, done);
}

/**
 * F4 after the game: the hired muscle that died costs a marker each; every hired model is
 * released. This ends the game (with none hired too); its debt check comes next.
 */
export async function settleHiredMuscleAfterGame(deps: StepDeps, wizardId: string, version: number, diedIds: readonly string[]): Promise<LedgerStep<FavourView>> {
  return answerFavour(deps.db, await applyWizardStep(deps, wizardId, version, { type: 'hired_muscle_settle', diedIds: [...diedIds] }));
}

/** F5: pays markers off at 150 gc each from the vault. */
export async function payOff(deps: StepDeps, wizardId: string, version: number, markers: number): Promise<LedgerStep<FavourView>> {
  return answerFavour(deps.db, await applyWizardStep(deps, wizardId, version, { type: 'pay_off', markers }));
}

/**
 * F6 start, at the end of a game: the check d20 and, when the debt is called, the table d20 and
 * whatever the row does at once (1-6 pays or falls through, 19-20 rolls the victim). A row that
 * needs the player (7-12 a sale, 13-18 members) leaves the collection pending in the wizard's
 * state, so the walk goes on in a later request, even after a reload. Once per game, after its
 * hired muscle is settled (F6 hired_muscle_not_settled, collection_already_checked).
 */
export async function startCollection(deps: LedgerDeps, wizardId: string, version: number): Promise<LedgerStep<CollectionView>> {
  const collectionId = deps.newId();
  const done = await applyWizardStep(deps, wizardId, version, { type: 'collection_start', collectionId }, { stepId: collectionId, purpose: 'debt_collection' });
  return answerCollection(deps.db, done);
}

/** The wizard whose collection this is (404 when there is none). */
async function collectionWizard(db: PrismaClient, collectionId: string): Promise<string> {
  return (await findCollection(db, collectionId)).wizardId;
}

/** F6 7-12: the gold the player's sale raised pays markers (or, under 150 gc, falls through to 13-18). */
export async function collectionSale(
  deps: StepDeps,
  collectionId: string,
  version: number,
  input: { readonly saleGold: number; readonly markersToPay?: number | undefined },
): Promise<LedgerStep<CollectionView>> {
  const wizardId = await collectionWizard(deps.db, collectionId);
  const sale = { type: 'collection_sale' as const, collectionId, saleGold: input.saleGold, ...(input.markersToPay === undefined ? {} : { markersToPay: input.markersToPay }) };
  return answerCollection(deps.db, await applyWizardStep(deps, wizardId, version, sale));
}

/** F6 13-18: the members sent to help the gang (they miss the next game). */
export async function collectionHelp(deps: StepDeps, collectionId: string, version: number, memberIds: readonly string[]): Promise<LedgerStep<CollectionView>> {
  const wizardId = await collectionWizard(deps.db, collectionId);
  return answerCollection(deps.db, await applyWizardStep(deps, wizardId, version, { type: 'collection_help', collectionId, memberIds: [...memberIds] }));
}

// ─── reads ───────────────────────────────────────────────────────────────────────────────────────

export function getCollection(db: PrismaClient, collectionId: string): Promise<CollectionView> {
  return findCollection(db, collectionId);
}

export async function getLedger(db: Db, wizardId: string): Promise<LedgerView> {
  const row = await findWizard(db, wizardId);
  const [entries, rolls] = await Promise.all([
    ledgerEntries(db, wizardId),
    db.roll.findMany({ where: { wizardId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], include: rollStepInclude }),
  ]);
  return {
    wizard: wizardView(row),
    favours: entries.favours.filter((f) => f.kind !== 'pay_off'),
    payOffs: entries.favours.filter((f) => f.kind === 'pay_off'),
    collections: entries.collections,
    rolls: rolls.map(rollView),
    ...(await revertible(db, wizardId, [...entries.favours, ...entries.collections].map((e) => e.id))),
  };
}

/**
 * What the GM's « Annuler cette étape » and « Rétablir » name (issue 34, "undo any step"): each
 * entry's step, and the undos not taken back, newest first.
 */
async function revertible(db: Db, wizardId: string, entryIds: readonly string[]): Promise<Pick<LedgerView, 'stepSeqs' | 'undos'>> {
  const [kept, undos] = await Promise.all([
    keptSinceWizardBaseline(db, wizardId),
    db.step.findMany({ where: { ...historyOf(wizardId), type: 'undo', undoneById: null }, orderBy: { seq: 'desc' } }),
  ]);
  // An entry before the history's last start (a ledger kept before it was one) is never reverted.
  const ids = new Set(entryIds);
  return {
    stepSeqs: Object.fromEntries(kept.filter((s) => ids.has(s.id)).map((s) => [s.id, s.seq])),
    undos: undos.map((undo) => {
      const undid = parseJson<{ undone?: unknown; type?: unknown } | null>(undo.detail, null);
      return {
        seq: undo.seq,
        undid: { seq: typeof undid?.undone === 'number' ? undid.undone : 0, type: typeof undid?.type === 'string' ? undid.type : '' },
        reasons: reasonsOf(undo),
      };
    }),
  };
}
