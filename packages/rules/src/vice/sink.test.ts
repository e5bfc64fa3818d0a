import { describe, expect, it } from 'vitest';
import { sinkIntoVice } from './sink';
import { returnFromLost } from './overindulgence';
import { unwrap } from '../core/outcome';
import { makeCharacter, makeCrew, scripted } from '../testing/factories';

const hurt = makeCharacter({ harm: [{ level: 2, description: 'Entaille' }] });
const crew = makeCrew({ characters: [hurt] });

describe('V3 sink into vice', () => {
  it('« le joueur choisisse que son personnage « sombre dans le vice » durant une session de jeu entière, ce qui lui permettra de s’adonner à ce plaisir hors champ »', () => {
    const outcome = sinkIntoVice(crew, { characterId: 'pc-1', attribute: 'insight' }, scripted([5, 1, 1, 1]));
    const result = unwrap(outcome);
    expect(result).toMatchObject({ quality: 2, restored: 2, spendsActivity: false, playsSecondCharacter: true, overindulgence: null });
    expect(result.crew.characters[0]).toMatchObject({ status: 'lost', attributes: { insight: { max: 4, current: 4 } } });
    expect(outcome.ok && outcome.reasons[0]).toEqual({
      rule: 'V3',
      code: 'sunk_into_vice',
      values: { character: 'pc-1', vice: 'gambling', cause: 'sink_into_vice', until: 'end_of_session' },
    });
    expect(outcome.ok && outcome.rolls).toEqual([{ sides: 6, purpose: 'indulge_vice', dice: [5, 1, 1, 1] }]);
  });

  it('« laissera le joueur libre d’incarner un autre personnage »: back at the end of the session, harm unchanged', () => {
    const sunk = unwrap(sinkIntoVice(crew, { characterId: 'pc-1', attribute: 'insight' }, scripted([1, 1, 1, 1]))).crew;
    const outcome = returnFromLost(sunk, { characterId: 'pc-1', cause: 'sink_into_vice' });
    expect(unwrap(outcome).crew.characters[0]).toMatchObject({ status: 'active', harm: hurt.harm });
    expect(outcome.ok && outcome.reasons).toEqual([{ rule: 'V3', code: 'returned', values: { character: 'pc-1', cause: 'sink_into_vice' } }]);
  });

  it('has the refusals of indulging (no vice, tapped)', () => {
    const noVice = makeCrew({ characters: [makeCharacter({ vice: null })] });
    expect(sinkIntoVice(noVice, { characterId: 'pc-1', attribute: 'insight' }, scripted([]))).toMatchObject({ ok: false, error: { rule: 'V1', code: 'no_vice' } });
  });
});
