/**
 * Prisma's own schema engine, run as WebAssembly (@prisma/schema-engine-wasm) through a driver
 * adapter: better-sqlite3 for prisma/migrations, pg for prisma/postgresql/migrations (from a
 * PostgreSQL admin URL: ./postgres/engineAdapter.ts). It creates migrations and checks that each
 * folder matches its schema, with no native binary and no network.
 *
 * Development tooling only (scripts/migrate-new.ts, the sync test). The server never loads it: the
 * runtime migrator (./migrate.ts) applies the migration files itself, in a few milliseconds.
 *
 * The gotchas this module handles are listed in shared/TOOLCHAIN.md ("Prisma 7 offline").
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type {
  CreateMigrationOutput,
  EvaluateDataLossOutput,
  MigrationList,
  SchemaEngine,
  SchemaFilter,
  SchemasContainer,
} from '@prisma/schema-engine-wasm';
import { MIGRATION_LOCK_FILE, MIGRATION_SCRIPT_FILE, repoPaths } from './paths';
import { createDatabase, dropDatabase, scratchDatabaseName } from './postgres/databases';
import { postgresEngineFactory } from './postgres/engineAdapter';

type SchemaEngineClass = typeof SchemaEngine;
type WasmExports = Record<string, unknown>;

/** The global WebAssembly API (typed here: the base tsconfig has no DOM lib). */
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: {
      instantiate(bytes: Uint8Array, imports: Record<string, object>): Promise<{ instance: { exports: WasmExports } }>;
    };
  }
).WebAssembly;

let engineClass: Promise<SchemaEngineClass> | undefined;

/**
 * Node 20 cannot `import` a `.wasm` file, so the package's entry point is unusable: instantiate
 * `schema_engine_bg.wasm` ourselves with the package's JS glue as its import object, hand the
 * instance to the glue, then run the wasm start function. Once per process (the glue holds the
 * instance in a module-level variable).
 */
export function loadSchemaEngine(): Promise<SchemaEngineClass> {
  engineClass ??= (async () => {
    const require = createRequire(import.meta.url);
    // The .wasm file is not in the package's export map: resolve the glue, swap the extension.
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const wasmPath = gluePath.replace(/\.js$/, '.wasm');
    const glue = (await import(pathToFileURL(gluePath).href)) as {
      __wbg_set_wasm(exports: WasmExports): void;
      SchemaEngine: SchemaEngineClass;
    };
    const bytes = await readFile(wasmPath);
    const { instance } = await wasmApi.instantiate(bytes, { './schema_engine_bg.js': glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue.SchemaEngine;
  })();
  return engineClass;
}

/**
 * The engine replays whole migration files through `executeRaw` (on the shadow database, for
 * instance), but better-sqlite3 prepares one statement at a time and refuses the rest. Fall back
 * to `executeScript` (better-sqlite3's `exec`) for parameterless multi-statement SQL.
 */
function withScriptFallback(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (error) {
      if (query.args.length === 0 && error instanceof RangeError && /more than one statement/.test(error.message)) {
        await adapter.executeScript(query.sql);
        return 0;
      }
      throw error;
    }
  };
  return adapter;
}

/**
 * The adapter factory the engine gets, keeping every connection it opens: the engine takes an
 * EXCLUSIVE lock on the main database (`PRAGMA main.locking_mode=EXCLUSIVE`) and `free()` does not
 * close connections, so the session closes them itself.
 */
function sqliteFactory(url: string, opened: SqlDriverAdapter[]): SqlMigrationAwareDriverAdapterFactory {
  // The shadow database is an in-memory SQLite database (the adapter's default).
  const inner = new PrismaBetterSqlite3({ url }, { timestampFormat: 'unixepoch-ms' });
  const keep = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    opened.push(adapter);
    return withScriptFallback(adapter);
  };
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => keep(await inner.connect()),
    connectToShadowDb: async () => keep(await inner.connectToShadowDb()),
  };
}

export const NO_FILTER: SchemaFilter = { externalTables: [], externalEnums: [] };

/**
 * The database an engine session works on: a better-sqlite3 path (`file:/tmp/x.db`, `:memory:`),
 * or a PostgreSQL database with the admin URL its shadow databases are made from.
 */
export type EngineTarget =
  | { readonly kind: 'sqlite'; readonly url: string }
  | { readonly kind: 'postgresql'; readonly url: string; readonly adminUrl: string };

/** Which of the two schemas and migration folders, and where the engine may make scratch databases. */
export type EngineDatabase = { readonly kind: 'sqlite' } | { readonly kind: 'postgresql'; readonly adminUrl: string };

export const SQLITE: EngineDatabase = { kind: 'sqlite' };

function schemaPathOf(database: EngineDatabase): string {
  return database.kind === 'sqlite' ? repoPaths.schema : repoPaths.postgresSchema;
}

function migrationsDirOf(database: EngineDatabase): string {
  return database.kind === 'sqlite' ? repoPaths.migrations : repoPaths.postgresMigrations;
}

/**
 * Runs `run` on a scratch database of `database`'s kind, deleted afterwards: a file in a temp
 * folder for SQLite (never ./data), a temporary database on the admin URL's server for PostgreSQL.
 */
async function withScratch<T>(database: EngineDatabase, run: (target: EngineTarget) => Promise<T>): Promise<T> {
  if (database.kind === 'sqlite') {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'temps-mort-migrate-'));
    try {
      return await run({ kind: 'sqlite', url: `file:${path.join(scratch, 'scratch.db')}` });
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
  const name = scratchDatabaseName('tm_scratch');
  const url = await createDatabase(database.adminUrl, name);
  try {
    return await run({ kind: 'postgresql', url, adminUrl: database.adminUrl });
  } finally {
    await dropDatabase(database.adminUrl, name);
  }
}

/** An engine bound to one SQLite database, with adapter errors made readable. */
export interface EngineSession {
  readonly engine: SchemaEngine;
  /** Runs an engine call; an adapter failure ("External error id#N") gets its real message. */
  call<T>(what: string, run: (engine: SchemaEngine) => Promise<T>): Promise<T>;
  /** Frees the engine and closes its database connections (releasing the file's lock). */
  close(): Promise<void>;
}

/**
 * Opens the engine on `target` (a bare string is a better-sqlite3 path such as `file:/tmp/x.db`
 * or `:memory:`) with the given Prisma schema. Set DEBUG_SCHEMA_ENGINE=1 to print the engine's
 * log lines.
 */
export async function openSchemaEngine(target: string | EngineTarget, schema: SchemasContainer): Promise<EngineSession> {
  const Engine = await loadSchemaEngine();
  const opened: SqlDriverAdapter[] = [];
  const on: EngineTarget = typeof target === 'string' ? { kind: 'sqlite', url: target } : target;
  const factory =
    on.kind === 'sqlite' ? sqliteFactory(on.url, opened) : postgresEngineFactory(on.url, on.adminUrl, opened);
  const bound = bindMigrationAwareSqlAdapterFactory(factory);
  const log = (line: string): void => {
    if (process.env.DEBUG_SCHEMA_ENGINE) console.error(`[schema-engine] ${line}`);
  };
  const datamodels = schema.files.map((file): [string, string] => [file.path, file.content]);
  const engine = await Engine.new({ datamodels }, log, bound);
  return {
    engine,
    async call(what, run) {
      try {
        return await run(engine);
      } catch (error) {
        throw explainEngineError(what, error, bound.errorRegistry);
      }
    },
    async close() {
      engine.free();
      await Promise.all(opened.splice(0).map((adapter) => adapter.dispose()));
    },
  };
}

function explainEngineError(
  what: string,
  error: unknown,
  registry: { consumeError(id: number): { error: unknown } | undefined },
): Error {
  const message = error instanceof Error ? error.message : String(error);
  const details: string[] = [];
  for (const match of message.matchAll(/External error id#(\d+)/g)) {
    const captured = registry.consumeError(Number(match[1]))?.error;
    if (captured !== undefined) details.push(JSON.stringify(captured));
  }
  const suffix = details.length > 0 ? `\nAdapter error: ${details.join('\n')}` : '';
  return new Error(`Schema engine ${what} failed: ${message}${suffix}`, { cause: error });
}

/** The schema files, as the engine wants them. */
export async function readSchema(schemaPath = repoPaths.schema): Promise<SchemasContainer> {
  return { files: [{ path: schemaPath, content: await readFile(schemaPath, 'utf8') }] };
}

/**
 * The migrations folder, read exactly as the Prisma CLI reads it (`listMigrations`): every
 * sub-folder with its `migration.sql`, sorted by name, and the lock file if present.
 */
export async function readMigrationList(migrationsDir = repoPaths.migrations): Promise<MigrationList> {
  const lockContent = await readFile(path.join(migrationsDir, MIGRATION_LOCK_FILE), 'utf8').catch(() => null);
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const directories = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async (entry) => ({
        path: entry.name,
        migrationFile: {
          path: MIGRATION_SCRIPT_FILE,
          content: await readFile(path.join(migrationsDir, entry.name, MIGRATION_SCRIPT_FILE), 'utf8')
            .then((value) => ({ tag: 'ok' as const, value }))
            .catch((error: Error) => ({ tag: 'error' as const, value: error.message })),
        },
      })),
  );
  return {
    baseDir: migrationsDir,
    lockfile: { path: MIGRATION_LOCK_FILE, content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories: directories.sort((a, b) => a.path.localeCompare(b.path)),
  };
}

export interface PlannedMigration extends CreateMigrationOutput {
  readonly dataLoss: EvaluateDataLossOutput;
}

/**
 * What `prisma migrate dev --create-only` computes, on a scratch database (`scratch`, fresh and
 * empty): apply the existing migrations, ask the engine what to do next, evaluate data loss, then
 * create the next migration's script. Writes nothing to the migrations folder.
 */
export async function planMigration(options: {
  name: string;
  scratch: string | EngineTarget;
  schema?: SchemasContainer;
  migrations?: MigrationList;
}): Promise<PlannedMigration> {
  const schema = options.schema ?? (await readSchema());
  const migrationsList = options.migrations ?? (await readMigrationList());
  const session = await openSchemaEngine(options.scratch, schema);
  try {
    // On a fresh file this creates `_prisma_migrations`; without it createMigration fails with
    // "SQLite shadow DB must be provided through an external factory".
    await session.call('applyMigrations', (e) => e.applyMigrations({ migrationsList, filters: NO_FILTER }));
    const diagnostic = await session.call('devDiagnostic', (e) =>
      e.devDiagnostic({ migrationsList, filters: NO_FILTER }),
    );
    if (diagnostic.action.tag === 'reset') {
      throw new Error(`The migration history does not replay cleanly: ${diagnostic.action.reason}`);
    }
    const dataLoss = await session.call('evaluateDataLoss', (e) =>
      e.evaluateDataLoss({ migrationsList, schema, filters: NO_FILTER }),
    );
    const created = await session.call('createMigration', (e) =>
      e.createMigration({ draft: false, migrationName: options.name, migrationsList, schema, filters: NO_FILTER }),
    );
    return { ...created, dataLoss };
  } finally {
    await session.close();
  }
}

export interface CreatedMigration {
  /** The new folder, e.g. prisma/migrations/20261130095051_add_notes. */
  readonly dir: string;
  /** Its migration.sql. */
  readonly scriptPath: string;
  readonly script: string;
  readonly dataLoss: EvaluateDataLossOutput;
}

/** The lock file, byte for byte as the Prisma CLI writes it. */
export function migrationLockContent(provider: string): string {
  return `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${provider}"\n`;
}

/**
 * `pnpm db:migrate:new <name>`, for one database kind: plans the next migration on a scratch
 * database, then writes its folder and the lock file as the Prisma CLI does (prisma/migrations for
 * SQLite, prisma/postgresql/migrations for PostgreSQL, each from its own schema). Returns null,
 * writing nothing, when the schema and the migrations are already in sync.
 */
export async function createMigrationFiles(options: {
  name: string;
  database?: EngineDatabase;
  /** The folder to write, default the engine's `<timestamp>_<name>` (the PostgreSQL twin takes the SQLite one's). */
  folderName?: string;
  migrationsDir?: string;
  schema?: SchemasContainer;
}): Promise<CreatedMigration | null> {
  const database = options.database ?? SQLITE;
  const migrations = await readMigrationList(options.migrationsDir ?? migrationsDirOf(database));
  const schema = options.schema ?? (await readSchema(schemaPathOf(database)));
  const planned = await withScratch(database, (scratch) => planMigration({ name: options.name, scratch, migrations, schema }));
  if (planned.migrationScript === null) return null;
  const dir = path.join(migrations.baseDir, options.folderName ?? planned.generatedMigrationName);
  await mkdir(dir, { recursive: true });
  const scriptPath = path.join(dir, `migration.${planned.extension}`);
  await writeFile(scriptPath, planned.migrationScript, { encoding: 'utf-8', flag: 'wx' });
  await writeFile(path.join(migrations.baseDir, MIGRATION_LOCK_FILE), migrationLockContent(planned.connectorType), {
    encoding: 'utf-8',
  });
  return { dir, scriptPath, script: planned.migrationScript, dataLoss: planned.dataLoss };
}

/**
 * The SQL that would bring a database built from the migrations folder to its schema, or null when
 * they are in sync (what `prisma migrate diff --from-migrations … --to-schema … --exit-code`
 * checks). SQLite uses in-memory databases only; PostgreSQL temporary databases.
 */
export async function diffMigrationsToSchema(options: {
  database?: EngineDatabase;
  schema?: SchemasContainer;
  migrations?: MigrationList;
} = {}): Promise<string | null> {
  const database = options.database ?? SQLITE;
  const schema = options.schema ?? (await readSchema(schemaPathOf(database)));
  const migrations = options.migrations ?? (await readMigrationList(migrationsDirOf(database)));
  const diff = async (target: string | EngineTarget): Promise<string | null> => {
    const session = await openSchemaEngine(target, schema);
    try {
      const result = await session.call('diff', (e) =>
        e.diff({
          from: { tag: 'migrations', ...migrations },
          to: { tag: 'schemaDatamodel', files: schema.files },
          script: true,
          exitCode: true,
          filters: NO_FILTER,
        }),
      );
      return result.exitCode === 2 ? (result.stdout ?? '') : null;
    } finally {
      await session.close();
    }
  };
  return database.kind === 'sqlite' ? diff(':memory:') : withScratch(database, diff);
}
