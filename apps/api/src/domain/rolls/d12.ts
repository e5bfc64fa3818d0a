/**
 * Follow-ups on a stored d12 roll (T5, T6, T8, T9): giving of oneself, a destiny re-roll, the option
 * of a critical, the fear test's consequence. Each reads the stored result (`Roll.result`), calls
 * the rule, and updates the roll — a re-roll is a new Roll that replaces the old one. Each is a
 * step: a roll linked to a character goes through the crew's history as a `character_save` event
 * (./crewHistory.ts: the sheet as the rule left it — a pool point given, a destiny point spent, a
 * point lost — naming the crew's version), a free roll's through the campaign's dice. The step
 * keeps the roll as it was (`rollBefore`), so its undo gives it back. Once committed, the step and
 * the roll are announced (the crew's stream, the campaign's GM screens).
 */
import type { Character, D12ActionResult, D12CriticalFailureOption, D12CriticalSuccessOption, DiceRoll, Outcome, Reason, TableRules } from '@temps-mort/rules';
import {
  D12_CRITICAL_FAILURE_OPTIONS,
  d12ApplyCriticalFailure,
  d12ApplyCriticalSuccess,
  d12GiveOfOneself,
  d12Reroll,
  d12StandInCharacter,
  d12ResolveFearTest,
} from '@temps-mort/rules';
import type { Roll } from '../../generated/prisma/client';
import { BadRequestError, ConflictError, NotFoundError, RuleRefusalError } from '../../http/errors';
import type { CrewStep } from '../crews/aggregate';
import type { CrewDeps } from '../crews/events';
import { publishCrewStep } from '../crews/live';
import { saveCharacterThroughHistory, type CharacterSaved, type CrewContext } from './crewHistory';
import { publishRoll } from './live';
import { d12Rolled, loadCharacter, type D12Stored } from './rolls';
import { campaignTableRules, parseJson, rollBefore, rollResultJson, rollView, storeRoll, type Db, type RollView } from './store';
import { appendStep, rollStepInclude } from '../history/steps';
import { commitStep } from '../history/write';

export interface D12FollowUpResult {
  /** The roll as it stands now (for a re-roll: the new roll). */
  readonly roll: RollView;
  /** The character after the step, when the roll is linked to one. */
  readonly character: Character | null;
  /** The crew's history event, when the sheet changed. */
  readonly saved: CharacterSaved | null;
  readonly reasons: Reason[];
  /** The crew's step, to publish after the commit (not part of the answer). */
  readonly step: CrewStep | null;
}

/** What a follow-up answers: the roll, the character, the crew's step saved, the reasons. */
export type D12FollowUp = Omit<D12FollowUpResult, 'step'>;

/** Once the follow-up is committed: the crew's step to its listeners, the roll to the phones and the GM screens. */
async function announced(deps: CrewDeps, pending: Promise<D12FollowUpResult>): Promise<D12FollowUp> {
  const { step, ...answer } = await pending;
  if (step !== null) publishCrewStep(deps.hub, step);
  publishRoll(deps.hub, answer.roll);
  return answer;
}

interface Loaded {
  readonly row: Roll;
  readonly stored: D12Stored;
  readonly table: TableRules;
  /** The character the rule works on (the linked one as it is now, or the free roll's stand-in). */
  readonly character: Character;
  readonly linked: { readonly crewId: string; readonly characterId: string } | null;
}

function accept<T>(outcome: Outcome<T>): { value: T; reasons: readonly Reason[]; rolls: readonly DiceRoll[] } {
  if (!outcome.ok) throw new RuleRefusalError(outcome.error);
  return outcome;
}

async function loadD12(tx: Db, rollId: string, version: number | undefined): Promise<Loaded> {
  const row = await tx.roll.findUnique({ where: { id: rollId }, include: rollStepInclude });
  if (row === null || row.kind !== 'd12_action') throw new NotFoundError('d12_roll', rollId);
  // An undone roll is not a result any more: nothing follows from it.
  if (row.step?.undoneById) throw new RuleRefusalError({ rule: 'D7', code: 'roll_already_undone', values: {} });
  const parsed = parseJson<Partial<D12Stored>>(row.result, {});
  if (parsed.value === undefined) throw new NotFoundError('d12_roll', rollId);
  const stored: D12Stored = { rolls: [], standIn: null, supersededBy: null, rerollOf: null, steps: [], ...parsed, value: parsed.value };
  if (stored.supersededBy) {
    throw new RuleRefusalError({ rule: 'T6', code: 'result_replaced', values: { rollId: stored.supersededBy } });
  }
  if (row.characterId !== null && row.crewId !== null) {
    if (version === undefined) throw new BadRequestError('body.version', "required: the crew's version (the roll is a character's)");
    const { character, table } = await loadCharacter(tx, row.crewId, row.characterId);
    return { row, stored, table, character, linked: { crewId: row.crewId, characterId: row.characterId } };
  }
  if (stored.standIn === null) throw new NotFoundError('character', row.characterId ?? 'none');
  const table = await campaignTableRules(tx, row.campaignId);
  return { row, stored, table, character: d12StandInCharacter(stored.standIn), linked: null };
}

/** Rewrites the roll's result (compare-and-swap on what was read: a concurrent follow-up is a 409). */
async function updateRoll(tx: Db, loaded: Loaded, next: D12Stored, reasons: readonly Reason[]): Promise<RollView> {
  const { row } = loaded;
  const allReasons = [...parseJson<Reason[]>(row.reasons, []), ...reasons];
  const updated = await tx.roll.updateMany({
    where: { id: row.id, result: row.result },
    data: {
      result: rollResultJson(next.value, next.rolls, { standIn: next.standIn, supersededBy: next.supersededBy, rerollOf: next.rerollOf, steps: next.steps }),
      band: next.value.degree,
      quality: next.value.total,
      reasons: JSON.stringify(allReasons),
    },
  });
  const now = await tx.roll.findUniqueOrThrow({ where: { id: row.id }, include: rollStepInclude });
  if (updated.count !== 1) throw new ConflictError(rollView(now));
  return rollView(now);
}

/**
 * Where a follow-up is kept: a linked roll's in its crew's history (a `character_save`, even when
 * the sheet does not change, so that undos give the roll back in order), a free roll's in the
 * campaign's dice. Either way the step keeps the roll as it found it (`rollBefore`): its undo
 * writes it back (a re-roll's undo gives the first roll back).
 */
async function recordFollowUp(
  tx: Db,
  ctx: CrewContext,
  loaded: Loaded,
  version: number | undefined,
  after: Character,
  cause: string,
  done: { readonly reasons: readonly Reason[]; readonly dice: readonly number[] },
): Promise<{ readonly stepId: string; readonly crew: { saved: CharacterSaved; step: CrewStep } | null }> {
  const before = rollBefore(loaded.row);
  if (loaded.linked !== null) {
    const crew = await saveCharacterThroughHistory(tx, ctx, { crewId: loaded.linked.crewId, version: version as number, character: after, cause, rollBefore: before, hidden: loaded.row.hidden });
    return { stepId: crew.saved.eventId, crew };
  }
  const { row } = loaded;
  const step = await appendStep(tx, {
    campaignId: row.campaignId,
    aggregate: 'dice',
    aggregateId: row.campaignId,
    type: cause,
    payload: { type: cause, rollId: row.id },
    dice: done.dice,
    detail: { rollBefore: before },
    reasons: done.reasons,
    hidden: row.hidden,
    table: loaded.table,
  });
  return { stepId: step.id, crew: null };
}

function step(stored: D12Stored, value: D12ActionResult, entry: D12Stored['steps'][number]): D12Stored {
  return { ...stored, value, steps: [...stored.steps, entry] };
}

/** T9: spends one point of the linked pool to raise the degree one step. */
export function giveOfOneself(
  deps: CrewDeps,
  rollId: string,
  input: { readonly version?: number | undefined; readonly blind?: boolean | undefined },
): Promise<D12FollowUp> {
  return announced(deps, commitStep(deps.db, async (tx) => {
    const loaded = await loadD12(tx, rollId, input.version);
    const { value, reasons } = accept(d12GiveOfOneself(loaded.character, loaded.stored.value, { table: loaded.table }, { blind: input.blind ?? false }));
    let next = step(loaded.stored, value.result, { step: 'give_of_oneself', blind: input.blind ?? false, out: value.out });
    if (loaded.stored.standIn !== null) {
      // A free roll keeps its stand-in's pool, so a second point comes from what is left.
      next = { ...next, standIn: { ...loaded.stored.standIn, pool: value.character.pools[loaded.stored.standIn.attribute].pool } };
    }
    const { crew } = await recordFollowUp(tx, deps, loaded, input.version, value.character, 'd12_giving', { reasons, dice: [] });
    const roll = await updateRoll(tx, loaded, next, reasons);
    return { roll, character: loaded.linked ? value.character : null, saved: crew?.saved ?? null, reasons: [...reasons], step: crew?.step ?? null };
  }));
}

/** T6: spends a destiny point and rolls the same action again; the new roll replaces this one. */
export function rerollWithDestiny(
  deps: CrewDeps,
  rollId: string,
  input: { readonly version?: number | undefined },
): Promise<D12FollowUp> {
  return announced(deps, commitStep(deps.db, async (tx) => {
    const loaded = await loadD12(tx, rollId, input.version);
    const { value, reasons, rolls } = accept(d12Reroll(loaded.character, loaded.stored.value, { roller: deps.roller, table: loaded.table }));
    const { stepId, crew } = await recordFollowUp(tx, deps, loaded, input.version, value.character, 'd12_reroll', { reasons, dice: rolls.flatMap((r) => r.dice) });
    const { row } = loaded;
    const rolled = d12Rolled(value.result.kind === 'fear_test' ? 'T5 fear test (re-roll)' : `${row.purpose} (re-roll)`, value.result, reasons, rolls, {
      standIn: loaded.stored.standIn,
      supersededBy: null,
      rerollOf: row.id,
      steps: [],
    });
    const created = await storeRoll(tx, {
      ...rolled,
      campaignId: row.campaignId,
      crewId: row.crewId,
      characterId: row.characterId,
      eventId: stepId,
      who: row.who,
      hidden: row.hidden,
    });
    await updateRoll(tx, loaded, { ...loaded.stored, supersededBy: created.id }, []);
    return { roll: rollView(created), character: loaded.linked ? value.character : null, saved: crew?.saved ?? null, reasons: [...reasons], step: crew?.step ?? null };
  }));
}

export type CriticalChoice =
  | { readonly option: D12CriticalSuccessOption }
  | {
      readonly option: D12CriticalFailureOption;
      readonly pickedBy?: 'player' | 'gm' | undefined;
      readonly description?: string | undefined;
      readonly spendDestinyToAvoidZero?: boolean | undefined;
    };

function isFailureOption(choice: CriticalChoice): choice is Extract<CriticalChoice, { option: D12CriticalFailureOption }> {
  return (D12_CRITICAL_FAILURE_OPTIONS as readonly string[]).includes(choice.option);
}

/** T8: the option picked on a natural 12 or a natural 1 (a "hurt self" costs a pool point). */
export function applyCritical(
  deps: CrewDeps,
  rollId: string,
  input: CriticalChoice & { readonly version?: number | undefined },
): Promise<D12FollowUp> {
  return announced(deps, commitStep(deps.db, async (tx) => {
    const loaded = await loadD12(tx, rollId, input.version);
    let character = loaded.character;
    let result: D12ActionResult;
    let reasons: readonly Reason[];
    let effect: unknown;
    if (isFailureOption(input)) {
      const out = accept(
        d12ApplyCriticalFailure(loaded.character, loaded.stored.value, {
          option: input.option,
          pickedBy: input.pickedBy ?? 'player',
          ...(input.description === undefined ? {} : { description: input.description }),
          spendDestinyToAvoidZero: input.spendDestinyToAvoidZero ?? false,
        }),
      );
      ({ character, result, effect } = out.value);
      reasons = out.reasons;
    } else {
      const out = accept(d12ApplyCriticalSuccess(loaded.stored.value, input.option));
      ({ result, effect } = out.value);
      reasons = out.reasons;
    }
    const next = step(loaded.stored, result, { step: 'critical', option: input.option, effect });
    const { crew } = await recordFollowUp(tx, deps, loaded, input.version, character, 'd12_critical', { reasons, dice: [] });
    const roll = await updateRoll(tx, loaded, next, reasons);
    return { roll, character: loaded.linked ? character : null, saved: crew?.saved ?? null, reasons: [...reasons], step: crew?.step ?? null };
  }));
}

/** T5: the fear test's consequence: a destiny point on a success, a Mind point lost on a failure. */
export function resolveFear(
  deps: CrewDeps,
  rollId: string,
  input: { readonly version?: number | undefined; readonly spendDestinyToAvoidZero?: boolean | undefined },
): Promise<D12FollowUp> {
  return announced(deps, commitStep(deps.db, async (tx) => {
    const loaded = await loadD12(tx, rollId, input.version);
    if (loaded.stored.value.kind !== 'fear_test' || loaded.linked === null) throw new NotFoundError('fear_test', rollId);
    if (loaded.stored.steps.some((s) => s.step === 'fear_resolved')) {
      throw new RuleRefusalError({ rule: 'T5', code: 'fear_test_already_resolved', values: { rollId } });
    }
    const { value, reasons } = accept(
      d12ResolveFearTest(loaded.character, loaded.stored.value, { spendDestinyToAvoidZero: input.spendDestinyToAvoidZero ?? false }),
    );
    const next = step(loaded.stored, loaded.stored.value, { step: 'fear_resolved', overcome: value.overcome });
    const { crew } = await recordFollowUp(tx, deps, loaded, input.version, value.character, 'd12_fear_test', { reasons, dice: [] });
    const roll = await updateRoll(tx, loaded, next, reasons);
    return { roll, character: value.character, saved: crew?.saved ?? null, reasons: [...reasons], step: crew?.step ?? null };
  }));
}

