/** Phase 5: bundle the browser app with esbuild, one chunk per page, and record what each route needs. */
import { build, context, type BuildContext, type BuildOptions, type BuildResult, type Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { relative, sep } from 'node:path';
import type { AssetManifest } from '../src/shared/types.ts';

export interface ClientBundleOptions {
  root: string;
  entry: string;
  /** Folder served at /docs/assets/. */
  outDir: string;
  /** Generated page modules, by doc id. */
  pageFiles: Map<string, string>;
  /** Watch mode keeps esbuild's context here, so rebuilds are incremental. */
  incremental?: { context?: BuildContext };
}

const toPosix = (p: string) => p.split(sep).join('/');

export async function bundleClient({ root, entry, outDir, pageFiles, incremental }: ClientBundleOptions): Promise<Omit<AssetManifest, 'searchIndexUrl' | 'buildId'>> {
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
  const manifest = assetManifest(result.metafile, { root, entry, outDir, pageFiles });
  // The page map as a content-hashed JSON file: the browser fetches it to prefetch and retry chunks.
  const json = JSON.stringify(manifest.pages);
  const name = `pages-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
  await writeFile(join(outDir, name), json);
  const outRel = toPosix(relative(root, outDir));
  const css = Object.keys(result.metafile.outputs).find((o) => /\/docsearch-[^/]+\.css$/.test(o))!;
  return { ...manifest, pagesMapUrl: `/docs/assets/${name}`, searchCssUrl: '/docs/assets/' + css.slice(outRel.length + 1) };
}

function assetManifest(meta: Metafile, { root, entry, outDir, pageFiles }: ClientBundleOptions): Omit<AssetManifest, 'pagesMapUrl' | 'searchIndexUrl' | 'searchCssUrl' | 'buildId'> {
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

  const byEntryPoint = new Map(outputs.filter(([, o]) => o.entryPoint).map(([out, o]) => [o.entryPoint!, out]));
  const pages: Record<string, string[]> = {};
  for (const [id, file] of pageFiles) {
    const out = byEntryPoint.get(toPosix(relative(root, file)));
    if (!out) throw new Error(`esbuild produced no chunk for page "${id}" (${file})`);
    pages[id] = [out, ...[...staticImports(out)].filter((o) => !entryClosure.has(o))].map(url);
  }
  // The route table (generated pages.ts) is split out of the entry and loaded on first navigation.
  const routes = outputs.find(([out, o]) => out.endsWith('.js') && toPosix(o.entryPoint ?? '').endsWith('.generated/pages.ts'));
  if (!routes) throw new Error('esbuild produced no chunk for the route table (.generated/pages.ts)');
  return { entry: { js: url(entryOut), imports: [...entryClosure].map(url), css: css.map(url) }, pages, routesUrl: url(routes[0]) };
}
