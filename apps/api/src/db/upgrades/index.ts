/**
 * Data steps of migrations: what a schema change cannot say in SQL (decision 014). Prisma's
 * schema engine writes every migration.sql and none is edited by hand; when data must move from an
 * old shape to a new one, the migration that adds the new shape is followed here by a step that
 * fills it, run by the runtime migrator (../migrate.ts) in the same transaction as that
 * migration's SQL, and a later migration drops the old shape. `prisma migrate deploy` knows
 * nothing of these steps: upgrade with `pnpm db:migrate` or by starting the server
 * (docs/operations.md).
 */
import type Database from 'better-sqlite3';
import { crewStoredOnce } from './crewStoredOnce';
import { gmAccounts } from './gmAccounts';
import { stepLog } from './stepLog';
import { wizardStoredOnce } from './wizardStoredOnce';

export type DataStep = (db: Database.Database) => void;

/** Migration folder name → the data step run right after its SQL. */
export const DATA_STEPS: Readonly<Record<string, DataStep>> = {
  '20261201130224_crew_state': crewStoredOnce,
  '20261201132217_step_log': stepLog,
  '20261201154417_wizard_state': wizardStoredOnce,
  '20261206142821_gm_accounts': gmAccounts,
};
