// Prisma 7 reads its settings from here (the schema file no longer carries the connection URL).
// Used by the Prisma CLI only (`prisma generate`, `validate`, `format`, and `migrate deploy` on a
// machine that has the native schema engine). The server does not read this file: it opens the
// database through apps/api/src/db/client.ts, with the same default and the same DATABASE_URL.
//
// This file names the SQLite schema and folder. PostgreSQL's are prisma/postgresql/schema.prisma
// (generated from the SQLite one) and prisma/postgresql/migrations: pass `--schema
// prisma/postgresql/schema.prisma` to the CLI for them (docs/operations.md, "PostgreSQL").
//
// A plain object on purpose: `prisma/config` (defineConfig) is installed in apps/api, not at the
// root, and Prisma accepts the undecorated shape. Relative paths resolve from this file's folder.
export default {
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL || 'file:./data/temps-mort.db' },
};
