import { useCallback } from 'react';
import type { ProposalIntent } from '@temps-mort/contract';
import { DANGEROUS_GOODS_HEAT, SURGERY_SKILL, findProject, type Character, type Crew } from '@temps-mort/rules';
import { useGmT, type GmTranslator } from '../../../../lib/i18nGm';
import { skillLabel } from '../activities/shared';

type Gm = Pick<GmTranslator, 't' | 'term' | 'termLower'>;

/**
 * A player's proposal in words (issue 36), one wording wherever it shows — the GM's activities
 * step, and the player's own phone (features/play: what they sent, their proposals, what the GM
 * changed): the activity and its options in the game's words — « S’entraîner : Chasser (2) »,
 * « Récupérer : soins d’Alice (Bricoler 2) », « Acquérir une ressource : Cheval (Véhicule,
 * qualité minimale 2) » — names for every id, never the id itself. The ratings are the sheet's as
 * it stands (the player's own: nothing hidden from them).
 *
 * Imported by lazy chunks only (the GM's downtime, the phone's « my actions »): never by the
 * players' sheet's first chunk.
 */
export function useProposalWords(crew: Crew): (intent: ProposalIntent, character: Character) => string {
  const gm = useGmT();
  return useCallback((intent, character) => proposalWords(gm, crew, intent, character), [gm, crew]);
}

export function proposalWords(gm: Gm, crew: Crew, intent: ProposalIntent, character: Character): string {
  const { t, term } = gm;
  if (intent.type === 'asset_settle') return t('proposals.words', { activity: t('acquire.settle'), detail: choiceWords(gm, intent) });
  if (intent.type === 'overindulgence') return t('proposals.words', { activity: t('activities.overindulges'), detail: choiceWords(gm, intent) });
  const activity = intent.activity;
  const words = t('proposals.words', { activity: term('activity', activity.kind), detail: activityDetail(gm, crew, activity, character) });
  return activity.helped ? t('proposals.words.helped', { words }) : words;
}

type Choice = Extract<ProposalIntent, { type: 'asset_settle' | 'overindulgence' }>;

/** A pending choice's answer alone, where the choice is already said (Pending.tsx): « payer 4 argent pour la qualité », « se vanter de ses exploits ». */
export function choiceWords(gm: Gm, intent: Choice): string {
  if (intent.type === 'overindulgence') return gm.termLower('overindulgence', intent.choice);
  return intent.coin > 0 ? gm.t('proposals.words.pay', { coin: intent.coin }) : gm.t('proposals.words.asRolled');
}

/** The skill a PC rolls, with their rating: « Chasser (2) » (0 when the sheet lacks it: the rules would refuse). */
const rated = (gm: Gm, pc: Character, skill: string): string => skillLabel(gm.term, skill, pc.skills[skill] ?? 0);

/** The same, inside words already in brackets: « Chirurgie 2 » (the rating never alone at a line's start). */
const ratedInside = (gm: Gm, pc: Character, skill: string): string => `${gm.term('skill', skill)}\u00a0${pc.skills[skill] ?? 0}`;

function activityDetail(gm: Gm, crew: Crew, activity: ProposalActivity, character: Character): string {
  const { t, term } = gm;
  switch (activity.kind) {
    case 'train':
      return rated(gm, character, activity.skill);
    case 'reduce_heat':
      return rated(gm, character, activity.action);
    case 'indulge_vice': {
      const circles = character.attributes[activity.attribute];
      const name = term('downtimeAttribute', activity.attribute);
      return t('proposals.words.vice', { attribute: circles ? `${name} (${circles.current}/${circles.max})` : name });
    }
    case 'long_term_project': {
      const found = findProject(crew, activity.projectId);
      const project = found ? found.project : { name: t('clock.requires.removed'), filled: 0, segments: 0 };
      if (!found) return `${project.name}, ${rated(gm, character, activity.action)}`;
      return t('proposals.words.project', { project: project.name, filled: project.filled, segments: project.segments, skill: rated(gm, character, activity.action) });
    }
    case 'recover': {
      const healer = activity.healer;
      if (healer.kind === 'self') return t('proposals.words.self', { skill: ratedInside(gm, character, SURGERY_SKILL) });
      if (healer.kind === 'npc') return t('proposals.words.npc', { healer: healer.name, dice: healer.rating });
      const pc = crew.characters.find((c) => c.id === healer.characterId);
      // A healer gone from the crew: the rules refuse it (A6); said without their id.
      const name = pc?.name ?? t('proposals.words.gone');
      if (!pc || healer.action === undefined) return t('proposals.words.pcAnyAction', { healer: name });
      return t('proposals.words.pc', { healer: name, skill: ratedInside(gm, pc, healer.action) });
    }
    case 'acquire_asset': {
      const details = [
        term('assetKind', activity.assetKind),
        activity.repeat && activity.repeat !== 'first' ? term('assetRepeat', activity.repeat) : null,
        activity.minQuality !== null && activity.minQuality !== undefined ? t('proposals.words.minQuality', { q: activity.minQuality }) : null,
        activity.extraDice ? t('proposals.words.extraDice', { n: activity.extraDice }) : null,
        activity.justInCase ? term('assetDuration', 'just_in_case') : null,
        activity.dangerous ? t('proposals.words.dangerous', { goods: term('dangerousGoods', activity.dangerous), heat: DANGEROUS_GOODS_HEAT }) : null,
      ].filter((d): d is string => d !== null);
      return `${activity.name} (${details.join(', ')})`;
    }
  }
}

type ProposalActivity = Extract<ProposalIntent, { type: 'activity' }>['activity'];
