/**
 * Replaces each `<pre>` of a page with `<CodeBlock html="…" />`, its code highlighted by Shiki
 * (build/mdx/highlight.ts): the tokens go in as one HTML string instead of thousands of JSX
 * elements, which keeps the compiled page small and its render cheap.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { LanguageData } from '../../content/data/languages.ts';
import type { CodeBlockData } from './code-block-data.ts';
import type { CodeHighlighter } from './highlight.ts';
import { codeBlockUrl } from './playground-links.ts';

/** Snippets this short (a value, a name) are not worth opening in a playground. */
const MIN_RUNNABLE_LENGTH = 20;

export interface CodeBlockOptions {
  highlighter: CodeHighlighter;
  /** The LiveCodes app that 'Open in LiveCodes' links open. */
  appUrl: string;
  /** On a language's page, code for the same editor opens in that language (see codeBlockUrl). */
  pageLanguage?: LanguageData;
  /** Whether runnable blocks get an 'Open in LiveCodes' link. */
  links?: boolean;
}

function codeBlockElement({ html, language, title, meta, text }: CodeBlockData, { appUrl, pageLanguage, links = true }: CodeBlockOptions) {
  const openUrl = links && text.trim().length >= MIN_RUNNABLE_LENGTH ? codeBlockUrl(appUrl, language, text, meta, pageLanguage) : null;
  const attributes = [
    { type: 'mdxJsxAttribute', name: 'html', value: html },
    { type: 'mdxJsxAttribute', name: 'language', value: language },
    ...(title ? [{ type: 'mdxJsxAttribute', name: 'title', value: title }] : []),
    ...(openUrl ? [{ type: 'mdxJsxAttribute', name: 'openUrl', value: openUrl }] : []),
  ];
  return { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] } as unknown as Element;
}

export default function rehypeCodeBlocks(options: CodeBlockOptions) {
  return async (tree: Root) => {
    const found: { parent: { children: unknown[] }; index: number; node: Element }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      found.push({ parent, index, node });
      return 'skip';
    });
    if (!found.length) return;
    const blocks = await options.highlighter.highlight(found.map((f) => f.node));
    found.forEach(({ parent, index }, i) => {
      const block = blocks[i];
      if (block) parent.children[index] = codeBlockElement(block, options);
    });
  };
}
