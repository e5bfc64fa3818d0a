/**
 * What the clients were told: every write the server answered 2xx (acknowledged), and, per crew
 * and per wizard, the last acknowledged state and the writes since then whose fate is unknown
 * (in flight at the kill, or a 5xx). After the restart, every acknowledged write must be there;
 * a write of unknown fate may or may not be — but nothing else may.
 */
export interface CrewStepAck {
  readonly kind: 'crew';
  readonly trial: number;
  readonly crewId: string;
  readonly seq: number;
  readonly type: string;
  /** An undo: the seq it undid (that step must read undone, by this one). */
  readonly undoes: number | null;
}

export interface LedgerAck {
  readonly kind: 'ledger';
  readonly trial: number;
  readonly wizardId: string;
  readonly entryId: string;
  /** Where GET /api/wizards/:id/ledger lists it. */
  readonly list: 'favours' | 'payOffs';
}

export interface RollAck {
  readonly kind: 'roll';
  readonly trial: number;
  readonly rollId: string;
  readonly dice: readonly number[];
}

export type Ack = CrewStepAck | LedgerAck | RollAck;

/** A versioned thing (a crew, a wizard) as its last acknowledged answer left it. */
export interface Latest {
  readonly version: number;
  /** What must read back identical when the version did not move since (key order aside). */
  readonly snapshot: unknown;
  /** Types of the writes after it whose fate is unknown (each may have committed). */
  readonly unsure: readonly string[];
}

export class AckBook {
  readonly all: Ack[] = [];
  /** Per crew id / wizard id, for the trial under way. */
  readonly latest = new Map<string, Latest>();
  /** Writes answered 5xx (a server error: suspicious in itself). */
  serverErrors = 0;
  /** Writes the rules refused (422, or 404 for a faction gone): normal, nothing written. */
  refused = 0;
  /** Writes answered 409 (stale version): each crew and the wizard have one writer, so none is expected. */
  conflicts = 0;
  /** A few words on each 5xx, for the report. */
  readonly serverErrorNotes: string[] = [];

  /** A 5xx answer: counted, and the first few described for the report. */
  serverError(note: string): void {
    this.serverErrors += 1;
    if (this.serverErrorNotes.length < 20) this.serverErrorNotes.push(note);
  }

  /** A new trial: the versions are read afresh from the restarted server. */
  startTrial(): void {
    this.latest.clear();
  }

  seen(id: string, version: number, snapshot: unknown): void {
    this.latest.set(id, { version, snapshot, unsure: [] });
  }

  acked(ack: Ack | null, id: string | null, version: number, snapshot: unknown): void {
    if (ack) this.all.push(ack);
    if (id !== null) this.seen(id, version, snapshot);
  }

  unsure(id: string, type: string): void {
    const current = this.latest.get(id);
    if (current) this.latest.set(id, { ...current, unsure: [...current.unsure, type] });
  }
}
