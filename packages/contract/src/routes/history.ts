/**
 * Histories and live streams: a crew's history and stream, the campaign's history and stream. A
 * stream's events carry the data of ../crewHistory.ts (`crewLiveSheetSchema`, `crewLiveStepSchema`,
 * `wizardLiveNoticeSchema`) and ../campaignHistory.ts (`campaignStepNoticeSchema`).
 */
import { campaignHistoryRoute } from '../campaignHistory';
import { crewHistoryRoute, crewStreamRoute } from '../crewHistory';
import { campaignParams } from '../ids';
import type { RouteTablePart } from './route';

export const historyRoutes = {
  'crew.history': {
    tags: ['downtime'],
    summary: "The crew's history: each step with its reasons, dice, rolls and undone flag",
    params: crewHistoryRoute.params,
    query: crewHistoryRoute.querystring,
    answer: crewHistoryRoute.answer,
    errors: [400, 401, 403, 404],
  },
  'crew.stream': {
    tags: ['live'],
    summary: 'Live updates of the crew (Server-Sent Events); resumes after `Last-Event-ID`',
    description:
      'text/event-stream: `id: <seq>`, `event: crew | sheet | roll | complex_action | wizard | deleted | revoked`; `sheet`: `{seq, sheet}`, `crew`: `{seq, type, reasons, sheet}`, `wizard`: `{wizardId}`.',
    params: crewStreamRoute.params,
    query: crewStreamRoute.querystring,
    answer: 'stream',
    errors: [400, 401, 403, 404],
  },
  'campaign.history': {
    tags: ['history'],
    summary: "The campaign's one history (GM): every step of its crews, complex actions and dice, newest first, or of one kind or one of them",
    params: campaignHistoryRoute.params,
    query: campaignHistoryRoute.querystring,
    answer: campaignHistoryRoute.answer,
    errors: [400, 401, 403, 404],
  },
  'campaign.stream': {
    tags: ['history'],
    summary: "The campaign's live stream (GM): `event: step` with `{aggregate, aggregateId, type}` whenever one of its histories moves",
    description: 'text/event-stream: `event: step`, `data: {aggregate, aggregateId, type}`; `event: revoked` when the session signs out.',
    params: campaignParams,
    answer: 'stream',
    errors: [400, 401, 403, 404],
  },
} as const satisfies RouteTablePart;
