/**
 * Frostgrave wizards and the underworld debt ledger (seed 002, F1–F6). The GM's; a players' share
 * link that follows a wizard reads it and its ledger (nothing of a wizard is GM-only: its player
 * view all the same, domain/wizards/playerView.ts). Every write names the wizard's `version` (409
 * with the current wizard when stale); a rule refusal is a 422 naming the rule (F1 markers over the
 * level, F2 a loan outside 100–1000 gc, F3 a captain…), nothing written. The end of a game keeps the
 * seed's order (rules debt/endOfGame.ts, the wizard's `endOfGame`): the hired muscle settled (F4),
 * then one debt check (F6), then the next game's favours.
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | wizard.create: POST /api/campaigns/:campaignId/wizards | GM | a new wizard (with its warband) (201) |
 * | campaign.wizards: GET /api/campaigns/:campaignId/wizards | GM | the campaign's wizards |
 * | wizard.sheet: GET /api/wizards/:id | GM, the link following it | one wizard |
 * | wizard.edit: PATCH /api/wizards/:id | GM | name, level, gold, markers |
 * | wizard.delete: DELETE /api/wizards/:id?version= | GM | deletes the wizard and its ledger (204) |
 * | wizard.member.add: POST /api/wizards/:id/warband | GM | adds a warband member (201) |
 * | wizard.member.edit: PATCH /api/wizards/:id/warband/:memberId | GM | edits a member |
 * | wizard.member.remove: DELETE /api/wizards/:id/warband/:memberId?version= | GM | removes a member |
 * | wizard.favour: POST /api/wizards/:id/favours | GM | F1–F4: a loan, an intimidation (two d20s), hired muscle |
 * | wizard.hiredMuscleSettle: POST /api/wizards/:id/hired-muscle/settle | GM | F4 after the game: deaths cost a marker, all released; this ends the game |
 * | wizard.payOff: POST /api/wizards/:id/pay-off | GM | F5: 150 gc per marker |
 * | wizard.collection: POST /api/wizards/:id/collections | GM | F6 start, once per game after the settle: check d20, table d20, fall-throughs → done or pending (201) |
 * | collection.read: GET /api/collections/:id | GM | a collection (e.g. the pending one after a reload) |
 * | collection.sale: POST /api/collections/:id/sale | GM | F6 7-12: the sale's gold (falls through to 13-18 under 150 gc) |
 * | collection.help: POST /api/collections/:id/help | GM | F6 13-18: the members sent |
 * | wizard.ledger: GET /api/wizards/:id/ledger | GM, the link following it | favours, pay-offs, collections, rolls, newest first |
 * | wizard.stream: GET /api/wizards/:id/stream | GM, the link following it (`?token=`) | Server-Sent Events (./stream.ts) |
 * | wizard.undo: POST /api/wizards/:id/undo | GM | undoes the wizard's last step (a ledger entry, a sheet or warband edit) |
 * | wizard.revert.preview: GET /api/wizards/:id/history/:seq/revert | GM | what reverting step `seq` would do (the later steps that no longer apply) |
 * | wizard.revert: POST /api/wizards/:id/history/:seq/revert | GM | reverts it, and the later steps the GM confirmed (`alsoRevert`): an "undo" step each |
 * | wizard.redo: POST /api/wizards/:id/history/:seq/redo | GM | redoes the undo step `seq` |
 * | odds.debt: GET /api/odds/debt?markers&gold&saleGold | GM or player | F6 exact odds |
 * | odds.intimidation: GET /api/odds/intimidation?bonus&will | GM or player | F3 exact odds |
 *
 * Shapes and who may call: the contract's route table (routes/wizards.ts). Every write is a step of
 * the wizard's history, told after its commit by the domain (domain/wizards/writes.ts): the
 * campaign's GM windows and the links following the wizard read it again.
 */
import { debtCalledOdds, debtCollectionOdds, intimidationOdds } from '@temps-mort/rules';
import type { FastifyPluginAsync } from 'fastify';
import { requireSystem } from '../../../domain/campaigns/campaigns';
import { getCollection, getLedger } from '../../../domain/wizards/ledger';
import { ledgerForPlayer, wizardForPlayer } from '../../../domain/wizards/playerView';
import { wizardAggregate } from '../../../domain/wizards/aggregate';
import { previewRevert } from '../../../domain/history/moves';
import { getWizard, listWizards } from '../../../domain/wizards/service';
import { wizardWrites } from '../../../domain/wizards/writes';
import { serve } from '../../../http/route';
import { serveWizardStream } from './stream';

const wizardRoutes: FastifyPluginAsync = async (app) => {
  const writes = wizardWrites(app);

  // ─── wizards ────────────────────────────────────────────────────────────────────────────────────
  serve(app, 'wizard.create', async ({ params, body }) => {
    await requireSystem(app.db, params.campaignId, 'frostgrave');
    return writes.create(params.campaignId, body);
  });
  serve(app, 'campaign.wizards', async ({ params }) => listWizards(app.db, params.campaignId));
  serve(app, 'wizard.sheet', async ({ params, caller }) => {
    const wizard = await getWizard(app.db, params.id);
    return caller.kind === 'player' ? wizardForPlayer(wizard) : wizard;
  });
  serve(app, 'wizard.edit', async ({ params, body }) => writes.edit(params.id, body));
  serve(app, 'wizard.delete', async ({ params, query }) => {
    await writes.delete(params.id, query.version);
    // The links that followed it follow nothing now (the database forgot it; so does the cache).
    app.principals.clear();
    return null;
  });

  // ─── warband ────────────────────────────────────────────────────────────────────────────────────
  serve(app, 'wizard.member.add', async ({ params, body: { version, ...member } }) => writes.addMember(params.id, version, member));
  serve(app, 'wizard.member.edit', async ({ params, body: { version, ...patch } }) => writes.editMember(params.id, params.memberId, version, patch));
  serve(app, 'wizard.member.remove', async ({ params, query }) => writes.removeMember(params.id, params.memberId, query.version));

  // ─── ledger ─────────────────────────────────────────────────────────────────────────────────────
  serve(app, 'wizard.favour', async ({ params, body: { version, ...favour } }) => writes.favour(params.id, version, favour));
  serve(app, 'wizard.hiredMuscleSettle', async ({ params, body }) => writes.settle(params.id, body.version, body.diedIds));
  serve(app, 'wizard.payOff', async ({ params, body }) => writes.payOff(params.id, body.version, body.markers));
  serve(app, 'wizard.collection', async ({ params, body }) => writes.startCollection(params.id, body.version));
  serve(app, 'collection.read', async ({ params }) => getCollection(app.db, params.id));
  serve(app, 'collection.sale', async ({ params, body: { version, ...sale } }) => writes.sale(params.id, version, sale));
  serve(app, 'collection.help', async ({ params, body }) => writes.help(params.id, body.version, body.memberIds));
  serve(app, 'wizard.ledger', async ({ params, caller }) => {
    const ledger = await getLedger(app.db, params.id);
    return caller.kind === 'player' ? ledgerForPlayer(ledger) : ledger;
  });
  serveWizardStream(app);

  // ─── undo, revert, redo ─────────────────────────────────────────────────────────────────────────
  serve(app, 'wizard.undo', async ({ params, body }) => writes.undo(params.id, body.version));
  serve(app, 'wizard.revert.preview', async ({ params }) => previewRevert(app.db, wizardAggregate, params.id, params.seq));
  serve(app, 'wizard.revert', async ({ params, body }) => writes.revert(params.id, params.seq, body.version, body.alsoRevert));
  serve(app, 'wizard.redo', async ({ params, body }) => writes.redo(params.id, params.seq, body.version));

  // ─── odds ───────────────────────────────────────────────────────────────────────────────────────
  serve(app, 'odds.debt', async ({ query: { markers, gold, saleGold } }) => ({ called: debtCalledOdds(markers), outcomes: debtCollectionOdds({ markers, gold, saleGold }) }));
  serve(app, 'odds.intimidation', async ({ query }) => intimidationOdds(query.bonus, query.will));
};

export default wizardRoutes;
