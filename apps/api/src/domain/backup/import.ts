/**
 * Import: a document of the export format (./format.ts) becomes a NEW campaign of this instance.
 *
 * 1. The whole document is validated (`parseCampaignExport`): first its depth (without recursion,
 *    before anything walks it), then its structure — every object strict, every list, string and
 *    free-form value bounded — with the rule-shaped values, then the references inside it. Any
 *    problem: 400 naming each bad field, nothing written.
 *    A version-1 document's wizards are read as today's (./olderWizards.ts).
 * 2. Every history must replay: a crew's — `replayDowntime(emptyCrew(id), history, table)` over
 *    the steps not undone, with the dice each consumed, the table rules each was played with and
 *    the rules revision each was applied under (decision 023: 1 in a document made before they
 *    were kept), must give exactly the crew and downtime of the document —, a complex action's to its tracker,
 *    and a wizard's, from its last baseline, to its state (`replayWizard`). Otherwise 422 `D7
 *    history_does_not_replay` naming it, nothing written.
 * 3. Every id is replaced by a new one (./ids.ts: an import is always a copy), the check of 2. is
 *    made again on the renamed document, and everything is written in ONE transaction: the
 *    campaign (created now: its `createdAt`/`updatedAt` are the import's), its wizards (state,
 *    history with undo links), its crews (rows, downtime, history with undo links, rolls), the
 *    d100 trackers and the other rolls, the crews' proposals (naming no link: links are not
 *    exported) and roll requests, with their versions and timestamps as exported. Before
 *    the commit each crew is read back (`loadCrew`) in the same transaction: one that does not read
 *    back as the document says (a value the database cannot keep) is a 400 naming it, nothing
 *    written. (A wizard's state is one JSON document, the replay of its history: it reads back.)
 * 4. The importing GM's session is for their own campaign: the answer carries a one-time sign-in
 *    link for the new one (`/api/auth/setup?token=…`, as `gm-link` prints), which opens a GM
 *    session there. The new campaign has no passphrase and no share links yet.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  complexActionEventSchema,
  downtimeEventSchema,
  emptyCrew,
  replayComplexAction,
  replayDowntime,
  replayWizard,
  tableRulesFrom,
  wizardEventSchema,
  wizardStateSchema,
  type DowntimeEvent,
  type DowntimeState,
  type RulesRevision,
  type StoredDowntimeEvent,
  type StoredWizardEvent,
  type WizardEvent,
} from '@temps-mort/rules';
import type { PrismaClient } from '../../db/client';
import { BadRequestError, RuleRefusalError, ValidationError, type ValidationIssue } from '../../http/errors';
import { canonicalState } from '../crews/canonical';
import { isHistoryMove } from '../history/steps';
import { insertCrewRow, loadCrew, saveCrewState, type Db } from '../crews/repository';
import { BASELINES } from '../wizards/history';
import { campaignExportSchema, type CampaignExport, type ExportedCrew, type ExportedRoll, type ExportedStep, type ExportedWizard } from './format';
import { idMapFor, renameIds } from './ids';
import { JSON_LIMITS, tooDeep } from './json';

/** At most this many issues in a 400 (a wrong file can have thousands). */
export const MAX_ISSUES = 100;

/** The document, or a ValidationError (400) naming each bad field as `body.<path>`. */
export function parseCampaignExport(body: unknown): CampaignExport {
  // Before zod or the renaming walk it (recursively): no value can be deep enough to overflow.
  const deep = tooDeep(body);
  if (deep !== null) throw new BadRequestError(['body', ...deep].join('.'), `nested deeper than ${JSON_LIMITS.depth} levels`);
  const result = campaignExportSchema.safeParse(body);
  if (result.success) return result.data;
  const all = result.error.issues;
  const issues: ValidationIssue[] = all.slice(0, MAX_ISSUES).map((i) => ({ path: ['body', ...i.path.map(String)].join('.'), message: i.message }));
  if (all.length > MAX_ISSUES) issues.push({ path: 'body', message: `${all.length - MAX_ISSUES} more issue(s) not listed` });
  throw new ValidationError(issues);
}

/** The state a crew entry describes (the reducer's `DowntimeState`), canonical. */
function documentState(entry: ExportedCrew): DowntimeState {
  return canonicalState({ crew: entry.crew, ...entry.downtime } as DowntimeState);
}

type ReplayProblem = { problem: 'refused'; rule: string; code: string } | { problem: 'dice' } | { problem: 'payload'; seq: number } | { problem: 'state' };

/** The same value, as JSON (a key left undefined is no key). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Why the crew's history does not rebuild the crew of the document, or null when it does. */
export function replayProblem(entry: ExportedCrew, campaignTable: unknown): ReplayProblem | null {
  let history: StoredDowntimeEvent[];
  let replayed: ReturnType<typeof replayDowntime>;
  try {
    // As undo replays: the steps not undone (nor undos or redos), parsed with the event schema, under their table rules.
    history = entry.events
      .filter((e) => !isHistoryMove(e.type) && e.undoneBy === null)
      .map((e) => ({
        event: downtimeEventSchema.parse(e.payload) as DowntimeEvent,
        dice: e.dice,
        ...(e.tableRules === null ? {} : { table: tableRulesFrom(e.tableRules) }),
        revision: e.rulesRevision as RulesRevision,
      }));
    replayed = replayDowntime(emptyCrew(entry.id), history, tableRulesFrom(campaignTable));
  } catch {
    // A step consumed other dice than it stored (or no longer parses).
    return { problem: 'dice' };
  }
  if (!replayed.ok) return { problem: 'refused', rule: replayed.error.rule, code: replayed.error.code };
  return isDeepStrictEqual(canonicalState(replayed.value), documentState(entry)) ? null : { problem: 'state' };
}

/** Why a complex action's history does not rebuild its tracker (as its undo replays it), or null. */
export function trackerReplayProblem(entry: CampaignExport['complexActions'][number], campaignTable: unknown): ReplayProblem | null {
  const steps = entry.steps ?? [];
  if (steps.length === 0) return null; // exported before trackers kept a history: it starts one at its next write
  let replayed: ReturnType<typeof replayComplexAction>;
  try {
    const kept = steps.filter((s) => !isHistoryMove(s.type) && s.undoneBy === null);
    replayed = replayComplexAction(
      kept.map((s) => ({
        event: complexActionEventSchema.parse(s.payload),
        dice: s.dice,
        ...(s.tableRules === null ? {} : { table: tableRulesFrom(s.tableRules) }),
        revision: s.rulesRevision as RulesRevision,
      })),
      tableRulesFrom(campaignTable),
    );
  } catch {
    return { problem: 'dice' };
  }
  if (!replayed.ok) return { problem: 'refused', rule: replayed.error.rule, code: replayed.error.code };
  return isDeepStrictEqual(asJson(replayed.value), asJson(entry.tracker)) ? null : { problem: 'state' };
}

/**
 * Why a wizard's history does not rebuild its state (as its undo replays it: the steps kept from
 * its last baseline on, each with its own dice, under its own table rules), or null. The steps
 * before that baseline (a ledger kept before the history was) are not replayed.
 */
export function wizardReplayProblem(entry: ExportedWizard, campaignTable: unknown): ReplayProblem | null {
  const kept = entry.steps.filter((s) => !isHistoryMove(s.type) && s.undoneBy === null);
  const start = kept.findLastIndex((s) => (BASELINES as readonly string[]).includes(s.type));
  let replayed: ReturnType<typeof replayWizard>;
  try {
    const history: StoredWizardEvent[] = [];
    for (const s of kept.slice(Math.max(start, 0))) {
      const event = wizardEventSchema.safeParse(s.payload);
      if (!event.success) return { problem: 'payload', seq: s.seq };
      history.push({
        event: event.data as WizardEvent,
        dice: s.dice,
        ...(s.tableRules === null ? {} : { table: tableRulesFrom(s.tableRules) }),
        revision: s.rulesRevision as RulesRevision,
      });
    }
    replayed = replayWizard(history, tableRulesFrom(campaignTable));
  } catch {
    // A step consumed other dice than it stored (or the history has no baseline).
    return { problem: 'dice' };
  }
  if (!replayed.ok) return { problem: 'refused', rule: replayed.error.rule, code: replayed.error.code };
  // The state as this version reads it: one exported before a field was kept has its default.
  return isDeepStrictEqual(asJson(replayed.value), asJson(wizardStateSchema.parse(entry.state))) ? null : { problem: 'state' };
}

function checkReplays(doc: CampaignExport, names: readonly string[]): void {
  doc.wizards.forEach((entry, index) => {
    const found = wizardReplayProblem(entry, doc.campaign.tableRules);
    if (found !== null) {
      throw new RuleRefusalError({ rule: 'D7', code: 'history_does_not_replay', values: { wizard: entry.state.wizard.name, index, ...found } });
    }
  });
  doc.complexActions.forEach((entry, index) => {
    const found = trackerReplayProblem(entry, doc.campaign.tableRules);
    if (found !== null) {
      throw new RuleRefusalError({ rule: 'D7', code: 'history_does_not_replay', values: { complexAction: entry.name, index, ...found } });
    }
  });
  doc.crews.forEach((entry, index) => {
    const found = replayProblem(entry, doc.campaign.tableRules);
    if (found !== null) {
      throw new RuleRefusalError({
        rule: 'D7',
        code: 'history_does_not_replay',
        values: { crew: names[index] ?? entry.id, index, ...found },
      });
    }
  });
}

export interface ImportResult {
  readonly campaignId: string;
  readonly name: string;
  /** Each crew's id in the document (`from`) and in this instance (`id`). */
  readonly crews: readonly { readonly from: string; readonly id: string; readonly name: string }[];
  readonly counts: {
    readonly crews: number;
    readonly events: number;
    readonly rolls: number;
    readonly wizards: number;
    readonly complexActions: number;
  };
}

const at = (iso: string): Date => new Date(iso);

/** Writes one history's steps (other than a crew's) with their undo links. */
async function writeSteps(
  tx: Db,
  campaignId: string,
  owner: { aggregate: 'dice' | 'complex_action' | 'wizard'; aggregateId: string; complexActionId?: string; wizardId?: string },
  steps: readonly ExportedStep[],
): Promise<void> {
  if (steps.length === 0) return;
  await tx.step.createMany({
    data: steps.map((s) => ({
      id: s.id,
      campaignId,
      ...owner,
      seq: s.seq,
      type: s.type,
      payload: JSON.stringify(s.payload),
      dice: JSON.stringify(s.dice),
      detail: JSON.stringify(s.detail),
      reasons: JSON.stringify(s.reasons),
      tableRules: s.tableRules === null ? null : JSON.stringify(s.tableRules),
      rulesRevision: s.rulesRevision,
      hidden: s.hidden,
      createdAt: at(s.createdAt),
    })),
  });
  const idOfSeq = new Map(steps.map((s) => [s.seq, s.id]));
  for (const s of steps) {
    if (s.undoneBy !== null) await tx.step.update({ where: { id: s.id }, data: { undoneById: idOfSeq.get(s.undoneBy) ?? null } });
  }
}

/** A roll's reference to a step of the dice, of a complex action's or of a wizard's history. */
type StepRef = NonNullable<ExportedRoll['step']>;
/** The id of the step a roll names. */
type StepIdOf = (ref: StepRef) => string | undefined;

/** One key per step a roll may name. */
function stepKey(ref: StepRef): string {
  switch (ref.history) {
    case 'dice':
      return `dice/${ref.seq}`;
    case 'complex_action':
      return `complex_action/${ref.complexActionId}/${ref.seq}`;
    case 'wizard':
      return `wizard/${ref.wizardId}/${ref.seq}`;
  }
}

function rollData(roll: ExportedRoll, campaignId: string, stepIdOf: StepIdOf, links: { crewId?: string; eventIdOf?: (seq: number) => string }) {
  const eventStep = roll.eventSeq === null || links.eventIdOf === undefined ? null : links.eventIdOf(roll.eventSeq);
  const otherStep = roll.step === undefined ? null : (stepIdOf(roll.step) ?? null);
  return {
    id: roll.id,
    campaignId,
    crewId: links.crewId ?? null,
    characterId: roll.characterId,
    wizardId: roll.wizardId,
    stepId: eventStep ?? otherStep,
    who: roll.who,
    purpose: roll.purpose,
    kind: roll.kind,
    sides: roll.sides,
    dice: JSON.stringify(roll.dice),
    band: roll.band,
    quality: roll.quality,
    hidden: roll.hidden,
    reasons: JSON.stringify(roll.reasons),
    result: JSON.stringify(roll.result),
    createdAt: at(roll.createdAt),
  };
}

async function writeCrew(tx: Db, campaignId: string, entry: ExportedCrew, stepIdOf: StepIdOf): Promise<void> {
  await insertCrewRow(tx, campaignId, entry.crew, at(entry.createdAt));
  await saveCrewState(tx, entry.id, documentState(entry), { gmNotes: entry.gmNotes, characterNotes: entry.characterNotes });
  const idOfSeq = new Map(entry.events.map((e) => [e.seq, e.id]));
  await tx.step.createMany({
    data: entry.events.map((e) => ({
      id: e.id,
      campaignId,
      aggregate: 'crew',
      aggregateId: entry.id,
      crewId: entry.id,
      seq: e.seq,
      type: e.type,
      payload: JSON.stringify(e.payload),
      dice: JSON.stringify(e.dice),
      detail: JSON.stringify(e.detail),
      reasons: JSON.stringify(e.reasons),
      tableRules: e.tableRules === null ? null : JSON.stringify(e.tableRules),
      rulesRevision: e.rulesRevision,
      hidden: e.hidden,
      createdAt: at(e.createdAt),
    })),
  });
  // The undo links point forward (to a later step): set once every step exists.
  for (const e of entry.events) {
    if (e.undoneBy !== null) await tx.step.update({ where: { id: e.id }, data: { undoneById: idOfSeq.get(e.undoneBy) ?? null } });
  }
  const eventIdOf = (seq: number): string => idOfSeq.get(seq) ?? '';
  if (entry.rolls.length > 0) {
    // A complex action's rolls come once its history is written (writeCampaign).
    const own = entry.rolls.filter((r) => r.step?.history !== 'complex_action');
    await tx.roll.createMany({ data: own.map((r) => rollData(r, campaignId, stepIdOf, { crewId: entry.id, eventIdOf })) });
  }
  const proposals = entry.proposals ?? [];
  if (proposals.length > 0) {
    await tx.proposal.createMany({
      data: proposals.map((p) => ({
        id: p.id,
        crewId: entry.id,
        characterId: p.characterId,
        // Its link is not in the document: the GM decides it as any other.
        shareLinkId: null,
        intent: JSON.stringify(p.intent),
        status: p.status,
        approved: p.approved === null ? null : JSON.stringify(p.approved),
        reason: p.reason,
        stepSeq: p.stepSeq,
        createdAt: at(p.createdAt),
        decidedAt: p.decidedAt === null ? null : at(p.decidedAt),
      })),
    });
  }
  const rollRequests = entry.rollRequests ?? [];
  if (rollRequests.length > 0) {
    await tx.rollRequest.createMany({
      data: rollRequests.map((r) => ({
        id: r.id,
        crewId: entry.id,
        characterId: r.characterId,
        roll: JSON.stringify(r.roll),
        note: r.note,
        status: r.status,
        rollId: r.rollId,
        createdAt: at(r.createdAt),
        answeredAt: r.answeredAt === null ? null : at(r.answeredAt),
      })),
    });
  }
  // Last: the writes above moved the crew's version and updatedAt.
  await tx.crew.update({ where: { id: entry.id }, data: { version: entry.version, updatedAt: at(entry.updatedAt) } });
}

/**
 * The crew as stored reads back as the document says (its state, version and notes), in the
 * transaction that wrote it; otherwise a 400 naming it (and the transaction is rolled back).
 */
async function checkReadsBack(tx: Db, entry: ExportedCrew, index: number): Promise<void> {
  const refuse = (why: string) => new BadRequestError(`body.crews.${index}`, `the crew “${entry.crew.name}” does not read back as written (${why})`);
  let stored: Awaited<ReturnType<typeof loadCrew>>;
  try {
    stored = await loadCrew(tx, entry.id);
  } catch {
    throw refuse('its stored rows do not load');
  }
  if (stored === null) throw refuse('not stored');
  const notes = Object.fromEntries(entry.crew.characters.map((c) => [c.id, entry.characterNotes[c.id] ?? '']));
  if (!isDeepStrictEqual(canonicalState(stored.state), documentState(entry))) throw refuse('the sheet or its downtime differs');
  if (stored.version !== entry.version || stored.gmNotes !== entry.gmNotes || !isDeepStrictEqual({ ...stored.characterNotes }, notes)) {
    throw refuse('its version or notes differ');
  }
}

/**
 * A wizard: its state as the document gives it — the replay of its history (2.), so it reads back
 * as written — and its history with undo links (its rolls come with the others').
 */
async function writeWizard(tx: Db, campaignId: string, entry: ExportedWizard): Promise<void> {
  await tx.wizard.create({
    data: { id: entry.id, campaignId, state: JSON.stringify(entry.state), version: entry.version, createdAt: at(entry.createdAt), updatedAt: at(entry.updatedAt) },
  });
  await writeSteps(tx, campaignId, { aggregate: 'wizard', aggregateId: entry.id, wizardId: entry.id }, entry.steps);
}

async function writeCampaign(tx: Db, doc: CampaignExport, accountId: string, now: Date): Promise<void> {
  const campaignId = doc.campaign.id;
  await tx.campaign.create({
    data: {
      id: campaignId,
      name: doc.campaign.name,
      language: doc.campaign.language,
      tableRules: JSON.stringify(doc.campaign.tableRules),
      ...(doc.campaign.systems !== undefined ? { systems: JSON.stringify(doc.campaign.systems) } : {}),
      playersPropose: doc.campaign.players.propose,
      playersRoll: doc.campaign.players.roll,
      playersEditTexts: doc.campaign.players.editTexts,
      version: doc.campaign.version,
      createdAt: now,
      updatedAt: now,
      // The GM who imports it owns it (issue 37).
      members: { create: { accountId, role: 'owner', createdAt: now } },
    },
  });
  // The campaign's dice history first: any roll may be one of its steps'.
  const stepIds = new Map<string, string>();
  for (const s of doc.diceSteps ?? []) stepIds.set(stepKey({ history: 'dice', seq: s.seq }), s.id);
  for (const a of doc.complexActions) for (const s of a.steps ?? []) stepIds.set(stepKey({ history: 'complex_action', complexActionId: a.id, seq: s.seq }), s.id);
  for (const w of doc.wizards) for (const s of w.steps) stepIds.set(stepKey({ history: 'wizard', wizardId: w.id, seq: s.seq }), s.id);
  const stepIdOf: StepIdOf = (ref) => stepIds.get(stepKey(ref));
  await writeSteps(tx, campaignId, { aggregate: 'dice', aggregateId: campaignId }, doc.diceSteps ?? []);
  // Wizards, with their histories, before crews: a crew's roll may name a wizard.
  for (const entry of doc.wizards) await writeWizard(tx, campaignId, entry);
  for (const [index, entry] of doc.crews.entries()) {
    await writeCrew(tx, campaignId, entry, stepIdOf);
    await checkReadsBack(tx, entry, index);
  }
  const wizardRolls = doc.wizards.flatMap((w) => w.rolls.map((r) => rollData(r, campaignId, stepIdOf, {})));
  if (wizardRolls.length > 0) await tx.roll.createMany({ data: wizardRolls });
  if (doc.complexActions.length > 0) {
    await tx.complexAction.createMany({
      data: doc.complexActions.map((a) => ({
        id: a.id,
        campaignId,
        crewId: a.crewId,
        name: a.name,
        state: JSON.stringify(a.tracker),
        version: a.version,
        createdAt: at(a.createdAt),
        updatedAt: at(a.updatedAt),
      })),
    });
  }
  // The complex actions' histories, once their trackers exist (before the rolls that name them).
  for (const a of doc.complexActions) await writeSteps(tx, campaignId, { aggregate: 'complex_action', aggregateId: a.id, complexActionId: a.id }, a.steps ?? []);
  for (const entry of doc.crews) {
    const complexRolls = entry.rolls.filter((r) => r.step?.history === 'complex_action');
    if (complexRolls.length > 0) await tx.roll.createMany({ data: complexRolls.map((r) => rollData(r, campaignId, stepIdOf, { crewId: entry.id })) });
  }
  if (doc.rolls.length > 0) await tx.roll.createMany({ data: doc.rolls.map((r) => rollData(r, campaignId, stepIdOf, {})) });
}

/**
 * Imports a validated document (`parseCampaignExport`) as a new campaign. Throws RuleRefusalError
 * (422) when a history does not replay, BadRequestError (400) when a crew would not read back;
 * writes nothing then.
 */
/**
 * A roll of the campaign's dice keeps the crew it was asked for (its payload's `crewId`), which may
 * be a crew deleted since: an id no longer anywhere, kept as played. A crew of another campaign on
 * this server is no such thing: the document is refused, naming it.
 */
async function refuseOtherCampaignsCrews(db: PrismaClient, doc: CampaignExport): Promise<void> {
  const own = new Set(doc.crews.map((c) => c.id));
  const named = (doc.diceSteps ?? []).map((step, index) => ({ index, crewId: (step.payload as { crewId?: unknown } | null)?.crewId }));
  const outside = named.filter((n): n is { index: number; crewId: string } => typeof n.crewId === 'string' && !own.has(n.crewId));
  if (outside.length === 0) return;
  const existing = new Set((await db.crew.findMany({ where: { id: { in: [...new Set(outside.map((n) => n.crewId))] } }, select: { id: true } })).map((c) => c.id));
  const issues: ValidationIssue[] = outside
    .filter((n) => existing.has(n.crewId))
    .slice(0, MAX_ISSUES)
    .map((n) => ({ path: `body.diceSteps.${n.index}.payload.crewId`, message: 'a crew of another campaign' }));
  if (issues.length > 0) throw new ValidationError(issues);
}

/** Imports the document as a new campaign owned by `accountId` (the GM importing it). */
export async function importCampaign(db: PrismaClient, doc: CampaignExport, options: { now: Date; accountId: string }): Promise<ImportResult> {
  const names = doc.crews.map((c) => c.id);
  await refuseOtherCampaignsCrews(db, doc);
  checkReplays(doc, names);
  const renamed = renameIds(doc, idMapFor(doc));
  // The renamed document must replay too (an id the renaming missed would show here).
  checkReplays(renamed, names);

  await db.$transaction((tx) => writeCampaign(tx, renamed, options.accountId, options.now), { timeout: 120_000, maxWait: 30_000 });
  return {
    campaignId: renamed.campaign.id,
    name: renamed.campaign.name,
    crews: renamed.crews.map((c, i) => ({ from: names[i] ?? c.id, id: c.id, name: c.crew.name })),
    counts: {
      crews: doc.crews.length,
      events: doc.crews.reduce((n, c) => n + c.events.length, 0),
      rolls: doc.rolls.length + doc.crews.reduce((n, c) => n + c.rolls.length, 0) + doc.wizards.reduce((n, w) => n + w.rolls.length, 0),
      wizards: doc.wizards.length,
      complexActions: doc.complexActions.length,
    },
  };
}
