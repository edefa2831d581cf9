/** Phase 3: compile one MDX page to an ES module, with its TOC, links and Markdown twin. */
import { createHash } from 'node:crypto';
import { compile } from '@mdx-js/mdx';
import rehypeSlug from 'rehype-slug';
import { VFile } from 'vfile';
import type { TocItem } from '../../src/shared/types.ts';
import type { SourceDoc } from '../content.ts';
import { BuildError } from '../errors.ts';
import type { DiskCache } from './disk-cache.ts';
import type { CodeHighlighter } from './highlight.ts';
import { languages } from '../../content/data/languages.ts';
import rehypeCodeBlocks from './rehype-code-blocks.ts';
import rehypeLinks, { type FoundLink } from './rehype-links.ts';
import rehypeTaskLists from './rehype-task-lists.ts';
import rehypeToc from './rehype-toc.ts';
import remarkAdmonitions from './remark-admonitions.ts';
import remarkBuildTimeProps from './remark-build-time-props.ts';
import type { DocCard } from '../../src/shared/types.ts';
import remarkMarkdownTwin from './markdown-twin.ts';
import { markdownSyntax } from './markdown-syntax.ts';
import rehypeSearchRecords from '../search/rehype-search-records.ts';
import type { SearchRecord } from '../../src/shared/search.ts';

declare module 'vfile' {
  interface DataMap {
    toc: TocItem[];
    links: FoundLink[];
    ids: string[];
    components: FoundLink[];
    markdown: string;
    searchRecords: SearchRecord[];
  }
}

export interface CompiledDoc {
  code: string;
  toc: TocItem[];
  links: FoundLink[];
  ids: string[];
  markdown: string;
  searchRecords: SearchRecord[];
}

/** One page to compile, with what it needs from the rest of the site (plain data: it crosses threads). */
export interface CompileJob {
  doc: SourceDoc;
  /** Cards of the sidebar category this page leads, for a page that lists them (`<DocCardList />`); otherwise null. */
  cards: DocCard[] | null;
}

export interface CompileSettings {
  siteUrl: string;
  /** The LiveCodes app that playground links open. */
  appUrl: string;
  tocMinLevel: number;
}

export interface CompileContext extends CompileSettings {
  highlighter: CodeHighlighter;
  /** Components the MDX renderer provides (src/mdx/components.tsx). */
  componentNames: Set<string>;
}

/** A compiled page (an MDX function body) must return its component as `default`: the worker and client render that. */
export function assertDefaultExport(code: string, source: string): void {
  if (!/^return \{[^}]*\bdefault: /m.test(code)) {
    throw new BuildError(`${source}: the compiled page has no default export`, 'Remove any `export default` override or other construct that replaces the MDX content export.');
  }
}

export async function compileDoc({ doc, cards }: CompileJob, ctx: CompileContext): Promise<CompiledDoc> {
  const file = new VFile({ path: doc.file, value: doc.text });
  const buildTime = { docId: doc.id, cards, siteUrl: ctx.siteUrl, appUrl: ctx.appUrl };
  const { title, description } = doc.frontmatter;
  const result = await compile(file, {
    // A function body, which the build runs to render the page's body (build/bodies.ts).
    outputFormat: 'function-body',
    jsxImportSource: 'react',
    development: false,
    remarkPlugins: [
      ...markdownSyntax,
      [remarkMarkdownTwin, { ...buildTime, title, description }],
      remarkAdmonitions,
      [remarkBuildTimeProps, buildTime],
    ],
    rehypePlugins: [
      rehypeSlug,
      [rehypeSearchRecords, { path: doc.path, title, description, pageRank: doc.id.split('/').length > 1 ? 0 : 1, skipQuotes: doc.id.startsWith('api/') }],
      [rehypeCodeBlocks, { highlighter: ctx.highlighter, appUrl: ctx.appUrl, pageLanguage: languages.find((l) => `languages/${l.slug}` === doc.id), links: !doc.id.startsWith('api/') }],
      [rehypeToc, { minLevel: ctx.tocMinLevel, maxLevel: doc.frontmatter.toc_max_heading_level ?? 3 }],
      rehypeLinks,
      rehypeTaskLists,
    ],
  });
  const code = String(result);
  assertDefaultExport(code, doc.source);
  const unknown = (result.data.components ?? []).filter((c) => !ctx.componentNames.has(c.href));
  if (unknown.length) {
    const list = unknown.map((c) => `<${c.href}> at line ${c.line ?? '?'}`).join(', ');
    throw new BuildError(`${doc.source}: unknown component ${list}`, `Use one of: ${[...ctx.componentNames].sort().join(', ')}; a new component is added to src/mdx/components.tsx.`);
  }
  return {
    code,
    toc: result.data.toc ?? [],
    links: result.data.links ?? [],
    ids: result.data.ids ?? [],
    markdown: result.data.markdown ?? '',
    searchRecords: result.data.searchRecords ?? [],
  };
}


/**
 * Compiles pages, turning MDX syntax errors into BuildErrors that name file and line. A page whose
 * inputs (its text, build-time data, settings and the component names) are in `cache` is not compiled again.
 */
export async function compileJobs(jobs: CompileJob[], settings: CompileSettings, highlighter: CodeHighlighter, cache?: DiskCache): Promise<CompiledDoc[]> {
  const { mdxComponents } = await import('../../src/mdx/components.tsx');
  const componentNames = new Set(Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name)));
  const ctx: CompileContext = { ...settings, highlighter, componentNames };
  return Promise.all(
    jobs.map(async (job): Promise<CompiledDoc> => {
      const key = cache ? createHash('sha256').update(JSON.stringify([job, settings, [...componentNames].sort()])).digest('hex') : '';
      const hit = cache?.get(key);
      if (hit) {
        cache!.use(key, hit);
        return hit;
      }
      let result: CompiledDoc;
      try {
        result = await compileDoc(job, ctx);
      } catch (error) {
        if (error instanceof BuildError) throw error;
        // micromark puts the position only in the message: "Expected … (8:1-8:6)".
        const e = error as Error & { line?: number };
        const at = /\s*\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(e.message);
        const line = e.line ?? (at ? Number(at[1]) : undefined);
        const reason = at ? e.message.slice(0, at.index) : e.message;
        throw new BuildError(`${job.doc.source}${line ? `:${line}` : ''}: ${reason}`, 'Fix the MDX syntax at that place (see content/README.md for what MDX accepts).');
      }
      cache?.use(key, result);
      return result;
    }),
  );
}
