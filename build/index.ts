/**
 * The content build: MDX pages -> page modules, manifests, client bundle, llms.txt, sitemap and
 * Markdown twins. `npm run build` runs it on this repo; tests run it on tiny fixture trees.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { docIdToPath, markdownTwinPath } from '../src/shared/paths.ts';
import type { DocMeta, VersionMeta } from '../src/shared/types.ts';
import { bundleClient, type ClientBundle } from './client-bundle.ts';
import { checkUniqueRoutes, listMdx, loadDocs, type ContentRoot, type SourceDoc } from './content.ts';
import { buildId } from './build-id.ts';
import { projectRoot } from './project-root.ts';
import { loadConfig } from './config.ts';
import { BuildError } from './errors.ts';
import { checkLinks } from './links.ts';
import { compileJobs, type CompileCache, type CompiledDoc } from './mdx/compile.ts';
import { compilerFingerprint, openDiskCache, type DiskCache } from './mdx/disk-cache.ts';
import { languageOf, sourceCodeBlocks, startHighlightThread, type HighlightService } from './mdx/highlight.ts';
import type { BuildContext } from 'esbuild';
import type { DocCard } from '../src/shared/types.ts';
import { searchIndexLater, writeSearchIndex } from './search/index-file.ts';
import { inSection } from './search/rehype-search-records.ts';
import { docSections } from '../src/shared/sections.ts';
import { categoryCards, resolveSidebars } from './sidebars.ts';
import { cachedApiDocs, generateApiDocs } from './api/generate.ts';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from './text-outputs.ts';
import { SECURITY_HEADERS } from '../src/shared/security-headers.ts';
import { bodyOf, prerenderBodies, type RenderedBodies } from './prerender-bodies.ts';
import { startPrerenderer, type Prerenderer } from './prerenderer.ts';
import { writeShells } from './prerender-shells.ts';

export interface BuildOptions {
  /** Project root holding content/ (a fixture folder in tests). */
  root: string;
  /** Where generated modules go (imported by worker and client). */
  genDir?: string;
  /** Static assets folder served by Workers assets. */
  outDir?: string;
  /** Bundle the client (skipped by validation tests). */
  bundle?: boolean;
  /** Generate the API reference from the SDK types (default: only for this project, not fixtures). */
  apiReference?: boolean;
  log?: (line: string) => void;
  /** Keep compiled pages on disk between builds (default: only for this project, not fixtures). */
  diskCache?: boolean;
  /** Watch mode: state kept between builds (compiled pages, warm highlighter, esbuild context). */
  cache?: BuildCache;
}

export interface BuildCache {
  compile: CompileCache;
  /** esbuild's incremental context and the last bundle, reused while none of its inputs change. */
  bundle: { context?: BuildContext; last?: ClientBundle };
  /** Files the watcher saw change since the last build (absolute paths). */
  touched: Set<string>;
  /** Last text written to each generated file. */
  written: Map<string, string>;
  /** Where the API pages are read from (TypeDoc's cached output), once a build has found or made them. */
  apiDir?: string;
  /** Page bodies rendered by earlier builds: only an edited page's is rendered again. */
  bodies?: RenderedBodies;
  /** The prerender thread (bodies, shells), kept warm between builds. */
  prerenderer?: Prerenderer;
  /** The compile cache on disk, read once: rebuilds use what is in memory, and write it after each build. */
  disk?: OpenedCompileCache;
  /** Settles when what the last build writes after returning (search index, compile cache) is on disk. */
  afterBuild?: Promise<unknown>;
}

export interface BuildResult {
  docs: DocMeta[];
  pendingLinks: string[];
  timings: Record<string, number>;
}

/** Headers of static files (served without the worker): hashed assets are immutable; all get the worker's security headers. */
const STATIC_HEADERS = `/*
${Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}\n`).join('')}/docs/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

export { projectRoot };

/** The import specifier of a project file from a generated module in `dir`. */
const importPath = (dir: string, file: string) => relative(dir, join(projectRoot, file)).split(sep).join('/');

/** Where the compile cache of the content tree at `root` lives: each tree has its own, so pruning one never touches another's. */
export function compileCacheDir(root: string): string {
  return join(projectRoot, 'node_modules/.cache/livecodes-docs/mdx', createHash('sha256').update(resolve(root)).digest('hex').slice(0, 16));
}

// Once per process: the compiler a process runs is the code it loaded at start, even if the files
// change later (watch mode cannot reload build code), so its pages' entries stay valid for it.
let fingerprinting: Promise<string> | undefined;

type OpenedCompileCache = { cache: DiskCache; fingerprint: string };

async function openCompileCache(root: string): Promise<OpenedCompileCache> {
  const fingerprint = await (fingerprinting ??= compilerFingerprint(projectRoot));
  return { cache: await openDiskCache(compileCacheDir(root), fingerprint), fingerprint };
}

export async function runBuild(options: BuildOptions): Promise<BuildResult> {
  // Watch mode keeps the highlight and prerender threads warm between builds; a one-off build ends them.
  const warm = options.cache?.compile.highlighter;
  const highlighter = warm ?? startHighlightThread();
  const prerenderer = options.cache?.prerenderer ?? startPrerenderer();
  if (options.cache) {
    options.cache.compile.highlighter = highlighter;
    options.cache.prerenderer = prerenderer;
  }
  for (const thread of [highlighter, prerenderer]) thread.hold(true);
  try {
    return await build(options, highlighter, prerenderer, !warm);
  } finally {
    for (const thread of [highlighter, prerenderer]) {
      if (options.cache) thread.hold(false);
      else await thread.dispose();
    }
  }
}

async function build(options: BuildOptions, highlighter: HighlightService, prerenderer: Prerenderer, cold: boolean): Promise<BuildResult> {
  const root = resolve(options.root);
  const genDir = options.genDir ?? join(root, '.generated');
  const outDir = options.outDir ?? join(root, 'dist/client');
  const log = options.log ?? (() => {});
  const timings: Record<string, number> = {};
  const task = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    // A synchronous step is timed without awaiting: an await would count the other work that runs first.
    const result = fn();
    const value = result instanceof Promise ? await result : result;
    timings[name] = performance.now() - start;
    log(`  ${name.padEnd(28)} ${timings[name].toFixed(0).padStart(6)} ms`);
    return value;
  };

  // Watch mode skips writes that would not change a file: fewer reloads, faster rebuilds.
  const written = options.cache?.written;
  const changed = new Set<string>();
  const write = async (file: string, text: string) => {
    if (written?.get(file) === text) return;
    await writeFile(file, text);
    written?.set(file, text);
    changed.add(file);
  };

  const withApi = options.apiReference ?? root === projectRoot;
  const apiRoot = (dir: string): ContentRoot => ({ dir, prefix: 'api/', generated: true });
  // The SDK's types only change with a dependency update: watch mode generates the reference once,
  // and a build reads TypeDoc's output where it is cached, for types it has seen before.
  const apiCached = withApi && !options.cache?.apiDir ? task('API reference (cached)', () => cachedApiDocs()) : Promise.resolve(options.cache?.apiDir ?? null);
  const { site, sidebarsConfig } = await task('config', () => loadConfig(root));
  const disk = (options.diskCache ?? root === projectRoot) ? (options.cache?.disk ?? (await task('opening compile cache', () => openCompileCache(root)))) : undefined;
  if (options.cache) options.cache.disk = disk;
  // For new types TypeDoc runs, on its own thread, while this one compiles every page that needs nothing from it.
  const apiDir = await apiCached;
  const typedoc = withApi && !apiDir ? task('API reference (TypeDoc)', () => generateApiDocs()) : undefined;
  // Awaited with the pages below; should the build fail before then, that failure is the one reported.
  typedoc?.catch(() => {});
  // The pages there are now: the site's own, and the API pages unless TypeDoc is still writing them.
  const roots: ContentRoot[] = [{ dir: join(root, 'content/docs') }, ...(apiDir ? [apiRoot(apiDir)] : [])];
  // A cold highlight thread loads every language the pages use and, unless most pages will come
  // from the compile cache, starts on their code blocks now, ahead of the pages asking for them.
  // The sources read for it are the ones 'reading pages' uses: each file is read once.
  let sources: Map<string, string> | undefined;
  if (cold) {
    sources = await task('priming highlighter', async () => {
      const files = (await Promise.all(roots.map(({ dir }) => listMdx(dir)))).flat();
      const read = new Map(await Promise.all(files.map(async (file) => [file, await readFile(file, 'utf8')] as const)));
      const blocks = [...read.values()].flatMap(sourceCodeBlocks);
      highlighter.prime([...new Set(blocks.map(languageOf))].filter(Boolean), disk?.cache.warm ? [] : blocks);
      return read;
    });
  }
  const docsNow = await task('reading pages', () => loadDocs(root, roots, sources));
  const settings = { siteUrl: site.url, tocMinLevel: site.toc.minHeadingLevel };
  const versions: VersionMeta[] = [{ name: 'current', label: 'Next', isLast: true, path: site.baseUrl, mainDocId: 'overview' }];
  const compiledById = new Map<string, CompiledDoc>();
  // Each page's body is rendered (on the prerender thread) as soon as the page is compiled. `bodies` is
  // this build's; `rendered` (kept by watch mode) only spares rendering an unchanged page again.
  const rendered: RenderedBodies = options.cache ? (options.cache.bodies ??= new Map()) : new Map();
  const bodies = new Map<string, Promise<string>>();
  const renderBody = ({ doc }: { doc: SourceDoc }, { code }: CompiledDoc) => void bodies.set(doc.id, bodyOf(prerenderer, rendered, doc.id, doc.path, code));
  const compile = async (some: SourceDoc[], cardsOf: (doc: SourceDoc) => DocCard[] | null) => {
    const results = await compileJobs(some.map((doc) => ({ doc, cards: cardsOf(doc) })), settings, highlighter, options.cache?.compile, disk, renderBody);
    some.forEach((doc, i) => compiledById.set(doc.id, results[i]));
  };
  // Pages that list a category's cards wait for the sidebars, which need the API pages; the others
  // compile as soon as they are read: at once, or the API pages after TypeDoc.
  const listsCards = (doc: SourceDoc) => /<DocCardList\b/.test(doc.text);
  const compileStart = performance.now();
  const apiLater = typedoc ? typedoc.then((dir) => loadDocs(root, [apiRoot(dir)])) : Promise.resolve([]);
  const compiling = [
    compile(docsNow.filter((doc) => !listsCards(doc)), () => null),
    apiLater.then((api) => {
      // Their code was not in the sources the highlight thread started on.
      if (api.length && !disk?.cache.warm) highlighter.prime([], api.flatMap((doc) => sourceCodeBlocks(doc.text)));
      return compile(api.filter((doc) => !listsCards(doc)), () => null);
    }),
  ];
  // The sidebars need every page's frontmatter, not its compiled form: as soon as every page is read
  // (at once, unless TypeDoc runs) they are resolved and written with the site config, and the
  // prerender thread bundles the shells' renderer, which reads both, while the pages compile.
  const allDocs = apiLater.then((api) => [...docsNow, ...api]);
  const layout = allDocs.then(async (docs) => {
    checkUniqueRoutes(docs);
    const resolved = await task('resolving sidebars', () => resolveSidebars(sidebarsConfig, docs));
    await mkdir(genDir, { recursive: true });
    await write(join(genDir, 'sidebars.json'), JSON.stringify(resolved.sidebars));
    await write(join(genDir, 'site.json'), JSON.stringify(site));
    await write(join(genDir, 'versions.json'), JSON.stringify(versions));
    // Watch mode renders no shells (see below).
    if (!options.cache) prerenderer.prepareShells();
    return resolved;
  });
  const cardPages = Promise.all([allDocs, layout]).then(([docs, { sidebars }]) => {
    const docsById = new Map(docs.map((doc) => [doc.id, doc]));
    return compile(docs.filter(listsCards), (doc) => categoryCards(sidebars, docsById, doc.id));
  });
  // Awaited together: the first failure (TypeDoc's or a page's) is the one reported.
  const [docs, { sidebars, docSidebar }] = await Promise.all([allDocs, layout, ...compiling, cardPages]);
  if (options.cache && withApi) options.cache.apiDir = apiDir ?? (await typedoc);
  const compiled = docs.map((doc) => compiledById.get(doc.id)!);
  timings['compiling MDX'] = performance.now() - compileStart;
  log(`  ${'compiling MDX'.padEnd(28)} ${timings['compiling MDX'].toFixed(0).padStart(6)} ms`);
  // Written while the build goes on (watch mode writes it after the build has returned).
  const cacheSaved = options.cache ? undefined : disk?.cache.save();

  const metas: DocMeta[] = docs.map((doc, i) => ({
    id: doc.id,
    path: doc.path,
    title: doc.frontmatter.title,
    description: doc.frontmatter.description,
    sidebar: docSidebar.get(doc.id),
    layout: doc.frontmatter.layout ?? 'doc',
    hideToc: doc.frontmatter.hide_table_of_contents ?? false,
    toc: compiled[i].toc,
    source: doc.source,
  }));

  const staticPaths = new Set(['/docs/llms.txt', '/docs/llms-full.txt', '/docs/sitemap.xml', ...metas.map((m) => markdownTwinPath(m.path))]);
  const { pending } = await task('checking links', () =>
    checkLinks(
      docs.map((d, i) => ({ source: d.source, path: d.path, links: compiled[i].links, ids: compiled[i].ids })),
      { staticPaths, pendingSections: site.pendingSections },
    ),
  );
  if (pending.length) log(`  note: ${pending.length} links point into sections still being written (${site.pendingSections.join(', ')})`);

  // A clean slate for the outputs, except in watch mode, where the server keeps reading them.
  if (!written) await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, 'docs'), { recursive: true });

  // While this thread writes its outputs and builds the search index, the shells render on the
  // prerender thread and esbuild bundles the client (it needs only the JSON files written above).
  // Watch mode renders no shells: the worker then renders each per request, so an edit stays a fast rebuild.
  const shells = options.cache ? Promise.resolve(null) : prerenderer.shells(metas);
  const client = options.bundle === false ? undefined : clientBundle(options.cache, changed, outDir, task);
  // Each is awaited below; a failure before then (a body's, say) is the one reported.
  for (const later of [shells, client]) later?.catch(() => {});

  const writingModules = task('writing modules', async () => {
    // Every page in one module, each page's compiled MDX (a function body, given the JSX runtime)
    // in a function run once, on the page's first use, as a module of its own would be: one file
    // instead of one per page, which this machine kind's file system makes costly to create
    // (ARCHITECTURE.md), and the same laziness.
    const loaders = metas.map((meta, i) => `  ${JSON.stringify(meta.id)}: once(() => ({ ...(function () {\n${compiled[i].code}\n})(jsxRuntime), meta: ${JSON.stringify(meta)} })),`).join('\n');
    // Routes follow from doc ids (src/shared/paths.ts); only `slug` overrides need listing.
    const overrides = Object.fromEntries(metas.filter((m) => docIdToPath(m.id) !== m.path).map((m) => [m.id, m.path]));
    // JavaScript with one declaration file: TypeScript then reads no page code.
    await write(
      join(genDir, 'pages.mjs'),
      `// Generated by build/index.ts. Do not edit. Types: pages.d.mts.\nimport * as jsxRuntime from 'react/jsx-runtime';\n\n` +
        `const once = (make) => {\n  let page;\n  return async () => (page ??= make());\n};\n\nexport const pageLoaders = {\n${loaders}\n};\n\nexport const routeOverrides = ${JSON.stringify(overrides)};\n`,
    );
    await write(
      join(genDir, 'pages.d.mts'),
      `// Generated by build/index.ts. Do not edit.\nimport type { PageModule } from '${importPath(genDir, 'src/shared/page.ts')}';\n\n` +
        `/** Doc id -> its page (compiled MDX and metadata), made on first use. */\nexport declare const pageLoaders: Record<string, () => Promise<PageModule>>;\n\n` +
        `/** Doc id -> route, for docs whose route is not derived from the id (frontmatter \`slug\`). */\nexport declare const routeOverrides: Record<string, string>;\n`,
    );
    await write(join(genDir, 'manifest.json'), JSON.stringify({ docs: metas }));
  });
  const writingBodies = task('prerendering bodies', () => prerenderBodies(genDir, metas.map((meta) => ({ meta, html: bodies.get(meta.id)! })), write));
  const writingText = task('writing text outputs', async () => {
    await cp(join(projectRoot, 'src/static'), join(outDir, 'docs'), { recursive: true });
    await writeFile(join(outDir, 'docs/llms.txt'), llmsTxt(site, metas, sidebars));
    await writeFile(join(outDir, 'docs/llms-full.txt'), llmsFullTxt(site, metas.map((doc, i) => ({ doc, markdown: compiled[i].markdown }))));
    await writeFile(join(outDir, 'docs/sitemap.xml'), sitemapXml(site, metas));
    await writeFile(join(outDir, 'robots.txt'), robotsTxt(site));
    await writeFile(join(outDir, '_headers'), STATIC_HEADERS);
    await Promise.all(
      metas.map(async (meta, i) => {
        const file = join(outDir, markdownTwinPath(meta.path));
        await mkdir(dirname(file), { recursive: true });
        await write(file, compiled[i].markdown);
      }),
    );
  });

  // Built while the writes above wait on the disk.
  const sections = docSections(sidebars);
  const records = compiled.map((c, i) => inSection(c.searchRecords, sections.get(docs[i].id) ?? 'Docs'));
  let writeIndexLater: (() => Promise<unknown>) | undefined;
  const indexing = task('indexing for search', () => {
    if (!options.cache) return writeSearchIndex(records.flat(), join(outDir, 'docs/assets'));
    const later = searchIndexLater(records, join(outDir, 'docs/assets'));
    writeIndexLater = later.write;
    return later.url;
  });
  // Awaited together: the first failure is the one reported.
  const [searchIndexUrl] = await Promise.all([indexing, writingModules, writingBodies, writingText]);

  await task('writing shells', async () => writeShells(genDir, await shells, write));

  if (client) {
    const bundle = await client;
    const manifest = { entry: bundle.entry, searchCssUrl: bundle.searchCssUrl, searchIndexUrl };
    const id = await task('build id', () => buildId(projectRoot, [JSON.stringify(manifest), JSON.stringify(metas), JSON.stringify(sidebars), JSON.stringify(site)]));
    await writeFile(join(genDir, 'assets.json'), JSON.stringify({ ...manifest, buildId: id }));
  }
  await cacheSaved;
  if (options.cache) {
    // After this build has returned (a timer runs after the caller's continuation).
    const writeIndex = writeIndexLater;
    options.cache.afterBuild = new Promise((resolve) => setTimeout(resolve, 0)).then(async () => {
      await writeIndex?.();
      await disk?.cache.save();
    });
  }
  return { docs: metas, pendingLinks: pending, timings };
}

/**
 * The client bundle. Watch mode reuses the last one while none of its inputs changed: page content
 * is not in it, so an edit to a page alone does not bundle again.
 */
async function clientBundle(cache: BuildCache | undefined, changed: Set<string>, outDir: string, task: <T>(name: string, fn: () => Promise<T>) => Promise<T>): Promise<ClientBundle> {
  const last = cache?.bundle.last;
  const unchanged = (input: string) => !changed.has(input) && !cache?.touched.has(input);
  const bundle =
    last && last.inputs.every(unchanged)
      ? last
      : await task('bundling client', () => bundleClient({ root: projectRoot, entry: join(projectRoot, 'src/client/entry.tsx'), outDir: join(outDir, 'docs/assets'), incremental: cache?.bundle }));
  if (cache) {
    cache.bundle.last = bundle;
    cache.touched.clear();
  }
  return bundle;
}

/** `npm run build` (through build/run.mjs): builds this project, printing each phase's time. */
export async function main(): Promise<void> {
  const start = performance.now();
  console.log('Building the docs');
  try {
    const { docs } = await runBuild({ root: projectRoot, log: console.log });
    console.log(`Built ${docs.length} pages in ${(performance.now() - start).toFixed(0)} ms`);
    // Everything is written and every thread ended; left to end by itself, Node would first tear
    // down a heap of some 200 MB, 50–130 ms more of a clean build's wall time on this machine kind.
    process.exit(0);
  } catch (error) {
    console.error(error instanceof BuildError ? `\nBuild failed: ${error.message}` : error);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
