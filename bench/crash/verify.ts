/**
 * The checks after a restart, against what the clients were told (AckBook):
 *
 * - every crew (the campaign's list, and every crew a write was acknowledged on) answers
 *   GET /api/crews/:id with 200;
 * - per crew and per wizard: the version is at least the last acknowledged one; when equal, the
 *   state reads back exactly as that answer gave it; above it, only by writes whose fate was
 *   unknown (in flight at the kill), of the same types, in order;
 * - every acknowledged crew step is in the history at its seq with its type (an acknowledged undo:
 *   the step it undid reads undone by it); the history has no gap and ends at the crew's version;
 * - every acknowledged ledger entry is in the wizard's ledger, every acknowledged roll reads back
 *   with its dice;
 * - the campaign export answers 200 with every crew at the version its sheet has.
 */
import type { Ack, AckBook, CrewStepAck, Latest } from './acks';
import { isOk, type Gm, type Json } from './gm';
import { crewSnapshot, readCrew, sameSnapshot, type CrewSheet } from './writers';

export interface Findings {
  lost: number;
  inconsistent: number;
  unreadableCrews: number;
  exportFailures: number;
  /** Writes of unknown fate (in flight at the kill, or a 5xx), and how many of them were found committed. */
  inFlight: number;
  inFlightCommitted: number;
  readonly notes: string[];
}

export const noFindings = (): Findings => ({ lost: 0, inconsistent: 0, unreadableCrews: 0, exportFailures: 0, inFlight: 0, inFlightCommitted: 0, notes: [] });

const note = (f: Findings, text: string): void => {
  if (f.notes.length < 50) f.notes.push(text);
};

interface HistoryEvent {
  readonly seq: number;
  readonly type: string;
  readonly undone: boolean;
  readonly undoneBy: number | null;
}

/** The crew's steps after `after`, every page (500 a page). Null when the route fails. */
async function history(gm: Gm, crewId: string, after: number): Promise<HistoryEvent[] | null> {
  const events: HistoryEvent[] = [];
  for (let from = after; ; ) {
    const res = await gm.api('GET', `/api/crews/${crewId}/history?after=${from}&limit=500&order=asc`);
    if (res.status !== 200) return null;
    const page = res.body.events as HistoryEvent[];
    events.push(...page);
    const last = page.at(-1);
    if (page.length < 500 || !last) return events;
    from = last.seq;
  }
}

/** Version against the last acknowledged answer; answers the writes of unknown fate that committed. */
function checkVersion(f: Findings, what: string, version: number, snapshot: unknown, latest: Latest | undefined): number {
  if (!latest) return 0;
  f.inFlight += latest.unsure.length;
  f.inFlightCommitted += Math.min(latest.unsure.length, Math.max(0, version - latest.version));
  if (version < latest.version) {
    f.lost += 1;
    note(f, `${what}: version ${version} after the restart, ${latest.version} acknowledged`);
  } else if (version === latest.version) {
    if (!sameSnapshot(snapshot, latest.snapshot)) {
      f.lost += 1;
      note(f, `${what}: at the acknowledged version ${version} but not in the acknowledged state`);
    }
  } else if (version - latest.version > latest.unsure.length) {
    f.inconsistent += 1;
    note(f, `${what}: version ${version}, ${latest.version} acknowledged and only ${latest.unsure.length} write(s) of unknown fate`);
  }
  return Math.max(0, version - latest.version);
}

async function checkCrew(gm: Gm, f: Findings, book: AckBook, crewId: string, acks: readonly CrewStepAck[]): Promise<CrewSheet | null> {
  const sheet = await readCrew(gm, crewId);
  if (!sheet) {
    f.unreadableCrews += 1;
    note(f, `crew ${crewId}: GET /api/crews/:id did not answer 200`);
    if (acks.length > 0) f.lost += acks.length;
    return null;
  }
  const latest = book.latest.get(crewId);
  const extra = checkVersion(f, `crew ${crewId}`, sheet.version, crewSnapshot(sheet), latest);
  // Read from the first step to check: this trial's first acknowledged one, or the last acknowledged before it.
  const from = Math.min(...acks.map((a) => a.seq), latest?.version ?? sheet.version) - 1;
  const events = await history(gm, crewId, Math.max(0, from));
  if (!events) {
    f.unreadableCrews += 1;
    note(f, `crew ${crewId}: its history did not answer 200`);
    return sheet;
  }
  const bySeq = new Map(events.map((e) => [e.seq, e]));
  for (const ack of acks) {
    const event = bySeq.get(ack.seq);
    if (!event || event.type !== ack.type) {
      f.lost += 1;
      note(f, `crew ${crewId}: acknowledged step ${ack.seq} (${ack.type}) of trial ${ack.trial} reads ${event ? event.type : 'absent'}`);
    } else if (ack.undoes !== null && bySeq.get(ack.undoes) && bySeq.get(ack.undoes)?.undoneBy !== ack.seq) {
      f.lost += 1;
      note(f, `crew ${crewId}: step ${ack.undoes} should read undone by the acknowledged undo ${ack.seq}`);
    }
  }
  // The history is the crew's versions one by one: no gap, and it ends at the sheet's version.
  const seqs = events.map((e) => e.seq);
  const gap = seqs.some((s, i) => i > 0 && s !== (seqs[i - 1] ?? 0) + 1);
  const lastSeq = seqs.at(-1) ?? from;
  if (gap || lastSeq !== sheet.version) {
    f.inconsistent += 1;
    note(f, `crew ${crewId}: history ${gap ? 'has a gap' : `ends at ${lastSeq}`}, the sheet is at version ${sheet.version}`);
  }
  // The steps of unknown fate that committed are the first ones sent after the last acknowledged.
  if (latest && extra > 0) {
    const committed = events.filter((e) => e.seq > latest.version).map((e) => e.type);
    if (!sameSnapshot(committed, latest.unsure.slice(0, committed.length))) {
      f.inconsistent += 1;
      note(f, `crew ${crewId}: steps after the last acknowledged one are [${committed.join(', ')}], the writes in flight were [${latest.unsure.join(', ')}]`);
    }
  }
  return sheet;
}

async function checkWizard(gm: Gm, f: Findings, book: AckBook, wizardId: string, acks: readonly Ack[]): Promise<void> {
  const res = await gm.api('GET', `/api/wizards/${wizardId}/ledger`);
  if (res.status !== 200) {
    f.lost += acks.length;
    note(f, `wizard ${wizardId}: its ledger answered ${res.status}`);
    return;
  }
  const wizard = res.body.wizard as { version: number };
  checkVersion(f, `wizard ${wizardId}`, wizard.version, wizard, book.latest.get(wizardId));
  const ids = {
    favours: new Set((res.body.favours as { id: string }[]).map((e) => e.id)),
    payOffs: new Set((res.body.payOffs as { id: string }[]).map((e) => e.id)),
  };
  for (const ack of acks) {
    if (ack.kind === 'ledger' && !ids[ack.list].has(ack.entryId)) {
      f.lost += 1;
      note(f, `wizard ${wizardId}: acknowledged ${ack.list} entry ${ack.entryId} of trial ${ack.trial} is not in the ledger`);
    }
  }
}

async function checkRolls(gm: Gm, f: Findings, acks: readonly Ack[]): Promise<void> {
  for (const ack of acks) {
    if (ack.kind !== 'roll') continue;
    const res = await gm.api('GET', `/api/rolls/${ack.rollId}`);
    if (res.status !== 200 || !sameSnapshot(res.body.dice, ack.dice)) {
      f.lost += 1;
      note(f, `roll ${ack.rollId} of trial ${ack.trial}: ${res.status === 200 ? 'other dice' : `GET answered ${res.status}`}`);
    }
  }
}

async function checkExport(gm: Gm, f: Findings, campaignId: string, sheets: ReadonlyMap<string, CrewSheet>, wizardId: string): Promise<void> {
  const res = await gm.api('GET', `/api/campaigns/${campaignId}/export`);
  const crews = (res.body.crews ?? []) as { id: string; version: number }[];
  const wizards = (res.body.wizards ?? []) as { id: string }[];
  const exported = new Map(crews.map((c) => [c.id, c.version]));
  const missing = [...sheets.values()].filter((s) => exported.get(s.id) !== s.version);
  if (res.status !== 200 || missing.length > 0 || !wizards.some((w) => w.id === wizardId)) {
    f.exportFailures += 1;
    note(f, `export: ${res.status}${missing.length > 0 ? `, crews missing or at another version: ${missing.map((s) => s.id).join(', ')}` : ''}`);
  }
}

export interface Subject {
  readonly campaignId: string;
  readonly wizardId: string;
  /** Crews the bench knows of (created by it, or found in the campaign). */
  readonly crewIds: Set<string>;
}

/** Checks `acks` (one trial's, or all of them for the final sweep) on the restarted server. */
export async function verify(gm: Gm, book: AckBook, subject: Subject, acks: readonly Ack[]): Promise<Findings> {
  const f = noFindings();
  const list = await gm.api('GET', `/api/campaigns/${subject.campaignId}/crews`);
  if (isOk(list.status)) for (const crew of list.body as unknown as Json[]) subject.crewIds.add(String(crew.id));
  else note(f, `GET /api/campaigns/:id/crews answered ${list.status}`);
  const sheets = new Map<string, CrewSheet>();
  for (const crewId of subject.crewIds) {
    const mine = acks.filter((a): a is CrewStepAck => a.kind === 'crew' && a.crewId === crewId);
    const sheet = await checkCrew(gm, f, book, crewId, mine);
    if (sheet) sheets.set(crewId, sheet);
  }
  await checkWizard(gm, f, book, subject.wizardId, acks.filter((a) => a.kind === 'ledger'));
  await checkRolls(gm, f, acks);
  await checkExport(gm, f, subject.campaignId, sheets, subject.wizardId);
  return f;
}
