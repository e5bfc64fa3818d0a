/**
 * zod without `eval`. The rules' zod schemas check the GM's forms in the browser; by default zod 4
 * compiles a fast parser for each object schema with `new Function`, and first probes whether it
 * may (a `new Function('')` in a try/catch). The API's Content-Security-Policy allows no eval, so
 * the probe alone is reported as a violation on every GM screen (Lighthouse: "Issues were logged").
 * Its jitless mode skips both, and must be on before the first object schema is BUILT (zod reads
 * it in each schema's constructor), i.e. before any chunk with a schema runs.
 *
 * zod keeps its configuration in one object on `globalThis` (`__zod_globalConfig`, what
 * `z.config()` changes; shared by every copy of zod on the page) and takes it as it finds it. This
 * module fills it in without importing zod, so the players' sheet loads no zod at all: the inline
 * boot script (src/boot.ts) imports it first, and it runs before any module of the app. Checked by
 * zodJitless.test.ts (a parse then compiles nothing) and e2e/csp.e2e.ts (no CSP refusal).
 * See docs/decisions/016-zod-without-eval-and-the-phone-header.md.
 */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const zod = globalThis as ZodGlobal;
(zod.__zod_globalConfig ??= {}).jitless = true;

export {};
