/**
 * A proposal tried against the crew as it is: the whole event during the activities step, only the
 * activity's own requirements between game nights, an asset's coin or an overindulgence's pick only
 * when that choice is pending.
 */
import type { ProposalIntent } from '@temps-mort/contract';
import { DEFAULT_TABLE_RULES, EMPTY_CHARACTER_DOWNTIME, initialDowntimeState, type DowntimePhase, type DowntimeState } from '@temps-mort/rules';
import { makeCharacter } from '@temps-mort/rules/testing';
import { describe, expect, it } from 'vitest';
import { crewOfTwo } from '../../test/crews';
import { proposalEvent, proposalRefusal } from './refusal';

function crewIn(phase: DowntimePhase, pc1: Partial<typeof EMPTY_CHARACTER_DOWNTIME> = {}, heat = 0): DowntimeState {
  const crew = crewOfTwo({ heat, characters: [...crewOfTwo().characters, makeCharacter({ id: 'pc-3', name: 'Célestin', vice: null })] });
  return { ...initialDowntimeState(crew), phase, downtime: 1, characters: { 'pc-1': { ...EMPTY_CHARACTER_DOWNTIME, ...pc1 } } };
}

const activity = (a: Extract<ProposalIntent, { type: 'activity' }>['activity']): ProposalIntent => ({ type: 'activity', activity: a });
const refusalOf = (state: DowntimeState, characterId: string, intent: ProposalIntent) => {
  const refusal = proposalRefusal(state, DEFAULT_TABLE_RULES, characterId, intent);
  return refusal === null ? null : `${refusal.rule} ${refusal.code}`;
};

const TRAIN = activity({ kind: 'train', skill: 'hunt' });
const REDUCE_HEAT = activity({ kind: 'reduce_heat', action: 'skirmish' });
// pc-2 has no harm: nothing to recover from until the next score.
const RECOVER = activity({ kind: 'recover', healer: { kind: 'self' } });
const ASSET: ProposalIntent = { type: 'asset_settle', coin: 0 };
const OVERINDULGED: ProposalIntent = { type: 'overindulgence', choice: 'brag' };

describe('proposalRefusal', () => {
  it.each<[string, DowntimePhase, string, ProposalIntent, string | null]>([
    ['an activity during the activities step', 'activities', 'pc-1', TRAIN, null],
    ['an unknown skill, whenever', 'activities', 'pc-1', activity({ kind: 'train', skill: 'juggle' }), 'A8 unknown_skill'],
    ['an unknown skill, between game nights', 'done', 'pc-1', activity({ kind: 'train', skill: 'juggle' }), 'A8 unknown_skill'],
    ['an unknown project, between game nights', 'idle', 'pc-1', activity({ kind: 'long_term_project', projectId: 'nope', action: 'study' }), 'A5 unknown_project'],
    ['an unknown healer, between game nights', 'done', 'pc-1', activity({ kind: 'recover', healer: { kind: 'pc', characterId: 'nobody' } }), 'A6 unknown_healer'],
    ['a vice indulged by a PC with none, between game nights', 'payoff', 'pc-3', activity({ kind: 'indulge_vice', attribute: 'insight' }), 'V1 no_vice'],
    ['no heat to reduce during the activities', 'activities', 'pc-1', REDUCE_HEAT, 'A7 no_heat'],
    ['no heat to reduce yet between game nights: the next score may bring some', 'done', 'pc-1', REDUCE_HEAT, null],
    ['no harm to heal during the activities', 'activities', 'pc-2', RECOVER, 'A6 no_harm'],
    ['no harm to heal yet between game nights', 'done', 'pc-2', RECOVER, null],
    // What the score may bring lifts only its own refusal: the rest of the activity is still asked.
    ['no heat yet, but a skill off the sheet, between game nights', 'done', 'pc-1', activity({ kind: 'reduce_heat', action: 'juggle' }), 'A7 unknown_skill'],
    ['no harm yet, but a healer gone, between game nights', 'done', 'pc-2', activity({ kind: 'recover', healer: { kind: 'pc', characterId: 'nobody' } }), 'A6 unknown_healer'],
    ['an asset’s coin with no acquisition to settle', 'activities', 'pc-1', ASSET, 'A4 no_asset_to_settle'],
    ['an asset’s coin outside the activities', 'done', 'pc-1', ASSET, 'A4 out_of_order'],
    ['an overindulgence’s pick with none pending', 'activities', 'pc-1', OVERINDULGED, 'V2 no_overindulgence'],
    ['an overindulgence’s pick with none pending, between game nights', 'done', 'pc-1', OVERINDULGED, 'V2 no_overindulgence'],
  ])('%s', (_what, phase, characterId, intent, expected) => {
    expect(refusalOf(crewIn(phase), characterId, intent)).toBe(expected);
  });

  it('counts the allowance and the pending choices during the activities step only', () => {
    const spent = { used: 2 };
    expect(refusalOf(crewIn('activities', spent), 'pc-1', TRAIN)).toBe('A1 no_activity_left');
    // Queued for the next downtime, whose start resets the counters.
    expect(refusalOf(crewIn('done', spent), 'pc-1', TRAIN)).toBeNull();
    expect(refusalOf(crewIn('activities', { trained: ['hunt'] }), 'pc-1', TRAIN)).toBe('A8 skill_already_trained');
    expect(refusalOf(crewIn('done', { trained: ['hunt'] }), 'pc-1', TRAIN)).toBeNull();
  });

  it('takes an overindulgence’s pick when one is pending for the character, whatever the phase', () => {
    const pending = { pendingOverindulgence: { characterId: 'pc-1', attribute: 'insight', quality: 4, missing: 1, excess: 1 } };
    expect(refusalOf(crewIn('activities', pending), 'pc-1', OVERINDULGED)).toBeNull();
    expect(refusalOf(crewIn('activities', pending), 'pc-1', TRAIN)).toBe('V2 overindulgence_not_chosen');
  });
});

describe('proposalEvent', () => {
  it('is the intent for the character, with the fields the GM’s step route sets (an asset settled is kept)', () => {
    expect(proposalEvent('pc-1', ASSET)).toEqual({ type: 'asset_settle', characterId: 'pc-1', coin: 0, keep: true });
    expect(proposalEvent('pc-1', TRAIN)).toEqual({ type: 'activity', characterId: 'pc-1', activity: { kind: 'train', skill: 'hunt' } });
  });
});
