/**
 * The crew sheet as JSON, kept per crew for the hot read (GET /api/crews/:crewId, the phones):
 * an entry is good as long as the crew row's version and updatedAt have not moved — every write
 * of the crew bumps its version — so a read costs one small query instead of loading the crew.
 *
 * Bounded twice, least recently read out first: by crews (`entries`) and by the JSON it holds
 * (`chars`), since a crew's size is the callers' to choose (long notes, many characters). A
 * sheet bigger than the whole budget is served, never kept.
 */
import type { CrewSheet } from './sheet';
import { sheetForPlayer } from './playerView';

export interface SheetJson {
  /** The GM's sheet. */
  readonly gm: string;
  /** The sheet a player link sees. */
  readonly player: string;
}

export interface SheetCacheLimits {
  /** Crews kept at most. */
  readonly entries?: number;
  /** JSON characters kept at most, GM and player sheets together (≈ bytes: the sheets are mostly Latin-1). */
  readonly chars?: number;
}

/** 500 crews; 8 Mi characters (a 6-PC crew's two sheets are about 20 Ki: hundreds of usual crews fit). */
export const SHEET_CACHE_LIMITS = { entries: 500, chars: 8 * 2 ** 20 } as const;

export function sheetStamp(version: number, updatedAt: Date): string {
  return `${version}:${updatedAt.getTime()}`;
}

interface Entry {
  readonly stamp: string;
  readonly json: SheetJson;
  readonly chars: number;
}

export class SheetCache {
  /** In recency order: the first key is the least recently used. */
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #maxChars: number;
  #chars = 0;

  /** `serialize` validates the sheet against its response schema and writes it as JSON. */
  constructor(
    private readonly serialize: (sheet: CrewSheet) => string,
    limits: SheetCacheLimits = {},
  ) {
    this.#maxEntries = limits.entries ?? SHEET_CACHE_LIMITS.entries;
    this.#maxChars = limits.chars ?? SHEET_CACHE_LIMITS.chars;
  }

  get(crewId: string, stamp: string): SheetJson | undefined {
    const entry = this.#entries.get(crewId);
    if (entry?.stamp !== stamp) return undefined;
    // Read again: the most recently used now.
    this.#entries.delete(crewId);
    this.#entries.set(crewId, entry);
    return entry.json;
  }

  put(crewId: string, stamp: string, sheet: CrewSheet): SheetJson {
    const json: SheetJson = { gm: this.serialize(sheet), player: this.serialize(sheetForPlayer(sheet)) };
    this.#forget(crewId);
    const chars = json.gm.length + json.player.length;
    if (chars > this.#maxChars) return json;
    this.#entries.set(crewId, { stamp, json, chars });
    this.#chars += chars;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries && this.#chars <= this.#maxChars) break;
      this.#forget(oldest);
    }
    return json;
  }

  /** Crews kept and the JSON characters they hold. */
  get size(): { readonly entries: number; readonly chars: number } {
    return { entries: this.#entries.size, chars: this.#chars };
  }

  #forget(crewId: string): void {
    const entry = this.#entries.get(crewId);
    if (!entry) return;
    this.#entries.delete(crewId);
    this.#chars -= entry.chars;
  }
}
