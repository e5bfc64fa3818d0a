/**
 * A roll request made, answered or cancelled, told after its commit on its crew's topic: the crew's
 * stream forwards it to the GM and every link of the crew as `event: roll_request` (no `id`: not a
 * step of the crew's history). The roll that answered it goes out as every roll does.
 */
import type { RollRequestView } from '@temps-mort/contract';
import type { Hub } from '../../live/hub';

export const ROLL_REQUEST_LIVE_EVENT = 'roll_request';

export function publishRollRequest(hub: Hub | undefined, view: RollRequestView): void {
  hub?.publish(view.crewId, { event: ROLL_REQUEST_LIVE_EVENT, data: view });
}
