/**
 * The data step of migration `20261201130224_crew_state` (decision 014): each crew, read from the
 * tables that held it until then (the crew row's columns, Faction, Cohort, Character, Clock and the
 * Downtime row with its `layout`), becomes one `DowntimeState` document in `Crew.state`, and its
 * characters' GM notes `Crew.characterNotes`. The next migration drops those tables.
 *
 * It reads the rows exactly as the repository of that release did (lists in the layout's order,
 * then oldest first; a project's `requires` from its row or the layout; `requires` absent rather
 * than null; a pending entanglement roll present only while one waits). A column that is not JSON
 * is carried as its text, so the crew stays in the file for `pnpm db:doctor` rather than stopping
 * the upgrade; nothing is ever dropped here.
 */
import type Database from 'better-sqlite3';
import { jsonOrText } from './rows';

type Row = Record<string, unknown>;
type Layout = {
  factions?: string[];
  cohorts?: string[];
  characters?: string[];
  projects?: Record<string, string[]>;
  requires?: Record<string, string>;
};


function asObject(value: unknown): Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : {};
}

/** Rows in the layout's order; rows the layout does not know come last, oldest first (as selected). */
function ordered(rows: readonly Row[], order: readonly string[] | undefined): Row[] {
  const index = new Map((order ?? []).map((id, i) => [id, i]));
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => (index.get(a.row.id as string) ?? Number.MAX_SAFE_INTEGER) - (index.get(b.row.id as string) ?? Number.MAX_SAFE_INTEGER) || a.i - b.i)
    .map(({ row }) => row);
}

function clockOf(row: Row, layout: Layout): Row {
  const requires = (row.requiresId as string | null) ?? layout.requires?.[row.id as string] ?? null;
  return { id: row.id, name: row.name, segments: row.segments, filled: row.filled, ...(requires === null ? {} : { requires }) };
}

const bool = (value: unknown): boolean => value === 1 || value === true || value === '1' || value === 'true';

export function crewStoredOnce(db: Database.Database): void {
  const crews = db.prepare('SELECT * FROM "Crew" ORDER BY "createdAt", "id"').all() as Row[];
  const byCrew = (table: string) => db.prepare(`SELECT * FROM "${table}" WHERE "crewId" = ? ORDER BY "createdAt", "id"`);
  const factions = byCrew('Faction');
  const cohorts = byCrew('Cohort');
  const characters = byCrew('Character');
  const clocks = db.prepare('SELECT * FROM "Clock" WHERE "characterId" = ? ORDER BY "createdAt", "id"');
  const downtime = db.prepare('SELECT "state" FROM "Downtime" WHERE "crewId" = ?');
  const write = db.prepare('UPDATE "Crew" SET "state" = ?, "characterNotes" = ? WHERE "id" = ?');

  for (const crew of crews) {
    const id = crew.id as string;
    const stored = asObject(jsonOrText((downtime.get(id) as Row | undefined)?.state ?? null));
    const { layout: rawLayout, pendingEntanglementRoll, ...rest } = stored;
    const layout = asObject(rawLayout) as Layout;
    const notes: Record<string, string> = {};
    const characterRows = ordered(characters.all(id) as Row[], layout.characters);
    const model = {
      id,
      name: crew.name,
      tier: crew.tier,
      hold: crew.hold,
      rep: crew.rep,
      coin: crew.coin,
      heat: crew.heat,
      wanted: crew.wanted,
      atWar: bool(crew.atWar),
      claims: jsonOrText(crew.claims),
      prisonClaims: jsonOrText(crew.prisonClaims),
      unpaidTithes: jsonOrText(crew.unpaidTithes),
      pendingEntanglements: jsonOrText(crew.pendingEntanglements),
      assets: jsonOrText(crew.assets) ?? [],
      factions: ordered(factions.all(id) as Row[], layout.factions).map((f) => ({ id: f.id, name: f.name, tier: f.tier, status: f.status })),
      cohorts: ordered(cohorts.all(id) as Row[], layout.cohorts).map((c) => ({ id: c.id, name: c.name, kind: c.kind, quality: c.quality })),
      characters: characterRows.map((c) => {
        const characterId = c.id as string;
        if (typeof c.gmNotes === 'string' && c.gmNotes !== '') notes[characterId] = c.gmNotes;
        const own = clocks.all(characterId) as Row[];
        const healing = own.find((k) => k.kind === 'healing');
        const projects = ordered(own.filter((k) => k.kind === 'project'), layout.projects?.[characterId]);
        return {
          id: characterId,
          name: c.name,
          status: c.status,
          attributes: jsonOrText(c.attributes),
          skills: jsonOrText(c.skills),
          harm: jsonOrText(c.harm),
          trauma: jsonOrText(c.trauma),
          vice: jsonOrText(c.vice),
          load: c.load,
          coin: c.coin,
          pools: jsonOrText(c.pools),
          traits: jsonOrText(c.traits),
          comfort: jsonOrText(c.comfort),
          fear: c.fear ?? null,
          destiny: c.destiny,
          healing: healing ? clockOf(healing, layout) : null,
          projects: projects.map((p) => clockOf(p, layout)),
        };
      }),
    };
    const state = stored.phase === undefined
      ? { crew: model, phase: 'idle', downtime: 0, seasonBonus: false, entanglementRolled: false, extraEntanglementRolls: 0, characters: {}, events: 0 }
      : { ...rest, ...(pendingEntanglementRoll ? { pendingEntanglementRoll } : {}), crew: model };
    write.run(JSON.stringify(state), JSON.stringify(notes), id);
  }
}
