/**
 * Frostgrave wizards, their warbands and the underworld debt ledger (seed 002, F1–F6). Every write
 * names the wizard's `version` (409 with the current wizard when stale); a rule refusal is a 422
 * naming the rule, nothing written. A link following a wizard reads it and its ledger (its player
 * view), never writes. The odds are anyone's signed in.
 */
import { historyStepParams, redoBodySchema, revertBodySchema, revertPreviewSchema } from '../crewRevert';
import { versionBody } from '../crewWrites';
import { noContent } from '../errors';
import { campaignParams, idParams } from '../ids';
import {
  collectionAnswerSchema,
  collectionStepSchema,
  debtOddsRoute,
  favourBody,
  favourStepSchema,
  helpBody,
  intimidationOddsRoute,
  ledgerSchema,
  memberAddBody,
  memberAddedSchema,
  memberParams,
  memberPatchBody,
  payOffBody,
  saleBody,
  settleBody,
  versionQuery,
  wizardCreateBody,
  wizardListSchema,
  wizardPatchBody,
  wizardStreamRoute,
  wizardUndoAnswerSchema,
  wizardViewSchema,
} from '../wizards';
import type { RouteTablePart } from './route';

/** A read: a malformed request, who may call it, an unknown wizard or collection. */
const read = [400, 401, 403, 404] as const;
/**
 * A step of the wizard's history (a sheet or warband edit, a ledger entry, an undo): the same, a
 * stale version, a body over the limit, and the rules' refusal (the ledger's, or D7 `sheet_limit`).
 */
const step = [400, 401, 403, 404, 409, 413, 422] as const;

export const wizardRoutes = {
  // ─── wizards ─────────────────────────────────────────────────────────────────────────────────────
  'wizard.create': {
    tags: ['wizards'],
    summary: 'Create a wizard (and its warband)',
    params: campaignParams,
    body: wizardCreateBody,
    answer: wizardViewSchema,
    status: 201,
    errors: [400, 401, 403, 404, 413, 422],
  },
  'campaign.wizards': {
    tags: ['wizards'],
    summary: "The campaign's wizards",
    params: campaignParams,
    answer: wizardListSchema,
    errors: read,
  },
  'wizard.sheet': {
    tags: ['wizards'],
    summary: 'One wizard (GM, or a player link following it)',
    params: idParams,
    answer: wizardViewSchema,
    errors: read,
  },
  'wizard.edit': {
    tags: ['wizards'],
    summary: "Edit a wizard's sheet (name, level, gold, markers)",
    params: idParams,
    body: wizardPatchBody,
    answer: wizardViewSchema,
    errors: step,
  },
  'wizard.delete': {
    tags: ['wizards'],
    summary: 'Delete a wizard, its warband and its ledger',
    params: idParams,
    query: versionQuery,
    answer: noContent,
    status: 204,
    // Not a step of its history: no rule to refuse it.
    errors: [400, 401, 403, 404, 409, 413],
  },

  // ─── warband ─────────────────────────────────────────────────────────────────────────────────────
  'wizard.member.add': {
    tags: ['wizards'],
    summary: 'Add a warband member',
    params: idParams,
    body: memberAddBody,
    answer: memberAddedSchema,
    status: 201,
    errors: step,
  },
  'wizard.member.edit': {
    tags: ['wizards'],
    summary: 'Edit a warband member',
    params: memberParams,
    body: memberPatchBody,
    answer: wizardViewSchema,
    errors: step,
  },
  'wizard.member.remove': {
    tags: ['wizards'],
    summary: 'Remove a warband member',
    params: memberParams,
    query: versionQuery,
    answer: wizardViewSchema,
    errors: step,
  },

  // ─── the ledger ──────────────────────────────────────────────────────────────────────────────────
  'wizard.favour': {
    tags: ['wizards'],
    summary: 'F1–F4: claim a favour (loan, intimidation, hired muscle)',
    params: idParams,
    body: favourBody,
    answer: favourStepSchema,
    errors: step,
  },
  'wizard.hiredMuscleSettle': {
    tags: ['wizards'],
    summary: 'F4 after the game: each hired model that died costs a marker; all are released (this ends the game, even with none hired)',
    params: idParams,
    body: settleBody,
    answer: favourStepSchema,
    errors: step,
  },
  'wizard.payOff': {
    tags: ['wizards'],
    summary: 'F5: pay markers off (150 gc each)',
    params: idParams,
    body: payOffBody,
    answer: favourStepSchema,
    errors: step,
  },
  'wizard.collection': {
    tags: ['wizards'],
    summary: 'F6: end-of-game debt check, once per game after the F4 settle (and collection, which may wait for a sale or members)',
    params: idParams,
    body: versionBody,
    answer: collectionStepSchema,
    status: 201,
    errors: step,
  },
  'collection.read': {
    tags: ['wizards'],
    summary: 'One debt collection (the pending one after a reload)',
    params: idParams,
    answer: collectionAnswerSchema,
    errors: read,
  },
  'collection.sale': {
    tags: ['wizards'],
    summary: "F6 7-12: the gold the player's sale raised pays markers",
    params: idParams,
    body: saleBody,
    answer: collectionStepSchema,
    errors: step,
  },
  'collection.help': {
    tags: ['wizards'],
    summary: 'F6 13-18: the warband members sent to help (they miss the next game)',
    params: idParams,
    body: helpBody,
    answer: collectionStepSchema,
    errors: step,
  },
  'wizard.ledger': {
    tags: ['wizards'],
    summary: 'The ledger: favours, pay-offs, collections and rolls, newest first (GM, or a player link following the wizard)',
    params: idParams,
    answer: ledgerSchema,
    errors: read,
  },
  'wizard.stream': {
    tags: ['live'],
    summary: "Live updates of a wizard's ledger (Server-Sent Events): `event: wizard` whenever it moves",
    description: 'text/event-stream: `event: wizard` with `data: {wizardId}` (`WizardLiveNotice`) whenever its history moves; `event: revoked` when the link it was opened with is revoked, or the GM session signs out (then the end).',
    params: wizardStreamRoute.params,
    query: wizardStreamRoute.querystring,
    answer: 'stream',
    errors: [400, 401, 403, 404],
  },

  // ─── undo, revert, redo ──────────────────────────────────────────────────────────────────────────
  'wizard.undo': {
    tags: ['wizards'],
    summary: "Undo the wizard's last step (a ledger entry, an edit of the sheet or the warband): the steps kept are replayed with their own dice",
    params: idParams,
    body: versionBody,
    answer: wizardUndoAnswerSchema,
    errors: step,
  },
  'wizard.revert.preview': {
    tags: ['wizards'],
    summary: 'What reverting this step would do: the wizard’s net changes, and the later steps that would no longer apply (nothing written)',
    params: historyStepParams,
    answer: revertPreviewSchema,
    errors: [400, 401, 403, 404, 422],
  },
  'wizard.revert': {
    tags: ['wizards'],
    summary: 'Revert this step (never the creation, an undo or a redo) and the later steps that no longer apply, as the GM confirmed them; an "undo" step each',
    params: historyStepParams,
    body: revertBodySchema,
    answer: wizardUndoAnswerSchema,
    errors: step,
  },
  'wizard.redo': {
    tags: ['wizards'],
    summary: 'Redo: take back the undo step `seq` (its step kept again), unless a step kept since would no longer apply; a "redo" step',
    params: historyStepParams,
    body: redoBodySchema,
    answer: wizardUndoAnswerSchema,
    errors: step,
  },

  // ─── the exact odds ──────────────────────────────────────────────────────────────────────────────
  'odds.debt': {
    tags: ['wizards'],
    summary: 'F6 exact odds: the debt called, and which row finally applies (with the fall-throughs)',
    query: debtOddsRoute.querystring,
    answer: debtOddsRoute.answer,
    errors: [400, 401],
  },
  'odds.intimidation': {
    tags: ['wizards'],
    summary: 'F3 exact odds of an intimidation',
    query: intimidationOddsRoute.querystring,
    answer: intimidationOddsRoute.answer,
    errors: [400, 401],
  },
} as const satisfies RouteTablePart;
