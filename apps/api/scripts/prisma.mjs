#!/usr/bin/env node
/**
 * Runs the Prisma CLI offline, from the repository root (where prisma.config.ts is).
 *
 *   node scripts/prisma.mjs generate              regenerate both clients: src/generated/prisma (SQLite) and
 *                                                 src/generated/prisma-postgresql (from prisma/postgresql/schema.prisma,
 *                                                 itself written from prisma/schema.prisma by ./postgres-schema.mjs)
 *   node scripts/prisma.mjs generate --if-stale   only if prisma/schema.prisma or Prisma changed
 *   node scripts/prisma.mjs validate | format     any other CLI command that needs no database
 *
 * The CLI downloads the native schema-engine binary before generate/validate/format even though
 * they do not use it; pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file stops that.
 * Commands that need the native engine (migrate dev/deploy, db push) cannot run here: use
 * `pnpm db:migrate:new` (WebAssembly engine) and the server's runtime migrator instead.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POSTGRES_SCHEMA, writePostgresSchema } from './postgres-schema.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(apiDir, '../..');
const require = createRequire(path.join(apiDir, 'package.json'));
const cliPackage = require.resolve('prisma/package.json');
const cli = path.join(path.dirname(cliPackage), 'build', 'index.js');
const outputDir = path.join(apiDir, 'src', 'generated', 'prisma');
const postgresOutputDir = path.join(apiDir, 'src', 'generated', 'prisma-postgresql');
const stampFile = path.join(outputDir, '.schema-hash');

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const cliArgs = args.filter((arg) => arg !== '--if-stale');

function fingerprint() {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'prisma', 'schema.prisma')));
  hash.update(readFileSync(path.join(root, 'prisma.config.ts')));
  hash.update(readFileSync(path.join(apiDir, 'scripts', 'postgres-schema.mjs')));
  hash.update(JSON.parse(readFileSync(cliPackage, 'utf8')).version);
  return hash.digest('hex');
}

const generating = cliArgs[0] === 'generate';
if (generating && ifStale && existsSync(stampFile) && existsSync(postgresOutputDir) && readFileSync(stampFile, 'utf8') === fingerprint()) {
  process.exit(0);
}

function runCli(extraArgs) {
  return spawnSync(process.execPath, [cli, ...cliArgs, ...extraArgs], {
    cwd: root,
    stdio: ['ignore', generating ? 'pipe' : 'inherit', 'inherit'],
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  });
}

function report(result) {
  if (generating && result.stdout) {
    // Keep the success line only; the CLI's banner is noise in test and typecheck output.
    const line = result.stdout.toString().split('\n').find((l) => l.includes('Generated Prisma Client'));
    if (result.status !== 0) process.stdout.write(result.stdout);
    else if (line) console.log(line.trim());
  }
}

const result = runCli([]);
report(result);
if (result.status === 0 && generating && !cliArgs.includes('--schema')) {
  // The PostgreSQL client: same models, another provider (see ./postgres-schema.mjs).
  writePostgresSchema();
  const second = runCli(['--schema', path.relative(root, POSTGRES_SCHEMA)]);
  report(second);
  if (second.status !== 0) process.exit(second.status ?? 1);
  if (!existsSync(postgresOutputDir)) process.exit(1);
}
if (result.status === 0 && generating) writeFileSync(stampFile, fingerprint());
process.exit(result.status ?? 1);
