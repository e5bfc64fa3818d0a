/**
 * Everything a player reads of a crew is built here (issue 34, "redaction by construction";
 * decision 020 for the clocks and factions, 026 for what lives in the rules): the sheet, a step of
 * its history (and the crew, faction or character a step's payload carries), a step on its live
 * stream, what its last downtime changed. What players know of the crew's state — the crew, its
 * characters, entanglements, factions, downtime and clocks, and which secrets it holds — is the
 * rules' (audience/, clocks/audience.ts); the shapes of the API's views are decided here, each
 * from an allow-list (`Decisions`): a field added to the sheet or a step reaches players only
 * once decided.
 *
 * The free-form parts of its history — a step's payload and detail, its reasons, its rolls'
 * reasons — are what the rules wrote: they lose whatever names a GM-only thing of the crew
 * (`PlayerKnowledge.secrets`: the rules' `crewSecrets`, and the GM's notes).
 */
import {
  allowed,
  characterForPlayer,
  clockViews,
  crewClocks,
  crewForPlayer,
  crewKnowledge,
  downtimeForPlayer,
  factionForPlayer,
  pendingForPlayer,
  playerNetChanges,
  redact,
  stringsIn,
  type Character,
  type Crew,
  type Decisions,
  type FormerClock,
  type NetChange,
  type PendingEntanglement,
  type PlayerKnowledge,
  type Secrets,
} from '@temps-mort/rules';
import type { CrewLiveStep } from '@temps-mort/contract';
import { parseJson } from '../rolls/store';
import type { CrewLiveData } from './live';
import type { CrewEventView, CrewRollView, DowntimeChangesView } from './history';
import { loadCrew, type Db } from './repository';
import { crewSheet, type CrewSheet } from './sheet';

// What players know of the crew, its characters, factions and downtime, and which secrets it
// holds, is the rules' (audience/, decision 026); here, the API's own shapes built with it.
export { crewForPlayer, type FormerClock, type PlayerKnowledge } from '@temps-mort/rules';

// ─── the sheet ──────────────────────────────────────────────────────────────────────────────────

const drawn = new WeakMap<CrewSheet, CrewSheet>();

/**
 * The sheet as a player link reads it: no GM notes, no held or hidden entanglement (only how many:
 * `heldEntanglements`), the clocks players know. Kept per sheet (a sheet is never changed in
 * place): a step's sheet is drawn once for the cache, its live frame and what players know.
 */
export function sheetForPlayer(sheet: CrewSheet): CrewSheet {
  let seen = drawn.get(sheet);
  if (!seen) drawn.set(sheet, (seen = drawForPlayer(sheet)));
  return seen;
}

function drawForPlayer(sheet: CrewSheet): CrewSheet {
  return allowed(sheet, {
    id: true,
    campaignId: true,
    version: true,
    crew: (crew) => crewForPlayer(crew),
    downtime: downtimeForPlayer,
    clocks: (_clocks, whole) => clockViews(whole.crew, true),
    heldEntanglements: true,
    gmNotes: false,
    characterNotes: false,
    updatedAt: true,
  } satisfies Decisions<CrewSheet>);
}

// ─── what players know, to redact the history ───────────────────────────────────────────────────

const known = new WeakMap<CrewSheet, PlayerKnowledge>();

/**
 * What players know of the crew of `sheet` (the GM's sheet): the rules' `crewKnowledge`, the GM's
 * notes secret too, less what the players' sheet shows anyway. `former`: clocks the crew no longer
 * has (its history still names them). Kept per sheet: every stream of a crew redacts a live step
 * with the same.
 */
export function playerKnowledge(sheet: CrewSheet, former: readonly FormerClock[] = []): PlayerKnowledge {
  const kept = former.length === 0 ? known.get(sheet) : undefined;
  if (kept) return kept;
  const knowledge = crewKnowledge(sheet.crew, sheet.downtime, {
    former,
    gmTexts: [sheet.gmNotes ?? '', ...Object.values(sheet.characterNotes ?? {})],
    shown: () => stringsIn(sheetForPlayer(sheet)),
  });
  if (former.length === 0) known.set(sheet, knowledge);
  return knowledge;
}

/** The clocks the crew's history saved (its creation's and each `clock_save`'s) that it no longer has, as last saved. */
async function formerClocks(db: Db, crewId: string, crew: Crew): Promise<FormerClock[]> {
  const steps = await db.step.findMany({
    where: { crewId, type: { in: ['crew_created', 'clock_save'] } },
    orderBy: { seq: 'asc' },
    select: { payload: true },
  });
  const board = new Set(crewClocks(crew).map((c) => c.id));
  const last = new Map<string, FormerClock>();
  for (const step of steps) {
    const payload = parseJson<{ clock?: unknown; crew?: { clocks?: unknown } } | null>(step.payload, null);
    const saved = [payload?.clock, ...(Array.isArray(payload?.crew?.clocks) ? (payload.crew.clocks as unknown[]) : [])];
    for (const clock of saved) {
      const c = clock as Partial<FormerClock> | null | undefined;
      if (typeof c?.id !== 'string' || board.has(c.id)) continue;
      last.set(c.id, { id: c.id, name: typeof c.name === 'string' ? c.name : '', onFill: typeof c.onFill === 'string' ? c.onFill : '', visibility: c.visibility ?? 'gm_only' });
    }
  }
  return [...last.values()];
}

/** What players know of a stored crew, its former clocks included (null: no such crew). */
export async function loadPlayerKnowledge(db: Db, crewId: string): Promise<PlayerKnowledge | null> {
  const stored = await loadCrew(db, crewId);
  if (!stored) return null;
  return playerKnowledge(crewSheet(stored), await formerClocks(db, crewId, stored.state.crew));
}

// ─── its history ────────────────────────────────────────────────────────────────────────────────

/** A step's payload (the event as the GM asked it) with the crew, faction or character it carries as players read them. */
function payloadForPlayer(type: string, payload: Readonly<Record<string, unknown>>, knowledge: PlayerKnowledge): Readonly<Record<string, unknown>> {
  const object = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (type === 'crew_created' && object(payload.crew)) return { ...payload, crew: crewForPlayer(payload.crew as unknown as Crew) };
  // A crew edit may carry any of the crew's own lists: each as a crew of players would read it.
  if (type === 'crew_edit' && object(payload.patch)) return { ...payload, patch: crewForPlayer(payload.patch as unknown as Crew, knowledge.followed) };
  if (type === 'faction_save' && object(payload.faction)) return { ...payload, faction: factionForPlayer(payload.faction as unknown as Crew['factions'][number]) };
  if (type === 'character_save' && object(payload.character)) return { ...payload, character: characterForPlayer(payload.character as unknown as Character, knowledge.followed) };
  return payload;
}

/**
 * What the API adds to the rules' detail of a step: its net changes (players read them) and, for
 * its own undo, the GM notes the step replaced and the roll it rewrote (the GM's). Any other key
 * is the rules'.
 */
const API_DETAIL: Readonly<Record<string, boolean>> = { changes: true, notesBefore: false, rollBefore: false };

/** A clock tick's race or unlocks (K6, K7) name only clocks players follow, as on their sheet (`clockViews`). */
function detailForPlayer(type: string, detail: Readonly<Record<string, unknown>>, knowledge: PlayerKnowledge): Readonly<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(detail)) if (API_DETAIL[key] ?? true) out[key] = value;
  // Its net changes but those the rules mark as the GM's (a clock players cannot follow whole, the held entanglements' count).
  if (Array.isArray(out.changes)) out.changes = playerNetChanges(out.changes as NetChange[]);
  if (type === 'clock_tick' || type === 'clock_roll') {
    const race = out.race as { rival?: unknown } | null | undefined;
    if (race != null) out.race = typeof race.rival === 'string' && knowledge.followed.has(race.rival) ? race : null;
    if (Array.isArray(out.unlocked)) out.unlocked = out.unlocked.filter((id) => typeof id === 'string' && knowledge.followed.has(id));
  }
  return out;
}

function crewRollForPlayer(roll: CrewRollView, secrets: Secrets): CrewRollView {
  return allowed(roll, {
    id: true,
    who: true,
    characterId: true,
    purpose: true,
    kind: true,
    sides: true,
    dice: true,
    band: true,
    quality: true,
    hidden: true,
    undone: true,
    reasons: (reasons) => redact(reasons, secrets),
    createdAt: true,
  } satisfies Decisions<CrewRollView>);
}

/** A step as a player reads it (call only on steps that are not hidden): no hidden roll, nothing naming a GM-only thing. */
export function eventForPlayer(event: CrewEventView, knowledge: PlayerKnowledge): CrewEventView {
  const { secrets } = knowledge;
  return allowed(event, {
    seq: true,
    type: true,
    payload: (payload) => redact(payloadForPlayer(event.type, payload, knowledge), secrets),
    dice: true,
    detail: (detail) => redact(detailForPlayer(event.type, detail, knowledge), secrets),
    reasons: (reasons) => redact(reasons, secrets),
    hidden: true,
    undone: true,
    undoneBy: true,
    undoes: true,
    rolls: (rolls) => rolls.filter((r) => !r.hidden).map((r) => crewRollForPlayer(r, secrets)),
    createdAt: true,
  } satisfies Decisions<CrewEventView>);
}

/** A live step as a player's stream carries it (the contract's `CrewLiveStep`): a hidden one as "hidden" with no reasons; the sheet as players read it. */
export function liveForPlayer(data: CrewLiveData, knowledge: PlayerKnowledge = playerKnowledge(data.sheet)): CrewLiveStep {
  const sheet = sheetForPlayer(data.sheet);
  if (data.hidden) return { seq: data.seq, type: 'hidden', reasons: [], sheet };
  return { seq: data.seq, type: data.type, reasons: redact(data.reasons, knowledge.secrets), sheet };
}

/** What the last downtime changed, as a player reads it: no change of a GM-only thing. */
export function downtimeChangesForPlayer(view: DowntimeChangesView, knowledge: PlayerKnowledge): DowntimeChangesView {
  return { downtime: view.downtime, changes: redact(view.changes as NetChange[], knowledge.secrets) };
}

/** E2: an entanglement's ways out, weighed by the rules on the GM's crew, as a player reads them. */
export function optionsForPlayer<A extends { readonly entanglement: PendingEntanglement; readonly options: readonly unknown[]; readonly reasons: readonly unknown[] }>(answer: A, knowledge: PlayerKnowledge): A {
  return { ...answer, entanglement: pendingForPlayer(answer.entanglement), options: redact(answer.options, knowledge.secrets), reasons: redact(answer.reasons, knowledge.secrets) };
}
