import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Checks on the package's shape that keep it cheap for the web app. */

const SRC = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = new Map(sources(SRC).map((path) => [relative(SRC, path).split(sep).join('/'), readFileSync(path, 'utf8')]));

/** The local modules a file imports (type-only imports excluded). */
function runtimeImports(src: string): string[] {
  return [...src.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gm)].map((m) => m[1] as string);
}

/** Every module a file loads at run time, transitively. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const src = files.get(file) ?? '';
  for (const spec of runtimeImports(src)) {
    if (!spec.startsWith('.')) continue;
    // `./reasons` is a file (`reasons.ts`) or a folder's index (`reasons/index.ts`).
    const base = join(dirname(file), spec).split(sep).join('/');
    const target = files.has(`${base}.ts`) ? `${base}.ts` : `${base}/index.ts`;
    expect(files.has(target), `${file} imports ${spec}`).toBe(true);
    closure(target, seen);
  }
  return seen;
}

describe('the package', () => {
  it('uses the rules engine for its types only (no engine code in the web bundle through i18n)', () => {
    for (const [file, src] of files) {
      expect(runtimeImports(src).filter((spec) => spec.startsWith('@temps-mort/')), file).toEqual([]);
    }
  });

  it('keeps the players’ phone light: ui-core, ui-ledger, names, glossary, errors and the changes’ words load no GM words and no reason messages', () => {
    for (const entry of ['ui-core.ts', 'ui-ledger.ts', 'names.ts', 'glossary.ts', 'errors.ts', 'changes.ts']) {
      const loaded = [...closure(entry)];
      expect(loaded.filter((file) => file.startsWith('reasons/') || file.startsWith('ui/gm/')), entry).toEqual([]);
      expect(loaded, entry).not.toContain('tableRules.ts');
    }
  });
});
