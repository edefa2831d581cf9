/**
 * The content build: MDX pages -> page bodies as HTML, manifests, client bundle, search index,
 * llms.txt, sitemap and Markdown twins. `npm run build` runs it on this project (build/cli.ts),
 * `npm start` again on each edit (build/watch.ts), and tests on tiny fixture trees.
 */
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { markdownTwinPath } from '../src/shared/paths.ts';
import type { DocCard, DocMeta, VersionMeta } from '../src/shared/types.ts';
import { SECURITY_HEADERS } from '../src/shared/security-headers.ts';
import { docSections } from '../src/shared/sections.ts';
import { apiReference } from './api/generate.ts';
import { bodiesModule, renderBodies, type RenderedBodies } from './bodies.tsx';
import { buildId } from './build-id.ts';
import { bundleClient, type ClientBundle } from './client-bundle.ts';
import { loadConfig } from './config.ts';
import { checkUniqueRoutes, loadDocs, type ContentRoot, type SourceDoc } from './content.ts';
import { checkLinks } from './links.ts';
import { compileJobs, type CompiledDoc, type CompileSettings } from './mdx/compile.ts';
import { compileCacheDir, compilerFingerprint, openDiskCache, type DiskCache } from './mdx/disk-cache.ts';
import { createCodeHighlighter, fenceLanguages, type CodeHighlighter } from './mdx/highlight.ts';
import { projectRoot } from './project-root.ts';
import { searchIndexFile, writeSearchIndex } from './search/index-file.ts';
import { inSection } from './search/rehype-search-records.ts';
import { categoryCards, resolveSidebars } from './sidebars.ts';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from './text-outputs.ts';

export { projectRoot };

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
  /** Keep compiled pages on disk between builds (default: only for this project, not fixtures). */
  diskCache?: boolean;
  /** PLAYGROUND_URL and other build settings from the environment (default: process.env). */
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  /** Watch mode: what one builder process keeps between its rebuilds. */
  cache?: BuildCache;
}

/**
 * What watch mode's builder process keeps between rebuilds. It holds only what depends on content:
 * an edit to code (build/, src/, content/data/) starts a new process (build/watch.ts).
 */
export interface BuildCache {
  /** Shiki with its grammars loaded: its first use of each grammar is most of a clean build's compile time. */
  highlighter?: CodeHighlighter;
  /** The compile cache, read from disk once. */
  compiled?: DiskCache;
  /** Bodies already rendered: only an edited page's is rendered again. */
  bodies: RenderedBodies;
  /** The client bundle: it holds no page content, so edits to pages never change it. */
  client?: ClientBundle;
  /** Where TypeDoc's output is, once found or made: the SDK's types do not change during a session. */
  apiDir?: string | null;
  /** Last text written to each generated file: an unchanged file is not written, so wrangler dev does not reload for it. */
  written: Map<string, string>;
  /** Settles when the search index of the last rebuild is on disk (written after the rebuild has reported). */
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

/** Pages that list a category's cards are compiled once the sidebars are known. */
const listsCards = (doc: SourceDoc) => /<DocCardList\b/.test(doc.text);

export async function runBuild(options: BuildOptions): Promise<BuildResult> {
  const root = resolve(options.root);
  const genDir = options.genDir ?? join(root, '.generated');
  const outDir = options.outDir ?? join(root, 'dist/client');
  const log = options.log ?? (() => {});
  const cache = options.cache;
  const timings: Record<string, number> = {};
  const task = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    const value = await fn();
    timings[name] = performance.now() - start;
    log(`  ${name.padEnd(22)} ${timings[name].toFixed(0).padStart(6)} ms`);
    return value;
  };
  // Watch mode skips writes that would not change a file.
  const write = async (file: string, text: string) => {
    if (cache?.written.get(file) === text) return;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    cache?.written.set(file, text);
  };

  const { site, sidebarsConfig } = await task('config', () => loadConfig(root, options.env));
  // A clean slate for the static files, except in watch mode, where wrangler dev keeps serving them.
  if (!cache) await rm(outDir, { recursive: true, force: true });
  // TypeDoc, when its output for these types is not cached, runs in its own process while this one
  // compiles the site's own pages: a clean build's two largest steps side by side.
  const withApi = options.apiReference ?? root === projectRoot;
  const apiDir = withApi ? (cache?.apiDir !== undefined ? Promise.resolve(cache.apiDir) : apiReference()) : Promise.resolve(null);
  apiDir.catch(() => {}); // awaited below; a failure before then is the one reported
  const compiled = cache?.compiled ?? ((options.diskCache ?? root === projectRoot) ? await task('opening compile cache', async () => openDiskCache(compileCacheDir(root, projectRoot), await compilerFingerprint(projectRoot))) : undefined);
  const highlighter = cache?.highlighter ?? createCodeHighlighter();
  if (cache) Object.assign(cache, { compiled, highlighter });

  const ownDocs = await task('reading pages', () => loadDocs(root, [{ dir: join(root, 'content/docs') }]));
  const settings: CompileSettings = { siteUrl: site.url, appUrl: site.playgroundUrl, tocMinLevel: site.toc.minHeadingLevel };
  const results = new Map<string, CompiledDoc>();
  const compile = async (docs: SourceDoc[], cardsOf: (doc: SourceDoc) => DocCard[] | null = () => null) => {
    highlighter.expect(docs.flatMap((doc) => fenceLanguages(doc.text)));
    const done = await compileJobs(docs.map((doc) => ({ doc, cards: cardsOf(doc) })), settings, highlighter, compiled);
    docs.forEach((doc, i) => results.set(doc.id, done[i]));
  };
  await task('compiling pages', () => compile(ownDocs.filter((doc) => !listsCards(doc))));
  const apiRoot: ContentRoot | null = await task('API reference', async () => {
    const dir = await apiDir;
    if (cache) cache.apiDir = dir;
    return dir ? { dir, prefix: 'api/', generated: true } : null;
  });
  const apiDocs = apiRoot ? await loadDocs(root, [apiRoot]) : [];
  const docs = [...ownDocs, ...apiDocs];
  checkUniqueRoutes(docs);
  const { sidebars, docSidebar } = await task('resolving sidebars', () => resolveSidebars(sidebarsConfig, docs));
  await write(join(genDir, 'sidebars.json'), JSON.stringify(sidebars));
  await write(join(genDir, 'site.json'), JSON.stringify(site));
  await write(join(genDir, 'versions.json'), JSON.stringify([{ name: 'current', label: 'Next', isLast: true, path: site.baseUrl, mainDocId: 'overview' }] satisfies VersionMeta[]));
  // The client reads only these three files: esbuild bundles it (in its own process)
  // while this one compiles the rest. Watch mode keeps the first bundle (src/ edits start a new builder).
  const indexDir = join(outDir, 'docs/assets');
  const client = options.bundle === false ? undefined : cache?.client ? Promise.resolve(cache.client) : task('bundling client', () => bundleClient({ root: projectRoot, entry: join(projectRoot, 'src/client/entry.tsx'), outDir: indexDir }));
  client?.catch(() => {}); // awaited below; a failure before then is the one reported
  await task('compiling API pages', () => compile(apiDocs.filter((doc) => !listsCards(doc))));
  const docsById = new Map(docs.map((doc) => [doc.id, doc]));
  await compile(docs.filter(listsCards), (doc) => categoryCards(sidebars, docsById, doc.id));
  const pages = docs.map((doc) => results.get(doc.id)!);
  const cacheSaved = cache ? undefined : compiled?.save();

  const metas: DocMeta[] = docs.map((doc, i) => ({
    id: doc.id,
    path: doc.path,
    title: doc.frontmatter.title,
    description: doc.frontmatter.description,
    sidebar: docSidebar.get(doc.id),
    layout: doc.frontmatter.layout ?? 'doc',
    hideToc: doc.frontmatter.hide_table_of_contents ?? false,
    ...(doc.frontmatter.show_sponsors ? { showSponsors: true } : {}),
    toc: pages[i].toc,
    source: doc.source,
  }));

  const staticPaths = new Set(['/docs/llms.txt', '/docs/llms-full.txt', '/docs/sitemap.xml', ...metas.map((m) => markdownTwinPath(m.path))]);
  const { pending } = await task('checking links', () =>
    checkLinks(
      docs.map((d, i) => ({ source: d.source, path: d.path, links: pages[i].links, ids: pages[i].ids })),
      { staticPaths, pendingSections: site.pendingSections },
    ),
  );
  if (pending.length) log(`  note: ${pending.length} links point into sections still being written (${site.pendingSections.join(', ')})`);

  const bodies = await task('rendering bodies', () => renderBodies(metas.map((meta, i) => ({ meta, code: pages[i].code })), site.playgroundUrl, cache?.bodies));

  await task('writing modules', async () => {
    for (const [file, text] of [
      ...bodiesModule(genDir, metas.map((m) => m.id), bodies),
      [join(genDir, 'manifest.json'), JSON.stringify({ docs: metas })],
    ] as const) {
      await write(file, text);
    }
  });

  await task('writing text outputs', async () => {
    await mkdir(join(outDir, 'docs'), { recursive: true });
    await cp(join(projectRoot, 'src/static'), join(outDir, 'docs'), { recursive: true });
    await write(join(outDir, 'docs/llms.txt'), llmsTxt(site, metas, sidebars));
    await write(join(outDir, 'docs/llms-full.txt'), llmsFullTxt(site, metas.map((doc, i) => ({ doc, markdown: pages[i].markdown }))));
    await write(join(outDir, 'docs/sitemap.xml'), sitemapXml(site, metas));
    await write(join(outDir, 'robots.txt'), robotsTxt(site));
    await write(join(outDir, '_headers'), STATIC_HEADERS);
    await Promise.all(metas.map((meta, i) => write(join(outDir, markdownTwinPath(meta.path)), pages[i].markdown)));
  });

  // The search index: its URL is named by a hash of the records. Watch mode writes the file after
  // the rebuild has reported (the worker reads it on the first query, not when it reloads).
  const sections = docSections(sidebars);
  const records = pages.flatMap((page, i) => inSection(page.searchRecords, sections.get(docs[i].id) ?? 'Docs'));
  const index = await task('indexing for search', () => searchIndexFile(records));
  if (!cache) await writeSearchIndex(index, indexDir);

  if (client) {
    const bundle = await client;
    if (cache) cache.client = bundle;
    const manifest = { entry: bundle.entry, searchCssUrl: bundle.searchCssUrl, searchIndexUrl: index.url };
    // Every page's body too: an edit to a component or to the build can change a body and nothing else.
    const id = await buildId(projectRoot, [JSON.stringify(manifest), JSON.stringify(metas), JSON.stringify(sidebars), JSON.stringify(site), ...bodies]);
    await write(join(genDir, 'assets.json'), JSON.stringify({ ...manifest, buildId: id }));
  }
  await cacheSaved;
  // After this rebuild has returned (a timer runs after the caller's continuation): building the
  // index is a few hundred milliseconds of CPU that would otherwise hold up the rebuild's own awaits.
  if (cache) cache.afterBuild = new Promise((done) => setTimeout(done, 0)).then(() => Promise.all([writeSearchIndex(index, indexDir), compiled?.save()]));
  return { docs: metas, pendingLinks: pending, timings };
}
