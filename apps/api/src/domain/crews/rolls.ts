/**
 * The rolls of a crew's step, as `Roll` rows: one per dice roll the rules made (`Outcome.rolls`),
 * with who rolled, why, the kind and, for a d6 pool, the band and quality the reasons name.
 */
import type { DiceRoll, DowntimeEvent, DowntimeState, Reason } from '@temps-mort/rules';

export interface CrewRollRecord {
  readonly who: string;
  readonly characterId: string | null;
  readonly purpose: string;
  /** "d6_pool" | "fortune" (an entanglement's fortune roll) | "d<N>" (a fair pick among N). */
  readonly kind: string;
  readonly sides: number;
  readonly dice: readonly number[];
  readonly band: string | null;
  readonly quality: number | null;
  readonly reasons: readonly Reason[];
}

function rollKind(roll: DiceRoll): string {
  if (roll.sides === 6) return roll.purpose.endsWith('_fortune') ? 'fortune' : 'd6_pool';
  return `d${roll.sides}`;
}

/** The PC an event is about, if any. */
export function eventCharacterId(event: DowntimeEvent): string | null {
  if ('characterId' in event && typeof event.characterId === 'string') return event.characterId;
  if (event.type === 'entanglement_resolve' && 'characterId' in event.choice && typeof event.choice.characterId === 'string') {
    return event.choice.characterId;
  }
  return null;
}

function eventWho(event: DowntimeEvent, states: readonly DowntimeState[], characterId: string | null): string {
  if (characterId !== null) {
    for (const state of states) {
      const character = state.crew.characters.find((c) => c.id === characterId);
      if (character) return character.name;
    }
  }
  if (event.type === 'entanglement_resolve' && 'who' in event.choice && typeof event.choice.who === 'string') return event.choice.who;
  return 'GM';
}

/**
 * Each d6 roll is matched, in order, with the next D1 `pool_rolled` reason showing the same dice;
 * its band is that reason's, its quality the last quality named before the next pool (after help).
 */
export function crewRollRecords(
  event: DowntimeEvent,
  rolls: readonly DiceRoll[],
  reasons: readonly Reason[],
  before: DowntimeState,
  after: DowntimeState,
): CrewRollRecord[] {
  const characterId = eventCharacterId(event);
  const who = eventWho(event, [after, before], characterId);
  const known = characterId !== null && after.crew.characters.some((c) => c.id === characterId) ? characterId : null;
  let cursor = 0;
  return rolls.map((roll) => {
    let band: string | null = null;
    let quality: number | null = null;
    const own: Reason[] = [];
    if (roll.sides === 6) {
      const joined = roll.dice.join(',');
      const at = reasons.findIndex((r, i) => i >= cursor && r.rule === 'D1' && r.code === 'pool_rolled' && r.values.dice === joined);
      if (at >= 0) {
        const next = reasons.findIndex((r, i) => i > at && r.rule === 'D1' && r.code === 'pool_rolled');
        const end = next < 0 ? reasons.length : next;
        const slice = reasons.slice(at, end);
        const poolBand = reasons[at]?.values.band;
        band = typeof poolBand === 'string' ? poolBand : null;
        for (const r of slice) if (typeof r.values.quality === 'number') quality = r.values.quality;
        own.push(...slice);
        cursor = end;
      }
    }
    return {
      who,
      characterId: known,
      purpose: roll.purpose,
      kind: rollKind(roll),
      sides: roll.sides,
      dice: roll.dice,
      band,
      quality,
      reasons: own,
    };
  });
}
