/**
 * The campaign's live stream (GM): `event: step` with `{aggregate, aggregateId, type}` (the
 * contract's `CampaignStepNotice`) whenever one of its histories moves; `event: revoked`, then the
 * end, when the session that opened it signs out.
 */
import type { CampaignStepNotice } from '@temps-mort/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GmPrincipal } from '../auth/guards';
import { CAMPAIGN_STEP_EVENT } from '../domain/history/steps';
import { openEventStream } from './eventStream';
import { HEARTBEAT_MS, revokes } from './streams';

export function openCampaignStream(app: FastifyInstance, reply: FastifyReply, campaignId: string, principal: GmPrincipal): void {
  let unsubscribe = (): void => {};
  const stream = openEventStream(reply, { heartbeatMs: HEARTBEAT_MS, onEnd: () => unsubscribe() });
  unsubscribe = app.hub.subscribe(
    campaignId,
    (message) => {
      if (message.event === CAMPAIGN_STEP_EVENT) {
        const notice = message.data as CampaignStepNotice;
        stream.send(CAMPAIGN_STEP_EVENT, JSON.stringify(notice));
      } else if (revokes(message, principal)) {
        stream.send('revoked', '{}');
        stream.end();
      }
    },
    () => stream.end(),
  );
  if (stream.ended()) unsubscribe();
}
