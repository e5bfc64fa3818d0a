import type { Reason } from '../core/reason';
import { reason } from '../core/reason';
import type { Crew } from '../model/crew';
import { MAX_WANTED } from '../heat/heat';
import { SENTENCES, type Sentence } from '../model/character';
import { hasPrisonClaim } from './claims';

/** I2: sentence by wanted level at the time of jailing (index = wanted level 0–4). */
export const SENTENCE_BY_WANTED: readonly Sentence[] = SENTENCES;

export interface SentenceResult {
  readonly sentence: Sentence;
  /** The wanted level at jailing. */
  readonly wanted: number;
  /** The level the sentence is read at (one lower with parole, never below 0). */
  readonly sentencedAs: number;
  /** I2: at (sentenced-as) wanted 0 the law may give the PC a beating instead of a few weeks. */
  readonly beatingAllowed: boolean;
  readonly reasons: readonly Reason[];
}

/**
 * I2 + I4 parole: the sentence for someone jailed while the crew's wanted level is `wanted` (the
 * level before the conviction lowers it, I1). With parole the sentence is read one level lower.
 */
export function incarcerationSentence(crew: Pick<Crew, 'wanted' | 'prisonClaims'>): SentenceResult {
  const wanted = Math.min(MAX_WANTED, Math.max(0, crew.wanted));
  const reasons: Reason[] = [];
  let sentencedAs = wanted;
  if (hasPrisonClaim(crew, 'parole')) {
    sentencedAs = Math.max(0, wanted - 1);
    reasons.push(reason('I4', 'parole', { wanted, sentencedAs }));
  }
  const sentence = SENTENCE_BY_WANTED[sentencedAs] as Sentence;
  reasons.push(reason('I2', 'sentence', { wanted: sentencedAs, sentence }));
  return { sentence, wanted, sentencedAs, beatingAllowed: sentencedAs === 0, reasons };
}
