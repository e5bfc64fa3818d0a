import { z } from 'zod';
import type { Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import { reason } from '../core/reason';
import { enumOf } from '../core/enum';
import type { DeepReadonly } from '../core/readonly';
import type { RuleDeps } from '../core/deps';
import type { RulesRevision } from '../core/revision';
import type { TableRules } from '../core/tableRules';
import { recordingRoller, scriptedRoller } from '../dice/roller';
import { applyOnStoredDice, type SkippedStep } from '../dice/storedDice';
import { wizardLimit } from '../crew/limits';
import type { WarbandMember, Wizard } from '../model/frostgrave';
import { countSchema, idSchema, nameSchema, warbandMemberSchema, wizardSchema } from '../model/schemas';
import { DEBT_COLLECTION_ENTRIES, recordDebtInjury, resolveDebtHelp, resolveDebtSale, startDebtCollection, type DebtCollection } from './collection';
import { endOfGameAfter, endOfGameSchema, type EndOfGameStage } from './endOfGame';
import { claimDebtFavour, type DebtFavourResult } from './favour';
import { HIRED_MUSCLE_KINDS, settleHiredMuscle, type HiredMuscleSettlement } from './hiredMuscle';
import { payOffDebt, type DebtPayoffResult } from './payoff';

/**
 * A Frostgrave wizard's history (seed 002, F1–F6, and the GM's D7 edits of the sheet): the events
 * the GM's screen sends, applied one after the other to the wizard and the end-of-game collection
 * waiting for the player. The API stores each with the dice it consumed; `replayWizard` with those
 * dice rebuilds the state exactly (undo replays the events kept). Every event calls the rule the
 * ledger calls today; nothing here re-implements one.
 */

// ─── the state ────────────────────────────────────────────────────────────────────────────────

/** F6: a collection that waits for the player (a sale, 7-12, or members, 13-18), with the caller's id. */
export type PendingDebtCollection = Extract<DebtCollection, { readonly status: 'awaiting_sale' | 'awaiting_members' }> & { readonly id: string };

export interface WizardState {
  readonly wizard: Wizard;
  /**
   * The end-of-game collection waiting for the player, if any. Its own `wizard` is the wizard as
   * it stood at the collection's last step: the walk goes on with `WizardState.wizard` (a pay-off
   * may come in between), as the ledger does.
   */
  readonly collection: PendingDebtCollection | null;
  /** F4 → F6: where the wizard stands in the end of its game (./endOfGame.ts). */
  readonly endOfGame: EndOfGameStage;
}

const d20 = z.number().int().min(1).max(20);
const collectionEntrySchema = enumOf(DEBT_COLLECTION_ENTRIES);
const calledShape = {
  id: idSchema,
  wizard: wizardSchema,
  markersAtCheck: wizardSchema.shape.markers,
  check: d20,
  tableRoll: d20,
  rolledEntry: collectionEntrySchema,
  /** 1-6 → 7-12 → 13-18 at most. */
  path: z.array(collectionEntrySchema).min(1).max(3),
};

/** F6: the pending collection as stored (only a walk that waits for the player is kept). */
export const pendingDebtCollectionSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('awaiting_sale'), ...calledShape }),
  z.strictObject({ status: z.literal('awaiting_members'), ...calledShape }),
]);

/** The state as the API stores it and reads it back (strict: an unknown field is refused). */
export const wizardStateSchema = z.strictObject({
  wizard: wizardSchema,
  collection: pendingDebtCollectionSchema.nullable(),
  endOfGame: endOfGameSchema,
});

// The schema and the type must describe the same data.
const _stateMatches: z.ZodType<WizardState> = wizardStateSchema;
void _stateMatches;

// ─── the events ───────────────────────────────────────────────────────────────────────────────

// A member's injuries come only from the rules (F6 19-20), never from the GM's add or edit.
const memberFields = warbandMemberSchema.omit({ id: true, injuries: true }).partial().shape;

/** F1: the favour as `claimDebtFavour` takes it (the hired muscle's id chosen by the caller). */
const favourSchema = z.discriminatedUnion('kind', [
  /** F2: the rules refuse an amount outside 100–1000 gc. */
  z.strictObject({ kind: z.literal('loan'), amount: z.number().int().min(0).max(1_000_000) }),
  /** F3: the rules refuse a wizard, apprentice or captain target and a bonus outside 0–3. */
  z.strictObject({
    kind: z.literal('intimidation'),
    target: z.strictObject({ name: nameSchema, role: warbandMemberSchema.shape.role, will: warbandMemberSchema.shape.will }),
    bonus: z.number().int().min(-10).max(10),
  }),
  /** F4. */
  z.strictObject({ kind: z.literal('hired_muscle'), id: idSchema, muscle: enumOf(HIRED_MUSCLE_KINDS) }),
]);

export const wizardEventSchema = z.discriminatedUnion('type', [
  /** D7: a new wizard (its ids, and its warband's, chosen by the caller). A baseline. */
  z.strictObject({ type: z.literal('wizard_created'), wizard: wizardSchema }),
  /** The state as it stood when its history began (kept before its events were, or imported). A baseline. */
  z.strictObject({ type: z.literal('wizard_restored'), state: wizardStateSchema }),
  /** D7: the GM's edit of the sheet (level after a game, gold spent elsewhere, a correction). */
  z.strictObject({
    type: z.literal('wizard_edit'),
    name: wizardSchema.shape.name.optional(),
    level: wizardSchema.shape.level.optional(),
    gold: wizardSchema.shape.gold.optional(),
    markers: wizardSchema.shape.markers.optional(),
  }),
  /** D7: a warband member joins (unhurt), with the caller's id. */
  z.strictObject({ type: z.literal('member_add'), member: warbandMemberSchema.omit({ injuries: true }) }),
  /** D7: a member's fields replaced as given. */
  z.strictObject({ type: z.literal('member_edit'), id: idSchema, ...memberFields }),
  /** D7: a member leaves the warband. */
  z.strictObject({ type: z.literal('member_remove'), id: idSchema }),
  /** F1–F4: a favour before a game (a loan, an intimidation: two d20s, hired muscle). */
  z.strictObject({ type: z.literal('favour'), favour: favourSchema }),
  /** F4 after the game: the hired muscle that died costs a marker each; every hired model is released. */
  z.strictObject({ type: z.literal('hired_muscle_settle'), diedIds: z.array(idSchema).max(10) }),
  /** F5: markers paid off at 150 gc each. */
  z.strictObject({ type: z.literal('pay_off'), markers: countSchema(60) }),
  /** F6 start: the check d20, the table d20 and whatever the row does at once. */
  z.strictObject({ type: z.literal('collection_start'), collectionId: idSchema }),
  /** F6 7-12: the gold the player's sale raised. */
  z.strictObject({
    type: z.literal('collection_sale'),
    collectionId: idSchema,
    saleGold: z.number().int().min(0).max(1_000_000),
    markersToPay: countSchema(60).optional(),
  }),
  /** F6 13-18: the members sent to help the gang. */
  z.strictObject({ type: z.literal('collection_help'), collectionId: idSchema, memberIds: z.array(idSchema).max(30) }),
]);
/** An event as parsed, or built from the model's readonly data. */
export type WizardEvent = DeepReadonly<z.infer<typeof wizardEventSchema>>;
export type WizardEventType = WizardEvent['type'];

// ─── what an applied event shows ──────────────────────────────────────────────────────────────

/** A rule's value without its wizard (the wizard is the state's). */
export type WithoutWizard<T> = T extends unknown ? Omit<T, 'wizard'> : never;

/** What a ledger entry shows: the rule's result without its wizard (the wizard is the state's). */
export type WizardLedgerEntry =
  | { readonly kind: 'baseline' }
  /** D7: the sheet's fields the edit gave. */
  | { readonly kind: 'sheet'; readonly fields: readonly string[] }
  | { readonly kind: 'member'; readonly memberId: string; readonly change: 'added' | 'edited' | 'removed' }
  | { readonly kind: 'favour'; readonly favour: WithoutWizard<DebtFavourResult> }
  | { readonly kind: 'hired_muscle_settlement'; readonly settlement: WithoutWizard<HiredMuscleSettlement> }
  | { readonly kind: 'pay_off'; readonly payOff: WithoutWizard<DebtPayoffResult> }
  /** F6: the collection as it stands after the event (pending or finished), with its id. */
  | { readonly kind: 'collection'; readonly collection: WithoutWizard<DebtCollection> & { readonly id: string } };

/** The entry, and what moved in the vault: after the event minus before (0 for a baseline). */
export type WizardEventDetail = WizardLedgerEntry & { readonly markersDelta: number; readonly goldDelta: number };

export interface AppliedWizardEvent {
  readonly state: WizardState;
  /** Every die consumed, in order. */
  readonly dice: readonly number[];
  readonly detail: WizardEventDetail;
}

/** `wizard_created` and `wizard_restored` start a history: whatever came before them is not replayed. */
function isBaseline(event: WizardEvent): event is Extract<WizardEvent, { type: 'wizard_created' | 'wizard_restored' }> {
  return event.type === 'wizard_created' || event.type === 'wizard_restored';
}

function withoutWizard<T extends { readonly wizard: Wizard }>(value: T): WithoutWizard<T> {
  const { wizard: _wizard, ...rest } = value;
  return rest as WithoutWizard<T>;
}

function isPending(collection: DebtCollection): collection is Extract<DebtCollection, { readonly status: 'awaiting_sale' | 'awaiting_members' }> {
  return collection.status === 'awaiting_sale' || collection.status === 'awaiting_members';
}

/** What an event handler gives back: the next state, what the entry shows, why, and the dice. */
type Step = Outcome<{ readonly state: WizardState; readonly entry: WizardLedgerEntry }>;

/** Only the defined fields of a partial edit (an explicit `undefined` changes nothing). */
function definedFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function findMember(wizard: Wizard, id: string): WarbandMember | undefined {
  return wizard.warband.find((m) => m.id === id);
}

/** F6 sale and help: only the collection that waits, named by its id. */
function pendingCollection(state: WizardState, collectionId: string): Outcome<PendingDebtCollection> {
  if (state.collection === null || state.collection.id !== collectionId) {
    return refuse('F6', 'collection_not_pending', { collectionId, pending: state.collection?.id ?? null });
  }
  return ok(state.collection);
}

/**
 * F6: the collection after a step, kept in the state only while it waits for the player; once
 * done, its 19-20 injury goes on the victim.
 */
function collectionStep(state: WizardState, id: string, out: Outcome<DebtCollection>): Step {
  if (!out.ok) return out;
  const collection = out.value;
  const hurt = collection.status === 'done' && collection.injury !== null ? recordDebtInjury(collection.wizard, collection.injury, id) : null;
  return ok(
    {
      state: { ...state, wizard: hurt?.wizard ?? collection.wizard, collection: isPending(collection) ? { ...collection, id } : null },
      entry: { kind: 'collection', collection: { id, ...withoutWizard(collection) } },
    },
    [...out.reasons, ...(hurt?.reasons ?? [])],
    out.rolls,
  );
}

function applyToWizard(state: WizardState, event: Exclude<WizardEvent, { type: 'wizard_created' | 'wizard_restored' }>, deps: RuleDeps): Step {
  const { wizard } = state;
  const withWizard = (next: Wizard): WizardState => ({ ...state, wizard: next });
  switch (event.type) {
    case 'wizard_edit': {
      const { type: _type, ...patch } = event;
      const fields = definedFields(patch);
      const names = Object.keys(fields);
      return ok({ state: withWizard({ ...wizard, ...fields }), entry: { kind: 'sheet', fields: names } }, [
        reason('D7', 'wizard_edited', { fields: names.join(',') }),
      ]);
    }
    case 'member_add': {
      const { member } = event;
      if (findMember(wizard, member.id)) return refuse('D7', 'member_id_taken', { memberId: member.id });
      return ok({ state: withWizard({ ...wizard, warband: [...wizard.warband, { ...member, injuries: [] }] }), entry: { kind: 'member', memberId: member.id, change: 'added' } }, [
        reason('D7', 'member_added', { name: member.name, role: member.role }),
      ]);
    }
    case 'member_edit': {
      const { type: _type, id, ...patch } = event;
      const member = findMember(wizard, id);
      if (!member) return refuse('D7', 'unknown_member', { memberId: id });
      const edited: WarbandMember = { ...member, ...definedFields(patch) };
      return ok(
        { state: withWizard({ ...wizard, warband: wizard.warband.map((m) => (m.id === id ? edited : m)) }), entry: { kind: 'member', memberId: id, change: 'edited' } },
        [reason('D7', 'member_edited', { name: edited.name, role: edited.role })],
      );
    }
    case 'member_remove': {
      if (!findMember(wizard, event.id)) return refuse('D7', 'unknown_member', { memberId: event.id });
      return ok(
        { state: withWizard({ ...wizard, warband: wizard.warband.filter((m) => m.id !== event.id) }), entry: { kind: 'member', memberId: event.id, change: 'removed' } },
        [reason('D7', 'member_removed', { memberId: event.id })],
      );
    }
    case 'favour': {
      const { favour } = event;
      // hireMuscle throws on an id already used (its caller's error): a stored event is refused instead.
      if (favour.kind === 'hired_muscle' && wizard.hiredMuscle.some((h) => h.id === favour.id)) {
        return refuse('D7', 'hired_muscle_id_taken', { id: favour.id });
      }
      const out = claimDebtFavour(wizard, favour, deps);
      if (!out.ok) return out;
      return ok({ state: withWizard(out.value.wizard), entry: { kind: 'favour', favour: withoutWizard(out.value) } }, out.reasons, out.rolls);
    }
    case 'hired_muscle_settle': {
      const out = settleHiredMuscle(wizard, event.diedIds, deps);
      if (!out.ok) return out;
      return ok({ state: withWizard(out.value.wizard), entry: { kind: 'hired_muscle_settlement', settlement: withoutWizard(out.value) } }, out.reasons, out.rolls);
    }
    case 'pay_off': {
      const out = payOffDebt(wizard, event.markers);
      if (!out.ok) return out;
      return ok({ state: withWizard(out.value.wizard), entry: { kind: 'pay_off', payOff: withoutWizard(out.value) } }, out.reasons, out.rolls);
    }
    case 'collection_start': {
      // One collection at a time (as the ledger refuses a second start).
      if (state.collection !== null) return refuse('F6', 'collection_pending', { collectionId: state.collection.id });
      return collectionStep(state, event.collectionId, startDebtCollection(wizard, deps));
    }
    case 'collection_sale': {
      const pending = pendingCollection(state, event.collectionId);
      if (!pending.ok) return pending;
      const sale = event.markersToPay === undefined ? { saleGold: event.saleGold } : { saleGold: event.saleGold, markersToPay: event.markersToPay };
      // The walk goes on with the wizard as it is now.
      return collectionStep(state, event.collectionId, resolveDebtSale({ ...pending.value, wizard }, sale));
    }
    case 'collection_help': {
      const pending = pendingCollection(state, event.collectionId);
      if (!pending.ok) return pending;
      return collectionStep(state, event.collectionId, resolveDebtHelp({ ...pending.value, wizard }, { memberIds: event.memberIds }));
    }
  }
}

/**
 * Applies one event: a baseline (`wizard_created`, `wizard_restored`: whatever came before) or a
 * step on the state. Refusals are the rules' own, `F6 collection_pending` for a second start,
 * `F6 collection_not_pending` for a sale or help that names no waiting collection, `D7
 * unknown_member` / `member_id_taken` / `hired_muscle_id_taken` for ids, and `D7 sheet_limit` when
 * the wizard would go past a bound of its sheet (the API must always read back what it wrote).
 * It moves the end of the game along (`endOfGameAfter`) but never refuses a step for coming out of
 * the seed's order: a new step is checked first with `checkEndOfGameOrder`, while a stored one
 * replays as it was played (histories kept before the order was checked hold a debt check with no
 * settle before it). Throws on a step before any baseline (programmer error).
 */
export function applyWizardEvent(state: WizardState | null, event: WizardEvent, deps: RuleDeps): Outcome<AppliedWizardEvent> {
  const roller = recordingRoller(deps.roller);
  let done: Step;
  if (event.type === 'wizard_created') {
    done = ok({ state: { wizard: event.wizard, collection: null, endOfGame: 'playing' }, entry: { kind: 'baseline' } }, [reason('D7', 'wizard_created', { name: event.wizard.name })]);
  } else if (event.type === 'wizard_restored') {
    done = ok({ state: event.state, entry: { kind: 'baseline' } });
  } else {
    if (state === null) throw new Error(`wizard: ${event.type} before its creation`);
    done = applyToWizard(state, event, { roller, table: deps.table, revision: deps.revision });
  }
  if (!done.ok) return done;
  const next = isBaseline(event) || state === null ? done.value.state : { ...done.value.state, endOfGame: endOfGameAfter(state.endOfGame, event.type) };
  const limit = wizardLimit(next.wizard);
  if (limit !== null) return refuse('D7', 'sheet_limit', { field: limit.field, max: limit.max });
  const before = isBaseline(event) || state === null ? next.wizard : state.wizard;
  const detail: WizardEventDetail = { ...done.value.entry, markersDelta: next.wizard.markers - before.markers, goldDelta: next.wizard.gold - before.gold };
  return ok({ state: next, dice: [...roller.taken], detail }, done.reasons, done.rolls);
}

/** One stored event: what was asked, the dice it consumed, the table rules it was played with. */
export interface StoredWizardEvent {
  readonly event: WizardEvent;
  readonly dice: readonly number[];
  readonly table?: TableRules;
  /** The rules revision it was applied under (../core/revision.ts; absent: the latest). */
  readonly revision?: RulesRevision;
}

/**
 * The state the stored events make, from the last baseline (`wizard_created` or
 * `wizard_restored`) of the history given, each event with its own dice (nobody re-rolls) and
 * under its own table rules (`table` for events that carry none). Throws when the history has no
 * baseline, or an event consumes other dice than it stored (the history does not replay); an
 * event now refused is returned as the refusal.
 */
export function replayWizard(history: readonly StoredWizardEvent[], table: TableRules): Outcome<WizardState> {
  const start = history.findLastIndex((stored) => isBaseline(stored.event));
  if (start < 0) throw new Error('replay: a wizard history starts with its creation or a restored state');
  let state: WizardState | null = null;
  for (let index = start; index < history.length; index++) {
    const stored = history[index] as StoredWizardEvent;
    const roller = scriptedRoller(stored.dice);
    const applied = applyWizardEvent(state, stored.event, { roller, table: stored.table ?? table, revision: stored.revision });
    if (!applied.ok) return applied;
    if (roller.remaining() !== 0) throw new Error(`replay: event ${index} (${stored.event.type}) left ${roller.remaining()} stored dice unused`);
    state = applied.value.state;
  }
  if (state === null) throw new Error('replay: a wizard history starts with its creation or a restored state');
  return ok(state);
}

export interface WizardSkippingReplay {
  readonly state: WizardState;
  /** The steps left out, in order (none when the history replays whole). */
  readonly skipped: readonly SkippedStep[];
}

/**
 * Replays a history as `replayWizard` does, but a step that no longer applies — the rules now
 * refuse it, or it consumes other dice than it stored — is left out and the replay goes on from
 * the state before it. Reverting an earlier step uses it to tell the GM which later steps no
 * longer apply; with nothing left out it is exactly `replayWizard`. Throws when the history has no
 * baseline or its baseline itself does not apply (nothing to replay from).
 */
export function replayWizardSkipping(history: readonly StoredWizardEvent[], table: TableRules): WizardSkippingReplay {
  const start = history.findLastIndex((stored) => isBaseline(stored.event));
  if (start < 0) throw new Error('replay: a wizard history starts with its creation or a restored state');
  let state: WizardState | null = null;
  const skipped: SkippedStep[] = [];
  for (let index = start; index < history.length; index++) {
    const stored = history[index] as StoredWizardEvent;
    const before: WizardState | null = state;
    const applied: Outcome<AppliedWizardEvent> | 'dice' = applyOnStoredDice(stored.dice, (roller) => applyWizardEvent(before, stored.event, { roller, table: stored.table ?? table, revision: stored.revision }));
    if (applied !== 'dice' && applied.ok) state = applied.value.state;
    else if (before === null) throw new Error('replay: the wizard history’s start does not apply');
    else skipped.push({ index, why: applied === 'dice' ? 'dice' : applied.error });
  }
  if (state === null) throw new Error('replay: a wizard history starts with its creation or a restored state');
  return { state, skipped };
}
