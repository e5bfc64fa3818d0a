/**
 * The references inside a campaign document of any version, checked once its structure holds
 * (./format.ts): ids unique, each roll's event, step and character exist, undo links go both ways
 * in every history, a wizard's history holds its baseline, a proposal's and a roll request's
 * fields are those their status leaves… so a document that passes can be written without a
 * foreign-key or unique-constraint failure, and reads as the API writes it.
 */
import { stepOrderIssues, undoLinkIssues, type Issue } from './formatParts';
import { wizardV1Issues, type CampaignExportV1, type ExportedWizardV1 } from './formatV1';
import {
  wizardHistoryIssues,
  type CampaignExport,
  type ExportedCrew,
  type ExportedEvent,
  type ExportedProposal,
  type ExportedRoll,
  type ExportedRollRequest,
  type ExportedWizard,
} from './formatV2';

/** A document of any version an import reads. */
export type AnyCampaignExport = CampaignExport | CampaignExportV1;

const isV1 = (w: ExportedWizard | ExportedWizardV1): w is ExportedWizardV1 => !('state' in w);

/** Every row id of the document with where it is, in document order. */
export function rowIds(doc: AnyCampaignExport): { id: string; path: (string | number)[] }[] {
  const out: { id: string; path: (string | number)[] }[] = [{ id: doc.campaign.id, path: ['campaign', 'id'] }];
  const rolls = (list: readonly ExportedRoll[], base: (string | number)[]) => list.forEach((r, i) => out.push({ id: r.id, path: [...base, i, 'id'] }));
  doc.crews.forEach((entry, c) => {
    const base = ['crews', c];
    out.push({ id: entry.id, path: [...base, 'id'] });
    const crew = entry.crew;
    crew.factions.forEach((f, i) => out.push({ id: f.id, path: [...base, 'crew', 'factions', i, 'id'] }));
    crew.cohorts.forEach((x, i) => out.push({ id: x.id, path: [...base, 'crew', 'cohorts', i, 'id'] }));
    crew.characters.forEach((ch, i) => {
      const at = [...base, 'crew', 'characters', i];
      out.push({ id: ch.id, path: [...at, 'id'] });
      out.push({ id: ch.healing.id, path: [...at, 'healing', 'id'] });
      ch.projects.forEach((p, j) => out.push({ id: p.id, path: [...at, 'projects', j, 'id'] }));
    });
    entry.events.forEach((e, i) => out.push({ id: e.id, path: [...base, 'events', i, 'id'] }));
    rolls(entry.rolls, [...base, 'rolls']);
    (entry.proposals ?? []).forEach((p, i) => out.push({ id: p.id, path: [...base, 'proposals', i, 'id'] }));
    (entry.rollRequests ?? []).forEach((r, i) => out.push({ id: r.id, path: [...base, 'rollRequests', i, 'id'] }));
  });
  const wizards: readonly (ExportedWizard | ExportedWizardV1)[] = doc.wizards;
  wizards.forEach((w, k) => {
    const base = ['wizards', k];
    out.push({ id: w.id, path: [...base, 'id'] });
    if (isV1(w)) {
      for (const list of ['warband', 'hiredMuscle', 'favours', 'collections'] as const) {
        w[list].forEach((x, i) => out.push({ id: x.id, path: [...base, list, i, 'id'] }));
      }
    } else {
      const sheet = w.state.wizard;
      sheet.warband.forEach((m, i) => out.push({ id: m.id, path: [...base, 'state', 'wizard', 'warband', i, 'id'] }));
      sheet.hiredMuscle.forEach((h, i) => out.push({ id: h.id, path: [...base, 'state', 'wizard', 'hiredMuscle', i, 'id'] }));
      w.steps.forEach((s, i) => out.push({ id: s.id, path: [...base, 'steps', i, 'id'] }));
    }
    rolls(w.rolls, [...base, 'rolls']);
  });
  doc.complexActions.forEach((a, i) => out.push({ id: a.id, path: ['complexActions', i, 'id'] }));
  rolls(doc.rolls, ['rolls']);
  (doc.diceSteps ?? []).forEach((s, i) => out.push({ id: s.id, path: ['diceSteps', i, 'id'] }));
  doc.complexActions.forEach((a, k) => (a.steps ?? []).forEach((s, i) => out.push({ id: s.id, path: ['complexActions', k, 'steps', i, 'id'] })));
  return out;
}

/** Every character a crew's history names: its creation's and those its steps saved. */
function charactersOfHistory(entry: { readonly events: readonly { readonly payload: unknown }[] }): string[] {
  return entry.events.flatMap(({ payload }) => {
    const event = payload as { crew?: { characters?: readonly { id?: unknown }[] }; character?: { id?: unknown } } | null;
    const ids = [...(Array.isArray(event?.crew?.characters) ? event.crew.characters.map((c) => c?.id) : []), event?.character?.id];
    return ids.filter((id): id is string => typeof id === 'string');
  });
}

type Presence = 'set' | 'null' | 'any';

/** What each status of a proposal leaves set (domain/proposals/proposals.ts). */
const PROPOSAL_FIELDS: Readonly<Record<ExportedProposal['status'], Readonly<Record<'approved' | 'reason' | 'stepSeq' | 'decidedAt', Presence>>>> = {
  pending: { approved: 'null', reason: 'null', stepSeq: 'null', decidedAt: 'null' },
  approved: { approved: 'any', reason: 'null', stepSeq: 'set', decidedAt: 'set' },
  declined: { approved: 'null', reason: 'any', stepSeq: 'null', decidedAt: 'set' },
  withdrawn: { approved: 'null', reason: 'null', stepSeq: 'null', decidedAt: 'set' },
};

/** What each status of a roll request leaves set (domain/rollRequests). */
const ROLL_REQUEST_FIELDS: Readonly<Record<ExportedRollRequest['status'], Readonly<Record<'rollId' | 'answeredAt', Presence>>>> = {
  pending: { rollId: 'null', answeredAt: 'null' },
  rolled: { rollId: 'set', answeredAt: 'set' },
  cancelled: { rollId: 'null', answeredAt: 'set' },
};

/** The fields `fields` says the row's status leaves set, or null, that are not. */
function presenceIssues<K extends string>(row: Readonly<Record<K, unknown>>, fields: Readonly<Record<K, Presence>>, status: string, base: (string | number)[]): Issue[] {
  return (Object.entries(fields) as [K, Presence][]).flatMap(([field, presence]) => {
    const isSet = row[field] !== null;
    if (presence === 'set' && !isSet) return [{ path: [...base, field], message: `must be set when the status is ${status}` }];
    if (presence === 'null' && isSet) return [{ path: [...base, field], message: `must be null when the status is ${status}` }];
    return [];
  });
}

/** The character a step of the crew's history played for (its payload's `characterId`). */
const characterOfStep = (event: ExportedEvent): unknown => (event.payload as { characterId?: unknown }).characterId;

/**
 * A crew's proposals and roll requests (issue 36): each for a character of the crew or of its
 * history, with the fields its status leaves; an approved proposal names the step of this crew
 * that played it (its type, its character), one step per proposal; a roll request was answered
 * by a roll of the crew or of the campaign, one roll per request, and a complex action's next
 * test is asked of the crew's or the campaign's tracker.
 */
function playersIssues(
  entry: ExportedCrew,
  base: (string | number)[],
  known: { characters: ReadonlySet<string>; campaignRolls: ReadonlySet<string>; complexActions: ReadonlyMap<string, string | null> },
): Issue[] {
  const issues: Issue[] = [];
  const bySeq = new Map(entry.events.map((e) => [e.seq, e]));
  const approvedBy = new Map<number, number>();
  (entry.proposals ?? []).forEach((proposal, i) => {
    const at = [...base, 'proposals', i];
    if (!known.characters.has(proposal.characterId)) issues.push({ path: [...at, 'characterId'], message: 'not a character of this crew nor of its history' });
    issues.push(...presenceIssues(proposal, PROPOSAL_FIELDS[proposal.status], proposal.status, at));
    if (proposal.stepSeq === null) return;
    const step = bySeq.get(proposal.stepSeq);
    const played = proposal.approved ?? proposal.intent;
    if (step === undefined) issues.push({ path: [...at, 'stepSeq'], message: 'not a step of this crew' });
    else if (step.type !== played.type || characterOfStep(step) !== proposal.characterId) {
      issues.push({ path: [...at, 'stepSeq'], message: 'must be the step that played it (its type, for its character)' });
    }
    const first = approvedBy.get(proposal.stepSeq);
    if (first !== undefined) issues.push({ path: [...at, 'stepSeq'], message: `a step approves one proposal (also proposals.${first})` });
    else approvedBy.set(proposal.stepSeq, i);
  });
  const crewRolls = new Set(entry.rolls.map((r) => r.id));
  const answeredBy = new Map<string, number>();
  (entry.rollRequests ?? []).forEach((request, i) => {
    const at = [...base, 'rollRequests', i];
    if (!known.characters.has(request.characterId)) issues.push({ path: [...at, 'characterId'], message: 'not a character of this crew nor of its history' });
    issues.push(...presenceIssues(request, ROLL_REQUEST_FIELDS[request.status], request.status, at));
    if (request.roll.kind === 'complex_action') {
      const owner = known.complexActions.get(request.roll.complexActionId);
      if (owner === undefined || (owner !== null && owner !== entry.id)) {
        issues.push({ path: [...at, 'roll', 'complexActionId'], message: 'not a complex action of this crew nor of the campaign' });
      }
    }
    if (request.rollId === null) return;
    if (!crewRolls.has(request.rollId) && !known.campaignRolls.has(request.rollId)) issues.push({ path: [...at, 'rollId'], message: 'not a roll of this crew nor of the campaign' });
    const first = answeredBy.get(request.rollId);
    if (first !== undefined) issues.push({ path: [...at, 'rollId'], message: `a roll answers one request (also rollRequests.${first})` });
    else answeredBy.set(request.rollId, i);
  });
  return issues;
}

/** The references inside a structurally valid document. */
export function crossCheck(doc: AnyCampaignExport): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, string>();
  for (const { id: rowId, path } of rowIds(doc)) {
    const first = seen.get(rowId);
    if (first !== undefined) issues.push({ path, message: `id used twice (first at ${first})` });
    else seen.set(rowId, path.join('.'));
  }
  const wizards: readonly (ExportedWizard | ExportedWizardV1)[] = doc.wizards;
  const wizardIds = new Set(wizards.map((w) => w.id));
  const crewIds = new Set(doc.crews.map((c) => c.id));
  const trackerOwners = new Map(doc.complexActions.map((a) => [a.id, a.crewId]));
  const campaignRolls = new Set(doc.rolls.map((r) => r.id));
  const diceSteps = doc.diceSteps ?? [];
  const diceSeqs = new Set(diceSteps.map((s) => s.seq));
  issues.push(...stepOrderIssues(diceSteps, ['diceSteps']));
  const complexSeqs = new Map(doc.complexActions.map((a) => [a.id, new Set((a.steps ?? []).map((s) => s.seq))]));
  doc.complexActions.forEach((a, i) => issues.push(...stepOrderIssues(a.steps ?? [], ['complexActions', i, 'steps'])));
  // A version-1 wizard has no history: no roll names a step of it.
  const wizardSeqs = new Map(wizards.map((w) => [w.id, new Set(isV1(w) ? [] : w.steps.map((s) => s.seq))]));
  /** `wizard`: crew rolls may name any wizard of the document, a wizard's rolls name it, others none. */
  const checkRolls = (
    list: readonly ExportedRoll[],
    base: (string | number)[],
    allowed: { characters?: Set<string>; answered?: ReadonlyMap<string, string>; seqs?: Set<number>; wizard: { any: true } | { none: true } | { is: string } },
  ) => {
    list.forEach((roll, i) => {
      if (roll.characterId !== null && !allowed.characters?.has(roll.characterId) && allowed.answered?.get(roll.id) !== roll.characterId) {
        const message = allowed.characters ? 'not a character of this crew nor of its history' : allowed.answered ? 'must be null here (but for the character of the roll request it answered)' : 'must be null here';
        issues.push({ path: [...base, i, 'characterId'], message });
      }
      if (roll.step?.history === 'dice' && !diceSeqs.has(roll.step.seq)) {
        issues.push({ path: [...base, i, 'step', 'seq'], message: 'not a step of the campaign’s dice' });
      }
      if (roll.step?.history === 'complex_action' && !(complexSeqs.get(roll.step.complexActionId)?.has(roll.step.seq) ?? false)) {
        issues.push({ path: [...base, i, 'step'], message: 'not a step of a complex action of this document' });
      }
      if (roll.step?.history === 'wizard') {
        if (!(wizardSeqs.get(roll.step.wizardId)?.has(roll.step.seq) ?? false)) issues.push({ path: [...base, i, 'step'], message: 'not a step of a wizard’s history in this document' });
        else if (roll.wizardId !== roll.step.wizardId) issues.push({ path: [...base, i, 'step', 'wizardId'], message: 'must be the wizard of the roll (its wizardId)' });
      }
      if (roll.eventSeq !== null && !allowed.seqs?.has(roll.eventSeq)) {
        issues.push({ path: [...base, i, 'eventSeq'], message: allowed.seqs ? 'not a step of this crew' : 'must be null here' });
      }
      if ('any' in allowed.wizard) {
        if (roll.wizardId !== null && !wizardIds.has(roll.wizardId)) issues.push({ path: [...base, i, 'wizardId'], message: 'not a wizard of this document' });
      } else if ('none' in allowed.wizard) {
        if (roll.wizardId !== null) issues.push({ path: [...base, i, 'wizardId'], message: 'must be null here (a wizard roll belongs under its wizard)' });
      } else if (roll.wizardId !== allowed.wizard.is) {
        issues.push({ path: [...base, i, 'wizardId'], message: 'must be the id of the wizard it is listed under' });
      }
    });
  };

  doc.crews.forEach((entry, c) => {
    const base = ['crews', c];
    if (entry.crew.id !== entry.id) issues.push({ path: [...base, 'crew', 'id'], message: 'must be the crew entry id' });
    const characters = new Set(entry.crew.characters.map((ch) => ch.id));
    for (const key of Object.keys(entry.characterNotes)) {
      if (!characters.has(key)) issues.push({ path: [...base, 'characterNotes', key], message: 'not a character of this crew' });
    }
    const bySeq = new Map(entry.events.map((e) => [e.seq, e]));
    entry.events.forEach((event, i) => {
      const at = [...base, 'events', i];
      if (event.seq !== i + 1) issues.push({ path: [...at, 'seq'], message: `must be ${i + 1} (steps are numbered 1, 2, 3… in order)` });
      if (event.payload.type !== event.type) issues.push({ path: [...at, 'type'], message: 'must be the payload type' });
      if ((i === 0) !== (event.type === 'crew_created')) {
        issues.push({ path: [...at, 'type'], message: i === 0 ? 'the first step must be crew_created' : 'crew_created can only be the first step' });
      }
      if (event.payload.type === 'crew_created' && event.payload.crew.id !== entry.id) {
        issues.push({ path: [...at, 'payload', 'crew', 'id'], message: 'must be the crew entry id' });
      }
    });
    issues.push(...undoLinkIssues(entry.events, [...base, 'events']));
    // A roll keeps the character who rolled after the character leaves the crew (an undo brings it back).
    const everyCharacter = new Set([...characters, ...charactersOfHistory(entry)]);
    checkRolls(entry.rolls, [...base, 'rolls'], { characters: everyCharacter, seqs: new Set(bySeq.keys()), wizard: { any: true } });
    issues.push(...playersIssues(entry, base, { characters: everyCharacter, campaignRolls, complexActions: trackerOwners }));
  });
  wizards.forEach((w, k) => {
    const base = ['wizards', k];
    for (const issue of isV1(w) ? wizardV1Issues(w) : wizardHistoryIssues(w)) issues.push({ path: [...base, ...issue.path], message: issue.message });
    checkRolls(w.rolls, [...base, 'rolls'], { wizard: { is: w.id } });
  });
  doc.complexActions.forEach((a, i) => {
    if (a.crewId !== null && !crewIds.has(a.crewId)) issues.push({ path: ['complexActions', i, 'crewId'], message: 'not a crew of this document' });
  });
  // A campaign roll names no character, but the one it rolled for when it answered a roll request
  // (a campaign tracker's next test, asked of a crew's character).
  const answered = new Map(doc.crews.flatMap((c) => (c.rollRequests ?? []).flatMap((r) => (r.rollId === null ? [] : [[r.rollId, r.characterId] as const]))));
  checkRolls(doc.rolls, ['rolls'], { answered, wizard: { none: true } });
  return issues;
}
