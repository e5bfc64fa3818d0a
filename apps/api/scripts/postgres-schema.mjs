#!/usr/bin/env node
/**
 * prisma/postgresql/schema.prisma is GENERATED from prisma/schema.prisma: Prisma 7 bakes the
 * datasource provider into the generated client and one migrations folder names one provider, so
 * PostgreSQL needs its own schema file, client and migrations. Only two lines differ: the
 * datasource provider and the generator's output. Everything else is copied byte for byte, and a
 * test (src/db/postgres-schema.test.ts) fails when the two files drift.
 *
 *   node scripts/postgres-schema.mjs          write prisma/postgresql/schema.prisma
 *   node scripts/postgres-schema.mjs --check  exit 1 when it is not what the source gives
 *
 * `pnpm db:generate` (scripts/prisma.mjs) runs it before generating both clients.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SQLITE_SCHEMA = path.join(root, 'prisma', 'schema.prisma');
export const POSTGRES_SCHEMA = path.join(root, 'prisma', 'postgresql', 'schema.prisma');

const HEADER =
  '// GENERATED from prisma/schema.prisma by apps/api/scripts/postgres-schema.mjs (`pnpm db:generate`).\n' +
  '// Do not edit: change prisma/schema.prisma. Only the datasource provider and the client output differ.\n\n';

/** The PostgreSQL schema text for a given SQLite schema text. Throws when a line to swap is missing. */
export function postgresSchemaText(source) {
  const swaps = [
    [/^(\s*provider\s*=\s*)"sqlite"/m, '$1"postgresql"'],
    [/^(\s*output\s*=\s*)"\.\.\/apps\/api\/src\/generated\/prisma"/m, '$1"../../apps/api/src/generated/prisma-postgresql"'],
  ];
  let text = source;
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(text)) throw new Error(`prisma/schema.prisma: no line matches ${pattern}`);
    text = text.replace(pattern, replacement);
  }
  return HEADER + text;
}

export function writePostgresSchema() {
  const text = postgresSchemaText(readFileSync(SQLITE_SCHEMA, 'utf8'));
  mkdirSync(path.dirname(POSTGRES_SCHEMA), { recursive: true });
  let current = null;
  try {
    current = readFileSync(POSTGRES_SCHEMA, 'utf8');
  } catch {
    // not written yet
  }
  if (current !== text) writeFileSync(POSTGRES_SCHEMA, text);
  return text;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const expected = postgresSchemaText(readFileSync(SQLITE_SCHEMA, 'utf8'));
    if (readFileSync(POSTGRES_SCHEMA, 'utf8') !== expected) {
      console.error('prisma/postgresql/schema.prisma is stale: run `pnpm db:generate`.');
      process.exit(1);
    }
  } else {
    writePostgresSchema();
    console.log(`Wrote ${path.relative(root, POSTGRES_SCHEMA)}`);
  }
}
