/**
 * Turns the parts of a page that hold no component and no expression into HTML at build time. Each
 * largest such element keeps its tag and its own attributes, and its content becomes one HTML string
 * (`dangerouslySetInnerHTML`): React then renders a table of 500 cells as one element instead of
 * 2,000, and the page module carries a string instead of thousands of JSX calls. The browser never
 * re-renders page content (src/app/page-body.tsx), so nothing needs to hydrate it.
 *
 * The site's components for Markdown elements (src/mdx/components.tsx) are applied here, with the
 * same output: headings get their '#' link, and links to other sites open in a new tab.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';

/** Attributes a kept element may carry: hast and React name them alike, and their values are plain. */
const PLAIN_ATTRIBUTES = new Set(['id', 'className', 'href', 'target', 'rel', 'title', 'start']);

const isStatic = (node: RootContent | ElementContent): boolean => node.type === 'text' || (node.type === 'element' && node.children.every(isStatic));

/** Table parts whose line breaks MDX drops when it compiles to JSX (hast-util-to-estree), as the HTML must too. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * Makes a subtree what React would render from it: what the `heading` and `Anchor` components of
 * src/mdx/components.tsx add, applied in place; no line breaks between table parts; and a cell's
 * alignment as a style, as MDX compiles it.
 */
function asRendered(node: Element) {
  if (TABLE_PARTS.has(node.tagName)) node.children = node.children.filter((c) => !(c.type === 'text' && c.value === '\n'));
  if ((node.tagName === 'td' || node.tagName === 'th') && typeof node.properties.align === 'string') {
    node.properties.style = `text-align:${node.properties.align}`;
    delete node.properties.align;
  }
  if (/^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string') {
    node.children.push({
      type: 'element',
      tagName: 'a',
      properties: { className: ['hash-link'], href: `#${node.properties.id}`, ariaLabel: 'Direct link to this section' },
      children: [{ type: 'text', value: '#' }],
    });
  }
  if (node.tagName === 'a' && typeof node.properties.href === 'string' && /^https?:\/\//.test(node.properties.href) && node.properties.target === undefined) {
    node.properties.target = '_blank';
    node.properties.rel = ['noopener', 'noreferrer'];
  }
  for (const child of node.children) if (child.type === 'element') asRendered(child);
}

/** `<tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />` as explicit JSX (never mapped to a component). */
function htmlElement(node: Element, html: string): MdxJsxFlowElementHast {
  const attributes: MdxJsxAttribute[] = Object.entries(node.properties).map(([name, value]) => ({
    type: 'mdxJsxAttribute',
    name,
    value: Array.isArray(value) ? value.join(' ') : String(value),
  }));
  const expression = { type: 'ObjectExpression', properties: [{ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: { type: 'Identifier', name: '__html' }, value: { type: 'Literal', value: html } }] };
  attributes.push({
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } as never } },
  });
  return { type: 'mdxJsxFlowElement', name: node.tagName, attributes, children: [], data: { _mdxExplicitJsx: true } as never };
}

function hoist(parent: Root | Element | MdxJsxFlowElementHast) {
  parent.children = parent.children.map((child) => {
    if (child.type !== 'element') {
      // Components (Admonition, Tabs…) render their children: those can still be HTML.
      if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') hoist(child as MdxJsxFlowElementHast);
      return child;
    }
    const plain = Object.entries(child.properties).every(([name, value]) => PLAIN_ATTRIBUTES.has(name) && value !== undefined && value !== null && value !== false);
    // Text alone gains nothing from being HTML, except in a heading, whose component adds a link.
    const worthIt = child.children.some((c) => c.type === 'element') || (/^h[2-6]$/.test(child.tagName) && typeof child.properties.id === 'string');
    if (plain && worthIt && isStatic(child)) {
      asRendered(child);
      return htmlElement(child, toHtml(child.children, { closeSelfClosing: true, characterReferences: { useNamedReferences: true } })) as unknown as Element;
    }
    hoist(child);
    return child;
  }) as typeof parent.children;
}

export default function rehypeStaticHtml() {
  return (tree: Root) => hoist(tree);
}
