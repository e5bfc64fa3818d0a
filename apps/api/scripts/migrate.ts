/**
 * `pnpm db:migrate`: apply pending migrations to the database now (DATABASE_URL, else
 * ./data/temps-mort.db from the current directory) — what the server does at start.
 */
import { migrate } from '../src/db/migrate';

const result = migrate();
const what = result.applied.length === 0 ? 'already up to date' : `applied ${result.applied.join(', ')}`;
console.log(`${result.path}: ${what} (${result.durationMs.toFixed(1)} ms)`);
