/**
 * The data step of migration `20261201154417_wizard_state` (decision 014): each wizard, read from
 * the rows that held it until then (its columns, WarbandMember and HiredMuscle, oldest first, and
 * its ledger: FavourRecord and CollectionRecord), becomes one `WizardState` document in
 * `Wizard.state` and a history in the campaign's one log (`Step`, aggregate "wizard"): the ledger's
 * entries with their ids, times, details and reasons, then a `wizard_restored` baseline
 * (../../domain/wizards/keptLedger.ts). The next migration drops those rows.
 *
 * A column that is not JSON is carried as its text, so the wizard stays in the file for
 * `pnpm db:doctor` rather than stopping the upgrade.
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { jsonOrText } from './rows';
import { keptLedgerAsHistory, type KeptWizardRows } from '../../domain/wizards/keptLedger';

type Row = Record<string, unknown>;


/** Times as the driver adapter writes them (unix ms); a text date is read too. */
const time = (value: unknown): Date => new Date(typeof value === 'number' ? value : String(value));

export function wizardStoredOnce(db: Database.Database): void {
  const wizards = db.prepare('SELECT * FROM "Wizard" ORDER BY "createdAt", "id"').all() as Row[];
  const byWizard = (table: string) => db.prepare(`SELECT * FROM "${table}" WHERE "wizardId" = ? ORDER BY "createdAt", "id"`);
  const warband = byWizard('WarbandMember');
  const hired = byWizard('HiredMuscle');
  const favours = byWizard('FavourRecord');
  const collections = byWizard('CollectionRecord');
  const write = db.prepare('UPDATE "Wizard" SET "state" = ? WHERE "id" = ?');
  const step = db.prepare(`
    INSERT INTO "Step" ("id", "campaignId", "aggregate", "aggregateId", "seq", "type", "payload", "dice", "detail", "reasons",
                        "tableRules", "hidden", "createdAt", "wizardId")
    VALUES (?, ?, 'wizard', ?, ?, ?, ?, '[]', ?, ?, NULL, 0, ?, ?)`);

  for (const wizard of wizards) {
    const id = wizard.id as string;
    const { state, steps } = keptLedgerAsHistory({
      id,
      name: wizard.name,
      level: wizard.level,
      gold: wizard.gold,
      markers: wizard.markers,
      updatedAt: time(wizard.updatedAt),
      warband: warband.all(id) as unknown as KeptWizardRows['warband'],
      hiredMuscle: hired.all(id) as unknown as KeptWizardRows['hiredMuscle'],
      favours: (favours.all(id) as Row[]).map((f) => ({
        id: f.id as string,
        kind: f.kind as string,
        markersDelta: Number(f.markersDelta),
        goldDelta: Number(f.goldDelta),
        details: jsonOrText(f.details),
        reasons: jsonOrText(f.reasons),
        createdAt: time(f.createdAt),
      })),
      collections: (collections.all(id) as Row[]).map((c) => ({ id: c.id as string, details: jsonOrText(c.details), reasons: jsonOrText(c.reasons), createdAt: time(c.createdAt) })),
    });
    write.run(JSON.stringify(state), id);
    steps.forEach((s, i) => {
      step.run(s.id ?? randomUUID(), wizard.campaignId, id, i + 1, s.type, JSON.stringify(s.payload), JSON.stringify(s.detail), JSON.stringify(s.reasons ?? []), s.createdAt.getTime(), id);
    });
  }
}
