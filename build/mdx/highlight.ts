/**
 * Code highlighting for the page compile: one Shiki highlighter per build process (watch mode keeps
 * it warm between rebuilds), which loads the build's languages before its first block.
 */
import type { Element } from 'hast';
import type { Highlighter } from 'shiki';
import { codeBlockData, type CodeBlockData } from './code-block-data.ts';
import { createDocsHighlighter, highlightPres, loadLanguages } from './shiki.ts';

export interface CodeHighlighter {
  /** Each `<pre>` of a page highlighted (build/mdx/rehype-code-blocks.ts puts it in the page), or null when it holds no `<code>`. */
  highlight(pres: Element[]): Promise<(CodeBlockData | null)[]>;
  /**
   * Names the languages the build's pages use. A grammar highlights embedded code (Vue's
   * `<style lang="scss">`) only in languages already loaded, so all of them are loaded before the
   * next block: the output then does not depend on which page came first.
   */
  expect(langs: string[]): void;
}

export function createCodeHighlighter(): CodeHighlighter {
  let shiki: Promise<Highlighter> | undefined;
  let ready: Promise<void> = Promise.resolve();
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
      const highlighter = (shiki ??= createDocsHighlighter());
      // Loaded when there is something to highlight: a build whose pages all come from the compile cache loads nothing.
      if (waiting) {
        const langs = waiting;
        waiting = null;
        ready = ready.then(async () => loadLanguages(await highlighter, langs));
      }
      await ready;
      return (await highlightPres(await highlighter, pres)).map(codeBlockData);
    },
  };
}

/** The language each fenced code block of an MDX source names (a line scan: cheap, and a miss only loads a grammar later, on first use). */
export function fenceLanguages(mdx: string): string[] {
  return [...mdx.matchAll(/^\s*(?:`{3,}|~{3,})([\w+#.-]+)/gm)].map((m) => m[1]);
}
