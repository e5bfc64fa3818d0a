import { describe, expect, it } from 'vitest';
import { allowed, namesSecret, redact, type Decisions } from './redaction';

interface Card {
  readonly id: string;
  readonly name: string;
  readonly notes?: string;
  readonly tags?: readonly string[];
}

describe('allowed: a shape built from its decisions', () => {
  const decisions: Decisions<Card> = { id: true, name: (name) => name.toUpperCase(), notes: false, tags: (tags) => (tags.length > 0 ? tags : undefined) };

  it('copies only the fields decided, as they decide; a field the type does not know never passes', () => {
    const card = { id: 'c-1', name: 'ana', notes: 'secret', tags: [], stray: 'x' } as Card;
    expect(allowed(card, decisions)).toEqual({ id: 'c-1', name: 'ANA' });
  });
});

describe('redact: whatever names a secret goes, at the smallest part that does', () => {
  const secrets = new Set(['k-secret', 'Le traître']);

  it('a field, an item of a list, a record naming one among its own fields (null)', () => {
    const detail = {
      clock: 'k-open',
      race: { rival: 'k-secret', winner: null },
      unlocked: ['k-open-2', 'k-secret'],
      reasons: [
        { rule: 'K2', code: 'hand_ticked', values: { clock: 'k-open' } },
        { rule: 'K7', code: 'race_won', values: { clock: 'k-open', rival: 'k-secret' } },
      ],
      by: 'Le traître',
    };
    expect(redact(detail, secrets)).toEqual({
      clock: 'k-open',
      race: null,
      unlocked: ['k-open-2'],
      reasons: [{ rule: 'K2', code: 'hand_ticked', values: { clock: 'k-open' } }],
    });
  });

  it('returns what names no secret as it is (no copy)', () => {
    const detail = { clock: 'k-open', unlocked: ['k-2'] };
    expect(redact(detail, secrets)).toBe(detail);
    expect(namesSecret(detail, secrets)).toBe(false);
  });
});
