/**
 * What a reader takes from a page, read the same way from its HTML body and from its Markdown twin:
 * the h2/h3 headings, the code blocks, the tables' header cells and the links. The Markdown twin
 * test holds every twin to its page with these.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Element, ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
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
// HTML, read as a browser reads it.

const elements = (node: Element): Element[] => node.children.filter((c): c is Element => c.type === 'element');
const classes = (element: Element) => (element.properties.className as string[] | undefined) ?? [];

/** An element's text, leaving out the elements `skip` names. */
const textOf = (node: ElementContent, skip: (e: Element) => boolean = () => false): string =>
  node.type === 'text' ? node.value : node.type === 'element' && !skip(node) ? node.children.map((c) => textOf(c, skip)).join('') : '';

/** A table's first row, wherever it is (thead, tbody or the table itself), its caption aside. */
function firstRow(element: Element): Element | undefined {
  for (const child of elements(element)) {
    if (child.tagName === 'tr') return child;
    const row = child.tagName === 'caption' ? undefined : firstRow(child);
    if (row) return row;
  }
}

/**
 * What the page shows that a Markdown twin can hold. Left out, by rule: what is hidden from
 * assistive technology (`aria-hidden`, such as the home page's picture of the playground), and a
 * code block's title bar (its copy, wrap and 'Open in LiveCodes' controls act on the code, which the
 * twin holds as a fence).
 */
export function bodyOutline(html: string, siteUrl: string): Outline {
  const outline: Outline = { headings: [], code: [], tables: [], links: new Set() };
  const walk = (element: Element) => {
    if (element.properties.ariaHidden === 'true' || classes(element).includes('code-block-bar')) return;
    switch (element.tagName) {
      case 'h2':
      case 'h3':
        outline.headings.push(`${element.tagName === 'h2' ? '##' : '###'} ${squash(textOf(element, (e) => classes(e).includes('hash-link')))}`);
        break;
      case 'pre':
        outline.code.push(codeText(textOf(element)));
        return;
      case 'table': {
        const row = firstRow(element);
        outline.tables.push(row ? elements(row).map((cell) => squash(textOf(cell))) : []);
        break;
      }
      case 'a': {
        // Links within the page (`#id`) have no target the twin could hold.
        const href = String(element.properties.href ?? '');
        if (href.startsWith('/')) outline.links.add(siteUrl + href);
        else if (href && !href.startsWith('#')) outline.links.add(href);
        break;
      }
    }
    elements(element).forEach(walk);
  };
  fromHtml(html, { fragment: true }).children.forEach((node) => node.type === 'element' && walk(node));
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
