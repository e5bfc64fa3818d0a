/**
 * Creating and dropping whole PostgreSQL databases from an admin URL (a role allowed to CREATE
 * DATABASE, e.g. `postgresql://postgres@127.0.0.1:5432/postgres`): the test harness makes one per
 * test database, the schema engine one per shadow database. Never used by the server.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withPostgresDatabase } from '../databaseUrl';

/** A name PostgreSQL takes unquoted: the prefix, then 16 random hex digits. */
export function scratchDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

function quoted(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unexpected database name "${name}"`);
  return `"${name}"`;
}

async function onAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database named `name` on the admin URL's server; returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await onAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${quoted(name)}`));
  return withPostgresDatabase(adminUrl, name);
}

/** Drops the database, closing whatever connections are still open on it (PostgreSQL 13+). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await onAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`));
}
