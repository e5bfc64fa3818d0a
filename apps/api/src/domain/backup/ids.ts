/**
 * New ids for an imported campaign. An import is always a copy: every id of the document gets a
 * new one, so importing a file twice, or into the instance it came from, never collides with (nor
 * touches) what is there.
 *
 * - The ids renamed: every row id of the document (./format.ts `rowIds`), and every string under a
 *   key named `id` in the crews' and the wizards' histories (payloads and details: a history names
 *   things that no longer exist — a removed character, a deleted project, a warband member gone,
 *   hired muscle released — and a later undo would bring them back).
 * - Ids made from another id follow it: an entanglement `<crew id>/entanglement-<n>` (the rules
 *   make it from the crew's id, so a replay makes the renamed one), a step's roll
 *   `<event id>-r<nnn>`.
 * - The new ids keep the old ids' order: `<random prefix>-<rank>`, so every list the database
 *   sorts by id (ties of creation time) comes back in the same order. The prefix is 72 random bits
 *   per import.
 * - Then every string of the document equal to an old id — wherever it is (a roll's characterId, a
 *   payload's characterId, a reason's values, a tracker, record keys…) — becomes the new id.
 */
import { randomBytes } from 'node:crypto';
import { rowIds, type CampaignExport } from './format';

const ROLL_OF_EVENT = /^(.+)-r(\d+)$/;

/** Every string under an `id` key anywhere in `value`. */
function idFields(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) idFields(item, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'id' && typeof item === 'string') out.add(item);
      else idFields(item, out);
    }
  }
}

export interface IdMap {
  /** The new id of an old one (or of a string made from one), or the string unchanged. */
  readonly rename: (value: string) => string;
  /** Old id → new id, for the ids renamed directly. */
  readonly ids: ReadonlyMap<string, string>;
}

export function idMapFor(doc: CampaignExport, prefix: string = randomBytes(9).toString('base64url')): IdMap {
  const eventIds = new Set(doc.crews.flatMap((c) => c.events.map((e) => e.id)));
  const candidates = new Set(rowIds(doc).map((r) => r.id));
  for (const step of [...doc.crews.flatMap((c) => c.events), ...doc.wizards.flatMap((w) => w.steps)]) {
    idFields(step.payload, candidates);
    idFields(step.detail, candidates);
  }

  // Ids made from another id are renamed through it, not on their own.
  const derived = (value: string): { base: string; rest: string } | null => {
    const slash = value.indexOf('/');
    if (slash > 0 && candidates.has(value.slice(0, slash))) return { base: value.slice(0, slash), rest: value.slice(slash) };
    const roll = ROLL_OF_EVENT.exec(value);
    if (roll && eventIds.has(roll[1]!)) return { base: roll[1]!, rest: value.slice(roll[1]!.length) };
    return null;
  };
  const own = [...candidates].filter((value) => derived(value) === null).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const width = String(own.length).length;
  const ids = new Map(own.map((value, rank) => [value, `${prefix}-${String(rank).padStart(width, '0')}`]));

  const rename = (value: string): string => {
    const direct = ids.get(value);
    if (direct !== undefined) return direct;
    const from = derived(value);
    if (from !== null) {
      const base = ids.get(from.base);
      if (base !== undefined) return base + from.rest;
    }
    return value;
  };
  return { rename, ids };
}

/** A deep copy of `value` with every string (and record key) renamed. */
export function renameIds<T>(value: T, map: IdMap): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return map.rename(v);
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === 'object' && v !== null) {
      return Object.fromEntries(Object.entries(v).map(([key, item]) => [map.rename(key), walk(item)]));
    }
    return v;
  };
  return walk(value) as T;
}
