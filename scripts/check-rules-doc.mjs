#!/usr/bin/env node
// Checks docs/rules.md against the rules engine (Node built-ins only):
//   1. every rule id of SPEC.md, and every id the "Readings beyond SPEC.md" section declares
//      (lines "- K1 <reading>", as SPEC.md's), has a row in the "Rules coverage" table;
//   2. every test title the document cites (a code span after a `…test.ts` code span in the same
//      table cell or prose sentence) is a whole string literal of that test file under
//      packages/rules/src/ (a test or describe title);
//   3. every implementation it cites as `path#name` exists: the file is there and declares `name`;
//   4. every option of tableRulesSchema (core/tableRules.ts) has a row in the "Table rules" section,
//      and that section documents no option the schema lacks.
//   5. every «French quote» outside code spans is found in the seed texts (an ellipsis … stands for
//      words left out; case, apostrophes and spacing are ignored).
//
// Usage: node scripts/check-rules-doc.mjs [--spec PATH] [--seeds DIR]
// SPEC.md is looked for at --spec, then at ../shared/rules/SPEC.md next to the repository; the ids
// of packages/rules/src/core/reason.ts (RULE_IDS) are always read and must be SPEC.md's and the
// declared readings' (an id declared here that SPEC.md has too is reported: SPEC.md words it). The
// seeds are looked for at --seeds, then at ../shared/seeds; without them check 5 is skipped (noted).
// Exit code 0 when everything holds, 1 otherwise (each problem on its own line).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rulesSrc = join(root, 'packages/rules/src');
const docPath = join(root, 'docs/rules.md');

function argValue(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const problems = [];
const notes = [];

// ---- the document -------------------------------------------------------------------------------
if (!existsSync(docPath)) {
  console.error('docs/rules.md is missing');
  process.exit(1);
}
const doc = readFileSync(docPath, 'utf8');
const lines = doc.split('\n');

/** The ids of the "Readings beyond SPEC.md" section: its lines "- K1 <reading>" (outside code fences). */
function declaredReadings() {
  const declared = [];
  let inReadings = false;
  let fenced = false;
  for (const [index, line] of lines.entries()) {
    if (line.trim().startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      inReadings = /^readings beyond spec\.md/i.test(heading[1].trim());
      continue;
    }
    const id = inReadings ? /^- ([A-Z]\d+) /.exec(line)?.[1] : undefined;
    if (!id) continue;
    if (declared.includes(id)) problems.push(`docs/rules.md:${index + 1}: ${id} is declared twice in "Readings beyond SPEC.md"`);
    else declared.push(id);
  }
  return declared;
}
const declaredIds = declaredReadings();

// ---- the rule ids -------------------------------------------------------------------------------
const reasonTs = readFileSync(join(rulesSrc, 'core/reason.ts'), 'utf8');
const ruleIdsBlock = /RULE_IDS\s*=\s*\[([\s\S]*?)\]/.exec(reasonTs);
const engineIds = ruleIdsBlock ? [...ruleIdsBlock[1].matchAll(/'([A-Z]\d+)'/g)].map((m) => m[1]) : [];
if (engineIds.length === 0) problems.push('packages/rules/src/core/reason.ts: could not read RULE_IDS');

const specCandidates = [argValue('--spec'), join(root, '../shared/rules/SPEC.md')].filter(Boolean);
const specPath = specCandidates.find((p) => existsSync(p));
let ids = engineIds;
if (specPath) {
  const spec = readFileSync(specPath, 'utf8');
  const specIds = [...spec.matchAll(/^- ([A-Z]\d+) /gm)].map((m) => m[1]);
  if (specIds.length === 0) problems.push(`${specPath}: no rule ids found (lines "- X1 …")`);
  for (const id of specIds) if (!engineIds.includes(id)) problems.push(`${id} is in SPEC.md but not in RULE_IDS (core/reason.ts)`);
  for (const id of declaredIds) {
    if (specIds.includes(id)) problems.push(`${id} is declared in "Readings beyond SPEC.md" of docs/rules.md, but SPEC.md has it: drop the reading`);
  }
  for (const id of engineIds) {
    if (!specIds.includes(id) && !declaredIds.includes(id)) {
      problems.push(`${id} is in RULE_IDS (core/reason.ts) but neither in SPEC.md nor in "Readings beyond SPEC.md" of docs/rules.md`);
    }
  }
  ids = [...specIds, ...declaredIds.filter((id) => !specIds.includes(id))];
} else {
  notes.push('SPEC.md not found (pass --spec PATH): using RULE_IDS of core/reason.ts');
}
for (const id of declaredIds) {
  if (!engineIds.includes(id)) problems.push(`${id} is declared in "Readings beyond SPEC.md" of docs/rules.md but not in RULE_IDS (core/reason.ts)`);
}

// ---- the test files -----------------------------------------------------------------------------
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return [p];
  });
}
const sourceFiles = walk(rulesSrc);
const testText = new Map(); // 'heat/heat.test.ts' → source with \' and \" unescaped
for (const file of sourceFiles.filter((f) => f.endsWith('.test.ts'))) {
  const text = readFileSync(file, 'utf8').replace(/\\(['"`])/g, '$1');
  testText.set(relative(rulesSrc, file).split('\\').join('/'), text);
}

// ---- the document's blocks ------------------------------------------------------------------------
/** Splits a Markdown table row into cells (no escaped pipes are used in docs/rules.md). */
function cells(line) {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
}
function codeSpans(cell) {
  return [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
}

/**
 * Checks the code spans of one block (a table cell, or a paragraph of prose). A span naming a test
 * file (`dir/x.test.ts`) opens a citation: the spans after it are test titles of that file, until
 * the next test file or, in prose, the end of the sentence. A span `path.ts#name` is an
 * implementation. Other spans are left alone.
 */
function checkBlock(block, where, prose) {
  let testFile = null;
  const tokens = block.split(/(`[^`]+`)/);
  for (const token of tokens) {
    if (!token.startsWith('`') || token.length < 2 || !token.endsWith('`')) {
      if (prose && /\.(\s|$)/.test(token)) testFile = null; // a sentence ended
      continue;
    }
    const span = token.slice(1, -1);
    if (/^[\w./-]+\.test\.ts$/.test(span)) {
      testFile = span.replace(/^packages\/rules\/src\//, '');
      if (!testText.has(testFile)) problems.push(`${where}: test file ${span} does not exist under packages/rules/src/`);
      continue;
    }
    const impl = /^([\w./-]+\.ts)#([\w$]+)$/.exec(span);
    if (impl) {
      const path = impl[1].replace(/^packages\/rules\/src\//, '');
      const full = join(rulesSrc, path);
      if (!existsSync(full)) {
        problems.push(`${where}: ${impl[1]} does not exist under packages/rules/src/`);
      } else {
        const text = readFileSync(full, 'utf8');
        const declared = new RegExp(`(?:function\\*?|const|let|class|type|interface)\\s+${impl[2].replace(/\$/g, '\\$')}\\b`);
        if (!declared.test(text)) problems.push(`${where}: ${impl[1]} does not declare ${impl[2]}`);
      }
      continue;
    }
    if (testFile === null) continue; // some other code span (a value, an option name…)
    citedTitles += 1;
    const text = testText.get(testFile);
    if (text === undefined) continue; // reported above
    // The title as a whole string literal, not a piece of one: 'title', "title" or `title`.
    const quoted = (t) => t.includes(`'${span}'`) || t.includes(`"${span}"`) || t.includes(`\`${span}\``);
    if (!quoted(text)) {
      const elsewhere = [...testText.entries()].filter(([, t]) => quoted(t)).map(([f]) => f);
      problems.push(`${where}: no test titled "${span}" in ${testFile}` + (elsewhere.length ? ` (found in ${elsewhere.join(', ')})` : ''));
    }
  }
}

// Walk the document: table rows cell by cell, prose paragraph by paragraph; remember the coverage rows.
let section = '';
const coverageRows = new Map(); // id → cells
const documentedOptions = new Set(); // table-rule options with a row in "Table rules"
let citedTitles = 0;
let paragraph = [];
let paragraphStart = 0;
const flushParagraph = () => {
  if (paragraph.length > 0) checkBlock(paragraph.join('\n'), `docs/rules.md:${paragraphStart}`, true);
  paragraph = [];
};
let inFence = false;
for (const [index, line] of lines.entries()) {
  const where = `docs/rules.md:${index + 1}`;
  if (line.trim().startsWith('```')) {
    flushParagraph();
    inFence = !inFence;
    continue;
  }
  if (inFence) continue;
  const heading = /^#{1,6}\s+(.*)$/.exec(line);
  if (heading) {
    flushParagraph();
    section = heading[1].trim();
    continue;
  }
  if (line.trim() === '') {
    flushParagraph();
    continue;
  }
  if (!line.trim().startsWith('|')) {
    if (paragraph.length === 0) paragraphStart = index + 1;
    paragraph.push(line);
    continue;
  }
  flushParagraph();
  const row = cells(line);
  if (/^table rules/i.test(section)) {
    for (const span of codeSpans(row[0] ?? '')) if (/^\w+$/.test(span)) documentedOptions.add(span);
  }
  if (/^rules coverage/i.test(section)) {
    const id = row[0]?.replace(/\*/g, '');
    if (id && /^[A-Z]\d+$/.test(id)) {
      if (coverageRows.has(id)) problems.push(`${where}: ${id} has a second row`);
      coverageRows.set(id, row);
    }
  }
  for (const cell of row) checkBlock(cell, where, false);
}
flushParagraph();

for (const id of ids) {
  if (!coverageRows.has(id)) problems.push(`${id} has no row in the "Rules coverage" table of docs/rules.md`);
}
for (const id of coverageRows.keys()) {
  if (!ids.includes(id)) problems.push(`docs/rules.md has a row for ${id}, which is not a rule id of SPEC.md nor of its readings beyond it`);
}
for (const [id, row] of coverageRows) {
  const tests = row[row.length - 1] ?? '';
  if (!codeSpans(tests).some((s) => s.endsWith('.test.ts'))) problems.push(`${id}: its row cites no test file`);
}

// ---- every table rule has a row ------------------------------------------------------------------
const tableRulesTs = readFileSync(join(rulesSrc, 'core/tableRules.ts'), 'utf8');
const schemaBody = /tableRulesSchema\s*=\s*z\.(?:strict)?[oO]bject\(\{([\s\S]*?)\n\}\)/.exec(tableRulesTs);
if (!schemaBody) {
  problems.push('packages/rules/src/core/tableRules.ts: could not read tableRulesSchema');
} else {
  const options = [...schemaBody[1].matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]);
  for (const option of options) {
    if (!documentedOptions.has(option)) problems.push(`table rule ${option} (core/tableRules.ts) has no row in the "Table rules" section`);
  }
  for (const option of documentedOptions) {
    if (!options.includes(option)) problems.push(`docs/rules.md documents a table rule ${option} that core/tableRules.ts does not have`);
  }
}

// ---- optional: the French quotes ----------------------------------------------------------------
const seedsDir = [argValue('--seeds'), join(root, '../shared/seeds')].filter(Boolean).find((p) => existsSync(p));
if (!seedsDir) notes.push('seed texts not found (pass --seeds DIR): French quotes not checked');
if (seedsDir) {
  const norm = (s) =>
    s
      .normalize('NFC')
      .replace(/[’‘]/g, "'")
      .replace(/[“”«»]/g, '"')
      .replace(/\s+/g, ' ')
      .toLowerCase();
  const seeds = norm(
    readdirSync(seedsDir)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => readFileSync(join(seedsDir, f), 'utf8'))
      .join('\n'),
  );
  // Every « quote » outside code spans (code spans hold test titles, checked above).
  const prose = doc.replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length)); // keeps offsets
  for (const quote of prose.matchAll(/«\s*([^»]+?)\s*»/g)) {
    const line = prose.slice(0, quote.index).split('\n').length;
    const parts = quote[1].split(/…|\[…\]|\.\.\./).map((p) => norm(p).trim()).filter((p) => p.length > 0);
    for (const part of parts) {
      if (!seeds.includes(part)) problems.push(`docs/rules.md:${line}: the quote « ${part} » is not in the seeds`);
    }
  }
}

for (const note of notes) console.log(`note: ${note}`);
if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`check-rules-doc: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`check-rules-doc: ${ids.length} rule ids covered, ${citedTitles} cited test titles found`);
