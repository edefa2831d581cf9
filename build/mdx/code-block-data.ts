/**
 * What a page keeps of a highlighted `<pre>`: its tokens as one HTML string and the fence's language,
 * title and meta, so the compiled page holds a few strings instead of a tree of thousands of token elements.
 */
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

export interface CodeBlockData {
  /** The tokens, as HTML (the content of `<code>`). */
  html: string;
  /** The language shiki highlighted it as (`text` when it knows no such language, or the fence named none). */
  language: string;
  title?: string;
  /** The fence's meta string (`title="…" {1,3}`, `norun`, `livecodes=…`). */
  meta: string;
  /** The code as text, as the highlighted block holds it. */
  text: string;
}

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

/**
 * The data of what shiki's rehype plugin made of a `<pre>` (a fragment holding the highlighted
 * `<pre>`, or the element unchanged when it named no language), or null when it holds no `<code>`.
 */
export function codeBlockData(highlighted: Element | Root): CodeBlockData | null {
  const pre = highlighted.type === 'root' ? highlighted.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre') : highlighted;
  const code = pre?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (!pre || !code) return null;
  const attr = (name: string) => (typeof pre.properties[name] === 'string' ? (pre.properties[name] as string) : undefined);
  const text = toString(code);
  compactTokens(code);
  const title = attr('data-title');
  return { html: toHtml(code.children), language: attr('data-language') ?? 'text', ...(title ? { title } : {}), meta: attr('data-meta') ?? '', text };
}
