/**
 * Which secrets a crew holds (issue 34): the ids, names and texts of its GM-only things, which
 * players may not read anywhere in its history's free text (`redact`), and the clocks they follow
 * (a race or an unlock is theirs only against one of these).
 */
import { followedClocks } from '../clocks/audience';
import { crewClocks } from '../downtime/clocks';
import type { DowntimeView } from '../downtime/standing';
import type { CrewClock } from '../model/clock';
import type { Crew } from '../model/crew';
import { isHeldEntanglement } from './crew';
import type { Secrets } from './secrets';

export interface PlayerKnowledge {
  /** The clocks of the board players follow whole (a race or an unlock is theirs only against one of these). */
  readonly followed: ReadonlySet<string>;
  /** The ids, names and texts of the crew's GM-only things, but for those players already read on their sheet. */
  readonly secrets: Secrets;
}

/** A clock the crew once had and has no more, as its history last saved it. */
export type FormerClock = Pick<CrewClock, 'id' | 'name' | 'onFill' | 'visibility'>;

/**
 * The GM's strings of a crew's state: a GM-only clock's id, name and filling (K1), a name-only
 * clock's filling, a faction's unrevealed goal, notes and assets, a held entanglement (E3), a
 * roll made hidden waiting for the GM's pick (E1). `former`: clocks the crew no longer has (its
 * history still names them). May hold empty strings.
 */
export function crewSecrets(crew: Crew, downtime: DowntimeView, former: readonly FormerClock[] = []): string[] {
  const out: string[] = [];
  for (const clock of [...crewClocks(crew), ...former]) {
    if (clock.visibility === 'gm_only') out.push(clock.id, clock.name, clock.onFill);
    else if (clock.visibility === 'name_only') out.push(clock.onFill);
  }
  for (const faction of crew.factions) {
    const revealed = faction.revealed ?? [];
    if (!revealed.includes('goal') && faction.goal !== undefined) out.push(faction.goal);
    if (!revealed.includes('notes') && faction.notes !== undefined) out.push(faction.notes);
    if (!revealed.includes('assets')) out.push(...(faction.assets ?? []));
  }
  for (const pending of crew.pendingEntanglements) if (isHeldEntanglement(pending)) out.push(pending.id);
  const roll = downtime.pendingEntanglementRoll;
  if (roll?.roll.hidden === true) out.push(roll.id);
  return out;
}

export interface KnowledgeSources {
  /** Clocks the crew no longer has, as its history last saved them. */
  readonly former?: readonly FormerClock[];
  /** The GM's own texts kept beside the crew (its notes), secret as a whole. */
  readonly gmTexts?: readonly string[];
  /** Every string players read of the crew anyway (asked only when there is a secret to weigh). */
  readonly shown: () => ReadonlySet<string>;
}

/**
 * What players know of a crew: the clocks they follow, and its GM's strings — less those players
 * read anyway (a GM-only clock named like a faction hides nothing by hiding the faction's name).
 */
export function crewKnowledge(crew: Crew, downtime: DowntimeView, sources: KnowledgeSources): PlayerKnowledge {
  const candidates = [...crewSecrets(crew, downtime, sources.former), ...(sources.gmTexts ?? [])].filter((s) => s.length > 0);
  const shown = candidates.length === 0 ? new Set<string>() : sources.shown();
  return { followed: followedClocks(crew), secrets: new Set(candidates.filter((s) => !shown.has(s))) };
}
