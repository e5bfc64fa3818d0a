import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Crew } from '../model/crew';

/**
 * I1: someone (a crew member, a friend or contact, a framed enemy) is convicted and jailed for the
 * crew's crimes: wanted level −1 (never below 0) and heat back to 0. Handing someone over in an
 * Arrest entanglement is such an event.
 */
export function convicted(crew: Crew): { crew: Crew; reasons: Reason[] } {
  const wanted = Math.max(0, crew.wanted - 1);
  return {
    crew: { ...crew, wanted, heat: 0 },
    reasons: [reason('I1', 'convicted', { wantedFrom: crew.wanted, wanted, heatFrom: crew.heat, heat: 0 })],
  };
}
