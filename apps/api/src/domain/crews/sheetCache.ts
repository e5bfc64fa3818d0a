/**
 * The crew sheet as JSON, kept per crew for the hot read (GET /api/crews/:crewId, the phones):
 * an entry is good as long as the crew row's version and updatedAt have not moved — every write
 * of the crew bumps its version — so a read costs one small query instead of loading the crew.
 */
import type { CrewSheet } from './sheet';
import { sheetForPlayer } from './sheet';

export interface SheetJson {
  /** The GM's sheet. */
  readonly gm: string;
  /** The sheet a player link sees. */
  readonly player: string;
}

export function sheetStamp(version: number, updatedAt: Date): string {
  return `${version}:${updatedAt.getTime()}`;
}

export class SheetCache {
  readonly #entries = new Map<string, { readonly stamp: string; readonly json: SheetJson }>();

  /** `serialize` validates the sheet against its response schema and writes it as JSON. */
  constructor(
    private readonly serialize: (sheet: CrewSheet) => string,
    private readonly max = 500,
  ) {}

  get(crewId: string, stamp: string): SheetJson | undefined {
    const entry = this.#entries.get(crewId);
    return entry?.stamp === stamp ? entry.json : undefined;
  }

  put(crewId: string, stamp: string, sheet: CrewSheet): SheetJson {
    const json: SheetJson = { gm: this.serialize(sheet), player: this.serialize(sheetForPlayer(sheet)) };
    if (this.#entries.size >= this.max && !this.#entries.has(crewId)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.delete(crewId);
    this.#entries.set(crewId, { stamp, json });
    return json;
  }
}
