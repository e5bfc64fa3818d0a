import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTANGLEMENT_OPTION_IDS, type EntanglementKind } from '@temps-mort/rules';
import { formatRollPurpose } from './glossary';
import { fallbackMessage, formatReason, formatRefusal, hasReasonWords, hasRefusalWords, knownCodes } from './reasons';
import type { Lang } from './lang';

/**
 * Every reason and refusal code the rules engine can emit must have words in both languages.
 * This test reads packages/rules/src (every non-test .ts file) and collects the codes:
 *
 * - literal codes: `reason('X', 'code', …)`, `refuse(rule, 'code', …)`, and the two codes of
 *   `reason('X', cond ? 'a' : 'b', …)`;
 * - codes handed to a helper with a literal rule: `adjustRep(crew, d, 'P1', 'rep_gained')`,
 *   `spendCoin(…, 'I4', 'tier_up_paid')`, and a default parameter `code = 'pool_loss'`;
 * - codes passed to the few helpers that forward a code (`playedOut('x')`, `checkPool(n, 'x')`,
 *   the heat modifiers' `add(flag, 1, 'x')`); every place that forwards a code through a variable
 *   is listed in FORWARDING_SITES, so a new one fails here until the scan knows its callers;
 * - codes built from a template (`${purpose}_result`): each template is expanded in TEMPLATES from
 *   the engine's own lists, and an unknown template fails.
 *
 * A code added to the engine without words in reasons/ (its mechanic's module) makes this test fail.
 */

const RULES_SRC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'rules', 'src');

type Kind = 'reason' | 'refusal';

interface Found {
  readonly code: string;
  readonly kind: Kind;
  /** The rule when the source names it literally ('' otherwise). */
  readonly rule: string;
  readonly file: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

const CODE = "'([a-z0-9_]+)'";
const literalRule = (expr: string): string => /^'([A-Z]\d{1,2})'$/.exec(expr.trim())?.[1] ?? '';

/** Places that pass a code through a variable (file → how many such calls). */
const FORWARDING_SITES: Readonly<Record<string, number>> = {
  // adjustRep, gainCoin, spendCoin, setFactionStatus (adjustFactionStatus goes through it): callers give 'R', 'code'.
  'crew/crew.ts': 4,
  // d12LosePoolPoints(…, rule, code = 'pool_loss'): callers give 'T5', 'fear_failed'…
  'd12/damage.ts': 2,
  // adjustDebtMarkers(…, rule, code): callers give 'F1', 'markers_taken'…
  'debt/ledger.ts': 1,
  // heatOfScore's add(flag, amount, 'code').
  'heat/heat.ts': 1,
  // playedOut('code' | template) and checkPool(n, 'code').
  'entanglements/plan.ts': 2,
  // d12ValidateNewCharacter refuses with the first sheet problem, a reason code of the same file.
  'd12/sheet.ts': 1,
};

/** The union members of `export type Name = 'a' | 'b';` in a rules source file. */
function unionOf(file: string, name: string): string[] {
  const src = readFileSync(join(RULES_SRC, file), 'utf8');
  const body = new RegExp(`export type ${name}\\s*=([^;]+);`).exec(src)?.[1];
  if (!body) throw new Error(`type ${name} not found in ${file}`);
  return [...body.matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1] as string);
}

const optionsOf = (kind: EntanglementKind, prefix: string): string[] => ENTANGLEMENT_OPTION_IDS[kind].map((o) => `${prefix}${o}`);

/** Every template a code is built from, and the codes it can give. */
const TEMPLATES: Readonly<Record<string, (files: ReadonlyMap<string, string>) => string[]>> = {
  'opposition_${decidedBy}': () => unionOf('d100/opposition.ts', 'D100OppositionDecider').map((d) => `opposition_${d}`),
  // planFactionKind: the faction entanglements whose options include 'nothing'.
  '${kind}_no_faction': () =>
    (Object.keys(ENTANGLEMENT_OPTION_IDS) as EntanglementKind[]).filter((k) => ENTANGLEMENT_OPTION_IDS[k].includes('nothing')).map((k) => `${k}_no_faction`),
  'reprisals_${option}': () => optionsOf('reprisals', 'reprisals_'),
  'demonic_notice_${option}': () => optionsOf('demonic_notice', 'demonic_notice_'),
  'cohort_trouble_${option}': () => optionsOf('cohort_trouble', 'cohort_trouble_'),
  // applyEntanglementChoice: `${p.fortune.purpose}_result`, purposes given to fortunePlan('…').
  '${p.fortune.purpose}_result': (files) =>
    [...(files.get('entanglements/plan.ts') ?? '').matchAll(/\bfortunePlan\(\s*'([a-z0-9_]+)'/g)].map((m) => `${m[1]}_result`),
};

interface Scan {
  readonly found: readonly Found[];
  readonly forwarding: ReadonlyMap<string, number>;
  readonly templates: readonly { readonly file: string; readonly template: string; readonly kind: Kind }[];
}

function scanRules(): Scan {
  const files = new Map(sourceFiles(RULES_SRC).map((path) => [relative(RULES_SRC, path).split(sep).join('/'), stripComments(readFileSync(path, 'utf8'))]));
  const found: Found[] = [];
  const forwarding = new Map<string, number>();
  const templates: { file: string; template: string; kind: Kind }[] = [];
  const kindOf = (fn: string): Kind => (fn === 'refuse' ? 'refusal' : 'reason');
  for (const [file, src] of files) {
    const add = (code: string, kind: Kind, rule: string): void => void found.push({ code, kind, rule, file });
    // reason(rule, 'code') / refuse(rule, 'code')
    for (const m of src.matchAll(new RegExp(`\\b(reason|refuse)\\(\\s*([^,()]+?),\\s*${CODE}`, 'g'))) add(m[3] as string, kindOf(m[1] as string), literalRule(m[2] as string));
    // reason(rule, cond ? 'a' : 'b')
    for (const m of src.matchAll(new RegExp(`\\b(reason|refuse)\\(\\s*([^,()]+?),\\s*[^,()'\`]*?\\?\\s*${CODE}\\s*:\\s*${CODE}`, 'g'))) {
      add(m[3] as string, kindOf(m[1] as string), literalRule(m[2] as string));
      add(m[4] as string, kindOf(m[1] as string), literalRule(m[2] as string));
    }
    // helper(…, 'R', 'code'), not already a reason(/refuse( call
    for (const m of src.matchAll(new RegExp(`(?<!\\b(?:reason|refuse)\\(\\s*)'([A-Z]\\d{1,2})',\\s*${CODE}`, 'g'))) add(m[2] as string, 'reason', m[1] as string);
    // default parameters: code = 'pool_loss'
    for (const m of src.matchAll(new RegExp(`\\bcode\\s*=\\s*${CODE}`, 'g'))) add(m[1] as string, 'reason', '');
    // the forwarding helpers' callers
    for (const m of src.matchAll(new RegExp(`\\bplayedOut\\(\\s*${CODE}`, 'g'))) add(m[1] as string, 'reason', 'E2');
    for (const m of src.matchAll(new RegExp(`\\bcheckPool\\([^,()]+,\\s*${CODE}`, 'g'))) add(m[1] as string, 'refusal', 'E2');
    for (const m of src.matchAll(new RegExp(`\\badd\\([^,()]+,\\s*\\d+,\\s*${CODE}\\s*\\)`, 'g'))) add(m[1] as string, 'reason', 'H2');
    // codes passed through a variable
    for (const _m of src.matchAll(/\b(?:reason|refuse)\(\s*[^,()]+?,\s*[A-Za-z_$][\w$.]*\s*[,)]/g)) forwarding.set(file, (forwarding.get(file) ?? 0) + 1);
    // codes built from a template
    for (const m of src.matchAll(/\b(reason|refuse|playedOut)\(\s*(?:[^,()`]+?,\s*)?`([^`]*)`/g)) {
      templates.push({ file, template: m[2] as string, kind: m[1] === 'refuse' ? 'refusal' : 'reason' });
    }
  }
  for (const { file, template, kind } of templates) {
    const expand = TEMPLATES[template];
    for (const code of expand ? expand(files) : []) found.push({ code, kind, rule: file === 'd100/opposition.ts' ? 'C2' : 'E2', file });
  }
  return { found, forwarding, templates };
}

const scan = scanRules();
const LANGS: readonly Lang[] = ['fr', 'en'];

function unique(found: readonly Found[]): Found[] {
  const seen = new Map<string, Found>();
  for (const f of found) seen.set(`${f.kind}:${f.rule}:${f.code}`, f);
  return [...seen.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/**
 * The server adds a few codes of its own (undo, replay, follow-ups on stored rolls):
 * `new RuleRefusalError({ rule: 'D7', code: 'nothing_to_undo', … })` and `reason('D7', 'step_undone', …)`.
 */
const API_SRC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'apps', 'api', 'src');
const apiCodes: Found[] = sourceFiles(API_SRC).flatMap((path) => {
  const src = stripComments(readFileSync(path, 'utf8'));
  const file = relative(API_SRC, path).split(sep).join('/');
  return [
    ...[...src.matchAll(/RuleRefusalError\(\{\s*rule:\s*'([A-Z]\d{1,2})',\s*code:\s*'([a-z0-9_]+)'/g)].map((m) => ({ kind: 'refusal' as const, rule: m[1] ?? '', code: m[2] ?? '', file })),
    // An undo's refusal when nothing is left (domain/history/aggregate.ts `AggregateDescription.nothingToUndo`).
    ...[...src.matchAll(/\bnothingToUndo:\s*\{\s*rule:\s*'([A-Z]\d{1,2})',\s*code:\s*'([a-z0-9_]+)'/g)].map((m) => ({ kind: 'refusal' as const, rule: m[1] ?? '', code: m[2] ?? '', file })),
    // Why a step goes by an undo or a revert (`undoneCode`, `revertedCode`: D7 reasons of domain/history/moves.ts).
    ...[...src.matchAll(/\b(?:undone|reverted)Code:\s*'([a-z0-9_]+)'/g)].map((m) => ({ kind: 'reason' as const, rule: 'D7', code: m[1] ?? '', file })),
    ...[...src.matchAll(/\breason\(\s*'([A-Z]\d{1,2})',\s*'([a-z0-9_]+)'/g)].map((m) => ({ kind: 'reason' as const, rule: m[1] ?? '', code: m[2] ?? '', file })),
  ];
});

describe('every code the server adds has words (scan of apps/api/src)', () => {
  it('finds them (sanity) and each has French and English words', () => {
    expect(apiCodes.map((f) => f.code)).toEqual(expect.arrayContaining(['nothing_to_undo', 'step_undone', 'nothing_to_undo_in_ledger']));
    for (const f of apiCodes) {
      const message = { rule: f.rule, code: f.code, values: {} };
      for (const lang of LANGS) {
        const words = f.kind === 'reason' ? formatReason(message, lang) : formatRefusal(message, lang);
        expect(words, `${f.rule} ${f.code} (${f.file}) in ${lang}`).not.toBe(fallbackMessage(message, lang));
      }
    }
  });
});

describe('every code the rules engine emits has words (scan of packages/rules/src)', () => {
  const all = unique(scan.found);
  const reasons = all.filter((f) => f.kind === 'reason');
  const refusals = all.filter((f) => f.kind === 'refusal');

  it('the scan sees the engine (sanity: it finds the codes it must)', () => {
    const codes = new Set(all.map((f) => f.code));
    for (const code of [
      'score_rep', // reason('P1', …)
      'not_enough_coin', // refuse(rule, …)
      'crit_reads_as_6', // ternary
      'rep_gained', // adjustRep(…, 'P1', 'rep_gained')
      'pool_loss', // default parameter
      'high_profile_target', // add(flag, 1, …)
      'unquiet_dead_confront', // playedOut('…')
      'invalid_pool', // checkPool(n, '…')
      'questioning_fortune_result', // `${purpose}_result`
      'opposition_higher_die', // `opposition_${decidedBy}`
      'rivals_no_faction', // `${kind}_no_faction`
    ]) {
      expect(codes, code).toContain(code);
    }
    expect(new Set(reasons.map((f) => f.code)).size).toBeGreaterThan(200);
    expect(new Set(refusals.map((f) => f.code)).size).toBeGreaterThan(100);
  });

  it('every place that forwards a code through a variable is known (so its callers are scanned)', () => {
    expect(Object.fromEntries([...scan.forwarding].sort())).toEqual(FORWARDING_SITES);
  });

  it('every code built from a template is expanded', () => {
    const unknown = scan.templates.filter((t) => !TEMPLATES[t.template]).map((t) => `${t.file}: \`${t.template}\``);
    expect(unknown, 'teach TEMPLATES how to expand these').toEqual([]);
    for (const template of Object.keys(TEMPLATES)) {
      expect(scan.templates.map((t) => t.template), `${template} is no longer in the engine: drop it from TEMPLATES`).toContain(template);
    }
  });

  it('every reason code has a specific message in French and English', () => {
    const missing = reasons.filter((f) => !hasReasonWords(f.code, f.rule)).map((f) => `${f.rule || '?'} ${f.code} (${f.file})`);
    expect(missing, 'add these to REASONS in reasons/ (the mechanic’s module)').toEqual([]);
    for (const f of reasons) {
      for (const lang of LANGS) {
        const message = { rule: f.rule || 'D1', code: f.code, values: {} };
        expect(formatReason(message, lang), `${f.code} ${lang}`).not.toBe(fallbackMessage(message, lang));
      }
    }
  });

  it('every refusal code has a specific message in French and English', () => {
    const missing = refusals.filter((f) => !hasRefusalWords(f.code, f.rule)).map((f) => `${f.rule || '?'} ${f.code} (${f.file})`);
    expect(missing, 'add these to REFUSALS in reasons/ (the mechanic’s module)').toEqual([]);
    for (const f of refusals) {
      for (const lang of LANGS) {
        const message = { rule: f.rule || 'D1', code: f.code, values: {} };
        expect(formatRefusal(message, lang), `${f.code} ${lang}`).not.toBe(fallbackMessage(message, lang));
      }
    }
  });

  it('has no words left for codes the engine (or the server) no longer emits', () => {
    const both = [...all, ...apiCodes];
    const emitted = new Set(both.map((f) => `${f.kind}:${f.code}`));
    const emittedWithRule = new Set(both.map((f) => `${f.kind}:${f.rule}:${f.code}`));
    const stale = (kind: Kind, keys: readonly string[]): string[] =>
      keys.filter((key) => {
        const [rule, code] = key.includes(':') ? (key.split(':') as [string, string]) : ['', key];
        return rule ? !emittedWithRule.has(`${kind}:${rule}:${code}`) : !emitted.has(`${kind}:${code}`);
      });
    const { reasons: reasonKeys, refusals: refusalKeys } = knownCodes();
    expect(stale('reason', reasonKeys), 'REASONS entries nobody emits').toEqual([]);
    expect(stale('refusal', refusalKeys), 'REFUSALS entries nobody emits').toEqual([]);
  });
});


describe('every dice purpose the engine records has words (DiceRoll.purpose)', () => {
  // The server's campaign rolls record purposes of their own (`input.purpose ?? 'd6'`, their dice's 'd6_pool'…).
  const apiFiles = sourceFiles(API_SRC).filter((path) => !path.includes(`${sep}generated${sep}`));
  const files = [...sourceFiles(RULES_SRC), ...apiFiles].map((path) => stripComments(readFileSync(path, 'utf8')));
  const purposes = new Set<string>();
  const patterns = [
    /\bpoolDice\([^,()]+,\s*'([a-z0-9_]+)'\)/g, // poolDice(roll, 'acquire_asset')
    /\bpurpose:\s*'([a-z0-9_]+)'/g, // { sides: 20, purpose: 'debt_check', … }
    /\bd100Dice\(\s*'([a-z0-9_]+)'/g, // d100Dice('complex_action', …)
    /\brollActivityAction\([^;]*?'([a-z0-9_]+)',\s*'[A-Z]\d{1,2}'/g, // rollActivityAction(pool, mods, 'recover', 'A6', deps)
    /\bd12RollFor\([^;]*?'([a-z0-9_]+)',\s*deps\s*\)/g, // d12RollFor(…, 'd12_action', deps)
    /\bpurpose\s*=\s*[^;]*?\?\s*'([a-z0-9_]+)'\s*:\s*'([a-z0-9_]+)'/g, // const purpose = c ? 'a' : 'b'
    /\bpurpose\s*\?\?\s*'([a-z0-9_]+)'/g, // input.purpose ?? 'd100_test'
    /\bfortunePlan\(\s*'([a-z0-9_]+)'/g, // fortunePlan('questioning_fortune', …)
    /_PURPOSE\s*=\s*'([a-z0-9_]+)'/g, // ENTANGLEMENT_ROLL_PURPOSE = 'entanglement'
  ];
  for (const src of files) {
    for (const pattern of patterns) for (const m of src.matchAll(pattern)) for (const p of m.slice(1)) if (p) purposes.add(p);
    for (const m of src.matchAll(/`(group_helper)_\$\{[^}]+\}`/g)) purposes.add(`${m[1]}_1`);
  }

  it('finds the purposes (sanity)', () => {
    for (const p of ['acquire_asset', 'entanglement', 'debt_check', 'd12_action', 'd12_fear_test_reroll', 'd100_test', 'complex_action', 'recover', 'questioning_fortune', 'group_helper_1', 'd6', 'd6_pool', 'fortune']) {
      expect([...purposes], p).toContain(p);
    }
  });

  it.each(['fr', 'en'] as const)('in %s', (lang) => {
    const missing = [...purposes].filter((p) => formatRollPurpose(p, lang) === p);
    expect(missing, 'add these to GLOSSARY.rollPurpose').toEqual([]);
  });
});
