// Bundle-time patches to dependencies (build/bundle.mjs): each is a table of exact text replacements,
// checked, so that a new version of the dependency fails the bundle instead of being bundled unpatched.
// Plain JavaScript, as bundle.mjs: it runs before any TypeScript can.
import { readFile } from 'node:fs/promises';

/**
 * `source` with each replacement made: [the stock text, what replaces it, how many times the stock
 * text occurs]. Throws, naming `file` and the patch (`by`), when a count is not what the table says.
 */
export function replaceExactly(source, replacements, file, by) {
  let patched = source;
  for (const [stock, replacement, count] of replacements) {
    const found = patched.split(stock).length - 1;
    if (found !== count) {
      throw new Error(`${file}: ${by} expected ${count} of ${JSON.stringify(stock.split('\n')[0].trim())} and found ${found}; update the patch for this version, or drop it`);
    }
    patched = patched.replaceAll(stock, replacement);
  }
  return patched;
}

/** An esbuild plugin that bundles each file matching `filter` as `patch(its text, its path)` returns it. */
export function patchPlugin(name, filter, patch) {
  return {
    name,
    setup(esbuild) {
      esbuild.onLoad({ filter }, async ({ path }) => ({ contents: patch(await readFile(path, 'utf8'), path), loader: 'js' }));
    },
  };
}
