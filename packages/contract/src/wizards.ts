/**
 * Frostgrave wizards and the underworld debt ledger (seed 002, F1–F6; the API's routes/api/wizards):
 * the wizard as answered, its ledger's entries, what a ledger write and an undo answer, the bodies
 * the GM sends, and the F3/F6 exact odds.
 *
 * A ledger entry's `details` is typed per `kind` (`LedgerDetails`): the rule's result without its
 * wizard, as the rules' reducer puts it in the step (`WizardLedgerEntry`). The wire keeps `details`
 * an open object, and a collection's `injury` an open value: an entry stored by an older release
 * is answered as it was written, never refused by the serializer.
 */
import {
  DEBT_COLLECTION_ENTRIES,
  END_OF_GAME_STAGES,
  enumOf,
  FIELD_BOUNDS,
  permanentInjurySchema,
  warbandMemberSchema,
  wizardSchema,
  type DebtFavourResult,
  type DebtInjury,
  type DebtPayoffResult,
  type HiredMuscleSettlement,
  type WithoutWizard,
} from '@temps-mort/rules';
import { z } from 'zod';
import type { Answer } from './answer';
import { idParams, idSchema, tokenQuery, versionSchema } from './ids';
import { reasonSchema } from './reasons';
import { rollSchema } from './rolls';

// ─── the wizard ──────────────────────────────────────────────────────────────────────────────────

// A member's injuries come only from the rules (F6 19-20), never from the GM's forms.
const memberInput = warbandMemberSchema.omit({ id: true, injuries: true });
const hiredKindSchema = wizardSchema.shape.hiredMuscle.element.shape.kind;

export const warbandMemberViewSchema = warbandMemberSchema.extend({
  id: z.string(),
  injuries: z.array(permanentInjurySchema).describe('Permanent injuries, oldest first: F6 19-20 « Faire un exemple » (`cause: debt_example`, the collection that gave it).'),
});
export type WarbandMemberView = Answer<typeof warbandMemberViewSchema>;

export const wizardViewSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  name: z.string(),
  level: z.number().int(),
  gold: z.number().int(),
  markers: z.number().int(),
  freeMarkers: z.number().int().describe('F1: markers the wizard may still take.'),
  warband: z.array(warbandMemberViewSchema),
  hiredMuscle: z.array(z.object({ id: z.string(), kind: hiredKindSchema })),
  pendingCollectionId: z.string().nullable().describe('The F6 collection waiting for a sale or members, if any.'),
  endOfGame: enumOf(END_OF_GAME_STAGES).describe(
    'F4 → F6, the seed’s order: `playing` (settle the hired muscle to end the game; no check yet), `hired_muscle_settled` (the one debt check of the game is next; no favour until it is made), `debt_checked` (done for this game: the next game’s favours, then its settle).',
  ),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WizardView = Answer<typeof wizardViewSchema>;

/** GET /api/campaigns/:campaignId/wizards. */
export const wizardListSchema = z.array(wizardViewSchema);

// ─── the ledger's entries ────────────────────────────────────────────────────────────────────────

/** A favour (F2–F4), a pay-off (F5) or the hired muscle's settlement (F4). */
export const LEDGER_ENTRY_KINDS = ['loan', 'intimidation', 'hired_muscle', 'pay_off', 'hired_muscle_settlement'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

type FavourResult<K extends DebtFavourResult['kind']> = WithoutWizard<Extract<DebtFavourResult, { readonly kind: K }>>;

/** What the rules put in an entry's `details`, per kind: the rule's result without its wizard. */
export interface LedgerDetails {
  readonly loan: FavourResult<'loan'>;
  readonly intimidation: FavourResult<'intimidation'>;
  readonly hired_muscle: FavourResult<'hired_muscle'>;
  readonly pay_off: WithoutWizard<DebtPayoffResult>;
  readonly hired_muscle_settlement: WithoutWizard<HiredMuscleSettlement>;
}

/**
 * One favour, pay-off or settlement as the wire carries it. Its TS type (`FavourView`) narrows
 * `details` by `kind`; the wire schema keeps `details` an open object.
 */
export const favourViewSchema = z.object({
  id: z.string(),
  wizardId: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  markersDelta: z.number().int(),
  goldDelta: z.number().int(),
  details: z
    .record(z.string(), z.unknown())
    .describe(
      "The rule's result without its wizard, per `kind` (`LedgerDetails` of @temps-mort/contract): a favour's `DebtFavourResult`, a settlement's `HiredMuscleSettlement`, a pay-off's `DebtPayoffResult`.",
    ),
  reasons: z.array(reasonSchema),
  createdAt: z.string(),
});

type WireFavour = Answer<typeof favourViewSchema>;

/** A ledger entry, its `details` typed by its `kind`. */
export type FavourView = {
  readonly [K in LedgerEntryKind]: Omit<WireFavour, 'kind' | 'details'> & { readonly kind: K; readonly details: LedgerDetails[K] };
}[LedgerEntryKind];

/** The entries of some kinds (e.g. `FavourViewOf<'intimidation'>`). */
export type FavourViewOf<K extends LedgerEntryKind> = Extract<FavourView, { readonly kind: K }>;

const collectionEntrySchema = enumOf(DEBT_COLLECTION_ENTRIES);

/** F6: one end-of-game collection, its walk (start, sale, members) gathered under its start. */
export const collectionViewSchema = z.object({
  id: z.string(),
  wizardId: z.string(),
  status: z.enum(['skipped', 'not_called', 'awaiting_sale', 'awaiting_members', 'done']),
  awaiting: z.enum(['sale', 'members']).nullable().describe('What the walk waits for; null once finished.'),
  markersAtCheck: z.number().int(),
  checkRoll: z.number().int().nullable(),
  tableRoll: z.number().int().nullable(),
  rolledEntry: collectionEntrySchema.nullable().describe('The row the table die named.'),
  path: z.array(collectionEntrySchema).describe('Rows tried, in order (1-6 → 7-12 → 13-18 after two fall-throughs).'),
  entry: collectionEntrySchema.nullable().describe('The row that finally applied (once done).'),
  markersRemoved: z.number().int(),
  goldPaid: z.number().int(),
  saleGold: z.number().int(),
  missNextGame: z.array(z.string()),
  injury: z.unknown().describe('F6 19-20: the beating (`DebtInjury` of @temps-mort/rules: victim, memberId, name, victimRoll); null otherwise.'),
  reasons: z.array(reasonSchema),
  createdAt: z.string(),
});

/** A collection, its `injury` typed as the rules give it (the wire keeps it open). */
export type CollectionView = Omit<Answer<typeof collectionViewSchema>, 'injury'> & { readonly injury: DebtInjury | null };

// ─── what the routes answer ──────────────────────────────────────────────────────────────────────

/**
 * A wire schema read as the type `T` the rules give its open parts (an entry's `details` by its
 * kind, a collection's `injury`): the serializer still checks the open wire (an older entry is
 * answered as written), while the API's handler must return `T` and the web reads `T`.
 */
function typedAs<T>(wire: z.ZodType): z.ZodType<T, T> {
  return wire as unknown as z.ZodType<T, T>;
}

function ledgerStepSchema<E extends z.ZodType>(entry: E) {
  return z.object({ wizard: wizardViewSchema, entry, reasons: z.array(reasonSchema), rolls: z.array(rollSchema) });
}
const favourStepWire = ledgerStepSchema(favourViewSchema);

/** What a ledger write answers: the wizard after it, the entry (typed), why, and the dice. */
export type LedgerStep<E extends FavourView | CollectionView> = Omit<Answer<typeof favourStepWire>, 'entry'> & { readonly entry: E };

/** A favour, a settlement or a pay-off: the wizard after it, the entry, why, and the dice. */
export const favourStepSchema = typedAs<LedgerStep<FavourView>>(favourStepWire);
/** A collection's start, sale or members: the wizard after it, the collection, why, and the dice. */
export const collectionStepSchema = typedAs<LedgerStep<CollectionView>>(ledgerStepSchema(collectionViewSchema));
/** GET /api/collections/:id. */
export const collectionAnswerSchema = typedAs<CollectionView>(collectionViewSchema);

/** POST /api/wizards/:id/warband. */
export const memberAddedSchema = z.object({ wizard: wizardViewSchema, memberId: z.string() });
export type MemberAdded = Answer<typeof memberAddedSchema>;

const ledgerWire = z.object({
  wizard: wizardViewSchema,
  favours: z.array(favourViewSchema),
  payOffs: z.array(favourViewSchema),
  collections: z.array(collectionViewSchema),
  rolls: z.array(rollSchema),
  // What the GM's « Annuler cette étape » and « Rétablir » name (issue 34, "undo any step"); not a player's.
  stepSeqs: z
    .record(z.string(), z.number().int())
    .optional()
    .describe('Each entry’s step in the wizard’s history, by the entry’s id (a collection: its start’s): what a revert names. The GM’s only.'),
  undos: z
    .array(
      z.object({
        seq: z.number().int(),
        undid: z.object({ seq: z.number().int(), type: z.string().describe('The undone step’s type (`WizardEventType`).') }),
        reasons: z.array(reasonSchema),
      }),
    )
    .optional()
    .describe('The undos not taken back, newest first: each may be redone. The GM’s only.'),
});

/** The ledger, its entries typed; `rolls`: every d20 rolled for the wizard, newest first (an undone step's marked undone). */
export type LedgerView = Omit<Answer<typeof ledgerWire>, 'favours' | 'payOffs' | 'collections'> & {
  /** Favours claimed (F2–F4) and hired-muscle settlements (F4), newest first. */
  readonly favours: readonly FavourView[];
  /** F5 pay-offs, newest first. */
  readonly payOffs: readonly FavourView[];
  /** F6 collections, newest first. */
  readonly collections: readonly CollectionView[];
};

/** GET /api/wizards/:id/ledger. */
export const ledgerSchema = typedAs<LedgerView>(ledgerWire);

/** POST /api/wizards/:id/undo. */
export const wizardUndoAnswerSchema = z.object({
  wizard: wizardViewSchema,
  reasons: z.array(reasonSchema),
  undoneRolls: z.array(rollSchema).describe('The rolls of the undone step: they stay listed, marked undone.'),
});
export type WizardUndoAnswer = Answer<typeof wizardUndoAnswerSchema>;

// ─── what the GM sends ───────────────────────────────────────────────────────────────────────────

export const memberParams = z.strictObject({ id: idSchema, memberId: idSchema });
/** DELETE …?version=: the version the client read. */
export const versionQuery = z.strictObject({ version: z.coerce.number().int().min(1) });

/** POST /api/campaigns/:campaignId/wizards. */
export const wizardCreateBody = z.strictObject({
  name: wizardSchema.shape.name,
  level: wizardSchema.shape.level,
  gold: wizardSchema.shape.gold.optional(),
  markers: wizardSchema.shape.markers.optional(),
  warband: z.array(memberInput).max(30).optional(),
});
export type WizardCreateBody = Readonly<z.input<typeof wizardCreateBody>>;

/** PATCH /api/wizards/:id. */
export const wizardPatchBody = z.strictObject({
  version: versionSchema,
  name: wizardSchema.shape.name.optional(),
  level: wizardSchema.shape.level.optional(),
  gold: wizardSchema.shape.gold.optional(),
  markers: wizardSchema.shape.markers.optional(),
});
export type WizardPatchBody = Readonly<z.input<typeof wizardPatchBody>>;

/** POST /api/wizards/:id/warband. */
export const memberAddBody = memberInput.extend({ version: versionSchema });
export type MemberAddBody = Readonly<z.input<typeof memberAddBody>>;
/** PATCH /api/wizards/:id/warband/:memberId. */
export const memberPatchBody = memberInput.partial().extend({ version: versionSchema });
export type MemberPatchBody = Readonly<z.input<typeof memberPatchBody>>;

/** POST /api/wizards/:id/favours: F2 a loan, F3 an intimidation, F4 hired muscle. */
export const favourBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('loan'),
    version: versionSchema,
    amount: z.number().int().min(0).max(1_000_000).describe('F2: 100–1000 gc (the rules refuse others with F2).'),
  }),
  z.strictObject({
    kind: z.literal('intimidation'),
    version: versionSchema,
    target: z.strictObject({ name: wizardSchema.shape.name, role: warbandMemberSchema.shape.role, will: warbandMemberSchema.shape.will }),
    bonus: z.number().int().min(-10).max(10).describe('F3: 0–3 bought modifiers (the rules refuse others with F3).'),
  }),
  z.strictObject({ kind: z.literal('hired_muscle'), version: versionSchema, muscle: hiredKindSchema }),
]);
export type FavourBody = Readonly<z.input<typeof favourBody>>;

/** POST /api/wizards/:id/hired-muscle/settle. */
export const settleBody = z.strictObject({ version: versionSchema, diedIds: z.array(idSchema).max(10) });
/** POST /api/wizards/:id/pay-off. */
export const payOffBody = z.strictObject({ version: versionSchema, markers: wizardSchema.shape.markers });
const wizardVersion = versionSchema.describe("The wizard's version.");
/** POST /api/collections/:id/sale. */
export const saleBody = z.strictObject({
  version: wizardVersion,
  saleGold: wizardSchema.shape.gold,
  markersToPay: wizardSchema.shape.markers.optional(),
});
export type SaleBody = Readonly<z.input<typeof saleBody>>;
/** POST /api/collections/:id/help. */
export const helpBody = z.strictObject({ version: wizardVersion, memberIds: z.array(idSchema).max(30) });

// ─── the exact odds, anyone's ────────────────────────────────────────────────────────────────────

// A query's numbers come as text: coerced, then bounded as the rules bound the wizard's.
const gold = z.coerce.number().int().min(FIELD_BOUNDS.wizard.gold.min).max(FIELD_BOUNDS.wizard.gold.max);

/** GET /api/odds/debt: F6, the debt called and which row finally applies. */
export const debtOddsRoute = {
  querystring: z.strictObject({ markers: z.coerce.number().int().min(FIELD_BOUNDS.wizard.markers.min).max(FIELD_BOUNDS.wizard.markers.max), gold, saleGold: gold.default(0) }),
  answer: z.object({
    called: z.number(),
    outcomes: z.object({
      not_called: z.number(),
      pay_what_you_owe: z.number(),
      goods_in_lieu: z.number(),
      a_little_help: z.number(),
      make_an_example: z.number(),
    }),
  }),
};
export type DebtOddsAnswer = Answer<typeof debtOddsRoute.answer>;

/** GET /api/odds/intimidation: F3. */
export const intimidationOddsRoute = {
  querystring: z.strictObject({
    bonus: z.coerce.number().int().min(FIELD_BOUNDS.favour.intimidationBonus.min).max(FIELD_BOUNDS.favour.intimidationBonus.max),
    will: z.coerce.number().int().min(FIELD_BOUNDS.warbandMember.will.min).max(FIELD_BOUNDS.warbandMember.will.max),
  }),
  answer: z.object({
    success: z.number(),
    failure: z.number(),
    markersTaken: z.number().int(),
    markersKeptOnFailure: z.number().int(),
    expectedMarkersKept: z.number(),
  }),
};
export type IntimidationOddsAnswer = Answer<typeof intimidationOddsRoute.answer>;

/**
 * GET /api/wizards/:id/stream: Server-Sent Events, `event: wizard` `{ wizardId }` whenever its ledger
 * moves (read it again), `event: revoked` when the link it was opened with is revoked. For a
 * wizard's own link (no crew stream to relay it) and the GM.
 */
export const wizardStreamRoute = {
  params: idParams,
  querystring: z.strictObject({ ...tokenQuery }),
};

/**
 * The wizard stream's events: `wizard` (crewHistory.ts `WizardLiveNotice`, as the crew stream relays
 * it), `revoked` (`{}`: the link or the session that opened it is no more; then the end).
 */
export type WizardStreamEvent = 'wizard' | 'revoked';
