/**
 * A worker of the highlighting pool (build/mdx/highlight.ts): one Shiki highlighter, which loads the
 * build's languages before its first block, and highlights one page's code blocks per task.
 */
import type { Element } from 'hast';
import type { Highlighter } from 'shiki';
import { codeBlockData, type CodeBlockData } from './code-block-data.ts';
import { createDocsHighlighter, highlightPres, loadLanguages } from './shiki.ts';

export interface HighlightTask {
  pres: Element[];
  /** Every language the build's pages name: loaded (the new ones) before the task's blocks, so the output never depends on which page came first. */
  langs: string[];
}

let shiki: Promise<Highlighter> | undefined;

export default async function highlight({ pres, langs }: HighlightTask): Promise<(CodeBlockData | null)[]> {
  const highlighter = await (shiki ??= createDocsHighlighter());
  await loadLanguages(highlighter, langs);
  return (await highlightPres(highlighter, pres)).map(codeBlockData);
}
