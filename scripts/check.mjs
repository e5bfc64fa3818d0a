#!/usr/bin/env node
// `npm run check`: every check there is, in order — install, typecheck, lint, unit and integration
// tests with coverage (SQLite), the API's suite again on PostgreSQL (a throwaway cluster:
// scripts/postgres.mjs, Debian's package installed if missing), end-to-end tests. Ends with one
// plain line "N passed, N failed".
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, installDependencies, run } from './lib.mjs';
import { startCluster } from './postgres.mjs';

installDependencies();
const rootScripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};
if (rootScripts['setup:app']) run('pnpm', ['run', 'setup:app']);

run('pnpm', ['run', 'typecheck']);
run('pnpm', ['run', 'lint']);
// docs/rules.md must map every SPEC rule id to code and to tests that exist.
run('node', ['scripts/check-rules-doc.mjs']);

const report = 'coverage/vitest-report.json';
rmSync(report, { force: true });
const unitStatus = run(
  'pnpm',
  ['exec', 'vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  // SQLite, whatever the shell says: PostgreSQL has its own pass below.
  { allowFailure: true, env: { TEST_DATABASE_URL: '' } },
);

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += (json.numFailedTests ?? 0) + (json.numTotalTestSuites > 0 && json.numTotalTests === 0 ? 1 : 0);
}
if (unitStatus !== 0 && failed === 0) failed = 1; // a coverage threshold or a crash, not a test

// The API's integration suite on PostgreSQL: every test database is CREATE DATABASE'd on this
// cluster (TEST_DATABASE_URL, apps/api/src/db/client.ts); the cluster is stopped whatever happens.
let pgStatus = 1;
const pgReport = 'coverage/vitest-postgres-report.json';
rmSync(pgReport, { force: true });
const pgStarted = Date.now();
let cluster;
try {
  cluster = await startCluster();
  pgStatus = run(
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${pgReport}`],
    { allowFailure: true, env: { TEST_DATABASE_URL: cluster.url } },
  );
} catch (error) {
  console.error(`\n✗ PostgreSQL could not be started: ${error instanceof Error ? error.message : error}`);
} finally {
  cluster?.stop();
}
let pgPassed = 0;
let pgFailed = 0;
if (existsSync(pgReport)) {
  const json = JSON.parse(readFileSync(pgReport, 'utf8'));
  pgPassed = json.numPassedTests ?? 0;
  pgFailed = (json.numFailedTests ?? 0) + (json.numTotalTestSuites > 0 && json.numTotalTests === 0 ? 1 : 0);
}
if (pgStatus !== 0 && pgFailed === 0) pgFailed = 1; // the cluster or the run broke, not a test
console.log(`\nAPI on PostgreSQL: ${pgPassed} passed, ${pgFailed} failed in ${Math.round((Date.now() - pgStarted) / 1000)} s`);
passed += pgPassed;
failed += pgFailed;

let e2eStatus = 0;
if (rootScripts['test:e2e']) {
  ensureChromium();
  const e2eReport = 'test-results/e2e-report.json';
  rmSync(e2eReport, { force: true });
  e2eStatus = run('pnpm', ['run', 'test:e2e'], { allowFailure: true, env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } });
  if (existsSync(e2eReport)) {
    const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
  if (e2eStatus !== 0 && failed === 0) failed = 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(unitStatus !== 0 || pgStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
