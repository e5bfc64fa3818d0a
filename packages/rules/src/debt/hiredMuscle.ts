import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Failure, Outcome } from '../core/outcome';
import { ok, refuse } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { HiredMuscle, HiredMuscleKind, Wizard } from '../model/frostgrave';
import { checkDebtCap, takeFavourMarkers } from './ledger';

/** F4: « Un sorcier peut recruter jusqu'à deux modèles comme gros bras embauchés ». */
export const HIRED_MUSCLE_MAX = 2;

/** F4: « Ajouter un marqueur supplémentaire en fin de partie si le soldat meurt. » */
export const HIRED_MUSCLE_DEATH_MARKERS = 1;

export interface HiredMuscleEntry {
  readonly kind: HiredMuscleKind;
  /** The French name of the table. */
  readonly label: string;
  readonly markers: number;
  /** The soldier profile it plays as, when the table says so (« = apothicaire »). */
  readonly playsAs: string | null;
}

/** F4: the « tableau des gros Bras embauchés ». */
export const HIRED_MUSCLE_TABLE: Readonly<Record<HiredMuscleKind, HiredMuscleEntry>> = {
  bandit: { kind: 'bandit', label: 'Bandit', markers: 1, playsAs: null },
  thief: { kind: 'thief', label: 'Voleur', markers: 1, playsAs: null },
  trap_expert: { kind: 'trap_expert', label: 'Expert en pièges', markers: 1, playsAs: null },
  assassin: { kind: 'assassin', label: 'Assassin', markers: 2, playsAs: null },
  barber_surgeon: { kind: 'barber_surgeon', label: 'Barbier-chirurgien', markers: 2, playsAs: 'apothecary' },
  treasure_hunter: { kind: 'treasure_hunter', label: 'Chasseur de trésors', markers: 2, playsAs: null },
};

export const HIRED_MUSCLE_KINDS: readonly HiredMuscleKind[] = [
  'bandit',
  'thief',
  'trap_expert',
  'assassin',
  'barber_surgeon',
  'treasure_hunter',
];

/**
 * F4: models that count towards the usual warband size limit. Hired muscle does not (« Les gros bras
 * embauchés ne comptent pas dans la limite de taille habituelle de la bande de guerre »): neither the
 * wizard's `hiredMuscle` list nor warband members with the `hired_muscle` role are counted.
 */
export function debtWarbandSizeForLimit(wizard: Wizard): number {
  return wizard.warband.filter((m) => m.role !== 'hired_muscle').length;
}

export interface HireMuscleInput {
  /** The caller's id for the new model (must be new to the wizard's hired muscle). */
  readonly id: string;
  readonly kind: HiredMuscleKind;
}

export interface HireMuscleResult {
  readonly wizard: Wizard;
  readonly hired: HiredMuscle;
  readonly markers: number;
}

/** F4/F1: why the rules refuse to hire a model of this kind now (two already hired, or its markers over the level), or null. */
function hireRefusal(wizard: Wizard, kind: HiredMuscleKind): Failure | null {
  if (wizard.hiredMuscle.length >= HIRED_MUSCLE_MAX) {
    return refuse('F4', 'hired_muscle_limit', { hired: wizard.hiredMuscle.length, max: HIRED_MUSCLE_MAX });
  }
  return checkDebtCap(wizard, 'hired_muscle', HIRED_MUSCLE_TABLE[kind].markers) ?? null;
}

/** F4: the kinds of hired muscle the rules accept for this wizard now, in the table's order (what a form offers). */
export function hireableMuscle(wizard: Wizard): readonly HiredMuscleKind[] {
  return HIRED_MUSCLE_KINDS.filter((kind) => hireRefusal(wizard, kind) === null);
}

/**
 * F4 hired muscle (a favour, F1): adds the model to the wizard's hired muscle for the next game for
 * the markers of the table. Refused when two are already hired (F4) or when the markers would exceed
 * the level (F1). Throws on a duplicate id (programmer error).
 */
export function hireMuscle(wizard: Wizard, input: HireMuscleInput): Outcome<HireMuscleResult> {
  if (wizard.hiredMuscle.some((h) => h.id === input.id)) {
    throw new Error(`hired muscle id ${input.id} is already used`);
  }
  const refused = hireRefusal(wizard, input.kind);
  if (refused) return refused;
  const entry = HIRED_MUSCLE_TABLE[input.kind];
  const taken = takeFavourMarkers(wizard, 'hired_muscle', entry.markers);
  const hired: HiredMuscle = { id: input.id, kind: input.kind };
  return ok({ wizard: { ...taken.wizard, hiredMuscle: [...wizard.hiredMuscle, hired] }, hired, markers: entry.markers }, [
    reason('F4', 'hired_muscle_cost', { kind: input.kind, markers: entry.markers }),
    ...taken.reasons,
    reason('F4', 'hired_muscle_hired', { id: input.id, kind: input.kind, hired: wizard.hiredMuscle.length + 1, max: HIRED_MUSCLE_MAX }),
  ]);
}

export interface HiredMuscleSettlement {
  readonly wizard: Wizard;
  /** Ids of the hired models that died. */
  readonly died: readonly string[];
  /** Penalty markers added (1 per death, fewer only under the 'cap' table option). */
  readonly penaltyMarkers: number;
  /** True when the wizard now holds more markers than the level (the penalty is owed anyway). */
  readonly overLevel: boolean;
  /** The hired models released. */
  readonly released: readonly HiredMuscle[];
}

/**
 * F4 after the game: each hired model that died (its survival is rolled by the caller, as for a
 * soldier) costs one more marker — « le sorcier prend un marqueur Pègre supplémentaire » — then every
 * hired model is released. The penalty is mandatory: by default (`hiredMuscleDeathOverLevel:
 * 'allow'`) it may exceed the level, and the result says `overLevel`; with 'cap' it stops at the
 * level. Refused (F4) when a dead id is not one of the wizard's hired muscle.
 * Settle before the F6 collection check, so the check sees the penalty.
 */
export function settleHiredMuscle(wizard: Wizard, died: readonly string[], deps: Pick<RuleDeps, 'table'>): Outcome<HiredMuscleSettlement> {
  const dead = [...new Set(died)];
  const unknown = dead.find((id) => !wizard.hiredMuscle.some((h) => h.id === id));
  if (unknown !== undefined) {
    return refuse('F4', 'not_hired_muscle', { id: unknown });
  }
  const reasons: Reason[] = [];
  const owed = dead.length * HIRED_MUSCLE_DEATH_MARKERS;
  const penaltyMarkers =
    deps.table.hiredMuscleDeathOverLevel === 'allow' ? owed : Math.min(owed, Math.max(0, wizard.level - wizard.markers));
  for (const id of dead) {
    reasons.push(reason('F4', 'hired_muscle_died', { id, markers: HIRED_MUSCLE_DEATH_MARKERS }));
  }
  if (penaltyMarkers < owed) {
    reasons.push(reason('F4', 'death_penalty_capped_at_level', { owed, taken: penaltyMarkers, level: wizard.level }));
  }
  const markers = wizard.markers + penaltyMarkers;
  const overLevel = markers > wizard.level;
  if (owed > 0) {
    reasons.push(reason('F4', 'death_penalty_markers', { delta: penaltyMarkers, markers, level: wizard.level, overLevel }));
  }
  reasons.push(reason('F4', 'hired_muscle_released', { released: wizard.hiredMuscle.length }));
  return ok(
    {
      wizard: { ...wizard, markers, hiredMuscle: [] },
      died: dead,
      penaltyMarkers,
      overLevel,
      released: wizard.hiredMuscle,
    },
    reasons,
  );
}
