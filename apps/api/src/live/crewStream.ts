/**
 * A crew's live stream (GET /api/crews/:crewId/stream; GM, or the crew's player link).
 *
 * On connect it subscribes to the hub first, then reads the database — without `Last-Event-ID`
 * (header, or `?lastEventId=`) one `event: sheet` with the current sheet and `id:` the last step's
 * seq (only that `id:` when `?version=` is the sheet's: the client has it); with it, every step
 * after that id (`event: crew`) — then pushes each new step as `id: <seq>` / `event: crew` /
 * `data: {seq, type, reasons, sheet}` (the contract's `CrewLiveStep`; the sheet redacted for
 * players; a hidden step reaches a player as type "hidden" with no reasons). Steps are
 * deduplicated by seq, so a reconnect neither loses nor doubles any; a step that arrives before
 * steps not sent yet (written on another process a moment earlier) has them read first from the
 * database, so the steps go in order, none missing. The crew deleted:
 * `event: deleted`, then the end; the player link the stream was opened with revoked (or rotated),
 * or the GM session that opened it signed out: `event: revoked`, then the end (a reconnect gets
 * 401). A player link that follows a wizard also gets `event: wizard` `{ wizardId }` whenever that
 * wizard's ledger moves; an open roll and a complex action of the crew reach it as `roll` and
 * `complex_action`, through their player views. A proposal (issue 36) and a roll request reach the
 * GM and every link of the crew alike as `proposal` and `roll_request` (nothing in them is the GM's
 * alone).
 */
import type { CrewLiveSheet, CrewLiveStep } from '@temps-mort/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal';
import { CREW_LIVE_EVENT, type CrewLiveData } from '../domain/crews/live';
import { crewStreamSnapshot, type CrewStreamSnapshot } from '../domain/crews/historyReads';
import { liveForPlayer, playerKnowledge, sheetForPlayer, type PlayerKnowledge } from '../domain/crews/playerView';
import { crewSheet, type CrewSheet } from '../domain/crews/sheet';
import type { ComplexActionView } from '../domain/d100/complexActions';
import { complexActionForPlayer } from '../domain/d100/playerView';
import { rollForPlayer } from '../domain/rolls/playerView';
import type { RollView } from '../domain/rolls/store';
import { WIZARD_LIVE_EVENT, wizardTopic } from '../domain/wizards/live';
import { PLAYERS_LIVE_EVENT } from '../domain/campaigns/campaigns';
import { openEventStream } from './eventStream';
import type { LiveMessage } from './hub';
import { HEARTBEAT_MS, revokes } from './streams';

/** What a principal gets for one step on the stream (a player: the crew's player view, domain/crews/playerView.ts). */
export function liveView(data: CrewLiveData, forPlayer: boolean): CrewLiveStep {
  return forPlayer ? liveForPlayer(data) : { seq: data.seq, type: data.type, reasons: data.reasons, sheet: data.sheet };
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

export interface CrewStreamRequest {
  readonly crewId: string;
  readonly principal: Principal;
  /** The client's last event id (`Last-Event-ID`, or `?lastEventId=`): the steps after it are sent. */
  readonly resumeAfter: number | undefined;
  /** The sheet version the client shows already (`?version=`). */
  readonly shownVersion: number | undefined;
}

/** The client's resume point: the `Last-Event-ID` header, else `?lastEventId=`. */
export function resumePoint(request: FastifyRequest, lastEventId: number | undefined): number | undefined {
  const header = request.headers['last-event-id'];
  const fromHeader = typeof header === 'string' && /^\d{1,10}$/.test(header.trim()) ? Number(header.trim()) : undefined;
  return fromHeader ?? lastEventId;
}

/** Opens the stream on `reply` (hijacked); resolves once the backlog is sent and live steps flow. */
export async function openCrewStream(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, options: CrewStreamRequest): Promise<void> {
  const { crewId, principal, resumeAfter, shownVersion } = options;
  const forPlayer = principal.kind === 'player';
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
  /** The steps after `lastSent` read from the database (a reconnect's backlog, a gap's), each with the current sheet. */
  const sendBacklog = (snapshot: CrewStreamSnapshot, sheet: CrewSheet): void => {
    latest = sheet;
    for (const e of snapshot.backlog) {
      const data: CrewLiveData = { ...e, sheet };
      step(data, snapshot.knowledge === null ? liveJson(data, forPlayer) : JSON.stringify(liveForPlayer(data, snapshot.knowledge)));
    }
  };
  // The step whose gap was last filled: a second gap before it is not filled again (no loop).
  let filledBefore = 0;
  const deliver = (message: LiveMessage): void => {
    if (message.event === CREW_LIVE_EVENT) {
      const data = message.data as CrewLiveData;
      if (data.seq > lastSent + 1 && data.seq !== filledBefore) fillGap(message, data.seq);
      else step(data);
    } else if (message.event === 'roll' || message.event === 'complex_action' || message.event === WIZARD_LIVE_EVENT) {
      // An open roll made at the table, a crew's complex action after a roll or an undo, the
      // followed wizard's ledger moving (hidden rolls are never published; a player's through
      // their kind's player view): no id, so it never moves the resume point.
      const news = !forPlayer ? message.data : latest === null ? null : newsForPlayer(message, playerKnowledge(latest));
      if (news !== null) stream.send(message.event, JSON.stringify(news));
    } else if (message.event === 'proposal' || message.event === 'roll_request' || message.event === PLAYERS_LIVE_EVENT) {
      // A proposal made, decided or withdrawn, a roll request made, answered or cancelled, what the
      // campaign lets players do changed (issue 36): nothing in them is the GM's alone, so every
      // stream of the crew gets them as they are; no id either (they are not steps).
      stream.send(message.event, JSON.stringify(message.data));
    } else if (message.event === 'deleted') {
      stream.send('deleted', '{}');
      close();
    } else if (revokes(message, principal)) {
      // This stream's own link was revoked, or its session signed out: say so and end (the reconnect gets 401).
      stream.send('revoked', '{}');
      close();
    }
  };

  const drain = (): void => {
    for (let next = queue.shift(); next !== undefined; next = ready ? queue.shift() : undefined) deliver(next);
  };
  /**
   * A step arrived before steps this stream has not sent: written on another process a moment
   * before one written here (each process delivers its own at once, the others' a moment later),
   * or a message lost between processes. Those steps are read from the database, as at a
   * reconnect, and sent first; what arrives meanwhile waits. A stream's steps go in order, none missing.
   */
  const fillGap = (message: LiveMessage, seq: number): void => {
    ready = false;
    filledBefore = seq;
    queue.unshift(message);
    crewStreamSnapshot(app.db, crewId, { resumeAfter: lastSent, forPlayer }).then(
      (snapshot) => {
        if (!snapshot.stored) {
          close();
          return;
        }
        sendBacklog(snapshot, crewSheet(snapshot.stored));
        ready = true;
        drain();
      },
      (error: unknown) => {
        // The client reconnects with its Last-Event-ID and reads them then.
        request.log.error({ err: error }, 'live stream could not read the steps it missed');
        close();
      },
    );
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
    const snapshot = await crewStreamSnapshot(app.db, crewId, { resumeAfter, forPlayer });
    if (!snapshot.stored) {
      close();
      return;
    }
    const sheet = crewSheet(snapshot.stored);
    latest = sheet;
    if (resumeAfter === undefined) {
      lastSent = snapshot.last;
      // The client shows this very version (a page the server drew, its sheet read a moment
      // ago): the sheet is not sent twice, only where the stream stands.
      if (shownVersion === sheet.version) stream.sendId(snapshot.last);
      else {
        const first: CrewLiveSheet = { seq: snapshot.last, sheet: forPlayer ? sheetForPlayer(sheet) : sheet };
        stream.send('sheet', JSON.stringify(first), snapshot.last);
      }
    } else {
      lastSent = resumeAfter;
      sendBacklog(snapshot, sheet);
    }
    ready = true;
    drain();
  } catch (error) {
    request.log.error({ err: error }, 'live stream failed');
    close();
  }
}
