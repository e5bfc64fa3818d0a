/**
 * What a failed start says. The failures a self-hoster meets (the port is taken, the data folder
 * cannot be written, another program holds the database, the disk is full) become a
 * `StartFailure`: plain words saying what happened and what to do, printed without a stack trace
 * (server.ts). Anything else stays the error it was, printed with its stack.
 *
 * Every step of a start is all-or-nothing (each migration and the first-start bootstrap are one
 * transaction each, and the bootstrap runs only once the port is ours), so a failed start changed
 * nothing a next start would trip on.
 */
import path from 'node:path';
import type { AppConfig } from './config';
import { databaseFilePath } from './db/migrate';

export class StartFailure extends Error {
  override readonly name = 'StartFailure';
}

/** Error codes along an error and its causes: Node's errno codes, SQLite's, Prisma's adapter's. */
function codesOf(error: unknown): { codes: Set<string>; syscalls: Set<string> } {
  const codes = new Set<string>();
  const syscalls = new Set<string>();
  let current: unknown = error;
  for (let depth = 0; depth < 10 && typeof current === 'object' && current !== null; depth++) {
    const e = current as { code?: unknown; syscall?: unknown; meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } }; cause?: unknown };
    if (typeof e.code === 'string') codes.add(e.code);
    if (typeof e.syscall === 'string') syscalls.add(e.syscall);
    // Prisma wraps the driver's error: PrismaClientKnownRequestError.meta.driverAdapterError.cause.originalCode.
    const original = e.meta?.driverAdapterError?.cause?.originalCode;
    if (typeof original === 'string') codes.add(original);
    current = e.cause;
  }
  return { codes, syscalls };
}

const has = (codes: Set<string>, ...prefixes: string[]): string | undefined =>
  [...codes].find((code) => prefixes.some((prefix) => code === prefix || code.startsWith(`${prefix}_`)));

/** The other port to suggest. */
function otherPort(port: number): number {
  return port === 0 || port >= 65535 ? 3001 : port + 1;
}

type Settings = Pick<AppConfig, 'port' | 'host' | 'databaseUrl'>;

/**
 * A StartFailure in plain words for an expected failure, or undefined for anything else.
 * `config` gives the port, host and database the start was trying.
 */
export function explainStartFailure(error: unknown, config: Settings): StartFailure | undefined {
  if (error instanceof StartFailure) return error;
  const words = plainWords(error, config);
  if (words === undefined) return undefined;
  const unchanged = 'Nothing was left half-done: once this is fixed, start again (the GM sign-in link, if still needed, is printed then).';
  return new StartFailure(`${words}\n${unchanged}`, { cause: error });
}

/** What happened and what to do, for an expected failure (also used by the doctor command). */
export function plainWords(error: unknown, config: Settings): string | undefined {
  const { codes, syscalls } = codesOf(error);
  const file = databaseFilePath(config.databaseUrl);
  const folder = path.dirname(file);
  const say = (...lines: string[]) => lines.join('\n');

  if (codes.has('EADDRINUSE')) {
    return say(
      `Port ${config.port} is already in use (EADDRINUSE) — is Temps Mort already running? Stop it (Ctrl-C in its terminal),`,
      `or start on another port: PORT=${otherPort(config.port)} npm run up`,
    );
  }
  if (syscalls.has('listen') && (codes.has('EACCES') || codes.has('EPERM'))) {
    return say(
      `Port ${config.port} may only be used by the administrator (ports below 1024 are reserved).`,
      'Start on a port of 1024 or more, e.g. PORT=3000 npm run up (put a reverse proxy in front for ports 80 and 443).',
    );
  }
  if (codes.has('EADDRNOTAVAIL')) {
    return say(
      `HOST=${config.host} is not an address of this machine (EADDRNOTAVAIL).`,
      'Leave HOST unset to listen on every interface, or set it to one of this machine’s addresses.',
    );
  }
  const full = has(codes, 'ENOSPC', 'SQLITE_FULL');
  if (full !== undefined) {
    return say(`The disk holding ${folder} is full (${full}). Free some space, then try again.`);
  }
  const locked = has(codes, 'SQLITE_BUSY', 'SQLITE_LOCKED');
  if (locked !== undefined) {
    return say(
      `The database ${file} is locked by another program (${locked}).`,
      'Is Temps Mort already running on it (in another terminal, or as a service)? Or is the file open in a tool',
      '(sqlite3, DB Browser)? Close that program, then try again.',
    );
  }
  if (codes.has('ENOTDIR')) {
    return say(
      `The database folder ${folder} cannot be created: part of that path is a file, not a folder (ENOTDIR).`,
      'Keep the database elsewhere: DATABASE_URL=file:/a/folder/you/own/temps-mort.db npm run up',
    );
  }
  const denied = has(codes, 'EACCES', 'EPERM', 'EROFS', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_PERM');
  if (denied !== undefined) {
    return say(
      `Temps Mort cannot write its database in ${folder} (${denied}).`,
      `Give the user running the server write access to that folder (e.g. sudo chown -R "$(whoami)" ${folder}),`,
      'or keep the database elsewhere: DATABASE_URL=file:/a/folder/you/own/temps-mort.db npm run up',
    );
  }
  return undefined;
}
