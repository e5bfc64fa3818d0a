import { describe, expect, it } from 'vitest';
import { allowed, type Decisions } from './allowList';

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

  it('leaves out a field the value lacks, and shows what is shown as is without copying it', () => {
    const tags = ['a'];
    const shown = allowed({ id: 'c-2', name: 'bo', tags } as Card, decisions);
    expect(shown).toEqual({ id: 'c-2', name: 'BO', tags: ['a'] });
    expect(shown.tags).toBe(tags);
    expect('notes' in allowed<Card>({ id: 'c-3', name: 'cy' }, { ...decisions, notes: true })).toBe(false);
  });
});
