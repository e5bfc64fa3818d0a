/**
 * `pnpm db:check`: fails (exit 1) when prisma/schema.prisma has changes that no migration in
 * prisma/migrations carries, and prints the SQL the missing migration would contain. The same
 * check runs in the api test suite (src/db/migrations-sync.test.ts).
 */
import { diffMigrationsToSchema } from '../src/db/schema-engine';

const missing = await diffMigrationsToSchema();
if (missing === null) {
  console.log('prisma/migrations is in sync with prisma/schema.prisma.');
} else {
  console.error('prisma/schema.prisma has changes that no migration carries. Run `pnpm db:migrate:new <name>`.');
  console.error(missing);
  process.exitCode = 1;
}
