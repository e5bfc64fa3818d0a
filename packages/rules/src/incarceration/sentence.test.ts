import { describe, expect, it } from 'vitest';
import { SENTENCE_BY_WANTED, incarcerationSentence } from './sentence';
import { makeCrew } from '../testing/factories';

describe('I2 sentence by wanted level', () => {
  it.each([
    [4, 'life_or_execution', '« niveau 4 d’avis de recherche : prison à vie ou exécution »'],
    [3, 'one_or_two_years', '« niveau 3 d’avis de recherche : emprisonnement pendant un an ou deux »'],
    [2, 'several_months', '« niveau 2 d’avis de recherche : emprisonnement pendant plusieurs mois »'],
    [1, 'one_or_two_months', '« niveau 1 d’avis de recherche : emprisonnement pendant un mois ou deux »'],
    [0, 'a_few_weeks', '« niveau 0 d’avis de recherche : emprisonnement pendant quelques semaines »'],
  ] as const)('wanted %i → %s: %s', (wanted, sentence, _quote) => {
    const result = incarcerationSentence(makeCrew({ wanted }));
    expect(result.sentence).toBe(sentence);
    expect(result.sentencedAs).toBe(wanted);
    expect(result.beatingAllowed).toBe(wanted === 0);
    expect(result.reasons).toEqual([{ rule: 'I2', code: 'sentence', values: { wanted, sentence } }]);
  });

  it('« Ainsi, si votre niveau d’avis de recherche était de 3 lorsque vous y êtes entré, vous ne passez que quelques mois derrière les barreaux (ce qui correspond au niveau 2) »', () => {
    const result = incarcerationSentence(makeCrew({ wanted: 3, prisonClaims: ['parole'] }));
    expect(result.sentence).toBe('several_months');
    expect(result).toMatchObject({ wanted: 3, sentencedAs: 2, beatingAllowed: false });
    expect(result.reasons[0]).toEqual({ rule: 'I4', code: 'parole', values: { wanted: 3, sentencedAs: 2 } });
  });

  it.each([
    [4, 'one_or_two_years', false],
    [3, 'several_months', false],
    [2, 'one_or_two_months', false],
    [1, 'a_few_weeks', true], // parole at wanted 1 reads as 0: the beating is offered
    [0, 'a_few_weeks', true], // nothing lower than 0
  ] as const)('with parole, wanted %i → %s (beating allowed: %s)', (wanted, sentence, beating) => {
    const result = incarcerationSentence(makeCrew({ wanted, prisonClaims: ['parole'] }));
    expect(result.sentence).toBe(sentence);
    expect(result.beatingAllowed).toBe(beating);
  });

  it('reads an out-of-range wanted level at the nearest end of the table', () => {
    expect(incarcerationSentence(makeCrew({ wanted: 7 })).sentence).toBe('life_or_execution');
    expect(incarcerationSentence(makeCrew({ wanted: -1 })).sentence).toBe('a_few_weeks');
    expect(SENTENCE_BY_WANTED).toHaveLength(5);
  });
});
