#!/usr/bin/env node
// `npm run up`: installs everything on a fresh machine and starts Temps Mort.
// `npm run up -- --setup-only` stops after the set-up (CI uses it).
import { existsSync, readFileSync } from 'node:fs';
import { installDependencies, run } from './lib.mjs';

const setupOnly = process.argv.includes('--setup-only');

installDependencies();
const rootScripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};
if (rootScripts['setup:app']) run('pnpm', ['run', 'setup:app']);

if (setupOnly) {
  console.log('\n✓ Set-up done.');
  process.exit(0);
}

if (rootScripts['start:app'] && existsSync('apps/api/package.json')) {
  run('pnpm', ['run', 'start:app']);
} else {
  // Until the server exists, show that the rules engine is installed and working.
  run('pnpm', ['run', 'bench:rules']);
}
