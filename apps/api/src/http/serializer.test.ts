/**
 * The response serializer sends an answer a write checked in its transaction as that check encoded
 * it, without encoding it again; every other answer is checked on its way out, as before.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { crewStepSchema } from '../domain/crews/views';
import { mustReadBack } from '../domain/readBack';
import { buildTestApp } from '../test/build';
import { seedCrew } from '../test/crews';
import { responseSerializer } from './serializer';

/** A response schema that counts its checks, with a codec (what is sent is what the check encodes). */
function countedSchema() {
  const counter = { checks: 0 };
  const when = z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() });
  const schema = z.object({ coin: z.number().int(), when }).refine(() => {
    counter.checks += 1;
    return true;
  });
  return { schema, counter };
}

function serializerFor(schema: z.ZodType, verify: boolean) {
  return responseSerializer({ verify })({ schema, method: 'POST', url: '/api/test', httpStatus: '200' } as never);
}

const answer = () => ({ coin: 3, when: new Date('2026-12-04T10:00:00.000Z') });
const sent = '{"coin":3,"when":"2026-12-04T10:00:00.000Z"}';

describe('response serializer', () => {
  it('an answer checked in its transaction is sent as the check encoded it, not checked again', () => {
    const { schema, counter } = countedSchema();
    const value = mustReadBack(schema, answer(), 'test');
    expect(counter.checks).toBe(1);
    expect(serializerFor(schema, false)(value)).toBe(sent);
    expect(counter.checks).toBe(1);
  });

  it('any other answer is checked on its way out: another object, or the same object under another schema', () => {
    const { schema, counter } = countedSchema();
    expect(serializerFor(schema, false)(answer())).toBe(sent);
    expect(counter.checks).toBe(1);
    const other = countedSchema();
    const value = mustReadBack(schema, answer(), 'test');
    expect(serializerFor(other.schema, false)(value)).toBe(sent);
    expect(other.counter.checks).toBe(1);
    expect(() => serializerFor(schema, false)({ coin: 'three', when: new Date() })).toThrow();
  });

  it('with verify (tests, development), an answer edited after its check is refused, not sent', () => {
    const { schema, counter } = countedSchema();
    const value = mustReadBack(schema, answer(), 'test');
    expect(serializerFor(schema, true)(value)).toBe(sent);
    expect(counter.checks).toBe(2);
    value.coin = 4;
    expect(() => serializerFor(schema, true)(value)).toThrow('POST /api/test: the answer changed after its check');
  });
});

describe('a crew write, through the app as it runs in production', () => {
  it('encodes its answer (the whole sheet) once: in its transaction, not again on the way out', async () => {
    const t = await buildTestApp({ config: { nodeEnv: 'production' } });
    try {
      const crew = await seedCrew(t);
      const run = vi.spyOn(crewStepSchema._zod, 'run');
      const res = await t.app.inject({ method: 'PATCH', url: `/api/crews/${crew.crewId}`, headers: t.gm.headers, payload: { coin: 3, version: crew.version } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ sheet: { crew: { coin: 3 } } });
      expect(run).toHaveBeenCalledTimes(1);
      run.mockRestore();
    } finally {
      await t.close();
    }
  });
});
