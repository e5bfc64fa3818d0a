/**
 * A complex action as a player of its crew reads it (issue 34, "redaction by construction"): in
 * their crew's list, one by one, on their crew's stream, in the page the server draws. Nothing of
 * a tracker is the GM's today; it is built from an allow-list all the same, so that a field added
 * to it reaches players only once decided here. Its rolls are rolls (../rolls/playerView.ts).
 */
import { allowed, type Decisions } from '@temps-mort/rules';
import type { ComplexActionView } from './complexActions';

export function complexActionForPlayer(view: ComplexActionView): ComplexActionView {
  return allowed(view, {
    id: true,
    campaignId: true,
    crewId: true,
    name: true,
    tracker: true,
    version: true,
    createdAt: true,
    updatedAt: true,
  } satisfies Decisions<ComplexActionView>);
}
