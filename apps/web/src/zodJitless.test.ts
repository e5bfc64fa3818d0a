import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** Counts `new Function(…)`: zod compiles its fast parsers (and probes for eval) that way. */
const RealFunction = globalThis.Function;
let compiled = 0;
beforeAll(() => {
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: string[]) {
      compiled += 1;
      return Reflect.construct(target, args) as object;
    },
  });
});
afterAll(() => {
  globalThis.Function = RealFunction;
});

/** The rules' schemas built anew (zod reads its jitless setting when a schema is built), then parsed. */
async function buildAndParse(): Promise<number> {
  vi.resetModules();
  compiled = 0;
  const { tableRulesSchema } = await import('@temps-mort/rules');
  for (let i = 0; i < 3; i++) expect(tableRulesSchema.safeParse({}).success).toBe(true);
  expect(tableRulesSchema.safeParse({ nope: 1 }).success).toBe(false);
  return compiled;
}

const config = () => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig;

describe('zod in the browser (src/zodJitless.ts)', () => {
  it('builds and parses the rules’ schemas without compiling anything', async () => {
    await import('./zodJitless');
    expect(config()?.jitless).toBe(true);
    expect(await buildAndParse()).toBe(0);
  });

  it('(the count can fail: without jitless, zod compiles its parsers)', async () => {
    const kept = config()?.jitless;
    try {
      if (config()) config()!.jitless = false;
      expect(await buildAndParse()).toBeGreaterThan(0);
    } finally {
      if (config()) config()!.jitless = kept;
    }
  });
});
