import { reason } from '../core/reason';
import type { Outcome } from '../core/outcome';
import { ok } from '../core/outcome';
import type { RuleDeps } from '../core/deps';
import type { Crew } from '../model/crew';
import { updateCharacter } from '../crew/crew';
import type { IndulgeViceInput, IndulgeViceResult } from './indulge';
import { indulgeChecked, viceCharacter } from './indulge';

/**
 * V3 sink into vice: instead of a downtime activity, the PC indulges off-screen for a whole
 * session ("s'adonner à ce plaisir hors champ") while the player plays a second character (a new
 * crew member, friend or contact). The vice roll is made (V1/V2, same refusals) and the PC is
 * recorded off-screen with status 'lost'; `returnFromLost` with cause 'sink_into_vice' brings them
 * back at the end of the session (without the healing of an overindulgence).
 */
export interface SinkIntoViceResult extends IndulgeViceResult {
  /** Sinking into vice takes a session, not a downtime activity. */
  readonly spendsActivity: false;
  /** The player plays a second character until the end of the session. */
  readonly playsSecondCharacter: true;
}

export function sinkIntoVice(crew: Crew, input: IndulgeViceInput, deps: RuleDeps): Outcome<SinkIntoViceResult> {
  const checked = viceCharacter(crew, input.characterId, input.attribute);
  if (!checked.ok) return checked;
  const { character, circles, vice } = checked.value;
  const done = indulgeChecked(crew, character, input.attribute, circles, input.helped ?? false, deps);
  const next = updateCharacter(done.value.crew, character.id, (c) => ({ ...c, status: 'lost' }));
  return ok(
    { ...done.value, crew: next, spendsActivity: false, playsSecondCharacter: true },
    [
      reason('V3', 'sunk_into_vice', { character: character.id, vice: vice.kind, cause: 'sink_into_vice', until: 'end_of_session' }),
      ...done.reasons,
    ],
    [done.dice],
  );
}
