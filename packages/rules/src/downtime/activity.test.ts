import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { makeCharacter, makeCrew } from '../testing/factories';
import { activityRefusal, queuedActivityRefusal } from './activity';

const crew = makeCrew({ characters: [makeCharacter({ id: 'pc-1', name: 'Édouard', skills: { surgery: 0, hunt: 1 }, harm: [{ level: 2, description: 'Côtes fêlées' }] })] });

describe('activityRefusal: what a form holds, asked to the rule the step runs', () => {
  it('A6: healing oneself without the surgery skill is refused, in the rules’ words', () => {
    expect(activityRefusal(crew, 'pc-1', { kind: 'recover', healer: { kind: 'self' } }, [], DEFAULT_TABLE_RULES)).toMatchObject({ rule: 'A6', code: 'no_surgery_skill' });
  });

  it('A8: a skill already trained this downtime is refused; an untrained one is not', () => {
    expect(activityRefusal(crew, 'pc-1', { kind: 'train', skill: 'hunt' }, ['hunt'], DEFAULT_TABLE_RULES)).toMatchObject({ rule: 'A8' });
    expect(activityRefusal(crew, 'pc-1', { kind: 'train', skill: 'hunt' }, [], DEFAULT_TABLE_RULES)).toBeNull();
  });

  it('an incomplete form is not a refusal: its fields say what is missing', () => {
    expect(activityRefusal(crew, 'pc-1', { kind: 'train' }, [], DEFAULT_TABLE_RULES)).toBeNull();
  });
});

describe('queuedActivityRefusal: an activity proposed before the activities it waits for', () => {
  // Heat 0, Édouard unharmed, no vice; Basile heals with tinker only.
  const calm = makeCrew({
    heat: 0,
    characters: [
      makeCharacter({ id: 'pc-1', name: 'Édouard', skills: { surgery: 0, hunt: 1 }, harm: [], vice: null }),
      makeCharacter({ id: 'pc-2', name: 'Basile', skills: { tinker: 2 } }),
    ],
  });
  const refusalOf = (activity: unknown) => {
    const refusal = queuedActivityRefusal(calm, 'pc-1', activity, DEFAULT_TABLE_RULES);
    return refusal === null ? null : `${refusal.rule} ${refusal.code}`;
  };

  it.each<[string, unknown, string | null, string | null]>([
    // [what, activity, refused now (activityRefusal), refused queued]
    ['A7: no heat yet — the score may bring some', { kind: 'reduce_heat', action: 'hunt' }, 'A7 no_heat', null],
    ['A7: a skill off the sheet, heat or not', { kind: 'reduce_heat', action: 'prowl' }, 'A7 no_heat', 'A7 unknown_skill'],
    ['A6: no harm yet — the score may leave some', { kind: 'recover', healer: { kind: 'pc', characterId: 'pc-2', action: 'tinker' } }, 'A6 no_harm', null],
    ['A6: healing oneself without surgery, harm or not', { kind: 'recover', healer: { kind: 'self' } }, 'A6 no_harm', 'A6 no_surgery_skill'],
    ['A6: a healer gone from the crew, harm or not', { kind: 'recover', healer: { kind: 'pc', characterId: 'pc-9' } }, 'A6 no_harm', 'A6 unknown_healer'],
    ['A5: an unknown project', { kind: 'long_term_project', projectId: 'nope', action: 'hunt' }, 'A5 unknown_project', 'A5 unknown_project'],
    ['V1: no vice to indulge', { kind: 'indulge_vice', attribute: 'insight' }, 'V1 no_vice', 'V1 no_vice'],
    ['A8: a skill to train', { kind: 'train', skill: 'hunt' }, null, null],
  ])('%s', (_what, activity, now, queued) => {
    const refusal = activityRefusal(calm, 'pc-1', activity, [], DEFAULT_TABLE_RULES);
    expect(refusal === null ? null : `${refusal.rule} ${refusal.code}`).toBe(now);
    expect(refusalOf(activity)).toBe(queued);
  });

  it('A1: the downtime to come starts its counters afresh — a skill trained in this one may be trained in the next', () => {
    expect(activityRefusal(crew, 'pc-1', { kind: 'train', skill: 'hunt' }, ['hunt'], DEFAULT_TABLE_RULES)).toMatchObject({ rule: 'A8' });
    expect(queuedActivityRefusal(crew, 'pc-1', { kind: 'train', skill: 'hunt' }, DEFAULT_TABLE_RULES)).toBeNull();
  });

  it('asks, never changes: the crew given is left as it was', () => {
    const before = JSON.parse(JSON.stringify(calm)) as typeof calm;
    refusalOf({ kind: 'recover', healer: { kind: 'self' } });
    expect(calm).toEqual(before);
  });
});
