/**
 * A wizard kept the way releases before decision 014 kept it — its row, warband and hired-muscle
 * rows, and a ledger of rows (favours, pay-offs and settlements; end-of-game collections) — as the
 * one history of today: its `WizardState` document, and its ledger entries as the first steps of
 * its history, followed by a `wizard_restored` baseline holding the state.
 *
 * The entries keep their ids, times, details and reasons, so the ledger reads exactly as it did;
 * their payload is the event as far as the row tells it. They come before the baseline: no undo
 * reaches them and no replay reads them (the dice they rolled stay on their rolls). A collection
 * that walked through a sale or members is one entry, as its row was.
 *
 * Used by the migration's data step (../../db/upgrades/wizardStoredOnce.ts) and by the import of
 * exports made before (../backup/import.ts): one reading of the old shape.
 */
import type { WizardEventType } from '@temps-mort/rules';

type Json = Record<string, unknown>;

export interface KeptWizardRows {
  readonly id: string;
  readonly name: unknown;
  readonly level: unknown;
  readonly gold: unknown;
  readonly markers: unknown;
  /** When the ledger's history begins (the wizard's last change). */
  readonly updatedAt: Date;
  /** In the order the release listed them (oldest first). */
  readonly warband: readonly { readonly id: unknown; readonly name: unknown; readonly role: unknown; readonly baseCost: unknown; readonly will: unknown }[];
  readonly hiredMuscle: readonly { readonly id: unknown; readonly kind: unknown }[];
  /** `FavourRecord`: a favour (loan, intimidation, hired_muscle), a pay_off or a hired_muscle_settlement. */
  readonly favours: readonly {
    readonly id: string;
    readonly kind: string;
    readonly markersDelta: number;
    readonly goldDelta: number;
    readonly details: unknown;
    readonly reasons: unknown;
    readonly createdAt: Date;
  }[];
  /** `CollectionRecord`, its `details.state` being the rules' `DebtCollection` as the walk left it. */
  readonly collections: readonly { readonly id: string; readonly details: unknown; readonly reasons: unknown; readonly createdAt: Date }[];
}

/** One step of the wizard's history, before its seq is known to the log. */
export interface KeptWizardStep {
  readonly id: string | null;
  readonly type: WizardEventType;
  readonly payload: Json;
  readonly detail: Json;
  readonly reasons: unknown;
  readonly createdAt: Date;
}

const asObject = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});

/** The collection's state without its wizard (the wizard is the state's); a missing state stays missing. */
function collectionOf(id: string, details: unknown): Json {
  const { wizard: _wizard, ...rest } = asObject(asObject(details).state);
  return { ...rest, id };
}

function favourStep(row: KeptWizardRows['favours'][number]): Omit<KeptWizardStep, 'createdAt' | 'reasons' | 'id'> {
  const details = asObject(row.details);
  switch (row.kind) {
    case 'pay_off':
      return { type: 'pay_off', payload: { type: 'pay_off', markers: details.markersPaid }, detail: { kind: 'pay_off', payOff: details } };
    case 'hired_muscle_settlement':
      return { type: 'hired_muscle_settle', payload: { type: 'hired_muscle_settle', diedIds: details.died }, detail: { kind: 'hired_muscle_settlement', settlement: details } };
    default: {
      const hired = asObject(details.hired);
      const favour =
        row.kind === 'loan'
          ? { kind: 'loan', amount: details.amount }
          : row.kind === 'intimidation'
            ? { kind: 'intimidation', target: details.target, bonus: details.bonus }
            : { kind: 'hired_muscle', id: hired.id, muscle: hired.kind };
      return { type: 'favour', payload: { type: 'favour', favour }, detail: { kind: 'favour', favour: details } };
    }
  }
}

/** The pending collection of the state: the newest one that waits for the player, as its walk left it. */
function pendingOf(rows: KeptWizardRows): Json | null {
  const pending = [...rows.collections]
    .reverse()
    .find((c) => ['awaiting_sale', 'awaiting_members'].includes(asObject(asObject(c.details).state).status as string));
  return pending === undefined ? null : { ...asObject(asObject(pending.details).state), id: pending.id };
}

/**
 * The state and the steps (oldest first, the baseline last) of a wizard kept as rows. Markers and
 * gold each entry moved are the row's (a collection: what it took).
 */
export function keptLedgerAsHistory(rows: KeptWizardRows): { readonly state: Json; readonly steps: readonly KeptWizardStep[] } {
  const state = {
    wizard: {
      id: rows.id,
      name: rows.name,
      level: rows.level,
      gold: rows.gold,
      markers: rows.markers,
      warband: rows.warband.map((m) => ({ id: m.id, name: m.name, role: m.role, baseCost: m.baseCost, will: m.will })),
      hiredMuscle: rows.hiredMuscle.map((h) => ({ id: h.id, kind: h.kind })),
    },
    collection: pendingOf(rows),
  };
  const entries: KeptWizardStep[] = [
    ...rows.favours.map((f) => {
      const step = favourStep(f);
      return { ...step, id: f.id, detail: { ...step.detail, markersDelta: f.markersDelta, goldDelta: f.goldDelta }, reasons: f.reasons, createdAt: f.createdAt };
    }),
    ...rows.collections.map((c) => {
      const collection = collectionOf(c.id, c.details);
      const took = (field: string) => (typeof collection[field] === 'number' ? -(collection[field] as number) : 0);
      return {
        id: c.id,
        type: 'collection_start' as const,
        payload: { type: 'collection_start', collectionId: c.id },
        detail: { kind: 'collection', collection, markersDelta: took('markersRemoved'), goldDelta: took('goldPaid') },
        reasons: c.reasons,
        createdAt: c.createdAt,
      };
    }),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const last = entries.at(-1)?.createdAt.getTime() ?? 0;
  const baseline: KeptWizardStep = {
    id: null,
    type: 'wizard_restored',
    payload: { type: 'wizard_restored', state },
    detail: { kind: 'baseline', markersDelta: 0, goldDelta: 0 },
    reasons: [],
    createdAt: new Date(Math.max(rows.updatedAt.getTime(), last)),
  };
  return { state, steps: [...entries, baseline] };
}
