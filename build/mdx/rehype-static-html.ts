/**
 * Turns the parts of a page that hold no component and no expression into HTML at build time. Each
 * largest such element keeps its tag and its own attributes, and its content becomes one HTML string
 * (`dangerouslySetInnerHTML`): React then renders a table of 500 cells as one element instead of
 * 2,000, and the page module carries a string instead of thousands of JSX calls. The browser never
 * re-renders page content (src/app/page-body.tsx), so nothing needs to hydrate it.
 *
 * The string is what React itself renders from the element, with the site's components for Markdown
 * elements (src/mdx/components.tsx: heading links, new tabs for other sites) and the way MDX turns
 * hast into JSX (hast-util-to-jsx-runtime, MDX's own runtime counterpart): one renderer, not a copy.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { mdxComponents } from '../../src/mdx/components.tsx';

/**
 * Attributes a kept element may carry: hast and React name them alike, their values are plain, and
 * no component changes them (a link's component adds attributes, so links are never kept elements).
 */
const PLAIN_ATTRIBUTES = new Set(['id', 'className', 'title', 'start']);

const isStatic = (node: RootContent | ElementContent): boolean => node.type === 'text' || (node.type === 'element' && node.children.every(isStatic));
const isLinkedHeading = (node: Element) => /^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string';

/** The HTML React renders inside `node`, its components applied. */
function innerHtml(node: Element): string {
  const html = renderToStaticMarkup(toJsxRuntime(node, { Fragment, jsx, jsxs, components: mdxComponents }));
  return html.slice(html.indexOf('>') + 1, html.lastIndexOf('</'));
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
    const plain = child.tagName !== 'a' && Object.entries(child.properties).every(([name, value]) => PLAIN_ATTRIBUTES.has(name) && value !== undefined && value !== null && value !== false);
    // Text alone gains nothing from being HTML, except in a heading, whose component adds a link.
    const worthIt = child.children.some((c) => c.type === 'element') || isLinkedHeading(child);
    if (plain && worthIt && isStatic(child)) return htmlElement(child, innerHtml(child)) as unknown as Element;
    hoist(child);
    return child;
  }) as typeof parent.children;
}

export default function rehypeStaticHtml() {
  return (tree: Root) => hoist(tree);
}
