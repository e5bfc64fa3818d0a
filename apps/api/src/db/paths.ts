/** Where the persistence files live in the repository. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const repoPaths = {
  root,
  /** prisma/schema.prisma, the source of truth for the database shape. */
  schema: path.join(root, 'prisma', 'schema.prisma'),
  /** prisma/migrations, in Prisma's standard layout. */
  migrations: path.join(root, 'prisma', 'migrations'),
  /** prisma/postgresql/schema.prisma, generated from the schema (apps/api/scripts/postgres-schema.mjs). */
  postgresSchema: path.join(root, 'prisma', 'postgresql', 'schema.prisma'),
  /** prisma/postgresql/migrations: the same history for PostgreSQL (one lock file names one provider). */
  postgresMigrations: path.join(root, 'prisma', 'postgresql', 'migrations'),
} as const;

/** Each migration is `<migrations folder>/<timestamp>_<name>/migration.sql`. */
export const MIGRATION_SCRIPT_FILE = 'migration.sql';
export const MIGRATION_LOCK_FILE = 'migration_lock.toml';
