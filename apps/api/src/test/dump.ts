/**
 * Every row of every table of a test database, read straight from the file: tests compare a dump
 * taken before a refused request with one taken after ("the database unchanged").
 */
import Database from 'better-sqlite3';

export type Dump = Record<string, unknown[]>;

export function dumpDatabase(path: string, options: { skip?: readonly string[] } = {}): Dump {
  const conn = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const tables = conn
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations' ORDER BY name")
      .all() as { name: string }[];
    const out: Dump = {};
    for (const { name } of tables) {
      if (options.skip?.includes(name)) continue;
      out[name] = conn.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all();
    }
    return out;
  } finally {
    conn.close();
  }
}
