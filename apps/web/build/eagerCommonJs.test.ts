import { describe, expect, it } from 'vitest';
import { eagerCommonJsWrappers, hasLazyWrapper } from './eagerCommonJs';

// What rolldown writes for React's CommonJS modules (before minification).
const CHUNK = [
  'import { t as __commonJSMin } from "./rolldown-runtime.js";',
  'var require_react_production = /* @__PURE__ */ __commonJSMin(((exports) => {',
  '\texports.version = "19";',
  '}));',
  'var require_react = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
  '\tmodule.exports = require_react_production();',
  '}));',
  'const keep = items.map((item) => { return item; });',
].join('\n');

describe('the CommonJS wrappers, compiled eagerly', () => {
  it('turns each wrapper into a parenthesized function expression, the rest untouched', () => {
    const out = eagerCommonJsWrappers(CHUNK);
    expect(out).toContain('__commonJSMin((function(exports) {\n\texports.version');
    expect(out).toContain('__commonJSMin((function(exports, module) {\n\tmodule.exports');
    // Any other arrow stays an arrow; the lines stay where they were.
    expect(out).toContain('items.map((item) => { return item; })');
    expect(out.split('\n')).toHaveLength(CHUNK.split('\n').length);
    expect(hasLazyWrapper(out)).toBe(false);
  });

  it('runs the module as the arrow did', () => {
    const runtime = (cb: (exports: Record<string, unknown>, module: { exports: unknown }) => void) => () => {
      const module = { exports: {} as Record<string, unknown> };
      cb(module.exports, module);
      return module.exports;
    };
    const source = eagerCommonJsWrappers('return __commonJSMin(((exports, module) => {\n\tmodule.exports = { self: this, answer: 42 };\n}));');
    const load = new Function('__commonJSMin', `"use strict";${source}`) as (r: typeof runtime) => () => unknown;
    expect(load(runtime)()).toEqual({ self: undefined, answer: 42 });
  });

  it('tells a wrapper it cannot rewrite (a bundler writing them otherwise)', () => {
    expect(hasLazyWrapper('var r = __commonJSMin(((exports) => exports));')).toBe(true);
    expect(hasLazyWrapper(eagerCommonJsWrappers('var r = __commonJSMin((exports => {\n}));'))).toBe(true);
    expect(hasLazyWrapper(eagerCommonJsWrappers(CHUNK))).toBe(false);
    expect(hasLazyWrapper('no wrapper here')).toBe(false);
  });
});
