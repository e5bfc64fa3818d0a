import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_RULES } from '../core/tableRules';
import { makeCharacter, makeCrew } from '../testing/factories';
import { activityRefusal } from './activity';

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
