/**
 * The site's code highlighting: one shiki highlighter, its theme and options, applied to `<pre>`
 * elements by shiki's own rehype plugin. Runs in the highlight thread (build/mdx/highlight-thread.ts).
 */
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import type { Element, Root } from 'hast';
import { createCssVariablesTheme, createHighlighter, type Highlighter } from 'shiki';
import { codeMetaTransformer } from './code-meta.ts';

/** Languages loaded up front; others load on first use, and unknown ones render as plain text. */
const PRELOADED_LANGS = ['html', 'css', 'js', 'ts', 'jsx', 'tsx', 'json', 'bash', 'shell', 'md', 'mdx', 'yaml', 'vue', 'svelte', 'python', 'text'];

/**
 * One theme whose colours are CSS variables: tokens are computed once, and src/styles/main.css
 * gives the variables light and dark values, so switching colour mode needs no re-render.
 */
const cssVariablesTheme = createCssVariablesTheme({ name: 'docs', variablePrefix: '--code-', fontStyle: true });

export function createDocsHighlighter(): Promise<Highlighter> {
  return createHighlighter({ themes: [cssVariablesTheme], langs: PRELOADED_LANGS });
}

/** What shiki's rehype plugin asks of its cache (keyed by language, meta string and code). */
export interface FragmentCache {
  get(key: string): Root | undefined;
  set(key: string, fragment: Root): void;
}

/**
 * Highlights each `<pre><code class="language-…">` as shiki's rehype plugin does in a page's tree:
 * each result is what the plugin puts in the element's place (a fragment with the highlighted
 * `<pre>`), or the element unchanged when it holds no code.
 */
export async function highlightPres(highlighter: Highlighter, pres: Element[], cache?: FragmentCache): Promise<(Element | Root)[]> {
  const tree: Root = { type: 'root', children: pres };
  const transform = rehypeShikiFromHighlighter(highlighter, { theme: 'docs', lazy: true, fallbackLanguage: 'text', transformers: [codeMetaTransformer], cache: cache as Map<string, Root> | undefined });
  await (transform as (tree: Root) => Promise<void> | void)(tree);
  return tree.children as (Element | Root)[];
}
