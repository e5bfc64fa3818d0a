#!/usr/bin/env node
// `npm run check`: every check there is, in order — install, typecheck, lint, unit and integration
// tests with coverage, end-to-end tests. Ends with one plain line "N passed, N failed".
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, installDependencies, run } from './lib.mjs';

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
  { allowFailure: true },
);

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += (json.numFailedTests ?? 0) + (json.numTotalTestSuites > 0 && json.numTotalTests === 0 ? 1 : 0);
}
if (unitStatus !== 0 && failed === 0) failed = 1; // a coverage threshold or a crash, not a test

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
process.exit(unitStatus !== 0 || e2eStatus !== 0 ? 1 : 0);
