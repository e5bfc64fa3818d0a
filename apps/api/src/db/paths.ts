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
} as const;

/** Each migration is `prisma/migrations/<timestamp>_<name>/migration.sql`. */
export const MIGRATION_SCRIPT_FILE = 'migration.sql';
export const MIGRATION_LOCK_FILE = 'migration_lock.toml';
