/**
 * The concurrent GM clients of one trial. Each writes in a loop, one request at a time, with the
 * version the previous answer gave (as the app does), until the server is gone; every 2xx answer
 * goes into the AckBook with what it said was stored. Three kinds:
 *
 * - a crew writer per crew: coin/rep edits, faction adds (and removes, to stay under the rules'
 *   100), downtime steps the sheet allows, undo;
 * - a ledger writer on the Frostgrave wizard: loans and pay-offs;
 * - a dice writer: campaign d6 rolls.
 *
 * A network error ends a client (the server was killed, with that request maybe committed: its
 * fate is unknown). 409/422 are normal refusals; a 5xx is counted apart and the client reads the
 * current version again.
 */
import { isDeepStrictEqual } from 'node:util';
import type { AckBook } from './acks';
import { isOk, type Gm, type Json } from './gm';
import type { Prng } from './prng';
import { sleep } from '../api/server';

export interface TrialContext {
  readonly trial: number;
  readonly gm: Gm;
  readonly book: AckBook;
  readonly campaignId: string;
  /** True once the kill was sent: a client stops at its next turn. */
  stopped(): boolean;
  /** Resolves at once, or when the trial's quiet window (no writes: the checkpointer's turn) ends. */
  quiet(): Promise<void>;
}

export interface CrewSheet {
  readonly id: string;
  readonly version: number;
  readonly crew: { readonly coin: number; readonly rep: number; readonly factions: readonly { id: string }[] } & Json;
  readonly downtime: { readonly phase: string; readonly allowedEvents: readonly string[] } & Json;
  readonly gmNotes?: string;
  readonly characterNotes?: Json;
  readonly updatedAt: string;
}

/** What must read back the same when the crew's version has not moved since this answer. */
export function crewSnapshot(sheet: CrewSheet): unknown {
  return { crew: sheet.crew, downtime: sheet.downtime, gmNotes: sheet.gmNotes, characterNotes: sheet.characterNotes, updatedAt: sheet.updatedAt };
}

export const sameSnapshot = (a: unknown, b: unknown): boolean => isDeepStrictEqual(a, b);

interface Write {
  readonly type: string;
  readonly method: string;
  /** Under /api/crews/:crewId. */
  readonly path: string;
  readonly body: Json;
}

/** Downtime steps this bench makes, with a body the rules accept in the phase that allows them. */
const STEPS: Record<string, (p: Prng) => Omit<Write, 'type' | 'method'>> = {
  start: (p) => ({ path: '/downtime/start', body: { seasonBonus: p.chance(0.2) } }),
  payoff: (p) => ({ path: '/downtime/payoff', body: { targetTier: p.between(1, 3), take: p.between(2, 6) } }),
  heat: (p) => ({ path: '/downtime/heat', body: { exposure: p.pick(['quiet', 'contained', 'loud', 'wild']), killings: false } }),
  conflict_heat: (p) => ({ path: '/downtime/conflict-heat', body: { exposure: p.pick(['quiet', 'contained']), killings: false } }),
  entanglement_roll: () => ({ path: '/downtime/entanglement-roll', body: { hidden: false, reveal: true } }),
  advance: () => ({ path: '/downtime/advance', body: {} }),
};

const MAX_FACTIONS = 30;

function chooseCrewWrite(sheet: CrewSheet, p: Prng, trial: number): Write {
  const roll = p.next();
  if (roll < 0.25) return { type: 'crew_edit', method: 'PATCH', path: '', body: { coin: p.between(0, 40), rep: p.between(0, 12) } };
  if (roll < 0.45) {
    const factions = sheet.crew.factions;
    if (factions.length < MAX_FACTIONS || factions.length === 0) {
      const body = { name: `Faction ${trial}-${p.int(1e6)}`, tier: p.between(0, 4), status: p.between(-3, 3) };
      return { type: 'faction_save', method: 'POST', path: '/factions', body };
    }
    return { type: 'faction_remove', method: 'DELETE', path: `/factions/${p.pick(factions).id}`, body: {} };
  }
  if (roll < 0.9) {
    const allowed = sheet.downtime.allowedEvents.filter((type) => type in STEPS);
    const type = allowed.length > 0 ? p.pick(allowed) : 'conflict_heat';
    const step = STEPS[type] ?? STEPS.conflict_heat;
    if (!step) throw new Error('no conflict_heat step');
    return { type, method: 'POST', ...step(p) };
  }
  return { type: 'undo', method: 'POST', path: '/undo', body: {} };
}

/** Reads a crew's sheet (the trial's starting point); null when the server is gone. */
export async function readCrew(gm: Gm, crewId: string): Promise<CrewSheet | null> {
  try {
    const res = await gm.api('GET', `/api/crews/${crewId}`);
    return res.status === 200 ? (res.body as unknown as CrewSheet) : null;
  } catch {
    return null;
  }
}

function serverError(ctx: TrialContext, what: string, status: number, body: Json): void {
  ctx.book.serverError(`trial ${ctx.trial}: ${what} → ${status} ${JSON.stringify(body).slice(0, 200)}`);
}

export async function crewWriter(ctx: TrialContext, start: CrewSheet, p: Prng): Promise<void> {
  const { gm, book } = ctx;
  const crewId = start.id;
  let sheet = start;
  book.seen(crewId, sheet.version, crewSnapshot(sheet));
  while (!ctx.stopped()) {
    await ctx.quiet();
    if (ctx.stopped()) break;
    const write = chooseCrewWrite(sheet, p, ctx.trial);
    let res;
    try {
      res = await gm.api(write.method, `/api/crews/${crewId}${write.path}`, { version: sheet.version, ...write.body });
    } catch {
      book.unsure(crewId, write.type);
      break;
    }
    if (isOk(res.status)) {
      sheet = res.body.sheet as CrewSheet;
      const event = res.body.event as { seq: number; type: string; undoes: number | null; payload: { seq?: number } };
      // An undo's answer names the step it undid in its payload (`undoes` is set on the undone step).
      const undoes = event.type === 'undo' ? (event.payload.seq ?? null) : null;
      book.acked({ kind: 'crew', trial: ctx.trial, crewId, seq: event.seq, type: event.type, undoes }, crewId, sheet.version, crewSnapshot(sheet));
    } else if (res.status === 409) {
      book.conflicts += 1;
      sheet = res.body.current as CrewSheet;
    } else if (res.status === 422 || res.status === 404) {
      book.refused += 1;
    } else {
      // A 5xx (or a 400: a bug of this bench): the write may have happened; read the sheet again.
      serverError(ctx, `${write.method} /api/crews/:id${write.path}`, res.status, res.body);
      book.unsure(crewId, write.type);
      const again = await readCrew(gm, crewId);
      if (!again) break;
      sheet = again;
    }
  }
}

interface Wizard {
  readonly id: string;
  readonly version: number;
  readonly gold: number;
  readonly markers: number;
  readonly level: number;
}

export async function ledgerWriter(ctx: TrialContext, start: Wizard, p: Prng): Promise<void> {
  const { gm, book } = ctx;
  let wizard = start;
  book.seen(wizard.id, wizard.version, wizard);
  while (!ctx.stopped()) {
    await ctx.quiet();
    await sleep(p.int(20));
    if (ctx.stopped()) break;
    // Loans while markers are few (F1: at most the level), pay-offs otherwise (F5: 150 gc each).
    const payOff = wizard.markers >= 3 && wizard.gold >= 150 * wizard.markers;
    const type = payOff ? 'pay_off' : 'loan';
    const path = payOff ? `/api/wizards/${wizard.id}/pay-off` : `/api/wizards/${wizard.id}/favours`;
    const body = payOff ? { version: wizard.version, markers: p.between(1, wizard.markers) } : { version: wizard.version, kind: 'loan', amount: 100 * p.between(1, 3) };
    let res;
    try {
      res = await gm.api('POST', path, body);
    } catch {
      book.unsure(wizard.id, type);
      break;
    }
    if (isOk(res.status)) {
      wizard = res.body.wizard as unknown as Wizard;
      const entry = res.body.entry as { id: string };
      book.acked({ kind: 'ledger', trial: ctx.trial, wizardId: wizard.id, entryId: entry.id, list: payOff ? 'payOffs' : 'favours' }, wizard.id, wizard.version, wizard);
    } else if (res.status === 409) {
      book.conflicts += 1;
      wizard = res.body.current as unknown as Wizard;
    } else if (res.status === 422) {
      book.refused += 1;
    } else {
      serverError(ctx, `POST ${path.replace(wizard.id, ':id')}`, res.status, res.body);
      book.unsure(wizard.id, type);
      const again = await readWizard(gm, wizard.id);
      if (!again) break;
      wizard = again;
    }
  }
}

export async function readWizard(gm: Gm, wizardId: string): Promise<Wizard | null> {
  try {
    const res = await gm.api('GET', `/api/wizards/${wizardId}`);
    return res.status === 200 ? (res.body as unknown as Wizard) : null;
  } catch {
    return null;
  }
}

export async function diceWriter(ctx: TrialContext, p: Prng): Promise<void> {
  const { gm, book } = ctx;
  while (!ctx.stopped()) {
    await ctx.quiet();
    await sleep(p.int(20));
    if (ctx.stopped()) break;
    let res;
    try {
      res = await gm.api('POST', `/api/campaigns/${ctx.campaignId}/rolls/d6`, { pool: p.between(0, 4), purpose: `crash trial ${ctx.trial}` });
    } catch {
      break;
    }
    if (isOk(res.status)) {
      const roll = res.body as { id: string; dice: number[] };
      book.acked({ kind: 'roll', trial: ctx.trial, rollId: roll.id, dice: roll.dice }, null, 0, null);
    } else serverError(ctx, 'POST /api/campaigns/:id/rolls/d6', res.status, res.body);
  }
}
