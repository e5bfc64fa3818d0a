import { describe, expect, it } from 'vitest';
import { knownCodes } from './index';
import type { Entries } from './messageFormat';
import * as activities from './activities';
import * as clocks from './clocks';
import * as d6 from './d6';
import * as d12 from './d12';
import * as d100 from './d100';
import * as debt from './debt';
import * as edits from './edits';
import * as entanglements from './entanglements';
import * as heat from './heat';
import * as history from './history';
import * as incarceration from './incarceration';
import * as payoff from './payoff';
import * as shared from './shared';
import * as vice from './vice';

/**
 * The catalogs are spread together from one module per mechanic (index.ts): a code written in two
 * modules would lose one of its messages without a word from the compiler, and a module left out
 * of the assembly would leave its codes to the neutral fallback.
 */

const MODULES: Readonly<Record<string, { readonly reasons?: Entries; readonly refusals?: Entries }>> = {
  activities,
  clocks,
  d6,
  d12,
  d100,
  debt,
  edits,
  entanglements,
  heat,
  history,
  incarceration,
  payoff,
  shared,
  vice,
};

describe.each(['reasons', 'refusals'] as const)('the %s', (kind) => {
  const owners = new Map<string, string[]>();
  for (const [name, module] of Object.entries(MODULES)) {
    for (const code of Object.keys(module[kind] ?? {})) owners.set(code, [...(owners.get(code) ?? []), name]);
  }

  it('give each code its words in one module only', () => {
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('are every module’s codes, assembled', () => {
    expect([...knownCodes()[kind]].sort()).toEqual([...owners.keys()].sort());
  });
});
