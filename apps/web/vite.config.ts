import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The SPA. In development `vite` serves it on :5173 and forwards /api to the API on :3000; in
 * production the API serves `dist/` on its own port. Routes and their chunks: src/app/routes.tsx.
 */
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/**
 * Writes into dist/sw.js the list of the build's files (its `const PRECACHE = [];`) and a build
 * id made from it and from index.html (its `const BUILD = 'dev';`): each deploy installs a new service worker, which
 * caches every chunk of this build (lazy ones included, so the sheet's live updates and the rule
 * words work offline too) and drops the old ones.
 */
function serviceWorkerManifest(): Plugin {
  let files: string[] = [];
  let html = '';
  let outDir = '';
  return {
    name: 'temps-mort:sw-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      files = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/') && /\.(js|css)$/.test(f))
        .sort();
      const page = bundle['index.html'];
      html = page?.type === 'asset' ? String(page.source) : '';
    },
    closeBundle() {
      const sw = path.join(outDir, 'sw.js');
      if (!existsSync(sw)) return;
      // Only what was written: the bundle may name a chunk left empty (a CSS-only module's JS), and
      // one missing file makes the worker's install (cache.addAll) fail, so it never works offline.
      files = files.filter((f) => existsSync(path.join(outDir, f)));
      // The page too: its inline boot script may change while every chunk stays the same.
      const build = createHash('sha256').update(files.join('\n')).update(html).digest('hex').slice(0, 12);
      const list = JSON.stringify(files.map((f) => `/${f}`));
      const source = readFileSync(sw, 'utf8')
        .replace("const BUILD = 'dev';", `const BUILD = '${build}';`)
        .replace('const PRECACHE = [];', `const PRECACHE = ${list};`);
      writeFileSync(sw, source);
    },
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build (JS, CSS, HTML, SVG, the
 * manifest; sw.js once its file list is in), for the API's static server (`preCompressed`, see
 * apps/api/src/plugins/spa.ts): the phone downloads ~1/3 of the bytes and nothing is compressed per
 * request. Runs last, after the service worker's manifest. Skips files too small to gain.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  return {
    name: 'temps-mort:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!existsSync(outDir)) return;
        const served = walk(outDir).filter((f) => !f.startsWith(path.join(outDir, SSR_DIR) + path.sep));
        for (const file of served.filter((f) => /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/.test(f))) {
          const source = readFileSync(file);
          if (source.length < 1024) continue;
          const gz = gzipSync(source, { level: 9 });
          const br = brotliCompressSync(source, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
          if (br.length < source.length) writeFileSync(`${file}.br`, br);
        }
      },
    },
  };
}

/**
 * Inlines src/boot.ts into index.html (a bundled, minified IIFE): first thing in <head>, it sends a
 * player's sheet request while the page parses; right after <div id="root">, `__tmBoot.paint()`
 * puts back the sheet this device last drew (see src/boot.ts). Inline because a phone on a slow
 * network cannot afford one more round trip before the first paint; the API allows these scripts
 * by their hashes in its Content-Security-Policy (apps/api/src/plugins/security.ts).
 */
function bootScript(): Plugin {
  let root = '';
  let code: Promise<string> | null = null;
  const bundle = async (): Promise<string> => {
    const result = await build({
      configFile: false,
      root,
      logLevel: 'silent',
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        rolldownOptions: { input: path.join(root, 'src/boot.ts'), output: { format: 'iife' } },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error('boot script: no chunk built');
    return chunk.code.trim();
  };
  return {
    name: 'temps-mort:boot-script',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        // Built once per build; in development on every page load (it is small).
        const source = await (ctx.server ? bundle() : (code ??= bundle()));
        const paint = '<script>window.__tmBoot&&window.__tmBoot.paint()</script>';
        // After <meta charset> and the viewport (the charset must come in the first 1024 bytes),
        // before any stylesheet (a script after one waits for it).
        if (source.includes('</script')) throw new Error('boot script: its code would close the <script> tag');
        for (const mark of ['<title>', '<div id="root"></div>']) {
          if (!html.includes(mark)) throw new Error(`boot script: index.html has no ${mark}`);
        }
        return html
          .replace('<title>', `<script>${source}</script>\n    <title>`)
          .replace('<div id="root"></div>', `<div id="root"></div>${paint}`);
      },
    },
  };
}

/**
 * Builds the server renderer of the players' crew sheet (src/ssr/entry-server.tsx) into
 * `<outDir>/ssr/entry-server.mjs`, right after the browser's build: one `vite build` gives both,
 * so a served build always renders with the very components its JavaScript hydrates. Every
 * dependency is bundled in (React's server renderer included): the API loads that file as it is
 * (apps/api/src/plugins/playerPage.ts) and never serves the folder.
 */
function serverRenderer(): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  return {
    name: 'temps-mort:server-renderer',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root,
          mode,
          logLevel: 'warn',
          plugins: [react()],
          publicDir: false,
          // React's production server renderer (no development checks, no stacks in the markup).
          define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: path.join(root, 'src/ssr/entry-server.tsx'),
            outDir: path.join(outDir, SSR_DIR),
            emptyOutDir: true,
            target: 'node20',
            minify: true,
            rolldownOptions: { output: { format: 'esm', entryFileNames: 'entry-server.mjs', chunkFileNames: '[name]-[hash].mjs' } },
          },
        });
      },
    },
  };
}

/** The server renderer's folder inside the build (never served, never precompressed). */
const SSR_DIR = 'ssr';

/** node_modules/<name>/ or node_modules/.pnpm/<x>/node_modules/<name>/ */
const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(?:${names})[\\\\/]`);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), bootScript(), serviceWorkerManifest(), serverRenderer(), precompress()],
  server: { proxy: api },
  preview: { proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs this app supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React changes less often than the app: its own long-cached file.
            { name: 'react', test: pkg('react|react-dom|scheduler'), priority: 2 },
            // What the players' crew sheet needs to hydrate and go live — its stream (liveConnect),
            // its PCs' cards and its rolls with what they import — in ONE file: a drawn sheet asks
            // for four files at once (entry, runtime, react, app), which HTTP/1.1's six sockets
            // take in one go beside the stream's, and gzip compresses one file better than many
            // small ones. Lazy-loaded modules stay out: ruleWordsImpl (the reasons catalog) loads
            // when the browser is idle, the downtime's recap (downtimeChanges) when there is one;
            // the GM screens are lazy routes (with i18nGm, the GM catalog, the GM-only lib/
            // modules fieldError, campaign and systems, and app/GmMenu, the header's GM links),
            // and the wizard's ledger a player link may follow is a lazy chunk of the sheet (with
            // i18nLedger, its words), as are its complex actions.
            {
              name: 'app',
              priority: 1,
              test: new RegExp(
                [
                  String.raw`packages[\\/]i18n[\\/]src[\\/](?:ui-core|ui[\\/]core|glossary|format|lang|message|names)\.ts`,
                  pkg('zustand').source,
                  String.raw`apps[\\/]web[\\/]src[\\/](?:lib[\\/](?!ruleWordsImpl|i18nGm|i18nLedger|downtimeChanges|fieldError|campaign\.|systems\.)|stores[\\/]|app[\\/](?!GmMenu)|features[\\/]crew[\\/](?:PlayerSheetRoute|components[\\/](?!CrewComplexActions|FollowedLedger)))`,
                  String.raw`apps[\\/]web[\\/]src[\\/]components[\\/](?:Button|Loading|Gauge|StatusPips|ReasonList|LiveIndicator|Toasts|AssetRow)\.tsx`,
                  String.raw`vite[\\/]preload-helper`,
                ].join('|'),
              ),
            },
          ],
        },
      },
    },
  },
});
