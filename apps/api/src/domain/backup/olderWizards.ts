/**
 * The wizards of version-1 exports, made before a wizard's ledger was its history (decision 014):
 * a row with its warband and hired muscle, and a ledger of favours (pay-offs and settlements
 * among them) and collections. An import reads them as the migration's data step reads the same
 * rows (../wizards/keptLedger.ts): the wizard's state, its ledger entries as the first steps of
 * its history (ids, times, details and reasons kept), then a `wizard_restored` baseline holding
 * the state. The ledger reads as it did then; the rolls are kept as they were (a roll of those
 * days names no step).
 *
 * What today's format refuses in the result is named where the version-1 file says it
 * (`pathInFile`): the sheet's fields where they are, a ledger entry's by its row.
 */
import { keptLedgerAsHistory } from '../wizards/keptLedger';
import type { ExportedWizardV1 } from './formatV1';
import type { ExportedStep, ExportedWizard } from './formatV2';

type Path = (string | number)[];

export interface WizardOfV1 {
  /** The wizard as today's format writes it (not checked yet). */
  readonly wizard: ExportedWizard;
  /** Where, in the version-1 entry, the value at `path` of `wizard` comes from. */
  readonly pathInFile: (path: readonly (string | number)[]) => Path;
}

/** The baseline's id, made from the wizard's: an import gives every id a new one anyway. */
const baselineId = (wizardId: string): string => `${wizardId}-restored`;

export function wizardOfV1(entry: ExportedWizardV1): WizardOfV1 {
  const at = (iso: string) => new Date(iso);
  const { state, steps } = keptLedgerAsHistory({
    id: entry.id,
    name: entry.name,
    level: entry.level,
    gold: entry.gold,
    markers: entry.markers,
    updatedAt: at(entry.updatedAt),
    warband: entry.warband,
    hiredMuscle: entry.hiredMuscle,
    favours: entry.favours.map((f) => ({ ...f, createdAt: at(f.createdAt) })),
    collections: entry.collections.map((c) => ({ id: c.id, details: c.details, reasons: c.reasons, createdAt: at(c.createdAt) })),
  });
  const history = steps.map((s, i) => ({
    id: s.id ?? baselineId(entry.id),
    seq: i + 1,
    type: s.type,
    payload: s.payload,
    dice: [],
    detail: s.detail,
    reasons: s.reasons,
    tableRules: null,
    // Played before rules revisions were kept (decision 023).
    rulesRevision: 1,
    hidden: false,
    undoneBy: null,
    createdAt: s.createdAt.toISOString(),
  }));
  // As JSON: a field the rows lacked (left undefined by the reading) is absent, as in the file.
  const wizard = JSON.parse(
    JSON.stringify({ id: entry.id, state, version: entry.version, createdAt: entry.createdAt, updatedAt: entry.updatedAt, steps: history, rolls: entry.rolls }),
  ) as ExportedWizard;

  const rowOf = new Map<string, Path>([
    ...entry.favours.map((f, j): [string, Path] => [f.id, ['favours', j]]),
    ...entry.collections.map((c, j): [string, Path] => [c.id, ['collections', j]]),
  ]);
  const pendingId = (state.collection as { id?: unknown } | null)?.id;
  const pendingRow = typeof pendingId === 'string' ? rowOf.get(pendingId) : undefined;

  /** In the state: the sheet's fields are the entry's own; the pending collection is its row's stored state. */
  const inState = ([part, ...rest]: readonly (string | number)[]): Path => {
    if (part === 'wizard') return rest;
    if (part === 'collection' && pendingRow !== undefined) return rest[0] === 'id' ? [...pendingRow, 'id'] : [...pendingRow, 'details', 'state', ...rest];
    return [];
  };
  /** In a step: the ledger row it was made from (the baseline: the state it holds). */
  const inStep = (step: ExportedStep, [part, field, ...inner]: readonly (string | number)[]): Path => {
    const row = rowOf.get(step.id);
    if (row === undefined) return part === 'payload' && field === 'state' ? inState(inner) : [];
    if (part === 'reasons' || part === 'createdAt' || part === 'id') return [...row, ...[part, field, ...inner].filter((p) => p !== undefined)];
    if (part !== 'detail') return [...row, 'details'];
    if (field === 'favour' || field === 'payOff' || field === 'settlement') return [...row, 'details', ...inner];
    if (field === 'collection') return inner[0] === 'id' ? [...row, 'id'] : [...row, 'details', 'state', ...inner];
    if ((field === 'markersDelta' || field === 'goldDelta') && row[0] === 'favours') return [...row, field];
    return [...row, 'details'];
  };
  const pathInFile = (path: readonly (string | number)[]): Path => {
    const [head, index, ...rest] = path;
    if (head === 'state') return index === undefined ? [] : inState([index, ...rest]);
    if (head === 'steps') {
      const step = typeof index === 'number' ? wizard.steps[index] : undefined;
      return step === undefined ? [] : inStep(step, rest);
    }
    // Its id, version, dates and rolls are the file's own.
    return [...path];
  };
  return { wizard, pathInFile };
}
