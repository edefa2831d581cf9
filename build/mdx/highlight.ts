/**
 * Code highlighting for the page compile: one Shiki highlighter per build process (watch mode keeps
 * it warm between rebuilds), with every language the pages use loaded before the first block.
 */
import type { Element } from 'hast';
import type { Highlighter } from 'shiki';
import { codeBlockData, type CodeBlockData } from './code-block-data.ts';
import { createDocsHighlighter, highlightPres, loadLanguages } from './shiki.ts';

export interface CodeHighlighter {
  /** Each `<pre>` highlighted (build/mdx/rehype-code-blocks.ts puts it in the page), or null when it holds no `<code>`. */
  highlight(pres: Element[]): Promise<(CodeBlockData | null)[]>;
  /**
   * Names the languages (ids or aliases) the coming pages use: they are loaded, with their
   * dependencies, before the next block is highlighted. A grammar highlights embedded code (Vue's
   * `<style lang="scss">`) only in languages already loaded, so the build names every language
   * before the first block: the output then does not depend on page order. A build whose pages all
   * come from the compile cache highlights nothing and loads nothing.
   */
  expect(langs: string[]): void;
}

export function createCodeHighlighter(): CodeHighlighter {
  let shiki: Promise<Highlighter> | undefined;
  let ready: Promise<unknown> = Promise.resolve();
  const named = new Set<string>();
  let waiting: string[] | null = [];
  return {
    expect(langs) {
      for (const lang of langs) {
        if (named.has(lang)) continue;
        named.add(lang);
        (waiting ??= []).push(lang);
      }
    },
    async highlight(pres) {
      shiki ??= createDocsHighlighter();
      if (waiting) {
        const langs = waiting;
        waiting = null;
        ready = Promise.all([ready, shiki]).then(([, h]) => loadLanguages(h, langs));
      }
      await ready;
      return (await highlightPres(await shiki, pres)).map(codeBlockData);
    },
  };
}

/** The language each fenced code block of an MDX source names (a line scan: cheap, and a miss only loads a grammar later, on first use). */
export function fenceLanguages(mdx: string): string[] {
  return [...mdx.matchAll(/^\s*(?:`{3,}|~{3,})([\w+#.-]+)/gm)].map((m) => m[1]);
}
