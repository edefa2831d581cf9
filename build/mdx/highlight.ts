/**
 * Code highlighting for the page compile, on a pool of worker threads (Piscina): Shiki's highlighting
 * is about half of a clean build's CPU, and on its own threads it runs while this one parses and
 * compiles the pages. One pool per build process (watch mode keeps it warm between rebuilds).
 */
import type { Element } from 'hast';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { CodeBlockData } from './code-block-data.ts';
import type { HighlightTask } from './highlight-worker.ts';

export interface CodeHighlighter {
  /** Each `<pre>` of a page highlighted (build/mdx/rehype-code-blocks.ts puts it in the page), or null when it holds no `<code>`. */
  highlight(pres: Element[]): Promise<(CodeBlockData | null)[]>;
  /** Names the languages the build's pages use: every block is highlighted with all of them loaded (see HighlightTask). */
  expect(langs: string[]): void;
  /** Ends the pool's threads. */
  close(): Promise<void>;
}

export function createCodeHighlighter(): CodeHighlighter {
  let pool: Piscina<HighlightTask, (CodeBlockData | null)[]> | undefined;
  const langs = new Set<string>();
  return {
    expect(more) {
      for (const lang of more) langs.add(lang);
    },
    highlight(pres) {
      // One thread per core but the one that compiles the pages.
      pool ??= new Piscina({ filename: new URL('./highlight-worker.mjs', import.meta.url).href, maxThreads: Math.max(1, availableParallelism() - 1), idleTimeout: 60_000 });
      return pool.run({ pres, langs: [...langs] });
    },
    async close() {
      await pool?.destroy();
    },
  };
}

/** The language each fenced code block of an MDX source names (a line scan: cheap, and a miss only loads a grammar later, on first use). */
export function fenceLanguages(mdx: string): string[] {
  return [...mdx.matchAll(/^\s*(?:`{3,}|~{3,})([\w+#.-]+)/gm)].map((m) => m[1]);
}
