// Builds the web app and prints every chunk's size (raw and gzip), then the initial JS and CSS of
// the players' crew-sheet route (the entry and everything it imports statically) against the
// budget: ≤ 130 KB gzip of JS (the server draws the sheet into the page, so its JS no longer holds
// the first paint back: docs/decisions/018-server-rendered-sheet.md), ≤ 20 KB gzip of CSS. `--modules` also lists each chunk's biggest
// modules. Exits 1 over budget.
// Run from the repository root: node apps/web/scripts/chunk-sizes.mjs [--modules]
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const showModules = process.argv.includes('--modules');
const KB = 1000; // kB as Vite prints them (the stricter reading of the budget)
const BUDGET_JS = 130 * KB;
const BUDGET_CSS = 20 * KB;

const chunks = new Map();
const assets = new Map();
await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  plugins: [
    {
      name: 'temps-mort:chunk-sizes',
      generateBundle(_options, bundle) {
        for (const [file, out] of Object.entries(bundle)) {
          if (out.type === 'chunk') chunks.set(file, out);
          else if (file.endsWith('.css')) assets.set(file, out);
        }
      },
    },
  ],
});

const gz = (text) => gzipSync(typeof text === 'string' ? Buffer.from(text) : Buffer.from(text)).length;
const fmt = (n) => `${(n / KB).toFixed(1).padStart(7)} kB`;

console.log('\nchunk                                        raw         gzip');
for (const [file, chunk] of [...chunks].sort((a, b) => gz(b[1].code) - gz(a[1].code))) {
  console.log(`${file.padEnd(40)} ${fmt(chunk.code.length)} ${fmt(gz(chunk.code))}${chunk.isEntry ? '  (entry)' : ''}${chunk.isDynamicEntry ? '  (lazy)' : ''}`);
  if (showModules) {
    const total = chunk.code.length || 1;
    const mods = Object.entries(chunk.modules)
      .map(([id, m]) => [id.replace(/^.*node_modules\//, '').replace(/^.*\/work\/main\//, ''), m.renderedLength, m.code ? gz(m.code) : (gz(chunk.code) * m.renderedLength) / total])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25);
    for (const [id, len, gzLen] of mods) console.log(`    ${fmt(len)} raw ${fmt(gzLen)} gz alone  ${id}`);
  }
}
for (const [file, asset] of assets) console.log(`${file.padEnd(40)} ${fmt(asset.source.length)} ${fmt(gz(asset.source))}`);

// The crew-sheet route: the entry and its static imports, transitively (lazy chunks excluded).
const entry = [...chunks.values()].find((c) => c.isEntry);
const initial = new Set();
const visit = (file) => {
  if (initial.has(file)) return;
  initial.add(file);
  for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
};
visit(entry.fileName);
const js = [...initial].reduce((sum, f) => sum + gz(chunks.get(f).code), 0);
const css = [...assets.values()].reduce((sum, a) => sum + gz(a.source), 0);
console.log(`\ncrew-sheet route, initial JS (${[...initial].join(' + ')}): ${fmt(js)} gzip (budget 130 KB)`);
console.log(`crew-sheet route, CSS: ${fmt(css)} gzip (budget 20 KB)`);
if (js > BUDGET_JS || css > BUDGET_CSS) {
  console.error('over budget');
  process.exitCode = 1;
}
