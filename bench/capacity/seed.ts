/**
 * N tables, made quickly. One table is made through the real API as a GM makes it (the first
 * start's sign-in link, a crew of four PCs, a crew clock the players see, a link per PC); the server
 * is then stopped and that table is copied N times in the database with plain SQL — every column
 * taken from the template's rows but the ids, names and token hashes — so a table is what the API
 * makes, whatever columns the schema has today, and 3 000 tables take seconds instead of minutes.
 *
 * A table: its GM's own account (owner of its campaign, a session whose token the bench holds), a
 * campaign, the crew with its history, four player links (one per PC) whose tokens the bench holds.
 * The same SQL runs on SQLite (better-sqlite3) and PostgreSQL (pg): both name a VALUES list's
 * columns column1, column2….
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiDir, type Running } from '../api/server';

export const PHONES_PER_TABLE = 4;

export interface Table {
  readonly index: number;
  readonly campaignId: string;
  readonly crewId: string;
  readonly clockId: string;
  /** The crew's version as made (every copy starts at the template's). */
  readonly version: number;
  /** The GM's `Cookie:` header. */
  readonly cookie: string;
  /** One player link token per PC. */
  readonly phoneTokens: readonly string[];
}

/** What the template table is: ids the copies keep (the PCs, the clock live inside the crew's state). */
export interface Template {
  readonly campaignId: string;
  readonly crewId: string;
  readonly clockId: string;
}

type Json = Record<string, unknown>;
type Row = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// The template, through the API.

export async function makeTemplate(server: Running): Promise<Template & { cookie: string }> {
  // The link may be printed a moment after the first answer.
  const find = () => /(http:\/\/\S+\/api\/auth\/setup\?token=\S+)/.exec(server.output())?.[1];
  for (let waited = 0; find() === undefined && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  const link = find();
  if (!link) throw new Error(`no sign-in link in the first start's output:\n${server.output()}`);
  const signIn = await fetch(link, { redirect: 'manual' });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.startsWith('tm_session=')) throw new Error(`sign-in failed: ${signIn.status}`);
  const gm = async (method: string, url: string, body?: unknown): Promise<Json> => {
    const res = await fetch(server.base + url, { method, headers: { cookie, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`template: ${method} ${url}: ${res.status} ${text}`);
    return (text === '' ? {} : JSON.parse(text)) as Json;
  };
  const me = await gm('GET', '/api/auth/me');
  const campaignId = me.campaignId as string;
  const created = await gm('POST', `/api/campaigns/${campaignId}/crews`, {
    name: 'Les Lampistes',
    tier: 1,
    coin: 4,
    characters: ['Arlette', 'Basile', 'Cyprien', 'Dorine'].map((name, i) => ({
      name,
      skills: { hunt: i % 3, study: (i + 1) % 3, survey: 1, prowl: 2, skirmish: (i + 2) % 3, sway: i % 2 },
      vice: { kind: ['gambling', 'luxury', 'obligation', 'pleasure'][i] ?? 'gambling', purveyor: `Purveyor ${i + 1}`, tapped: false },
    })),
    factions: [
      { name: 'La Garde', tier: 2, status: -1 },
      { name: 'Les Lampions', tier: 1, status: 1 },
    ],
  });
  const sheet = created.sheet as { id: string; version: number; crew: { characters: { id: string }[] } };
  const crewId = sheet.id;
  const clocked = await gm('POST', `/api/crews/${crewId}/clocks`, {
    version: sheet.version,
    name: 'Le guet se rapproche',
    owner: { kind: 'crew', id: crewId },
    segments: 12,
    visibility: 'open',
  });
  const clocks = (clocked.sheet as { crew: { clocks: { id: string }[] } }).crew.clocks;
  const clockId = clocks.at(-1)?.id;
  if (clockId === undefined) throw new Error(`template: no clock in ${JSON.stringify(clocked).slice(0, 300)}`);
  for (const character of sheet.crew.characters) {
    await gm('POST', `/api/crews/${crewId}/share-links`, { label: 'téléphone', characterId: character.id });
  }
  return { cookie, campaignId, crewId, clockId };
}

// ---------------------------------------------------------------------------------------------
// Plain SQL on either database.

export interface Sql {
  readonly dialect: 'sqlite' | 'postgresql';
  all(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  run(sql: string, params?: readonly unknown[]): Promise<void>;
  columns(table: string): Promise<string[]>;
  close(): Promise<void>;
}

const apiRequire = createRequire(path.join(apiDir, 'package.json'));

interface SqliteStatement {
  all(...params: unknown[]): Row[];
  run(...params: unknown[]): unknown;
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  pragma(text: string): unknown;
  close(): void;
}

export function openSqlite(file: string): Sql {
  const Database = apiRequire('better-sqlite3') as new (file: string) => SqliteDatabase;
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  return {
    dialect: 'sqlite',
    all: async (sql, params = []) => db.prepare(sql).all(...params),
    run: async (sql, params = []) => {
      db.prepare(sql).run(...params);
    },
    columns: async (table) => db.prepare(`PRAGMA table_info("${table}")`).all().map((r) => String(r.name)),
    close: async () => db.close(),
  };
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}

export async function openPostgres(url: string): Promise<Sql> {
  const pg = apiRequire('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // `?` placeholders become $1, $2…: the SQL below never holds a literal question mark.
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    dialect: 'postgresql',
    all: async (sql, params = []) => (await client.query(numbered(sql), params)).rows,
    run: async (sql, params = []) => {
      await client.query(numbered(sql), params);
    },
    columns: async (table) =>
      (await client.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`, [table])).rows.map((r) => String(r.column_name)),
    close: () => client.end(),
  };
}

/**
 * Copies one template row `copies.length` times: every column from the template row but those each
 * copy gives (text values). `rewrite`: text columns in which a template id becomes the copy's own
 * (a crew's state names its id, a step's payload its crew): column → [template id, key of the copy
 * holding the new id]; a key that is no column only feeds these.
 */
async function copyRow(
  sql: Sql,
  table: string,
  where: Record<string, string>,
  copies: readonly Record<string, string>[],
  rewrite: Record<string, readonly (readonly [string, string])[]> = {},
): Promise<void> {
  if (copies.length === 0) return;
  const columns = await sql.columns(table);
  const keys = Object.keys(copies[0] ?? {});
  const feeds = new Set(Object.values(rewrite).flatMap((pairs) => pairs.map(([, key]) => key)));
  for (const key of keys) if (!columns.includes(key) && !feeds.has(key)) throw new Error(`${table} has no column ${key}`);
  const selectParams: string[] = [];
  const select = columns
    .map((c) => {
      if (keys.includes(c)) return `v.column${keys.indexOf(c) + 1}`;
      let expression = `t."${c}"`;
      for (const [from, key] of rewrite[c] ?? []) {
        selectParams.push(from);
        expression = `REPLACE(${expression}, ?, v.column${keys.indexOf(key) + 1})`;
      }
      return expression;
    })
    .join(', ');
  const filter = Object.keys(where).map((c) => `t."${c}" = ?`).join(' AND ');
  // Under SQLite's 32 766 and PostgreSQL's 65 535 parameters a statement.
  const chunk = Math.max(1, Math.floor(30_000 / keys.length));
  for (let start = 0; start < copies.length; start += chunk) {
    const part = copies.slice(start, start + chunk);
    const values = part.map(() => `(${keys.map(() => '?').join(', ')})`).join(', ');
    const params = [...selectParams, ...part.flatMap((copy) => keys.map((k) => copy[k])), ...Object.values(where)];
    await sql.run(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${select} FROM (VALUES ${values}) AS v CROSS JOIN "${table}" t WHERE ${filter}`, params);
  }
}

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const token = (bytes: number) => randomBytes(bytes).toString('base64url');
/** Row ids in the shape of Prisma's cuid (25 lower-case characters starting with c); crews' are UUIDs, as the API makes them. */
const id = () => `c${randomBytes(15).toString('hex').slice(0, 24)}`;

/**
 * `count` copies of the template table. The template's own session, account and campaign rows are
 * read from the database; the copies' tokens are made here (only their hashes are stored, as the API
 * stores them).
 */
export async function copyTables(sql: Sql, template: Template & { cookie: string }, count: number): Promise<Table[]> {
  const sessionToken = decodeURIComponent(template.cookie.slice('tm_session='.length));
  const session = (await sql.all(`SELECT "id", "accountId" FROM "Session" WHERE "tokenHash" = ?`, [sha256(sessionToken)]))[0];
  if (session === undefined) throw new Error('template: the GM session is not in the database');
  const accountId = String(session.accountId);
  const steps = await sql.all(`SELECT "id", "aggregateId", "crewId" FROM "Step" WHERE "crewId" = ? OR "aggregateId" = ? OR "aggregateId" = ?`, [template.crewId, template.crewId, template.campaignId]);
  const version = Number((await sql.all(`SELECT "version" FROM "Crew" WHERE "id" = ?`, [template.crewId]))[0]?.version);
  const links = await sql.all(`SELECT "id" FROM "ShareLink" WHERE "crewId" = ? ORDER BY "createdAt"`, [template.crewId]);
  if (links.length < PHONES_PER_TABLE) throw new Error(`template: ${links.length} player links`);

  const tables: (Table & { accountId: string; gmToken: string })[] = [];
  for (let index = 0; index < count; index++) {
    const phoneTokens = Array.from({ length: PHONES_PER_TABLE }, () => token(24));
    const gmToken = token(32);
    tables.push({
      index,
      campaignId: id(),
      crewId: randomUUID(),
      clockId: template.clockId,
      version,
      cookie: `tm_session=${gmToken}`,
      phoneTokens,
      accountId: id(),
      gmToken,
    });
  }
  await sql.run('BEGIN');
  try {
    const n = (i: number) => String(i + 1).padStart(5, '0');
    await copyRow(sql, 'Account', { id: accountId }, tables.map((t) => ({ id: t.accountId, name: `MJ capacité ${n(t.index)}`, nameKey: `mj capacite ${n(t.index)}` })));
    await sql.run(`UPDATE "Account" SET "owner" = ? WHERE "nameKey" LIKE 'mj capacite %'`, [sql.dialect === 'sqlite' ? 0 : false]);
    await copyRow(sql, 'Campaign', { id: template.campaignId }, tables.map((t) => ({ id: t.campaignId, name: `Table ${n(t.index)}` })));
    await copyRow(sql, 'CampaignMember', { campaignId: template.campaignId, accountId }, tables.map((t) => ({ campaignId: t.campaignId, accountId: t.accountId })));
    await copyRow(sql, 'Session', { id: String(session.id) }, tables.map((t) => ({ id: id(), accountId: t.accountId, campaignId: t.campaignId, tokenHash: sha256(t.gmToken) })));
    const ids = [[template.crewId, 'crew'], [template.campaignId, 'campaign']] as const;
    await copyRow(sql, 'Crew', { id: template.crewId }, tables.map((t) => ({ id: t.crewId, campaignId: t.campaignId, crew: t.crewId, campaign: t.campaignId })), {
      state: ids,
      characterNotes: ids,
    });
    for (const step of steps) {
      const ofCrew = String(step.aggregateId) === template.crewId;
      const withCrew = step.crewId !== null;
      await copyRow(
        sql,
        'Step',
        { id: String(step.id) },
        tables.map((t) => ({ id: id(), campaignId: t.campaignId, aggregateId: ofCrew ? t.crewId : t.campaignId, ...(withCrew ? { crewId: t.crewId } : {}), crew: t.crewId, campaign: t.campaignId })),
        { payload: ids, detail: ids, reasons: ids },
      );
    }
    for (const [k, link] of links.slice(0, PHONES_PER_TABLE).entries()) {
      await copyRow(sql, 'ShareLink', { id: String(link.id) }, tables.map((t) => ({ id: id(), crewId: t.crewId, tokenHash: sha256(t.phoneTokens[k] ?? '') })));
    }
    await sql.run('COMMIT');
  } catch (error) {
    await sql.run('ROLLBACK');
    throw error;
  }
  return tables.map(({ index, campaignId, crewId, clockId, version: v, cookie, phoneTokens }) => ({ index, campaignId, crewId, clockId, version: v, cookie, phoneTokens }));
}
