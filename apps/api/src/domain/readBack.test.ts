/**
 * What a write stores is checked as its load will read it (the stored JSON, parsed), and what it
 * answers as the response serializer will check it (encoded) — before the commit.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mustReadBack, readableText, UnreadableWriteError } from './readBack';

describe('readableText: what a load will read', () => {
  const schema = z.strictObject({ name: z.string().max(5), at: z.string() });

  it('answers the very JSON stored, once its parse passes the load’s schema (a Date is read as its string)', () => {
    expect(readableText(schema, { name: 'Nyx', at: new Date('2026-12-04T10:00:00.000Z') }, 'test')).toBe('{"name":"Nyx","at":"2026-12-04T10:00:00.000Z"}');
  });

  it('refuses what the load would refuse, naming where (the transaction rolls back)', () => {
    const refused = () => readableText(schema, { name: 'Nyx la longue', at: 'x' }, 'crew c1’s state');
    expect(refused).toThrow(UnreadableWriteError);
    expect(refused).toThrow(/^crew c1’s state would not read back: name: /);
    // JSON drops an undefined field: the load would miss it.
    expect(() => readableText(schema, { name: 'Nyx', at: undefined }, 'test')).toThrow(/at: /);
  });
});

describe('mustReadBack: what the serializer will check', () => {
  it('checks in zod’s encode direction: a decode-only transform cannot be sent, so it fails here', () => {
    const schema = z.object({ n: z.string().transform((s) => s.length) });
    expect(() => mustReadBack(schema, { n: 3 }, 'answer')).toThrow();
    const value = { n: 'abc' };
    expect(mustReadBack(z.object({ n: z.string() }), value, 'answer')).toBe(value);
  });
});
