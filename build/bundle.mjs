// Bundles the build's TypeScript sources with esbuild, for build/run.mjs (and for watch mode, again,
// when the build's own code changes). Plain JavaScript: it runs before any TypeScript can.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lazyGrammarRules } from './lazy-grammar-rules.mjs';
import { leanMarkdownParse } from './lean-markdown-parse.mjs';
import { patchPlugin, replaceExactly } from './patch-source.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const projectDir = join(here, '..');
const bundleDir = join(projectDir, 'node_modules/.cache/livecodes-docs/build-bundle');
/** What the last bundle in a folder was made from (see `sameAsLast`). */
const stampName = 'stamp.json';

/** Replaces `import.meta.url` in a source file by that file's own URL, so paths computed from it are unchanged. */
const ownLocation = {
  name: 'own-location',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Packages loaded from node_modules instead of bundled: esbuild runs a native binary; Shiki's grammars
 * and themes are 10 MB of modules of which a build loads the few dozen it uses (its WebAssembly is
 * read from its file, build/mdx/regex-engine.ts; the module that inlines it stays out of the bundle
 * for the stock engine that bench/build-devices.ts compares). Everything else is bundled, which
 * saves Node resolving and loading several hundred small modules on every thread, and lets the
 * bundle patch Shiki's TextMate engine (build/lazy-grammar-rules.mjs).
 */
export const EXTERNAL = ['esbuild', '@shikijs/langs/*', '@shikijs/themes/*', 'shiki/wasm', '@shikijs/engine-oniguruma/wasm-inlined'];

/**
 * TypeScript (9 MB, CommonJS) stays in node_modules, where it finds its own lib files, and is loaded
 * with `require`: imported from an ES module, Node would first scan all of it for its export names
 * and check it for ES module syntax, a cost TypeDoc's thread paid on every build.
 */
const typescriptByRequire = {
  name: 'typescript-by-require',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^typescript$/ }, ({ namespace }) => (namespace === 'typescript-by-require' ? { path: 'typescript', external: true } : { path: 'typescript', namespace: 'typescript-by-require' }));
    esbuild.onLoad({ filter: /.*/, namespace: 'typescript-by-require' }, () => ({ contents: "module.exports = require('typescript');", loader: 'js' }));
  },
};

/**
 * unist-util-visit-parents renames its visitor function for every node it visits, a debugging aid
 * with a real CPU cost here: the build visits mdast and hast trees many times.
 */
const quietVisits = patchPlugin('quiet-visits', /unist-util-visit-parents[\\/]lib[\\/]index\.js$/, (source, path) =>
  replaceExactly(source, [[`      Object.defineProperty(visit, 'name', {
        value:
          'node (' + color(node.type + (name ? '<' + name + '>' : '')) + ')'
      })
`, '', 1]], path, 'build/bundle.mjs'),
);

/**
 * Each file with its size and modification time ('missing' once it is gone). Synchronous: every build
 * waits for this check (some 2,800 files) before anything else, and through the thread pool it took
 * 50–60 ms against 12–18 ms.
 */
function fileStates(paths) {
  const state = (path) => {
    try {
      const info = statSync(path, { throwIfNoEntry: false });
      return info ? `${info.size}:${info.mtimeMs}` : 'missing';
    } catch {
      return 'missing'; // not reachable (a folder on its path became a file, say): made again, as for a missing file
    }
  };
  return paths.map((path) => [path, state(path)]);
}

/**
 * The options a bundle depends on besides its files: this file (the esbuild options) and the plain
 * JavaScript modules beside it, which hold its plugins' patches (a new patch module needs no listing
 * here; an edit to another, run.mjs say, bundles again needlessly, which is rare), and esbuild's
 * version, read from its package.json: esbuild itself is imported only to bundle, which most runs skip.
 */
async function optionsKey() {
  const esbuildPackage = createRequire(import.meta.url).resolve('esbuild/package.json');
  const { version } = JSON.parse(await readFile(esbuildPackage, 'utf8'));
  const hash = createHash('sha256');
  const modules = (await readdir(here)).filter((name) => name.endsWith('.mjs')).sort();
  for (const name of modules) hash.update(name).update(await readFile(join(here, name)));
  return hash.update(version).digest('hex');
}

/** Besides the bundled files: a dependency change could make esbuild resolve an import elsewhere. */
const PACKAGE_FILES = ['package.json', 'package-lock.json'].map((file) => join(projectDir, file));

/**
 * Whether the bundle on disk has these entries (a watch bundle serves a build too: each entry is
 * bundled on its own) and was made from files that have not changed since (same size and
 * modification time, as make compares them). A build then skips esbuild: bundling takes about a
 * second of both cores, and the build's code changes far less often than content.
 */
async function sameAsLast(outdir, entries) {
  const last = JSON.parse(await readFile(join(outdir, stampName), 'utf8').catch(() => 'null'));
  if (!last || last.options !== (await optionsKey()) || !entries.every((entry) => last.entries.includes(entry))) return false;
  const now = fileStates([...last.inputs.map(([path]) => path), ...last.outputs.map(([path]) => path)]);
  return JSON.stringify(now) === JSON.stringify([...last.inputs, ...last.outputs]);
}

/**
 * Writes the entry points and every module a thread runs (build/thread.ts maps a module to its
 * bundled copy), each a single file under fixed names: no chunks, so nothing from an earlier bundle
 * is left behind. Unchanged sources reuse the bundle already written. `outdir` is for tests.
 */
export async function bundleBuild(command = 'watch', outdir = bundleDir) {
  // The thread modules, and the entry point of the command (watch-builder.js alone is as large as index.js).
  const entries = ['mdx/highlight-thread.ts', 'prerender-thread.ts', 'api/typedoc.ts', ...(command === 'build' ? ['index.ts'] : ['index.ts', 'watch.ts', 'watch-builder.ts'])];
  if (await sameAsLast(outdir, entries)) return outdir;
  const { build } = await import('esbuild');
  const { metafile } = await build({
    entryPoints: entries.map((file) => join(here, file)),
    outbase: here,
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS packages bundled into an ES module still `require()` Node's built-ins (yaml, in TypeDoc's thread, does).
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    jsx: 'automatic',
    // React's production build: the build renders every page's static parts and body with it, and
    // the development build's checks and component stacks cost more than the render itself.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    plugins: [ownLocation, quietVisits, typescriptByRequire, lazyGrammarRules, leanMarkdownParse],
    metafile: true,
  });
  // esbuild names files relative to the working directory; plugin namespaces ("ns:path") are not files.
  const files = (names) => names.filter((name) => !/^[\w-]+:/.test(name)).map((name) => resolve(name));
  const inputs = fileStates([...files(Object.keys(metafile.inputs)), ...PACKAGE_FILES]);
  const outputs = fileStates(files(Object.keys(metafile.outputs)));
  await writeFile(join(outdir, stampName), JSON.stringify({ options: await optionsKey(), entries, inputs, outputs }));
  return outdir;
}
