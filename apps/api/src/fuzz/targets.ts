/**
 * What a request is about: the campaign, crew, character, wizard… its path names, picked among
 * the real ones of the seeded campaign (so valid requests reach the rules, not a 404), and the
 * version the request must send. Destructive operations never aim at the anchors the run needs
 * (the player's crew and link, the crew and character that hold the planted secrets). The player's
 * link is given to a character (issue 36): its valid requests act for that very character.
 */
import type { Operation } from './document';
import type { Random } from './random';
import type { CharacterView, CrewView, RequestView, RollView, TrackerView, WizardView, WorldView } from './world';

export type CallerKind = 'gm' | 'player' | 'anonymous';

/** Ids the run keeps alive. */
export interface Anchors {
  readonly campaignId: string;
  readonly playerCrewId: string;
  readonly playerLinkId: string;
  /** The character the player's link is given to (in the player's crew; never deleted: it is the secret one). */
  readonly playerCharacterId: string;
  readonly otherCrewId: string;
  readonly secretCharacterId: string;
}

export interface Scope {
  readonly caller: CallerKind;
  readonly world: WorldView;
  readonly anchors: Anchors;
  readonly crew?: CrewView;
  readonly character?: CharacterView;
  readonly wizard?: WizardView;
  readonly tracker?: TrackerView;
  readonly roll?: RollView;
  /** The proposal or roll request the path names. */
  readonly request?: RequestView;
  /** The version the target's writes must name. */
  readonly version: number;
  /** Path parameter values, by name. */
  readonly params: Readonly<Record<string, string>>;
}

/** An id of the right shape that names nothing. */
export const GHOST_ID = 'fzghost0000000000000000000';

const isDestructive = (op: Operation) => op.method === 'DELETE' || op.path.endsWith('/rotate');

/** The downtime phases in which a step is allowed (rules A1…I4), so valid steps aim at a crew that can take them. */
const STEP_PHASES: Readonly<Record<string, readonly string[]>> = {
  start: ['idle', 'done'],
  payoff: ['payoff'],
  heat: ['heat'],
  jail: ['incarceration', 'entanglement', 'activities'],
  'incarceration-roll': ['incarceration', 'entanglement', 'activities'],
  'incarceration-gains': ['incarceration', 'entanglement', 'activities'],
  release: ['incarceration', 'entanglement', 'activities'],
  'entanglement-roll': ['incarceration', 'entanglement', 'activities'],
  'entanglement-pick': ['entanglement', 'activities'],
  reveal: ['entanglement', 'activities'],
  resolve: ['entanglement', 'activities'],
  advance: ['entanglement', 'activities'],
  activities: ['activities'],
  'asset-settle': ['activities'],
  'free-play': ['payoff', 'heat', 'incarceration', 'entanglement', 'activities'],
};

export function ownCrews(world: WorldView, anchors: Anchors): CrewView[] {
  return world.crews.filter((c) => c.campaignId === anchors.campaignId);
}

export function pickScope(op: Operation, caller: CallerKind, world: WorldView, anchors: Anchors, random: Random): Scope {
  const destroys = isDestructive(op);
  const crews = ownCrews(world, anchors);
  const segments = op.path.split('/');
  const params: Record<string, string> = {};
  // A destructive operation destroys what its last path parameter names.
  const aimedIndex = destroys ? segments.findLastIndex((s) => s.startsWith('{')) : -1;
  // The player's own crew: what a player's valid request is about.
  const playerCrew = crews.find((c) => c.id === anchors.playerCrewId);
  const phases = segments.includes('downtime') ? STEP_PHASES[segments.at(-1) ?? ''] : undefined;
  const ready = phases ? crews.filter((c) => phases.includes(c.phase)) : [];
  const candidates = ready.length > 0 && random.chance(0.8) ? ready : crews;
  let crew: CrewView | undefined = caller === 'player' ? playerCrew : candidates.length > 0 ? random.pick(candidates) : undefined;
  let character: CharacterView | undefined;
  let wizard: WizardView | undefined;
  let tracker: TrackerView | undefined;
  let roll: RollView | undefined;
  let request: RequestView | undefined;
  const wizards = world.wizards.filter((w) => w.campaignId === anchors.campaignId);
  const pickOr = <T>(items: readonly T[], fallback: T): T => (items.length > 0 ? random.pick(items) : fallback);

  segments.forEach((segment, index) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    if (name === undefined) return;
    const before = segments[index - 1] ?? '';
    const aimed = index === aimedIndex;
    let value = GHOST_ID;
    if (name === 'campaignId') value = anchors.campaignId;
    else if (name === 'crewId') {
      if (aimed) {
        const spare = crews.filter((c) => c.id !== anchors.playerCrewId && c.id !== anchors.otherCrewId);
        crew = spare.length > 0 ? random.pick(spare) : undefined;
      }
      value = crew?.id ?? GHOST_ID;
    } else if (name === 'characterId') {
      // A player acts for their own character only: that one.
      const own = caller === 'player' ? crew?.characters.find((c) => c.id === anchors.playerCharacterId) : undefined;
      const options = (crew?.characters ?? []).filter((c) => !(aimed && c.id === anchors.secretCharacterId));
      character = own ?? (options.length > 0 ? random.pick(options) : undefined);
      value = character?.id ?? GHOST_ID;
    } else if (name === 'factionId') value = pickOr(crew?.factions ?? [], GHOST_ID);
    else if (name === 'cohortId') value = pickOr(crew?.cohorts ?? [], GHOST_ID);
    else if (name === 'assetId') value = pickOr(crew?.assets ?? [], GHOST_ID);
    else if (name === 'entanglementId') value = pickOr(crew?.entanglements ?? [], GHOST_ID);
    else if (name === 'memberId') value = pickOr(wizard?.members ?? [], GHOST_ID);
    else if (name === 'id') {
      if (before === 'share-links') {
        const links = crews.flatMap((c) => c.shareLinks).filter((l) => !(destroys && l === anchors.playerLinkId));
        value = pickOr(links, GHOST_ID);
      } else if (before === 'wizards') {
        wizard = wizards.length > 0 ? random.pick(wizards) : undefined;
        value = wizard?.id ?? GHOST_ID;
      } else if (before === 'collections') {
        const owned = wizards.flatMap((w) => w.collections.map((id) => ({ id, w })));
        const chosen = owned.length > 0 ? random.pick(owned) : undefined;
        wizard = chosen?.w;
        value = chosen?.id ?? GHOST_ID;
      } else if (before === 'rolls') {
        const readable = world.rolls.filter((r) => r.campaignId === anchors.campaignId && (caller !== 'player' || (r.crewId === anchors.playerCrewId && !r.hidden)));
        // The follow-ups of a roll (reroll, critical, fear…) are d12 actions'.
        const d12 = readable.filter((r) => r.kind === 'd12_action');
        const rolls = index < segments.length - 1 && d12.length > 0 && random.chance(0.9) ? d12 : readable;
        roll = rolls.length > 0 ? random.pick(rolls) : undefined;
        crew = crews.find((c) => c.id === roll?.crewId) ?? crew;
        value = roll?.id ?? GHOST_ID;
      } else if (before === 'proposals' || before === 'roll-requests') {
        // The player's own character's; the GM's, any of the campaign's. Mostly pending ones: a
        // decided one only answers 409.
        const all = (before === 'proposals' ? world.proposals : world.rollRequests).filter(
          (r) => r.campaignId === anchors.campaignId && (caller !== 'player' || r.characterId === anchors.playerCharacterId),
        );
        const pending = all.filter((r) => r.pending);
        // An approval is a step of the activities (A1): mostly one of a crew in them.
        const phase = (r: RequestView) => crews.find((c) => c.id === r.crewId)?.phase;
        const approvable = segments.at(-1) === 'approve' ? pending.filter((r) => phase(r) === 'activities') : [];
        request = pickOr(approvable.length > 0 && random.chance(0.8) ? approvable : pending.length > 0 && random.chance(0.85) ? pending : all, undefined);
        crew = crews.find((c) => c.id === request?.crewId) ?? crew;
        character = crew?.characters.find((c) => c.id === request?.characterId) ?? character;
        value = request?.id ?? GHOST_ID;
      } else if (before === 'complex-actions') {
        const trackers = world.trackers.filter((t) => t.campaignId === anchors.campaignId && (caller !== 'player' || t.crewId === anchors.playerCrewId));
        tracker = trackers.length > 0 ? random.pick(trackers) : undefined;
        value = tracker?.id ?? GHOST_ID;
      }
    }
    params[name] = value;
  });

  if (!character && crew && crew.characters.length > 0) character = random.pick(crew.characters);
  const version = tracker?.version ?? wizard?.version ?? (segments[2] === 'campaigns' && segments.length === 4 ? world.campaigns.get(anchors.campaignId) : undefined) ?? crew?.version ?? 1;
  return {
    caller,
    world,
    anchors,
    params,
    version,
    ...(crew ? { crew } : {}),
    ...(character ? { character } : {}),
    ...(wizard ? { wizard } : {}),
    ...(tracker ? { tracker } : {}),
    ...(roll ? { roll } : {}),
    ...(request ? { request } : {}),
  };
}
