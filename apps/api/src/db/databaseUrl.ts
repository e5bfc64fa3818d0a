/**
 * Which database a URL names. `postgresql://…` (or `postgres://…`) is PostgreSQL; anything else,
 * or nothing, is the SQLite file (the default, with nothing to configure).
 */
export type DatabaseKind = 'sqlite' | 'postgresql';

export function databaseKind(url: string | undefined): DatabaseKind {
  return url !== undefined && /^postgres(?:ql)?:\/\//i.test(url.trim()) ? 'postgresql' : 'sqlite';
}

/** The database a PostgreSQL URL names (the path without its slash; PostgreSQL's default: the user). */
export function postgresDatabaseName(url: string): string {
  const parsed = new URL(url);
  return decodeURIComponent(parsed.pathname.replace(/^\//, '')) || decodeURIComponent(parsed.username) || 'postgres';
}

/** The same server and credentials, another database. */
export function withPostgresDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** The URL without its password, for messages and logs. */
export function redactedUrl(url: string): string {
  if (databaseKind(url) === 'sqlite') return url;
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.toString();
}
