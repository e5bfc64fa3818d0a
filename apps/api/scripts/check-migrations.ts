/**
 * `pnpm db:check`: fails (exit 1) when prisma/schema.prisma has changes that no migration carries,
 * in prisma/migrations (SQLite) or prisma/postgresql/migrations (PostgreSQL), or when
 * prisma/postgresql/schema.prisma is stale; prints the SQL each missing migration would contain.
 * PostgreSQL needs a server: TEST_DATABASE_URL (an admin URL) when set, else a throwaway cluster
 * (scripts/postgres.mjs). The same checks run in the api test suite (src/db/prisma-engine.test.ts,
 * src/db/postgres/schema-engine.postgres.test.ts, src/db/postgres-schema.test.ts).
 */
import { readFileSync } from 'node:fs';
import { startCluster, type Cluster } from '../../../scripts/postgres.mjs';
import { databaseKind } from '../src/db/databaseUrl';
import { repoPaths } from '../src/db/paths';
import { diffMigrationsToSchema } from '../src/db/schema-engine';
import { postgresSchemaText } from './postgres-schema.mjs';

let failed = false;
if (readFileSync(repoPaths.postgresSchema, 'utf8') !== postgresSchemaText(readFileSync(repoPaths.schema, 'utf8'))) {
  console.error('prisma/postgresql/schema.prisma is stale: run `pnpm db:generate`.');
  failed = true;
}

const sqlite = await diffMigrationsToSchema();
if (sqlite === null) {
  console.log('prisma/migrations is in sync with prisma/schema.prisma.');
} else {
  console.error('prisma/schema.prisma has changes that no SQLite migration carries. Run `pnpm db:migrate:new <name>`.');
  console.error(sqlite);
  failed = true;
}

const given = process.env.TEST_DATABASE_URL;
let cluster: Cluster | undefined;
try {
  const adminUrl = given !== undefined && databaseKind(given) === 'postgresql' ? given : (cluster = await startCluster()).url;
  const postgres = await diffMigrationsToSchema({ database: { kind: 'postgresql', adminUrl } });
  if (postgres === null) {
    console.log('prisma/postgresql/migrations is in sync with prisma/postgresql/schema.prisma.');
  } else {
    console.error('prisma/schema.prisma has changes that no PostgreSQL migration carries. Run `pnpm db:migrate:new <name>`.');
    console.error(postgres);
    failed = true;
  }
} finally {
  cluster?.stop();
}
if (failed) process.exitCode = 1;
