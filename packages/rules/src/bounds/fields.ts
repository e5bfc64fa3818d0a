import { SKILL_RATING_BOUNDS } from '../model/character';
import { INTIMIDATION_MAX_BONUS } from '../debt/intimidation';
import { LOAN_MAX_GC, LOAN_MIN_GC } from '../debt/loan';
import { characterSchema, cohortSchema, crewClockFields, crewSchema, factionSchema, warbandMemberSchema, wizardSchema } from '../model/schemas';
import { activitySchema, clockRollInputSchema, downtimeEventSchema, entanglementChoiceSchema, handTickSchema, payoffEventSchema } from '../downtime/events';
import { memberBounds, schemaBounds, unionField, unionMember, type FieldBounds } from './schema';

/**
 * Every rules-owned number a form asks for, with its bounds as the schema that checks it defines
 * them (read from that schema: a form bounded by these and the API that validates with the schema
 * cannot disagree). A field whose upper end depends on another (a clock's filled ≤ its segments,
 * a pool ≤ its value, circles ≤ their max) keeps the fixed bound here: the form narrows it.
 */

const crew = crewSchema.shape;
const character = characterSchema.shape;
const circles = character.attributes.valueType.shape;
const pools = character.pools.shape.body.shape;
const clock = character.healing.shape;
const member = warbandMemberSchema.shape;
const wizard = wizardSchema.shape;
const tithe = crew.unpaidTithes.element.shape;
const acquire = { kind: 'acquire_asset' } as const;
const event = (type: string, field: string) => memberBounds(downtimeEventSchema, { type }, field);

/** K2: a hand tick moves at least one segment; the form asks for its size, the button gives the sign. */
function handTickSize(): Required<FieldBounds> {
  const { max } = schemaBounds(handTickSchema);
  return { min: 1, max, default: 1 };
}

export const FIELD_BOUNDS = {
  /** The crew sheet (`crewSchema`): tier 0–4, heat 0–9, wanted 0–4 (H3). */
  crew: {
    tier: schemaBounds(crew.tier),
    rep: schemaBounds(crew.rep),
    coin: schemaBounds(crew.coin),
    heat: schemaBounds(crew.heat),
    wanted: schemaBounds(crew.wanted),
    /** P5: an unpaid tithe's amount. */
    titheAmount: schemaBounds(tithe.amount),
  },
  faction: {
    tier: schemaBounds(factionSchema.shape.tier),
    status: schemaBounds(factionSchema.shape.status),
  },
  cohort: {
    quality: schemaBounds(cohortSchema.shape.quality),
  },
  /** K1: a clock of the crew or of a faction (2..12 segments). */
  crewClock: {
    segments: schemaBounds(crewClockFields.shape.segments),
    filled: schemaBounds(crewClockFields.shape.filled),
  },
  /** A player character (`characterSchema`). */
  character: {
    load: schemaBounds(character.load),
    coin: schemaBounds(character.coin),
    destiny: schemaBounds(character.destiny),
    /** V1: an attribute's circles (max), and those filled (current ≤ max). */
    attributeCircles: schemaBounds(circles.max),
    attributeFilled: schemaBounds(circles.current),
    /** A skill's rating on the sheet (Train may raise it, A8). */
    skillRating: schemaBounds(character.skills.valueType),
    /** A new character's skill rating: the rules' starting bounds. */
    skillRatingStart: { min: SKILL_RATING_BOUNDS.start.min, max: SKILL_RATING_BOUNDS.start.max },
    /** T1: Body, Mind or Soul, and its pool (≤ the value). */
    poolValue: schemaBounds(pools.value),
    pool: schemaBounds(pools.pool),
    /** T5: a trait's rating. */
    traitRating: schemaBounds(character.traits.element.shape.rating),
    /** A5: a project's clock, and A6 the healing clock's filled segments (≤ its size). */
    clockSegments: schemaBounds(clock.segments),
    clockFilled: schemaBounds(clock.filled),
  },
  /** P1–P3: the payoff step. */
  payoff: {
    targetTier: schemaBounds(payoffEventSchema.shape.targetTier),
    take: schemaBounds(payoffEventSchema.shape.take),
    /** A PC's share of the net take. */
    share: schemaBounds(payoffEventSchema.shape.split.unwrap().shape.shares.unwrap().element.shape.coin),
  },
  /** A4: acquire an asset, and the coin paid after seeing the roll. */
  acquireAsset: {
    minQuality: memberBounds(activitySchema, acquire, 'minQuality'),
    extraDice: memberBounds(activitySchema, acquire, 'extraDice'),
    coin: event('asset_settle', 'coin'),
  },
  /** A6: an NPC healer's rating (the dice rolled). */
  recover: {
    npcRating: memberBounds(unionField(unionMember(activitySchema, { kind: 'recover' }), 'healer'), { kind: 'npc' }, 'rating'),
  },
  /** A5: a project the GM opens during the downtime. */
  projectCreate: {
    segments: event('project_create', 'segments'),
  },
  /** I4: the load a PC leaves jail with. */
  release: {
    load: event('release', 'load'),
  },
  /** E2: the numbers some entanglements ask for. */
  entanglement: {
    pool: memberBounds(entanglementChoiceSchema, { kind: 'questioning', option: 'fortune_roll' }, 'pool'),
    experience: memberBounds(entanglementChoiceSchema, { kind: 'questioning', option: 'fortune_roll' }, 'experience'),
    occultistQuality: memberBounds(entanglementChoiceSchema, { kind: 'unquiet_dead', option: 'hire_occultist' }, 'occultistQuality'),
  },
  /** K2–K5: the GM's moves on a clock between game nights. */
  clockRoll: {
    fortunePool: memberBounds(clockRollInputSchema, { kind: 'fortune' }, 'pool'),
    extraDice: memberBounds(clockRollInputSchema, { kind: 'fortune' }, 'extraDice'),
    shift: memberBounds(clockRollInputSchema, { kind: 'fortune' }, 'shift'),
    handTick: handTickSize(),
  },
  /** F1–F6: a Frostgrave wizard and the members of the warband. */
  wizard: {
    level: schemaBounds(wizard.level),
    gold: schemaBounds(wizard.gold),
    markers: schemaBounds(wizard.markers),
  },
  warbandMember: {
    baseCost: schemaBounds(member.baseCost),
    will: schemaBounds(member.will),
  },
  /** F2–F3: what a favour asks for, as the rules bound it (they refuse the rest with a reason). */
  favour: {
    /** F2 « de 100 à 1 000 co ». */
    loanAmount: { min: LOAN_MIN_GC, max: LOAN_MAX_GC },
    /** F3 « jusqu'à un maximum de trois/+3 »: the bonus bought, one marker each. */
    intimidationBonus: { min: 0, max: INTIMIDATION_MAX_BONUS },
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, FieldBounds>>>>;
