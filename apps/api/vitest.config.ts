import { defineProject } from 'vitest/config';

// Files named *.postgres.test.ts test the PostgreSQL machinery itself (its migrator, its schema
// engine twin) and need a server: they run in the PostgreSQL pass only, when TEST_DATABASE_URL
// names one (`npm run check` runs the suite a second time so; scripts/postgres.mjs). Every other
// test runs in both passes, on the database the harness gives it (db/client.ts createTestDatabase).
const onPostgres = /^postgres(?:ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

/**
 * Files that read the SQLite file itself and have no PostgreSQL meaning: the fuzz campaign's oracle
 * (src/fuzz/world.ts) fingerprints the file between requests (`PRAGMA data_version`, rowids). The
 * PostgreSQL pass leaves them out by name, here, and says so at its start.
 */
const SQLITE_ONLY = ['src/fuzz/fuzz.test.ts'];
if (onPostgres) console.log(`PostgreSQL pass: ${SQLITE_ONLY.join(', ')} run(s) on SQLite only.`);

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: onPostgres ? SQLITE_ONLY : ['src/**/*.postgres.test.ts'],
    environment: 'node',
    // Regenerates the Prisma client when prisma/schema.prisma changed (it is gitignored).
    globalSetup: ['./vitest.setup.ts'],
  },
});
