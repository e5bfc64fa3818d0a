import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { namesSecret, redact, stringsIn } from './secrets';

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

  it('what it returns names no secret, whatever the list or record and whichever of its strings are secret (property)', () => {
    const container = fc.oneof(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue()));
    fc.assert(
      fc.property(container, fc.infiniteStream(fc.boolean()), (value, picks) => {
        const strings = [...stringsIn(value)];
        const secret = new Set(strings.filter(() => picks.next().value));
        const out = redact(value, secret);
        expect(namesSecret(out, secret)).toBe(false);
        // Nothing is made up: every string left was in the value, and none is a secret.
        for (const s of stringsIn(out)) expect(strings.includes(s) && !secret.has(s)).toBe(true);
      }),
    );
  });
});

describe('stringsIn', () => {
  it('gathers every string within, in lists and records, not the keys', () => {
    expect([...stringsIn({ a: 'x', b: [1, 'y', { c: 'z', d: null }] })].sort()).toEqual(['x', 'y', 'z']);
  });
});
