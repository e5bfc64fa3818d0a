import { DEFAULT_TABLE_RULES, type TableRules } from '../core/tableRules';
import { D12_HUMAN_AVERAGE, D12_MIN_VALUE, D12_STARTING_TRAITS } from '../d12/sheet';
import {
  D12_ATTRIBUTES,
  DOWNTIME_ATTRIBUTES,
  SKILLS,
  SKILL_RATING_BOUNDS,
  type AttributeCircles,
  type D12Attribute,
  type PoolAttribute,
  type SkillName,
} from './character';
import type { GameSystem } from './systems';

/**
 * Circles of a new character's downtime attribute, all filled. The downtime text gives no starting
 * count: it only caps an attribute at « le maximum autorisé » (V1, table rule `maxAttributeCircles`,
 * 6 by default). Three leaves a vice's critical room to add circles; filled, as nothing has worn a
 * new character down yet.
 */
export const NEW_ATTRIBUTE_CIRCLES: AttributeCircles = { max: 3, current: 3 };

/** What a new character starts with, in the parts of the sheet the rules give a start to. */
export interface NewCharacterStart {
  /** V1: the downtime attributes vice restores (none when the table does not play downtime). */
  readonly attributes: Readonly<Record<string, AttributeCircles>>;
  /** Every skill the rules know, at the lowest starting rating: the GM rates them. */
  readonly skills: Readonly<Record<SkillName, number>>;
  /** T1: values at the human average, pools equal to them; all 0 (no d12 sheet) when the table does not play d12. */
  readonly pools: Readonly<Record<D12Attribute, PoolAttribute>>;
  /** T5: the ratings of the traits a new character starts with, highest first; their names are the player's. */
  readonly traitRatings: readonly number[];
  /** A6: the healing clock, empty, of the table's size (table rule `healingClockSegments`). */
  readonly healing: { readonly segments: number; readonly filled: number };
}

/**
 * What a new character starts with in the systems the table plays (`plays`), so that it can play
 * them from its first step: T1 « La moyenne humaine d'une caractéristique est de 5 » and « La valeur
 * de caractéristique est (pour un nouveau personnage) le nombre de points attribués », the pool being
 * « le nombre actuel de points »; T5 « Un personnage commence avec un trait à +2 et deux à +1 »; V1
 * the attribute to restore; A6 the healing clock of the campaign's size (`table`, SPEC's 4 segments
 * by default). A system not played keeps its blank sheet (d12: values at 0, « no d12 sheet » for
 * `d12HasSheet`).
 */
export function newCharacterStart(
  plays: (system: GameSystem) => boolean,
  table: Pick<TableRules, 'healingClockSegments'> = DEFAULT_TABLE_RULES,
): NewCharacterStart {
  const d12 = plays('d12');
  const value = d12 ? D12_HUMAN_AVERAGE : D12_MIN_VALUE;
  const pools = Object.fromEntries(D12_ATTRIBUTES.map((a) => [a, { value, pool: value }])) as Record<D12Attribute, PoolAttribute>;
  const traitRatings = d12
    ? Object.entries(D12_STARTING_TRAITS)
        .map(([rating, count]) => ({ rating: Number(rating), count }))
        .sort((a, b) => b.rating - a.rating)
        .flatMap(({ rating, count }) => Array.from({ length: count }, () => rating))
    : [];
  const attributes = plays('downtime') ? Object.fromEntries(DOWNTIME_ATTRIBUTES.map((a) => [a, NEW_ATTRIBUTE_CIRCLES])) : {};
  const skills = Object.fromEntries(SKILLS.map((s) => [s, SKILL_RATING_BOUNDS.start.min])) as Record<SkillName, number>;
  // Every character has a healing clock, whatever the systems played (the sheet's schema needs one).
  const healing = { segments: table.healingClockSegments, filled: 0 };
  return { attributes, skills, pools, traitRatings, healing };
}
