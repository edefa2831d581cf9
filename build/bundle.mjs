// Bundles the build's TypeScript sources with esbuild, for build/run.mjs (and for watch mode, again,
// when the build's own code changes). Plain JavaScript: it runs before any TypeScript can.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const bundleDir = join(here, '../node_modules/.cache/livecodes-docs/build-bundle');

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
 * are 10 MB of modules of which a build loads the few dozen it uses. Everything else is bundled, which
 * saves Node resolving and loading several hundred small modules on every thread.
 */
const EXTERNAL = ['esbuild', 'shiki', '@shikijs/*'];

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
const quietVisits = {
  name: 'quiet-visits',
  setup(esbuild) {
    esbuild.onLoad({ filter: /unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      const patched = text.replace(/Object\.defineProperty\(visit, 'name', \{[\s\S]*?\}\)\n/, '');
      if (patched === text) throw new Error(`${path}: the visitor renaming that build/bundle.mjs removes was not found; update its pattern for this version, or drop the patch`);
      return { contents: patched, loader: 'js' };
    });
  },
};

/**
 * Writes the entry points and every module a thread runs (build/thread.ts maps a module to its
 * bundled copy), each a single file under fixed names: no chunks, so nothing from an earlier bundle
 * is left behind.
 */
export async function bundleBuild(command = 'watch') {
  // The thread modules, and the entry point of the command (watch-builder.js alone is as large as index.js).
  const entries = ['mdx/highlight-thread.ts', 'body-thread.ts', 'api/generate.ts', ...(command === 'build' ? ['index.ts'] : ['index.ts', 'watch.ts', 'watch-builder.ts'])];
  await build({
    entryPoints: entries.map((file) => join(here, file)),
    outbase: here,
    outdir: bundleDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    // CommonJS packages bundled into an ES module still `require()` Node's built-ins (yaml does).
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    jsx: 'automatic',
    // React's production build: the build renders every page's static parts and body with it, and
    // the development build's checks and component stacks cost more than the render itself.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    plugins: [ownLocation, quietVisits, typescriptByRequire],
  });
  return bundleDir;
}
