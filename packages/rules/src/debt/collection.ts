import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { DiceRoll, Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { OddsDeps, RuleDeps } from '../core/deps';
import type { WarbandMember, WarbandRole, Wizard } from '../model/frostgrave';
import { DEBT_GC_PER_MARKER, assertDebtInteger } from './ledger';
import { payableDebtMarkers } from './payoff';

/**
 * F6 « Rembourser sa dette »: at the end of every game, before any treasure is spent, a wizard with
 * markers rolls a d20; a result ≤ the markers held means the debt is called, and a d20 on the
 * « tableau des dettes de la pègre » says what the gang wants.
 *
 * The player chooses things mid-way (what to sell, whom to send), so a collection is a small state
 * machine:
 *
 *   startDebtCollection ──► skipped (no markers, no dice) | not_called | done
 *                       └─► awaiting_sale     ──resolveDebtSale──►    done | awaiting_members
 *                       └─► awaiting_members  ──resolveDebtHelp──►    done
 *
 * 1-6 « Payez ce que vous devez » resolves at once (as many markers as the vault's gold pays, at
 * 150 gc each); with nothing payable it falls through to 7-12. 7-12 « Marchandises en remplacement »
 * waits for the gold the player's sale raises; a sale that cannot pay a marker falls through to
 * 13-18. 13-18 « Un peu d’aide… » waits for the members sent away. 19-20 « Faire un exemple » rolls
 * the victim at once.
 */

export type DebtCollectionEntry = 'pay_what_you_owe' | 'goods_in_lieu' | 'a_little_help' | 'make_an_example';

export interface DebtCollectionRow {
  readonly from: number;
  readonly to: number;
  readonly entry: DebtCollectionEntry;
  readonly label: string;
}

/** F6: the « tableau des dettes de la pègre » (d20). */
export const DEBT_COLLECTION_TABLE: readonly DebtCollectionRow[] = [
  { from: 1, to: 6, entry: 'pay_what_you_owe', label: 'Payez ce que vous devez' },
  { from: 7, to: 12, entry: 'goods_in_lieu', label: 'Marchandises en remplacement' },
  { from: 13, to: 18, entry: 'a_little_help', label: "Un peu d’aide…" },
  { from: 19, to: 20, entry: 'make_an_example', label: 'Faire un exemple' },
];

export const DEBT_COLLECTION_ENTRIES: readonly DebtCollectionEntry[] = DEBT_COLLECTION_TABLE.map((row) => row.entry);

/** F6 13-18: « retirez 1 marqueur Pègre pour chaque 50 co complet de ce total ». */
export const DEBT_HELP_GC_PER_MARKER = 50;

/** F6 19-20: « 1-5, le sorcier, 6-20, l'apprenti ». */
export const DEBT_EXAMPLE_WIZARD_MAX = 5;

/** F6: the row of the collection table for a d20 result. */
export function debtCollectionEntry(tableRoll: number): DebtCollectionEntry {
  const row = DEBT_COLLECTION_TABLE.find((r) => tableRoll >= r.from && tableRoll <= r.to);
  if (!row) throw new Error(`${tableRoll} is not a d20 result`);
  return row.entry;
}

/** F6 13-18: markers removed by members whose base costs sum to `totalBaseCost`. */
export function littleHelpMarkers(totalBaseCost: number): number {
  assertDebtInteger(totalBaseCost, 'total base cost');
  return Math.floor(Math.max(0, totalBaseCost) / DEBT_HELP_GC_PER_MARKER);
}

export type DebtExampleVictim = 'wizard' | 'apprentice';

/** F6 19-20: who takes the permanent injury, on top of any from the game (`recordDebtInjury` puts it on the member). */
export interface DebtInjury {
  readonly victim: DebtExampleVictim;
  /** The warband member hurt (the wizard's own id when the warband lists no wizard member). */
  readonly memberId: string;
  readonly name: string;
  /** The d20 for the victim, or null when no die was needed (no apprentice, option 'wizard'). */
  readonly victimRoll: number | null;
}

interface CollectionCalled {
  readonly wizard: Wizard;
  readonly markersAtCheck: number;
  readonly check: number;
  readonly tableRoll: number;
  /** The row the table die named. */
  readonly rolledEntry: DebtCollectionEntry;
  /** Rows tried in order, the one applying now last (1-6 → 7-12 → 13-18 after two fall-throughs). */
  readonly path: readonly DebtCollectionEntry[];
}

export interface DebtCollectionDone extends CollectionCalled {
  readonly status: 'done';
  /** The row that finally applied. */
  readonly entry: DebtCollectionEntry;
  readonly markersRemoved: number;
  /** Gold that left the vault for the gang. */
  readonly goldPaid: number;
  /** Gold the sale raised (7-12), 0 otherwise. */
  readonly saleGold: number;
  /** Members who miss the next game (13-18). */
  readonly missNextGame: readonly string[];
  /** The beating (19-20), null otherwise or when nobody could be hurt. */
  readonly injury: DebtInjury | null;
}

export type DebtCollection =
  | { readonly status: 'skipped'; readonly wizard: Wizard; readonly markersAtCheck: number }
  | { readonly status: 'not_called'; readonly wizard: Wizard; readonly markersAtCheck: number; readonly check: number }
  | (CollectionCalled & { readonly status: 'awaiting_sale' })
  | (CollectionCalled & { readonly status: 'awaiting_members' })
  | DebtCollectionDone;

export type DebtCollectionStatus = DebtCollection['status'];

interface Step {
  readonly collection: DebtCollection;
  readonly reasons: Reason[];
  readonly rolls: DiceRoll[];
}

function done(
  called: CollectionCalled,
  entry: DebtCollectionEntry,
  settled: Partial<Pick<DebtCollectionDone, 'markersRemoved' | 'goldPaid' | 'saleGold' | 'missNextGame' | 'injury'>> & { wizard: Wizard },
): DebtCollectionDone {
  return {
    ...called,
    status: 'done',
    entry,
    markersRemoved: settled.markersRemoved ?? 0,
    goldPaid: settled.goldPaid ?? 0,
    saleGold: settled.saleGold ?? 0,
    missNextGame: settled.missNextGame ?? [],
    injury: settled.injury ?? null,
    wizard: settled.wizard,
  };
}

function findRole(wizard: Wizard, role: WarbandRole): WarbandMember | undefined {
  return wizard.warband.find((m) => m.role === role);
}

/** Enters a row of the table, following 1-6's fall-through and rolling 19-20's victim. */
function enterEntry(called: CollectionCalled, entry: DebtCollectionEntry, deps: RuleDeps): Step {
  const at: CollectionCalled = { ...called, path: [...called.path, entry] };
  const { wizard } = at;
  switch (entry) {
    case 'pay_what_you_owe': {
      const markers = payableDebtMarkers(wizard);
      if (markers === 0) {
        const next = enterEntry(at, 'goods_in_lieu', deps);
        return {
          ...next,
          reasons: [reason('F6', 'nothing_payable_falls_through', { gold: wizard.gold, gcPerMarker: DEBT_GC_PER_MARKER, to: 'goods_in_lieu' }), ...next.reasons],
        };
      }
      const goldPaid = markers * DEBT_GC_PER_MARKER;
      const paid = { ...wizard, markers: wizard.markers - markers, gold: wizard.gold - goldPaid };
      return {
        collection: done(at, entry, { wizard: paid, markersRemoved: markers, goldPaid }),
        reasons: [
          reason('F6', 'paid_what_you_owe', { markers, gold: goldPaid, gcPerMarker: DEBT_GC_PER_MARKER, markersLeft: paid.markers, goldLeft: paid.gold }),
        ],
        rolls: [],
      };
    }
    case 'goods_in_lieu':
      return {
        collection: { ...at, status: 'awaiting_sale' },
        reasons: [reason('F6', 'awaiting_sale', { markers: wizard.markers, gcPerMarker: DEBT_GC_PER_MARKER })],
        rolls: [],
      };
    case 'a_little_help':
      return {
        collection: { ...at, status: 'awaiting_members' },
        reasons: [reason('F6', 'awaiting_members', { markers: wizard.markers, gcPerMarker: DEBT_HELP_GC_PER_MARKER })],
        rolls: [],
      };
    case 'make_an_example':
      return makeAnExample(at, deps);
  }
}

function makeAnExample(at: CollectionCalled, deps: RuleDeps): Step {
  const { wizard } = at;
  const apprentice = findRole(wizard, 'apprentice');
  const wizardMember = findRole(wizard, 'wizard');
  const wizardVictim = (victimRoll: number | null): DebtInjury => ({
    victim: 'wizard',
    memberId: wizardMember?.id ?? wizard.id,
    name: wizardMember?.name ?? wizard.name,
    victimRoll,
  });
  if (!apprentice && deps.table.exampleWithoutApprentice === 'wizard') {
    const injury = wizardVictim(null);
    return {
      collection: done(at, 'make_an_example', { wizard, injury }),
      reasons: [reason('F6', 'example_no_apprentice_wizard_hurt', { memberId: injury.memberId }), reason('F6', 'permanent_injury', { victim: 'wizard', memberId: injury.memberId })],
      rolls: [],
    };
  }
  const victimRoll = deps.roller.roll(20);
  const rolls: DiceRoll[] = [{ sides: 20, purpose: 'debt_example_victim', dice: [victimRoll] }];
  let injury: DebtInjury | null;
  if (victimRoll <= DEBT_EXAMPLE_WIZARD_MAX) {
    injury = wizardVictim(victimRoll);
  } else if (apprentice) {
    injury = { victim: 'apprentice', memberId: apprentice.id, name: apprentice.name, victimRoll };
  } else {
    injury = null;
  }
  const reasons: Reason[] = [reason('F6', 'example_victim_roll', { victimRoll, victim: victimRoll <= DEBT_EXAMPLE_WIZARD_MAX ? 'wizard' : 'apprentice' })];
  reasons.push(
    injury
      ? reason('F6', 'permanent_injury', { victim: injury.victim, memberId: injury.memberId })
      : reason('F6', 'example_no_apprentice_nobody_hurt', { victimRoll }),
  );
  return { collection: done(at, 'make_an_example', { wizard, injury }), reasons, rolls };
}

/**
 * F6 19-20 « Le malheureux individu reçoit une blessure permanente »: the beating goes on the
 * victim's warband member, named by the collection that gave it. A wizard whose warband lists no
 * wizard member has nowhere to carry it: the collection's `injury` is its only record
 * (`injury_not_on_warband`).
 */
export function recordDebtInjury(wizard: Wizard, injury: DebtInjury, collectionId: string): { readonly wizard: Wizard; readonly reasons: Reason[] } {
  const victim = wizard.warband.find((m) => m.id === injury.memberId);
  if (!victim) return { wizard, reasons: [reason('F6', 'injury_not_on_warband', { victim: injury.victim, memberId: injury.memberId })] };
  const injuries = [...victim.injuries, { cause: 'debt_example' as const, collectionId }];
  return {
    wizard: { ...wizard, warband: wizard.warband.map((m) => (m.id === victim.id ? { ...m, injuries } : m)) },
    reasons: [reason('F6', 'injury_recorded', { memberId: victim.id, injuries: injuries.length })],
  };
}

/**
 * F6 start: at the end of a game, before spending treasure (and after settling hired muscle, F4).
 * No markers → `skipped`, no die. Otherwise the check d20 (purpose `debt_check`): above the markers →
 * `not_called`; at or below → the table d20 (`debt_collection_table`), then whatever that row needs.
 */
export function startDebtCollection(wizard: Wizard, deps: RuleDeps): Outcome<DebtCollection> {
  const markersAtCheck = wizard.markers;
  if (markersAtCheck <= 0) {
    return ok({ status: 'skipped', wizard, markersAtCheck }, [reason('F6', 'no_markers_no_check', { markers: markersAtCheck })]);
  }
  const check = deps.roller.roll(20);
  const rolls: DiceRoll[] = [{ sides: 20, purpose: 'debt_check', dice: [check] }];
  const called = check <= markersAtCheck;
  const reasons: Reason[] = [reason('F6', 'debt_check', { check, markers: markersAtCheck, called })];
  if (!called) {
    return ok({ status: 'not_called', wizard, markersAtCheck, check }, reasons, rolls);
  }
  const tableRoll = deps.roller.roll(20);
  rolls.push({ sides: 20, purpose: 'debt_collection_table', dice: [tableRoll] });
  const rolledEntry = debtCollectionEntry(tableRoll);
  reasons.push(reason('F6', 'debt_called', { tableRoll, entry: rolledEntry }));
  const step = enterEntry({ wizard, markersAtCheck, check, tableRoll, rolledEntry, path: [] }, rolledEntry, deps);
  return ok(step.collection, [...reasons, ...step.reasons], [...rolls, ...step.rolls]);
}

function calledPart(c: CollectionCalled): CollectionCalled {
  return { wizard: c.wizard, markersAtCheck: c.markersAtCheck, check: c.check, tableRoll: c.tableRoll, rolledEntry: c.rolledEntry, path: c.path };
}

export interface DebtSaleCoverage {
  /** Markers the sale can pay: 1 per full 150 gc it raises, never more than the markers held. */
  readonly covered: number;
  readonly reasons: Reason[];
}

/**
 * F6 7-12: what a sale raising `saleGold` can pay « pour payer au moins 1 marqueur Pègre (à 150 co
 * chacun) »: one marker per full 150 gc, at most the markers held. 0 means the sale pays nothing
 * and the row falls through to 13-18. Only the gold raised « grâce à la vente » counts, not the
 * vault's. `resolveDebtSale` applies it; a form previews it as the player types the sale.
 */
export function debtSaleCoverage(wizard: Pick<Wizard, 'markers'>, saleGold: number): DebtSaleCoverage {
  assertDebtInteger(saleGold, 'sale gold');
  if (saleGold < 0) throw new Error(`sale gold must be ≥ 0, got ${saleGold}`);
  const covered = Math.min(Math.max(0, wizard.markers), Math.floor(saleGold / DEBT_GC_PER_MARKER));
  return {
    covered,
    reasons: [reason('F6', 'sale_covers', { saleGold, gcPerMarker: DEBT_GC_PER_MARKER, markers: wizard.markers, covered })],
  };
}

export interface DebtHelpCoverage {
  /** The members sent, each once, in the order given. */
  readonly memberIds: readonly string[];
  /** Their summed base costs. */
  readonly totalBaseCost: number;
  /** 1 marker per full 50 gc of that total. */
  readonly earned: number;
  /** What actually comes off: `earned`, never more than the markers held. */
  readonly markersRemoved: number;
}

/**
 * F6 13-18: whether a member may be sent to pay off the debt: « À l'exception du sorcier » — and not
 * hired muscle, released after the game. What a form offers; `debtHelpCoverage` refuses the others.
 */
export function canHelpWithDebt(role: WarbandRole): boolean {
  return role !== 'wizard' && role !== 'hired_muscle';
}

/**
 * F6 13-18: what sending `memberIds` covers: « À l'exception du sorcier, sélectionnez n'importe quel
 * nombre de membres … Additionnez les coûts de base des figurines sélectionnées et retirez 1
 * marqueur Pègre pour chaque 50 co complet de ce total » (never below 0 markers). Refused (F6) for
 * an unknown member, the wizard, or hired muscle (released after the game). `resolveDebtHelp`
 * applies it; a form previews it as the player ticks members.
 */
export function debtHelpCoverage(wizard: Pick<Wizard, 'markers' | 'warband'>, memberIds: readonly string[]): Outcome<DebtHelpCoverage> {
  const ids = [...new Set(memberIds)];
  const members: WarbandMember[] = [];
  for (const id of ids) {
    const member = wizard.warband.find((m) => m.id === id);
    if (!member) return refuse('F6', 'unknown_member', { memberId: id });
    if (!canHelpWithDebt(member.role)) {
      if (member.role === 'wizard') return refuse('F6', 'wizard_cannot_help', { memberId: id });
      return refuse('F6', 'hired_muscle_cannot_help', { memberId: id });
    }
    members.push(member);
  }
  const totalBaseCost = members.reduce((sum, m) => sum + m.baseCost, 0);
  const earned = littleHelpMarkers(totalBaseCost);
  const markersRemoved = Math.min(earned, Math.max(0, wizard.markers));
  return ok({ memberIds: ids, totalBaseCost, earned, markersRemoved }, [
    reason('F6', 'little_help', {
      members: ids.length,
      totalBaseCost,
      gcPerMarker: DEBT_HELP_GC_PER_MARKER,
      earned,
      markersRemoved,
      markersLeft: wizard.markers - markersRemoved,
    }),
  ]);
}

export interface DebtSaleInput {
  /** Gold the player's sale raises, by the usual selling rules (the caller removes the items sold). */
  readonly saleGold: number;
  /** Markers the sale pays (default: all it covers); at least 1, at most what it covers. */
  readonly markersToPay?: number;
}

/**
 * F6 7-12 « Marchandises en remplacement »: the sale's gold goes to the vault and pays markers at
 * 150 gc each — at least one. A sale that cannot pay one marker (under 150 gc) is not made and the
 * row falls through to 13-18 (`awaiting_members`). Gold already in the vault does not count: the text
 * wants the gold raised « grâce à la vente ». Refused (F6) when the collection does not wait for a
 * sale, or `markersToPay` is outside 1..what the sale covers.
 */
export function resolveDebtSale(collection: DebtCollection, input: DebtSaleInput): Outcome<DebtCollection> {
  if (collection.status !== 'awaiting_sale') {
    return refuse('F6', 'not_awaiting_sale', { status: collection.status });
  }
  const { saleGold } = input;
  const called = calledPart(collection);
  const { wizard } = called;
  const { covered } = debtSaleCoverage(wizard, saleGold);
  if (covered === 0) {
    return ok({ ...called, path: [...called.path, 'a_little_help'], status: 'awaiting_members' }, [
      reason('F6', 'sale_pays_nothing_falls_through', { saleGold, gcPerMarker: DEBT_GC_PER_MARKER, to: 'a_little_help' }),
      reason('F6', 'awaiting_members', { markers: wizard.markers, gcPerMarker: DEBT_HELP_GC_PER_MARKER }),
    ]);
  }
  const markers = input.markersToPay ?? covered;
  assertDebtInteger(markers, 'markers to pay');
  if (markers < 1 || markers > covered) {
    return refuse('F6', 'sale_markers_out_of_range', { requested: markers, min: 1, max: covered, saleGold });
  }
  const goldPaid = markers * DEBT_GC_PER_MARKER;
  const paid = { ...wizard, markers: wizard.markers - markers, gold: wizard.gold + saleGold - goldPaid };
  return ok(done(called, 'goods_in_lieu', { wizard: paid, markersRemoved: markers, goldPaid, saleGold }), [
    reason('F6', 'goods_in_lieu_paid', { saleGold, markers, gold: goldPaid, markersLeft: paid.markers, goldLeft: paid.gold }),
  ]);
}

export interface DebtHelpInput {
  /** Warband members sent to help the gang; they miss the next game. Any number, none included. */
  readonly memberIds: readonly string[];
}

/**
 * F6 13-18 « Un peu d’aide… »: any members but the wizard miss the next game; 1 marker off per full
 * 50 gc of their summed base costs (never below 0 markers). Refused (F6) when the collection does not
 * wait for members, a member is unknown, is the wizard, or is hired muscle (released after the game).
 */
export function resolveDebtHelp(collection: DebtCollection, input: DebtHelpInput): Outcome<DebtCollection> {
  if (collection.status !== 'awaiting_members') {
    return refuse('F6', 'not_awaiting_members', { status: collection.status });
  }
  const called = calledPart(collection);
  const { wizard } = called;
  const help = debtHelpCoverage(wizard, input.memberIds);
  if (!help.ok) return help;
  const { memberIds, markersRemoved } = help.value;
  const next = { ...wizard, markers: wizard.markers - markersRemoved };
  return ok(done(called, 'a_little_help', { wizard: next, markersRemoved, missNextGame: memberIds }), [
    ...help.reasons,
    ...memberIds.map((id) => reason('F6', 'member_misses_next_game', { memberId: id })),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Exact odds

/** F6: probability that the check calls the debt: P(d20 ≤ markers); 0 with no markers. */
export function debtCalledOdds(markers: number): number {
  assertDebtInteger(markers, 'markers');
  return Math.min(20, Math.max(0, markers)) / 20;
}

export interface DebtCollectionOddsInput {
  readonly markers: number;
  /** Gold in the vault at the check. */
  readonly gold: number;
  /** Gold the player can raise by selling items if 7-12 applies (0 if nothing to sell). */
  readonly saleGold: number;
}

export type DebtCollectionOdds = Readonly<Record<'not_called' | DebtCollectionEntry, number>>;

/**
 * F6 exact odds of which row ends up applying, with the fall-throughs: 1-6 pays when the vault holds
 * ≥ 150 gc, else acts as 7-12; 7-12 pays when the sale raises ≥ 150 gc, else acts as 13-18.
 */
export function debtCollectionOdds(input: DebtCollectionOddsInput): DebtCollectionOdds {
  const { markers, gold, saleGold } = input;
  assertDebtInteger(gold, 'gold');
  assertDebtInteger(saleGold, 'sale gold');
  const calledFaces = debtCalledOdds(markers) * 20; // integer 0..20
  const vaultPays = Math.floor(Math.max(0, gold) / DEBT_GC_PER_MARKER) >= 1;
  // Once the debt is called the wizard holds a marker or more: the sale pays when it covers one.
  const salePays = debtSaleCoverage({ markers: Math.max(1, markers) }, Math.max(0, saleGold)).covered >= 1;
  const faces: Record<DebtCollectionEntry, number> = { pay_what_you_owe: 0, goods_in_lieu: 0, a_little_help: 0, make_an_example: 0 };
  for (const row of DEBT_COLLECTION_TABLE) {
    let entry = row.entry;
    if (entry === 'pay_what_you_owe' && !vaultPays) entry = 'goods_in_lieu';
    if (entry === 'goods_in_lieu' && !salePays) entry = 'a_little_help';
    faces[entry] += row.to - row.from + 1;
  }
  return {
    not_called: ((20 - calledFaces) * 20) / 400,
    pay_what_you_owe: (calledFaces * faces.pay_what_you_owe) / 400,
    goods_in_lieu: (calledFaces * faces.goods_in_lieu) / 400,
    a_little_help: (calledFaces * faces.a_little_help) / 400,
    make_an_example: (calledFaces * faces.make_an_example) / 400,
  };
}

export type DebtExampleVictimOdds = Readonly<Record<DebtExampleVictim | 'nobody', number>>;

/** F6 19-20 exact odds of the victim, given whether the warband has an apprentice (table option for none). */
export function debtExampleVictimOdds(hasApprentice: boolean, deps: OddsDeps): DebtExampleVictimOdds {
  const wizardShare = DEBT_EXAMPLE_WIZARD_MAX / 20;
  if (hasApprentice) return { wizard: wizardShare, apprentice: 1 - wizardShare, nobody: 0 };
  if (deps.table.exampleWithoutApprentice === 'wizard') return { wizard: 1, apprentice: 0, nobody: 0 };
  return { wizard: wizardShare, apprentice: 0, nobody: 1 - wizardShare };
}
