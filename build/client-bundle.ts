/**
 * Phase 5: bundle the browser app (the shell; page content ships as HTML) with esbuild and record
 * the files every page loads.
 */
import { build, context, type BuildContext, type BuildOptions, type BuildResult, type Metafile } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import type { AssetManifest } from '../src/shared/types.ts';

export interface ClientBundleOptions {
  root: string;
  entry: string;
  /** Folder served at /docs/assets/. */
  outDir: string;
  /** Watch mode keeps esbuild's context here, so rebuilds are incremental. */
  incremental?: { context?: BuildContext };
}

const toPosix = (p: string) => p.split(sep).join('/');

/**
 * V8's explicit compile hint (Chrome 136 and later). The scripts every page runs at start-up are
 * then compiled whole on a background thread as they download, instead of function by function on
 * the main thread as hydration first calls them, which keeps long tasks off a slow phone's main
 * thread. Lazy chunks (search modal, SDK) keep V8's default: most of their code never runs. Other browsers read the line as a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

async function hintEagerCompile(files: string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const code = await readFile(file, 'utf8');
      if (!code.startsWith(COMPILE_HINT)) await writeFile(file, COMPILE_HINT + code);
    }),
  );
}

export async function bundleClient({ root, entry, outDir, incremental }: ClientBundleOptions): Promise<ClientBundle> {
  const options: BuildOptions & { metafile: true } = {
    absWorkingDir: root,
    // The search modal's stylesheet is its own file, loaded only when the modal opens.
    entryPoints: { entry, docsearch: join(root, 'node_modules/@docsearch/css/dist/style.css') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    outdir: outDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'error',
  };
  let result: BuildResult<typeof options>;
  if (incremental) {
    incremental.context ??= await context(options);
    result = await incremental.context.rebuild();
  } else {
    result = await build(options);
  }
  const outRel = toPosix(relative(root, outDir));
  const css = Object.keys(result.metafile.outputs).find((o) => /\/docsearch-[^/]+\.css$/.test(o))!;
  const manifest = assetManifest(result.metafile, { root, entry, outDir });
  await hintEagerCompile([manifest.entry.js, ...manifest.entry.imports].map((url) => join(outDir, basename(url))));
  return {
    ...manifest,
    searchCssUrl: '/docs/assets/' + css.slice(outRel.length + 1),
    inputs: Object.keys(result.metafile.inputs).map((input) => join(root, input)),
  };
}

export type ClientBundle = Pick<AssetManifest, 'entry' | 'searchCssUrl'> & {
  /** Source files of the bundle: watch mode skips bundling when none of them changed. */
  inputs: string[];
};

function assetManifest(meta: Metafile, { root, entry, outDir }: ClientBundleOptions): Pick<AssetManifest, 'entry'> {
  const outRel = toPosix(relative(root, outDir));
  const url = (out: string) => '/docs/assets/' + out.slice(outRel.length + 1);
  const staticImports = (out: string, seen = new Set<string>()): Set<string> => {
    for (const imp of meta.outputs[out]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
    }
    return seen;
  };
  const outputs = Object.entries(meta.outputs);
  const entryPoint = toPosix(relative(root, entry));
  const [entryOut, entryMeta] = outputs.find(([out, o]) => o.entryPoint === entryPoint && out.endsWith('.js'))!;
  const entryClosure = staticImports(entryOut);
  const css = [entryMeta.cssBundle, ...[...entryClosure].map((o) => meta.outputs[o]?.cssBundle)].filter((c): c is string => !!c);
  return { entry: { js: url(entryOut), imports: [...entryClosure].map(url), css: css.map(url) } };
}
