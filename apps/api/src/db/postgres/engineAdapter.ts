/**
 * The pg driver adapter as Prisma's WebAssembly schema engine needs it on PostgreSQL (development
 * tooling only: scripts/migrate-new.ts and the migrations test; see shared TOOLCHAIN.md). Two
 * workarounds:
 * - The engine's introspection reads catalog columns of PostgreSQL's internal one-byte `"char"`
 *   type (`pg_constraint.contype`, `pg_class.relkind`, …), which the adapter refuses
 *   (`UnsupportedNativeDataType { type: 'char' }`). pg hands such values over as strings already,
 *   so the pool reports those columns as `text` to the adapter: the same value, a type it maps.
 * - The adapter's own shadow database either is the main database (from a `connectionString`) or
 *   is dropped before its pool is closed ("being accessed by other users"). Here each shadow is a
 *   temporary database created from the admin URL, dropped after its pool is closed.
 */
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { createDatabase, dropDatabase, scratchDatabaseName } from './databases';

/** PostgreSQL's type ids: the internal one-byte `"char"`, and `text`. */
const CHAR_OID = 18;
const TEXT_OID = 25;

interface Fields {
  fields?: { dataTypeID: number }[];
}

function charAsText<T>(result: T): T {
  for (const field of (result as Fields | undefined)?.fields ?? []) {
    if (field.dataTypeID === CHAR_OID) field.dataTypeID = TEXT_OID;
  }
  return result;
}

/** Patches the promise form of `query` (the one the adapter calls) on a pool or a client. */
function patchQuery(target: { query: (...args: never[]) => unknown }): void {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  target.query = ((...args: unknown[]) => {
    const result = query(...args);
    return result instanceof Promise ? result.then(charAsText) : result;
  }) as never;
}

/** A pool whose results report `"char"` columns as `text`, for the engine's introspection. */
function enginePool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  patchQuery(pool);
  // Transactions query through a checked-out client.
  pool.on('connect', (client) => patchQuery(client));
  return pool;
}

/** An adapter on its own pool; disposing it twice closes once, then runs `afterClose` once. */
async function openAdapter(url: string, afterClose?: () => Promise<void>): Promise<SqlDriverAdapter> {
  const adapter = await new PrismaPg(enginePool(url), { disposeExternalPool: true }).connect();
  const dispose = adapter.dispose.bind(adapter);
  let closed: Promise<void> | undefined;
  adapter.dispose = () => (closed ??= dispose().then(afterClose));
  return adapter;
}

/**
 * The factory the engine gets for the database at `url`; shadow databases are made on the server
 * of `adminUrl`. Every adapter it opens is pushed on `opened` (the session disposes them).
 */
export function postgresEngineFactory(
  url: string,
  adminUrl: string,
  opened: SqlDriverAdapter[],
): SqlMigrationAwareDriverAdapterFactory {
  const keep = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    opened.push(adapter);
    return adapter;
  };
  return {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: async () => keep(await openAdapter(url)),
    connectToShadowDb: async () => {
      const name = scratchDatabaseName('tm_shadow');
      const shadowUrl = await createDatabase(adminUrl, name);
      // Closed first, then dropped: a database with open connections cannot be dropped.
      return keep(await openAdapter(shadowUrl, () => dropDatabase(adminUrl, name)));
    },
  };
}
