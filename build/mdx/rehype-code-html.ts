/**
 * Replaces each highlighted `<pre>` from shiki with `<CodeBlock html="…" />`: the tokens travel as
 * one HTML string instead of thousands of JSX elements, which keeps page modules small and SSR cheap.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import type { LanguageData } from '../../content/data/languages.ts';
import { codeBlockUrl } from './playground-links.ts';
import { visit } from 'unist-util-visit';

const TOKEN_COLOR = /^color:var\(--code-(token-[a-z-]+|foreground)\)$/;

/** `style="color:var(--code-token-keyword)"` -> `class="t-keyword"`; the default colour needs nothing. */
function compactTokens(code: Element) {
  visit(code, 'element', (span: Element) => {
    const style = span.properties.style;
    const match = typeof style === 'string' ? TOKEN_COLOR.exec(style) : null;
    if (!match) return;
    delete span.properties.style;
    if (match[1] !== 'foreground') span.properties.className = [match[1].replace('token-', 't-')];
  });
}

/** Snippets this short (a value, a name) are not worth opening in a playground. */
const MIN_RUNNABLE_LENGTH = 20;

export default function rehypeCodeHtml({ pageLanguage, links = true }: { pageLanguage?: LanguageData; links?: boolean } = {}) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const attr = (name: string) => (typeof node.properties[name] === 'string' ? (node.properties[name] as string) : undefined);
      const language = attr('data-language') ?? 'text';
      const text = toString(code);
      const openUrl = links && text.trim().length >= MIN_RUNNABLE_LENGTH ? codeBlockUrl(language, text, attr('data-meta') ?? '', pageLanguage) : null;
      compactTokens(code);
      const attributes = [
        { type: 'mdxJsxAttribute', name: 'html', value: toHtml(code.children) },
        { type: 'mdxJsxAttribute', name: 'language', value: language },
        ...(attr('data-title') ? [{ type: 'mdxJsxAttribute', name: 'title', value: attr('data-title') }] : []),
        ...(openUrl ? [{ type: 'mdxJsxAttribute', name: 'openUrl', value: openUrl }] : []),
      ];
      parent.children[index] = { type: 'mdxJsxFlowElement', name: 'CodeBlock', attributes, children: [] } as unknown as Element;
      return 'skip';
    });
  };
}
