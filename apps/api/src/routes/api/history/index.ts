/**
 * The histories: the campaign's one history (GM), a crew's history and its live stream (GM, or the
 * crew's player link).
 *
 * | route | who | what |
 * | --- | --- | --- |
 * | GET /api/crews/:crewId/history | GM, player link | the steps with reasons, rolls and undone flags (players: no hidden step or roll) |
 * | GET /api/crews/:crewId/downtime/changes | GM, player link | what the last downtime changed: its kept steps' net changes composed (players: of the steps they see) |
 * | GET /api/crews/:crewId/stream | GM, player link (`?token=`) | Server-Sent Events, one per step |
 * | GET /api/campaigns/:campaignId/history?aggregate&aggregateId&before&limit | GM | every step of the campaign (crews, complex actions, dice), newest first |
 * | GET /api/campaigns/:campaignId/stream | GM | Server-Sent Events: `step` {aggregate, aggregateId, type} whenever one of its histories moves |
 * | GET /api/wizards/:id/stream | GM, a link following the wizard (`?token=`) | Server-Sent Events: `wizard` {wizardId} whenever its ledger moves |
 *
 * The stream: on connect it subscribes to the hub first, then reads the database — without
 * `Last-Event-ID` (header, or `?lastEventId=`) one `event: sheet` with the current sheet and
 * `id:` the last step's seq (only that `id:` when `?version=` is the sheet's: the client has it);
 * with it, every step after that id (`event: crew`) — then pushes each
 * new step as `id: <seq>` / `event: crew` / `data: {seq, type, reasons, sheet}` (the sheet
 * redacted for players; a hidden step reaches a player as type "hidden" with no reasons). Steps
 * are deduplicated by seq, so a reconnect neither loses nor doubles any. A comment line every
 * 15 s keeps proxies from closing the connection. The crew deleted: `event: deleted`, then the
 * end; the player link the stream was opened with revoked (or rotated), or the GM session that
 * opened it signed out: `event: revoked`, then the end (a reconnect gets 401). A player link that
 * follows a wizard also gets `event: wizard` `{ wizardId }` whenever that wizard's ledger moves.
 */
import type { campaignStepSchema} from '@temps-mort/contract';
import { campaignHistoryRoute, crewHistoryRoute, crewStreamRoute, downtimeChangesRoute, wizardStreamRoute } from '@temps-mort/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Reason } from '@temps-mort/rules';
import { requireCrewReader, requireGm, requireWizardReader } from '../../../auth/guards';
import type { Principal } from '../../../auth/principal';
import { SESSION_ENDED_EVENT } from '../../../auth/sessions';
import { LINK_REVOKED_EVENT } from '../../../auth/shareLinks';
import { CREW_LIVE_EVENT, type CrewLiveData } from '../../../domain/crews/events';
import { crewHistory, downtimeChanges } from '../../../domain/crews/history';
import { downtimeChangesForPlayer, liveForPlayer, loadPlayerKnowledge, playerKnowledge, sheetForPlayer, type PlayerKnowledge } from '../../../domain/crews/playerView';
import { loadCrew } from '../../../domain/crews/repository';
import { complexActionForPlayer } from '../../../domain/d100/playerView';
import type { ComplexActionView } from '../../../domain/d100/complexActions';
import { rollForPlayer } from '../../../domain/rolls/playerView';
import type { RollView } from '../../../domain/rolls/store';
import { WIZARD_LIVE_EVENT, wizardTopic } from '../../../domain/wizards/live';
import { crewSheet, type CrewSheet } from '../../../domain/crews/sheet';
import { NotFoundError } from '../../../http/errors';
import { campaignParams, errorResponses } from '../../../http/schemas';
import { campaignHistory, historySubjects } from '../../../domain/history/campaignHistory';
import { CAMPAIGN_STEP_EVENT } from '../../../domain/history/steps';
import type { LiveMessage } from '../../../live/hub';
import { openEventStream } from '../../../live/eventStream';
import { gmOnly, gmOrPlayer } from '../../../plugins/openapi';
import { asBody } from '../crews/schemas';

export const HEARTBEAT_MS = 15_000;

/**
 * The credentials this stream was opened with no longer work: its player link was revoked
 * (auth/shareLinks `announceRevoked`) or its GM session signed out (auth/sessions `announceSignedOut`).
 */
function revokes(message: LiveMessage, principal: Principal): boolean {
  const data = message.data as { shareLinkId?: unknown; sessionId?: unknown } | null;
  if (message.event === LINK_REVOKED_EVENT) return principal.kind === 'player' && data?.shareLinkId === principal.shareLinkId;
  if (message.event === SESSION_ENDED_EVENT) return principal.kind === 'gm' && data?.sessionId === principal.sessionId;
  return false;
}

/** What a principal gets for one step on the stream (a player: the crew's player view, domain/crews/playerView.ts). */
export function liveView(data: CrewLiveData, forPlayer: boolean): { seq: number; type: string; reasons: readonly Reason[]; sheet: CrewSheet } {
  if (!forPlayer) return { seq: data.seq, type: data.type, reasons: data.reasons, sheet: data.sheet };
  return liveForPlayer(data);
}

/**
 * What a player's stream carries of the other news of their crew, each through its kind's player
 * view: an open roll, a complex action, the followed wizard's id. `knowledge`: what players know of
 * the crew as the stream last saw it. Null: nothing to send.
 */
function newsForPlayer(message: LiveMessage, knowledge: PlayerKnowledge): unknown {
  if (message.event === 'roll') return rollForPlayer(message.data as RollView, knowledge.secrets);
  if (message.event === 'complex_action') return complexActionForPlayer(message.data as ComplexActionView);
  const { wizardId } = message.data as { wizardId: string };
  return { wizardId };
}

/**
 * One step reaches every open stream of its crew: its JSON is made once per audience (GM, player)
 * and shared by all of them.
 */
const framed = new WeakMap<CrewLiveData, { gm?: string; player?: string }>();
function liveJson(data: CrewLiveData, forPlayer: boolean): string {
  let entry = framed.get(data);
  if (!entry) {
    entry = {};
    framed.set(data, entry);
  }
  const key = forPlayer ? 'player' : 'gm';
  return (entry[key] ??= JSON.stringify(liveView(data, forPlayer)));
}

const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/crews/:crewId/history',
    {
      schema: {
        tags: ['downtime'],
        summary: "The crew's history: each step with its reasons, dice, rolls and undone flag",
        security: gmOrPlayer,
        params: crewHistoryRoute.params,
        querystring: crewHistoryRoute.querystring,
        response: { 200: crewHistoryRoute.answer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { crewId } = request.params;
      const principal = await requireCrewReader(request, crewId);
      const { type, after, before, limit, order } = request.query;
      const events = await crewHistory(app.db, crewId, {
        ...(type !== undefined ? { types: type.split(',') } : {}),
        ...(after !== undefined ? { after } : {}),
        ...(before !== undefined ? { before } : {}),
        limit,
        order,
        forPlayer: principal.kind === 'player',
      });
      return asBody(crewHistoryRoute.answer, { events });
    },
  );

  app.get(
    '/crews/:crewId/downtime/changes',
    {
      schema: {
        tags: ['downtime'],
        summary: "What the crew's last downtime changed: the net changes of its steps kept, composed (rep 0 → 4, heat 7 → 1…)",
        security: gmOrPlayer,
        params: downtimeChangesRoute.params,
        querystring: downtimeChangesRoute.querystring,
        response: { 200: downtimeChangesRoute.answer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { crewId } = request.params;
      const principal = await requireCrewReader(request, crewId);
      const forPlayer = principal.kind === 'player';
      const changes = await downtimeChanges(app.db, crewId, forPlayer);
      if (!forPlayer) return asBody(downtimeChangesRoute.answer, changes);
      // A player's recap through the crew's player view: no change of a GM-only thing.
      const knowledge = await loadPlayerKnowledge(app.db, crewId);
      return asBody(downtimeChangesRoute.answer, knowledge === null ? { downtime: changes.downtime, changes: [] } : downtimeChangesForPlayer(changes, knowledge));
    },
  );

  app.get(
    '/campaigns/:campaignId/stream',
    {
      schema: {
        tags: ['history'],
        summary: "The campaign's live stream (GM): `event: step` with `{aggregate, aggregateId, type}` whenever one of its histories moves",
        security: gmOnly,
        params: campaignParams,
        response: { 200: z.string().describe('text/event-stream: `event: step`, `data: {aggregate, aggregateId, type}`; `event: revoked` when the session signs out'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { campaignId } = request.params;
      const principal = await requireGm(request, campaignId);
      let unsubscribe = (): void => {};
      const stream = openEventStream(reply, { heartbeatMs: HEARTBEAT_MS, onEnd: () => unsubscribe() });
      unsubscribe = app.hub.subscribe(
        campaignId,
        (message) => {
          if (message.event === CAMPAIGN_STEP_EVENT) stream.send(CAMPAIGN_STEP_EVENT, JSON.stringify(message.data));
          else if (revokes(message, principal)) {
            stream.send('revoked', '{}');
            stream.end();
          }
        },
        () => stream.end(),
      );
      if (stream.ended()) unsubscribe();
      return reply;
    },
  );

  app.get(
    '/campaigns/:campaignId/history',
    {
      schema: {
        tags: ['history'],
        summary: "The campaign's one history (GM): every step of its crews, complex actions and dice, newest first, or of one kind or one of them",
        security: gmOnly,
        params: campaignHistoryRoute.params,
        querystring: campaignHistoryRoute.querystring,
        response: { 200: campaignHistoryRoute.answer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { campaignId } = request.params;
      await requireGm(request, campaignId);
      const { aggregate, aggregateId, characterId, before, limit } = request.query;
      const [steps, subjects] = await Promise.all([campaignHistory(app.db, campaignId, { aggregate, aggregateId, characterId, before, limit }), historySubjects(app.db, campaignId)]);
      return { steps: steps as z.output<typeof campaignStepSchema>[], subjects };
    },
  );

  // A wizard's own link has no crew stream to relay its ledger: this one. Nothing of a wizard is
  // GM-only, so the notice carries no more than its id; the phone reads the ledger again.
  app.get(
    '/wizards/:id/stream',
    {
      schema: {
        tags: ['live'],
        summary: "Live updates of a wizard's ledger (Server-Sent Events): `event: wizard` whenever it moves",
        security: gmOrPlayer,
        params: wizardStreamRoute.params,
        querystring: wizardStreamRoute.querystring,
        response: { 200: z.string().describe('text/event-stream: `event: wizard | revoked`, `data: {wizardId}`'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const wizardId = request.params.id;
      const principal = await requireWizardReader(request, wizardId);
      // Checked before the stream opens, so an unknown wizard is a plain 404 (a link only ever names its own).
      if ((await app.db.wizard.count({ where: { id: wizardId } })) === 0) throw new NotFoundError('wizard', wizardId);
      let unsubscribe = (): void => {};
      const stream = openEventStream(reply, { heartbeatMs: HEARTBEAT_MS, onEnd: () => unsubscribe() });
      const onMessage = (message: LiveMessage): void => {
        if (message.event === WIZARD_LIVE_EVENT) stream.send(WIZARD_LIVE_EVENT, JSON.stringify(message.data));
        else if (revokes(message, principal)) {
          stream.send('revoked', '{}');
          stream.end();
        }
      };
      const offWizard = app.hub.subscribe(wizardTopic(wizardId), onMessage, () => stream.end());
      // A GM's stream ends when the session signs out (told on the campaign's topic).
      const offCampaign = principal.kind === 'gm' ? app.hub.subscribe(principal.campaignId, (m) => revokes(m, principal) && onMessage(m), () => stream.end()) : () => {};
      unsubscribe = () => {
        offWizard();
        offCampaign();
      };
      if (stream.ended()) unsubscribe();
      return reply;
    },
  );

  app.get(
    '/crews/:crewId/stream',
    {
      schema: {
        tags: ['live'],
        summary: 'Live updates of the crew (Server-Sent Events); resumes after `Last-Event-ID`',
        security: gmOrPlayer,
        params: crewStreamRoute.params,
        querystring: crewStreamRoute.querystring,
        response: {
          200: z.string().describe('text/event-stream: `id: <seq>`, `event: crew | sheet | roll | complex_action | wizard | deleted | revoked`, `data: {seq, type, reasons, sheet}`'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { crewId } = request.params;
      const principal = await requireCrewReader(request, crewId);
      const forPlayer = principal.kind === 'player';
      const header = request.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && /^\d{1,10}$/.test(header.trim()) ? Number(header.trim()) : undefined;
      const resumeAfter = fromHeader ?? request.query.lastEventId;

      // Checked before the stream opens, so an unknown crew is a plain 404.
      if ((await app.db.crew.count({ where: { id: crewId } })) === 0) throw new NotFoundError('crew', crewId);

      let ready = false;
      let lastSent = 0;
      const queue: LiveMessage[] = [];
      let unsubscribe = (): void => {};
      const stream = openEventStream(reply, { heartbeatMs: HEARTBEAT_MS, onEnd: () => unsubscribe() });
      const close = (): void => stream.end();

      // The crew as this stream last saw it (the GM's sheet): what its player knows of it.
      let latest: CrewSheet | null = null;
      const step = (data: CrewLiveData, json = liveJson(data, forPlayer)): void => {
        if (data.seq <= lastSent) return; // already sent (backlog and live overlap)
        lastSent = data.seq;
        latest = data.sheet;
        stream.send(CREW_LIVE_EVENT, json, data.seq);
      };
      const deliver = (message: LiveMessage): void => {
        if (message.event === CREW_LIVE_EVENT) step(message.data as CrewLiveData);
        else if (message.event === 'roll' || message.event === 'complex_action' || message.event === WIZARD_LIVE_EVENT) {
          // An open roll made at the table, a crew's complex action after a roll or an undo, the
          // followed wizard's ledger moving (hidden rolls are never published; a player's through
          // their kind's player view): no id, so it never moves the resume point.
          const news = !forPlayer ? message.data : latest === null ? null : newsForPlayer(message, playerKnowledge(latest));
          if (news !== null) stream.send(message.event, JSON.stringify(news));
        } else if (message.event === 'deleted') {
          stream.send('deleted', '{}');
          close();
        } else if (revokes(message, principal)) {
          // This stream's own link was revoked, or its session signed out: say so and end (the reconnect gets 401).
          stream.send('revoked', '{}');
          close();
        }
      };

      const listener = (message: LiveMessage): void => {
        if (ready) deliver(message);
        else queue.push(message);
      };
      const unsubscribeCrew = app.hub.subscribe(crewId, listener, () => close());
      // A player link that follows a wizard hears its ledger move too (`event: wizard`).
      const followed = principal.kind === 'player' ? principal.wizardId : null;
      const unsubscribeWizard = followed === null ? () => {} : app.hub.subscribe(wizardTopic(followed), listener, () => close());
      unsubscribe = () => {
        unsubscribeCrew();
        unsubscribeWizard();
      };
      // The client may already have gone while we subscribed.
      if (stream.ended()) unsubscribe();

      try {
        const snapshot = await app.db.$transaction(async (tx) => {
          const last = await tx.step.findFirst({ where: { crewId }, orderBy: { seq: 'desc' }, select: { seq: true } });
          const stored = await loadCrew(tx, crewId);
          // A player's backlog names steps of long ago: what they know of the crew, its former clocks included.
          const knowledge = forPlayer && resumeAfter !== undefined ? await loadPlayerKnowledge(tx, crewId) : null;
          const backlog =
            resumeAfter === undefined
              ? []
              : await tx.step.findMany({
                  where: { crewId, seq: { gt: resumeAfter } },
                  orderBy: { seq: 'asc' },
                  select: { seq: true, type: true, hidden: true, reasons: true },
                });
          return { last: last?.seq ?? 0, stored, backlog, knowledge };
        });
        if (!snapshot.stored) {
          close();
          return reply;
        }
        const sheet = crewSheet(snapshot.stored);
        latest = sheet;
        if (resumeAfter === undefined) {
          lastSent = snapshot.last;
          // The client shows this very version (a page the server drew, its sheet read a moment
          // ago): the sheet is not sent twice, only where the stream stands.
          if (request.query.version === sheet.version) stream.sendId(snapshot.last);
          else stream.send('sheet', JSON.stringify({ seq: snapshot.last, sheet: forPlayer ? sheetForPlayer(sheet) : sheet }), snapshot.last);
        } else {
          lastSent = resumeAfter;
          for (const e of snapshot.backlog) {
            const data: CrewLiveData = { seq: e.seq, type: e.type, hidden: e.hidden, reasons: JSON.parse(e.reasons) as Reason[], sheet };
            step(data, snapshot.knowledge === null ? liveJson(data, forPlayer) : JSON.stringify(liveForPlayer(data, snapshot.knowledge)));
          }
        }
        ready = true;
        for (const message of queue.splice(0)) deliver(message);
      } catch (error) {
        request.log.error({ err: error }, 'live stream failed');
        close();
      }
      return reply;
    },
  );
};

export default historyRoutes;
