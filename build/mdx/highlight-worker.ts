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
/** Languages already asked for: a task repeats the build's list, and walking it again cost a third of highlighting's CPU. */
const named = new Set<string>();

export default async function highlight({ pres, langs }: HighlightTask): Promise<(CodeBlockData | null)[]> {
  const highlighter = await (shiki ??= createDocsHighlighter());
  const fresh = langs.filter((lang) => !named.has(lang));
  if (fresh.length || !named.size) {
    fresh.forEach((lang) => named.add(lang));
    await loadLanguages(highlighter, fresh);
  }
  return (await highlightPres(highlighter, pres)).map(codeBlockData);
}
