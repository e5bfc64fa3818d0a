/**
 * React ships CommonJS only: the bundler wraps each of its modules in a function that runs when the
 * module is first required — `__commonJSMin(((exports, module) => { … }))`. V8 compiles a function
 * lazily, on the main thread when first called, unless it is a parenthesized `function`
 * expression (a "PIFE"), which it compiles eagerly while the script streams in; it does not treat
 * a parenthesized arrow so. react-dom's wrapper is 200 kB: called lazily it kept a phone's main thread
 * ~0.13 s longer after the scripts arrived (CPU × 4; docs/performance.md, ninth round).
 *
 * The wrappers are written as `function` expressions instead. The same semantics: the bundle is
 * strict code, so `this` is undefined in both; a CommonJS module never reads the wrapper's
 * `arguments`.
 */
import type { Plugin } from 'vite';

const ARROW_WRAPPER = /(__commonJS(?:Min)?)\(\(\(([\w$, ]*)\) => \{/g;
const ANY_WRAPPER = /__commonJS(?:Min)?\(\((?!function\()/;

/** `code` (a chunk before minification) with its CommonJS wrappers as `function` expressions. */
export function eagerCommonJsWrappers(code: string): string {
  return code.replace(ARROW_WRAPPER, '$1((function($2) {');
}

/** Whether a chunk still holds a wrapper in a form `eagerCommonJsWrappers` does not know. */
export function hasLazyWrapper(code: string): boolean {
  return ANY_WRAPPER.test(code);
}

export function eagerCommonJs(): Plugin {
  return {
    name: 'temps-mort:eager-commonjs',
    apply: 'build',
    renderChunk(code, chunk) {
      const eager = eagerCommonJsWrappers(code);
      // A new bundler version writing its wrappers otherwise: say so rather than lose the gain quietly.
      if (hasLazyWrapper(eager)) this.error(`${chunk.fileName}: a CommonJS wrapper this plugin cannot rewrite (build/eagerCommonJs.ts)`);
      // Only the wrapper's head changes, on its own line: the source map stays right.
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
