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
 * Writes the entry points and every module a thread runs (build/thread.ts maps a module to its
 * bundled copy), each a single file under fixed names: no chunks, so nothing from an earlier bundle
 * is left behind.
 */
export async function bundleBuild() {
  await build({
    entryPoints: ['index.ts', 'watch.ts', 'watch-builder.ts', 'mdx/highlight-thread.ts', 'api/generate.ts'].map((file) => join(here, file)),
    outbase: here,
    outdir: bundleDir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'error',
    plugins: [ownLocation],
  });
  return bundleDir;
}
