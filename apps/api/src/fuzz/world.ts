/**
 * What the fuzz knows of the campaign, read straight from the SQLite file on a read-only
 * connection of its own (the same in the test and against the real server in a child process):
 * the ids and versions a valid request names, what players must never see, and a fingerprint
 * that tells whether a request changed anything.
 *
 * Rows come in creation order (rowid), never in id order: server ids are random, and the fuzz
 * must pick the same things in every run of a seed.
 */
import Database from 'better-sqlite3';

/** What a request may name of a character: its skills, attributes and traits (by name), its projects (by id). */
export type CharacterView = { readonly id: string } & Readonly<Record<'skills' | 'attributes' | 'traits' | 'projects', readonly string[]>>;

/**
 * What a request may name in a crew's lists: its claims (by name), the ids of its factions,
 * cohorts, assets, pending entanglements, share links, and of every clock of its board (K1: the
 * crew's and its factions', its characters' projects and healing clocks).
 */
type CrewLists = 'claims' | 'factions' | 'cohorts' | 'assets' | 'entanglements' | 'clocks' | 'shareLinks';

export type CrewView = Readonly<Record<CrewLists, readonly string[]>> & {
  readonly id: string;
  readonly campaignId: string;
  readonly version: number;
  readonly characters: readonly CharacterView[];
  readonly lastSeq: number;
  /** The downtime's phase (idle without one). */
  readonly phase: string;
};

export interface WizardView {
  readonly id: string;
  readonly campaignId: string;
  readonly version: number;
  readonly members: readonly string[];
  readonly muscles: readonly string[];
  readonly collections: readonly string[];
}

export interface RollView {
  readonly id: string;
  readonly campaignId: string;
  readonly crewId: string | null;
  readonly kind: string;
  readonly hidden: boolean;
}

export interface TrackerView {
  readonly id: string;
  readonly campaignId: string;
  readonly crewId: string | null;
  readonly version: number;
}

/** A player's proposal or a GM's roll request (issue 36): whose character it is for, and whether it still waits. */
export interface RequestView {
  readonly id: string;
  readonly campaignId: string;
  readonly crewId: string;
  readonly characterId: string;
  readonly pending: boolean;
}

export interface WorldView {
  readonly campaigns: ReadonlyMap<string, number>;
  /** The campaigns the fuzz's GM (the instance's owner account) holds: any other is another GM's (issue 37). */
  readonly gmCampaigns: ReadonlySet<string>;
  readonly crews: readonly CrewView[];
  readonly wizards: readonly WizardView[];
  readonly rolls: readonly RollView[];
  readonly trackers: readonly TrackerView[];
  readonly proposals: readonly RequestView[];
  readonly rollRequests: readonly RequestView[];
  /** Ids players must never receive: hidden rolls. */
  readonly hiddenRollIds: ReadonlySet<string>;
}

/** Per table: rows, last rowid, sum of versions, last updatedAt. Equal fingerprints, same data (as far as a cheap look can tell). */
export interface Fingerprint {
  /** SQLite's data_version on this connection: moves whenever another connection commits. */
  readonly dataVersion: number;
  readonly tables: Readonly<Record<string, string>>;
}

export interface World {
  read(): WorldView;
  fingerprint(): Fingerprint;
  close(): void;
}

const json = <T>(text: unknown, fallback: T): T => {
  try {
    return typeof text === 'string' ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};
/** The keys of an object (a character's skills, attributes); none when it is not one. */
const keysOfValue = (value: unknown): string[] => (value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : []);

/** What the fuzz reads of a stored crew document: nothing of it is trusted. */
interface StoredCharacter {
  readonly id?: unknown;
  readonly skills?: unknown;
  readonly attributes?: unknown;
  readonly traits?: unknown;
  readonly projects?: unknown;
  readonly healing?: { readonly id?: unknown };
}
interface StoredState {
  readonly phase?: unknown;
  readonly crew?: { readonly claims?: unknown; readonly characters?: unknown; readonly factions?: unknown; readonly cohorts?: unknown; readonly assets?: unknown; readonly pendingEntanglements?: unknown; readonly clocks?: unknown };
}

/** What the fuzz reads of a stored wizard document. */
interface StoredWizardState {
  readonly wizard?: { readonly warband?: unknown; readonly hiredMuscle?: unknown };
}

export function fingerprintsDiffer(a: Fingerprint, b: Fingerprint): boolean {
  return a.dataVersion !== b.dataVersion || changedTables(a, b).length > 0;
}

export function changedTables(a: Fingerprint, b: Fingerprint): string[] {
  return Object.keys({ ...a.tables, ...b.tables }).filter((t) => a.tables[t] !== b.tables[t]);
}

export function openWorld(databaseFile: string): World {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations' ORDER BY name").all() as { name: string }[]).map((t) => t.name);
  const summary = tables
    .map((table) => {
      const columns = new Set((db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name));
      const version = columns.has('version') ? 'total("version")' : '0';
      // The column a row's last change dates (a proposal decided, a roll request answered: issue 36).
      const dated = ['updatedAt', 'revokedAt', 'lastSeenAt', 'decidedAt', 'answeredAt'].find((c) => columns.has(c));
      const updated = dated === undefined ? 'NULL' : `max("${dated}") || ':' || count("${dated}")`;
      return `SELECT '${table}' AS t, count(*) || ':' || ifnull(max(rowid), 0) || ':' || ${version} || ':' || ifnull(${updated}, '') AS s FROM "${table}"`;
    })
    .join(' UNION ALL ');
  const summarize = db.prepare<[], { t: string; s: string }>(summary);
  const dataVersion = db.prepare<[], { data_version: number }>('PRAGMA data_version');

  const all = <R>(sql: string) => db.prepare<[], R>(sql).all();

  return {
    fingerprint() {
      const version = dataVersion.get()?.data_version ?? 0;
      const out: Record<string, string> = {};
      for (const row of summarize.all()) out[row.t] = row.s;
      return { dataVersion: version, tables: out };
    },
    read() {
      const campaigns = new Map(all<{ id: string; version: number }>('SELECT id, version FROM "Campaign" ORDER BY rowid').map((c) => [c.id, c.version]));
      const gmCampaigns = new Set(
        all<{ campaignId: string }>('SELECT m."campaignId" FROM "CampaignMember" m JOIN "Account" a ON a.id = m."accountId" WHERE a.owner = 1').map((m) => m.campaignId),
      );
      const byCrew = <R extends { crewId: string }>(rows: R[]) => {
        const map = new Map<string, R[]>();
        for (const row of rows) map.set(row.crewId, [...(map.get(row.crewId) ?? []), row]);
        return map;
      };
      const links = byCrew(all<{ id: string; crewId: string }>('SELECT id, "crewId" FROM "ShareLink" WHERE "revokedAt" IS NULL ORDER BY rowid'));
      const seqs = new Map(all<{ crewId: string; seq: number }>('SELECT "aggregateId" AS "crewId", max(seq) AS seq FROM "Step" WHERE aggregate = \'crew\' GROUP BY "aggregateId"').map((r) => [r.crewId, r.seq]));
      const crews = all<{ id: string; campaignId: string; version: number; state: string }>('SELECT id, "campaignId", version, state FROM "Crew" ORDER BY rowid').map(
        (c): CrewView => {
          // The crew's one document (decision 014), read without trusting it: a fuzz run may have broken it.
          const state = json<StoredState>(c.state, {}) ?? {};
          const crew = state.crew ?? {};
          const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
          const ids = (value: unknown) => list<{ id?: unknown }>(value).flatMap((x) => (typeof x?.id === 'string' ? [x.id] : []));
          return {
            id: c.id,
            campaignId: c.campaignId,
            version: c.version,
            claims: list<unknown>(crew.claims).filter((x): x is string => typeof x === 'string'),
            characters: list<StoredCharacter>(crew.characters).map((ch) => ({
              id: typeof ch.id === 'string' ? ch.id : '',
              skills: keysOfValue(ch.skills),
              attributes: keysOfValue(ch.attributes),
              traits: list<{ name?: unknown }>(ch.traits).flatMap((t) => (typeof t?.name === 'string' ? [t.name] : [])),
              projects: ids(ch.projects),
            })),
            factions: ids(crew.factions),
            cohorts: ids(crew.cohorts),
            assets: ids(crew.assets),
            entanglements: ids(crew.pendingEntanglements),
            clocks: [
              ...ids(crew.clocks),
              ...list<StoredCharacter>(crew.characters).flatMap((ch) => [...ids(ch.projects), ...(typeof ch.healing?.id === 'string' ? [ch.healing.id] : [])]),
            ],
            shareLinks: (links.get(c.id) ?? []).map((l) => l.id),
            lastSeq: seqs.get(c.id) ?? 0,
            phase: typeof state.phase === 'string' ? state.phase : 'idle',
          };
        },
      );
      // A collection of the ledger is named by the step that started it (decision 014).
      const collections = all<{ id: string; wizardId: string }>(
        'SELECT id, "aggregateId" AS "wizardId" FROM "Step" WHERE aggregate = \'wizard\' AND type = \'collection_start\' AND "undoneById" IS NULL ORDER BY rowid',
      );
      const wizards = all<{ id: string; campaignId: string; version: number; state: string }>('SELECT id, "campaignId", version, state FROM "Wizard" ORDER BY rowid').map(
        (w): WizardView => {
          // The wizard's one document, read without trusting it (as a crew's).
          const wizard = json<StoredWizardState>(w.state, {})?.wizard ?? {};
          const ids = (value: unknown) => (Array.isArray(value) ? (value as { id?: unknown }[]) : []).flatMap((x) => (typeof x?.id === 'string' ? [x.id] : []));
          return {
            id: w.id,
            campaignId: w.campaignId,
            version: w.version,
            members: ids(wizard.warband),
            muscles: ids(wizard.hiredMuscle),
            collections: collections.filter((c) => c.wizardId === w.id).map((c) => c.id),
          };
        },
      );
      // The newest rolls only: enough to aim at, and the list stays small in a long run.
      const rolls = all<{ id: string; campaignId: string; crewId: string | null; kind: string; hidden: number }>(
        'SELECT id, "campaignId", "crewId", kind, hidden FROM (SELECT rowid AS r, * FROM "Roll" ORDER BY rowid DESC LIMIT 200) ORDER BY r',
      ).map((r) => ({ id: r.id, campaignId: r.campaignId, crewId: r.crewId, kind: r.kind, hidden: r.hidden === 1 }));
      const hiddenRollIds = new Set(all<{ id: string }>('SELECT id FROM "Roll" WHERE hidden = 1').map((r) => r.id));
      const trackers = all<TrackerView>('SELECT id, "campaignId", "crewId", version FROM "ComplexAction" ORDER BY rowid');
      // The newest proposals and roll requests only, as the rolls.
      const requests = (table: 'Proposal' | 'RollRequest') =>
        all<{ id: string; campaignId: string; crewId: string; characterId: string; status: string }>(
          `SELECT r.id, c."campaignId", r."crewId", r."characterId", r.status FROM (SELECT rowid AS n, * FROM "${table}" ORDER BY rowid DESC LIMIT 200) r JOIN "Crew" c ON c.id = r."crewId" ORDER BY r.n`,
        ).map((r): RequestView => ({ id: r.id, campaignId: r.campaignId, crewId: r.crewId, characterId: r.characterId, pending: r.status === 'pending' }));
      return { campaigns, gmCampaigns, crews, wizards, rolls, trackers, proposals: requests('Proposal'), rollRequests: requests('RollRequest'), hiddenRollIds };
    },
    close() {
      db.close();
    },
  };
}
