/**
 * wizard.stream, GET /api/wizards/:id/stream (GM, a link following the wizard, `?token=`):
 * Server-Sent Events for a wizard's own link, which has no crew stream to relay its ledger.
 * `event: wizard` with `{ wizardId }` (the contract's `WizardLiveNotice`) whenever its history moves
 * (the phone reads the ledger again; nothing of a wizard is GM-only, so the notice says no more);
 * `event: revoked` when the link it was opened with is revoked, or the GM session that opened it
 * signs out, then the end (a reconnect gets 401). A comment line every 15 s keeps proxies open.
 */
import type { FastifyInstance } from 'fastify';
import { WIZARD_LIVE_EVENT, wizardTopic } from '../../../domain/wizards/live';
import { findWizard } from '../../../domain/wizards/model';
import { serve } from '../../../http/route';
import { openEventStream } from '../../../live/eventStream';
import type { LiveMessage } from '../../../live/hub';
import { HEARTBEAT_MS, revokes } from '../../../live/streams';

export function serveWizardStream(app: FastifyInstance): void {
  serve(app, 'wizard.stream', async ({ params, caller, reply }) => {
    const wizardId = params.id;
    // Checked before the stream opens, so an unknown wizard is a plain 404 (a link cached before
    // its wizard was deleted still names it).
    await findWizard(app.db, wizardId);
    let unsubscribe = (): void => {};
    const stream = openEventStream(reply, { heartbeatMs: HEARTBEAT_MS, onEnd: () => unsubscribe() });
    const onMessage = (message: LiveMessage): void => {
      if (message.event === WIZARD_LIVE_EVENT) stream.send(WIZARD_LIVE_EVENT, JSON.stringify(message.data));
      else if (revokes(message, caller)) {
        stream.send('revoked', '{}');
        stream.end();
      }
    };
    const offWizard = app.hub.subscribe(wizardTopic(wizardId), onMessage, () => stream.end());
    // A GM's stream ends when the session signs out (told on the campaign's topic).
    const offCampaign = caller.kind === 'gm' ? app.hub.subscribe(caller.campaignId, (m) => revokes(m, caller) && onMessage(m), () => stream.end()) : () => {};
    unsubscribe = () => {
      offWizard();
      offCampaign();
    };
    if (stream.ended()) unsubscribe();
    return reply;
  });
}
