/**
 * What a reader takes from a page, read the same way from its HTML body and from its Markdown twin:
 * the h2/h3 headings, the code blocks, the tables' header cells and the links. The Markdown twin
 * test holds every twin to its page with these.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import remarkGfm from 'remark-gfm';

export interface Outline {
  /** `## Text` or `### Text`, in order, with the heading's text only. */
  headings: string[];
  /** Each code block's code, in order. */
  code: string[];
  /** Each table's header cells, in order. */
  tables: string[][];
  /** Every link's target but those within the page (site links made absolute). */
  links: Set<string>;
}

/** Whitespace as a reader sees it: runs are one space, none at the ends. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Code as a reader copies it: no trailing spaces on a line, no blank lines at the ends. */
export const codeText = (code: string) => code.replace(/[ \t]+$/gm, '').replace(/^\n+|\n+$/g, '');

// ---------------------------------------------------------------------------------------------
// HTML: React's serialization (every element closed but the void ones, attributes in double
// quotes, `<` and `&` in text escaped), so a tokenizer reads it exactly.

interface Element {
  tag: string;
  attrs: Record<string, string>;
  children: (Element | string)[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
  });
}

function parseHtml(html: string): Element {
  const root: Element = { tag: '#root', attrs: {}, children: [] };
  const open: Element[] = [root];
  const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*(\/?)>|[^<]+|</g;
  for (const [whole, closing, tag, attrText, selfClosing] of html.matchAll(token)) {
    const parent = open[open.length - 1];
    if (whole.startsWith('<!--')) continue;
    if (tag === undefined) {
      parent.children.push(decodeEntities(whole));
      continue;
    }
    const name = tag.toLowerCase();
    if (closing) {
      let at = open.length - 1;
      while (at > 0 && open[at].tag !== name) at--;
      if (at > 0) open.length = at;
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const [, key, value] of attrText.matchAll(/\s+([^\s"'>/=]+)(?:="([^"]*)")?/g)) attrs[key] = decodeEntities(value ?? '');
    const element: Element = { tag: name, attrs, children: [] };
    parent.children.push(element);
    if (!selfClosing && !VOID.has(name)) open.push(element);
  }
  return root;
}

const textOf = (node: Element | string, skip: (e: Element) => boolean = () => false): string =>
  typeof node === 'string' ? node : skip(node) ? '' : node.children.map((c) => textOf(c, skip)).join('');

/**
 * What the page shows that a Markdown twin can hold. Left out, by rule: what is hidden from
 * assistive technology (`aria-hidden`, such as the home page's picture of the playground), and a
 * code block's title bar (its copy, wrap and 'Open in LiveCodes' controls act on the code, which the
 * twin holds as a fence).
 */
export function bodyOutline(html: string, siteUrl: string): Outline {
  const outline: Outline = { headings: [], code: [], tables: [], links: new Set() };
  const walk = (element: Element) => {
    if (element.attrs['aria-hidden'] === 'true' || element.attrs.class?.split(' ').includes('code-block-bar')) return;
    switch (element.tag) {
      case 'h2':
      case 'h3':
        outline.headings.push(`${element.tag === 'h2' ? '##' : '###'} ${squash(textOf(element, (e) => e.attrs.class === 'hash-link'))}`);
        break;
      case 'pre':
        outline.code.push(codeText(textOf(element)));
        return;
      case 'table': {
        const firstRow = (function find(e: Element): Element | undefined {
          for (const c of e.children) if (typeof c !== 'string') {
            if (c.tag === 'tr') return c;
            if (c.tag !== 'caption') {
              const row = find(c);
              if (row) return row;
            }
          }
        })(element);
        outline.tables.push((firstRow?.children ?? []).filter((c): c is Element => typeof c !== 'string').map((cell) => squash(textOf(cell))));
        break;
      }
      case 'a': {
        // Links within the page (`#id`) have no target the twin could hold.
        const href = element.attrs.href ?? '';
        if (href.startsWith('/')) outline.links.add(siteUrl + href);
        else if (href && !href.startsWith('#')) outline.links.add(href);
        break;
      }
    }
    for (const child of element.children) if (typeof child !== 'string') walk(child);
  };
  walk(parseHtml(html));
  return outline;
}

// ---------------------------------------------------------------------------------------------
// Markdown: CommonMark with GitHub's extensions, as a reader's Markdown tool reads the twin.

const markdownParser = createProcessor({ format: 'md', remarkPlugins: [remarkGfm] });

export function parseMarkdown(markdown: string): MdastRoot {
  return markdownParser.parse(markdown) as MdastRoot;
}

const plainText = (node: MdastNodes): string =>
  'value' in node && node.type !== 'html' ? node.value : 'children' in node ? (node.children as MdastNodes[]).map(plainText).join('') : node.type === 'break' ? ' ' : '';

export function twinOutline(tree: MdastRoot): Outline {
  const outline: Outline = { headings: [], code: [], tables: [], links: new Set() };
  const walk = (node: MdastNodes) => {
    switch (node.type) {
      case 'heading':
        if (node.depth === 2 || node.depth === 3) outline.headings.push(`${'#'.repeat(node.depth)} ${squash(plainText(node))}`);
        break;
      case 'code':
        outline.code.push(codeText(node.value));
        return;
      case 'table':
        outline.tables.push((node.children[0]?.children ?? []).map((cell) => squash(plainText(cell))));
        break;
      case 'link':
      case 'definition':
        outline.links.add(node.url);
        break;
    }
    if ('children' in node) for (const child of node.children) walk(child as MdastNodes);
  };
  walk(tree);
  return outline;
}
