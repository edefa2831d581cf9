/**
 * Plain-Markdown twin of a page (served at `<route>.md`, concatenated into llms-full.txt, copied by
 * 'Copy page as Markdown', read by the MCP server's get_page): what the page shows, as Markdown. The
 * page's own source is kept wherever it is plain Markdown; the rest is converted: a JSX element
 * becomes what it shows (a heading, a paragraph, a link, a list, or its content), a component its
 * Markdown form, an admonition a quote; ESM goes, and site links become absolute.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Program } from 'estree';
import type { Blockquote, Heading, Link, List, ListItem, Literal, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { MdxFlowExpression, MdxJsxFlowElement, MdxJsxTextElement, MdxTextExpression } from 'mdast-util-mdx';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import type { VFile } from 'vfile';
import { appHref } from '../../src/shared/paths.ts';
import { restoreText, splitDirectiveLabel } from './remark-admonitions.ts';
import { buildTimeComponents, type BuildTimeContext } from './build-time-props.ts';
import { collectConstants, evaluate, staticAttributes, type Constants } from './static-eval.ts';

declare module 'mdast' {
  /** Markdown written out as it is: a page's own source, or a component's Markdown form. */
  interface RawMarkdown extends Literal {
    type: 'rawMarkdown';
  }
  interface BlockContentMap {
    rawMarkdown: RawMarkdown;
  }
  interface RootContentMap {
    rawMarkdown: RawMarkdown;
  }
}

export type MarkdownTwinOptions = BuildTimeContext;

interface Context {
  options: MarkdownTwinOptions;
  constants: Constants;
  /** The page's title: the twin's first line. */
  title: string;
  source?: string;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'linkReference', 'image', 'imageReference', 'footnoteReference', 'html']);
const isPhrasing = (node: RootContent): node is PhrasingContent => PHRASING.has(node.type);
/** Parents whose children are blocks; in the others (paragraphs, headings, emphasis, cells) they are inline. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);

const absolute = (url: string, ctx: Context) => (url.startsWith('/') ? ctx.options.siteUrl + url : url);
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const label = (value: string | PhrasingContent[]): Paragraph => paragraph([{ type: 'strong', children: typeof value === 'string' ? [text(value)] : value }]);
const plainText = (node: Nodes): string => ('value' in node ? node.value : 'children' in node ? (node.children as Nodes[]).map(plainText).join('') : '');
const admonition = (title: string | PhrasingContent[], body: readonly Nodes[], ctx: Context) => ({ type: 'blockquote', children: [label(title), ...flow(body, ctx)] }) as Blockquote;
const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** One attribute of an element, evaluated statically (the others may be anything). */
const attribute = (node: JsxElement, name: string, ctx: Context): unknown =>
  staticAttributes({ ...node, attributes: node.attributes.filter((a) => a.type === 'mdxJsxAttribute' && a.name === name) }, ctx.constants)[name];

/** An expression's text, as the page shows it (`{' '}`, `{"text"}`); nothing for a comment or another value. */
function expressionText(node: MdxFlowExpression | MdxTextExpression, ctx: Context): RootContent[] {
  const statement = (node.data?.estree as Program | undefined)?.body[0];
  if (statement?.type !== 'ExpressionStatement') return [];
  let value: unknown;
  try {
    value = evaluate(statement.expression, ctx.constants);
  } catch {
    return [];
  }
  return typeof value === 'string' || typeof value === 'number' ? [text(String(value))] : [];
}

/**
 * Blocks: each node as its source where that is plain Markdown, else converted; inline content
 * left between blocks (an element's text, unwrapped) becomes a paragraph, as the page shows it.
 */
function flow(nodes: readonly Nodes[], ctx: Context): RootContent[] {
  const out: RootContent[] = [];
  let inline: PhrasingContent[] = [];
  const endParagraph = () => {
    if (inline.some((n) => n.type !== 'text' || n.value.trim())) out.push(paragraph(inline));
    inline = [];
  };
  for (const node of nodes) {
    const source = isPhrasing(node as RootContent) ? null : sourceOf(node, ctx);
    for (const converted of source === null ? convert(node, ctx) : [{ type: 'rawMarkdown', value: source } as const]) {
      if (isPhrasing(converted)) {
        inline.push(converted);
        continue;
      }
      endParagraph();
      out.push(converted);
    }
  }
  endParagraph();
  return out;
}

/** Inline content: blocks give their text, and elements written on lines of their own are spaced as the page spaces them. */
function phrasing(nodes: readonly Nodes[], ctx: Context): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const inline = (node: RootContent): PhrasingContent[] =>
    isPhrasing(node) ? [node] : node.type === 'rawMarkdown' ? [{ type: 'html', value: node.value }] : 'children' in node ? (node.children as RootContent[]).flatMap(inline) : 'value' in node ? [text(node.value)] : [];
  for (const node of nodes) {
    const converted = convert(node, ctx).flatMap(inline);
    if (!converted.length) continue;
    if (out.length && node.type === 'mdxJsxFlowElement') out.push(text(' '));
    out.push(...converted);
  }
  return out;
}

/** HTML given as a string (`dangerouslySetInnerHTML`), read as JSX, which HTML written as XML is. */
let htmlReader: ReturnType<typeof createProcessor> | undefined;
function innerHtml(html: string, inline: boolean, ctx: Context): RootContent[] {
  htmlReader ??= createProcessor();
  const tree = htmlReader.parse(html) as Root;
  return inline ? phrasing(tree.children, ctx) : flow(tree.children, ctx);
}

function list(node: JsxElement, ctx: Context): RootContent[] {
  const items = node.children.filter((c) => c.type !== 'text' || c.value.trim());
  const contents = items.map((item) => (item.type === 'mdxJsxFlowElement' && item.name === 'li' ? flow(item.children, ctx) : flow([item], ctx)));
  // Items that hold headings are sections laid out as a grid: they read as sections.
  if (contents.some((blocks) => blocks.some((b) => b.type === 'heading'))) return contents.flat();
  const listItems = contents.map((children): ListItem => ({ type: 'listItem', spread: false, children: children as ListItem['children'] }));
  return [{ type: 'list', ordered: node.name === 'ol', spread: false, children: listItems } satisfies List];
}

/**
 * The Markdown form of each JSX element pages use, components included. Components whose form
 * depends on build-time data are in build-time-props.ts; an element not named here, such as a
 * `<div>` or `<section>`, reads as its content.
 */
const jsxForms: Record<string, (node: JsxElement, ctx: Context) => RootContent[]> = {
  Tabs: (node, ctx) => flow(node.children, ctx),
  TabItem: (node, ctx) => [label(String(attribute(node, 'label', ctx) ?? attribute(node, 'value', ctx) ?? '')), ...flow(node.children, ctx)],
  Admonition: (node, ctx) => [admonition(String(attribute(node, 'title', ctx) ?? capitalized(String(attribute(node, 'type', ctx) ?? ''))), node.children, ctx)],
  AppLink: (node, ctx) => [{ type: 'link', url: appHref(ctx.options.appUrl, String(attribute(node, 'path', ctx) ?? '')), children: phrasing(node.children, ctx) }],
  // What these show is not text: a picture of the playground hidden from assistive technology, a
  // form to fill in, and the sponsors' logos, which the worker fills in on each request.
  HeroVisual: () => [],
  ContactForm: () => [],
  Sponsors: () => [],
  a: (node, ctx) => [{ type: 'link', url: absolute(String(attribute(node, 'href', ctx) ?? ''), ctx), children: phrasing(node.children, ctx) }],
  p: (node, ctx) => [paragraph(phrasing(node.children, ctx))],
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((depth) => [
      `h${depth}`,
      (node: JsxElement, ctx: Context): RootContent[] => {
        const children = phrasing(node.children, ctx);
        // The page's title, which the twin's first line already is.
        if (depth === 1 && plainText(paragraph(children)).trim() === ctx.title) return [];
        return [{ type: 'heading', depth: depth as Heading['depth'], children }];
      },
    ]),
  ),
  summary: (node, ctx) => [{ type: 'strong', children: phrasing(node.children, ctx) }],
  ul: list,
  ol: list,
  br: () => [{ type: 'break' }],
  strong: (node, ctx) => [{ type: 'strong', children: phrasing(node.children, ctx) }],
  b: (node, ctx) => [{ type: 'strong', children: phrasing(node.children, ctx) }],
  em: (node, ctx) => [{ type: 'emphasis', children: phrasing(node.children, ctx) }],
  i: (node, ctx) => [{ type: 'emphasis', children: phrasing(node.children, ctx) }],
  del: (node, ctx) => [{ type: 'delete', children: phrasing(node.children, ctx) }],
  s: (node, ctx) => [{ type: 'delete', children: phrasing(node.children, ctx) }],
  code: (node) => [{ type: 'inlineCode', value: plainText(node) }],
  kbd: (node) => [{ type: 'inlineCode', value: plainText(node) }],
  img: (node, ctx) => {
    const alt = attribute(node, 'alt', ctx);
    return [{ type: 'image', url: absolute(String(attribute(node, 'src', ctx) ?? ''), ctx), alt: alt === undefined ? null : String(alt) }];
  },
};

/** Element names with a Markdown form (the test of components checks every component has one). */
export const jsxFormNames: ReadonlySet<string> = new Set([...Object.keys(jsxForms), ...Object.keys(buildTimeComponents)]);

function jsx(node: JsxElement, ctx: Context): RootContent[] {
  const name = node.name ?? '';
  const inline = node.type === 'mdxJsxTextElement';
  const builtAtBuildTime = buildTimeComponents[name];
  if (builtAtBuildTime) {
    const markdown = builtAtBuildTime.markdown(staticAttributes(node, ctx.constants), ctx.options);
    if (!markdown) return [];
    // Inline Markdown goes out as written inside its paragraph, as `html` does.
    return [inline ? { type: 'html', value: markdown } : { type: 'rawMarkdown', value: markdown }];
  }
  const dangerous = attribute(node, 'dangerouslySetInnerHTML', ctx) as { __html?: unknown } | undefined;
  if (dangerous) return typeof dangerous.__html === 'string' ? innerHtml(dangerous.__html, inline, ctx) : [];
  const form = jsxForms[name];
  if (form) return form(node, ctx);
  return inline ? phrasing(node.children, ctx) : flow(node.children, ctx);
}

function convert(node: Nodes, ctx: Context): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expressionText(node, ctx);
    case 'containerDirective': {
      const { title, body } = splitDirectiveLabel(node as ContainerDirective);
      return [admonition(title ?? capitalized(node.name), body, ctx)];
    }
    case 'textDirective':
      return restoreText(node).flatMap((n) => convert(n, ctx));
    case 'leafDirective':
      return [paragraph(phrasing(restoreText(node), ctx))];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsx(node, ctx);
    case 'link':
      return [{ ...node, url: absolute(node.url, ctx), children: phrasing(node.children, ctx) } as Link];
    case 'definition':
      return [{ ...node, url: absolute(node.url, ctx) }];
    case 'root':
      return flow(node.children, ctx);
    default:
      if (!('children' in node)) return [node];
      if (FLOW_PARENTS.has(node.type)) return [{ ...node, children: flow(node.children, ctx) } as RootContent];
      if (PHRASING_PARENTS.has(node.type)) return [{ ...node, children: phrasing(node.children, ctx) } as RootContent];
      return [{ ...node, children: (node.children as Nodes[]).flatMap((c) => convert(c, ctx)) } as RootContent];
  }
}

/** Node types that may contain MDX or directive syntax, which a twin must not show as written. */
const REWRITTEN = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'containerDirective', 'leafDirective', 'textDirective', 'definition', 'linkReference', 'imageReference']);

/**
 * The node as its source text, with site links made absolute, when that is plain Markdown already;
 * null when the node needs converting. Most of a page is plain Markdown, and the source as the
 * author wrote it is a faithful twin: only the rest goes through the Markdown serializer, which
 * cost as much as a quarter of a page's compile.
 */
function sourceOf(node: Nodes, { source, options: { siteUrl } }: Context): string | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  // Indented nodes (inside a list or quote) would keep their indentation on every line but the first.
  if (source === undefined || start === undefined || end === undefined || node.position!.start.column !== 1) return null;
  /** Where a site link's URL starts in the source: the site's origin goes there. */
  const edits: number[] = [];
  let plain = true;
  const check = (n: Nodes) => {
    if (!plain) return;
    if (REWRITTEN.has(n.type)) {
      plain = false;
      return;
    }
    if (n.type === 'link' && n.url.startsWith('/')) {
      // Only the common form, `[text](/path)`, is edited in place; any other goes through the serializer.
      const linkEnd = n.position?.end.offset;
      const tail = `](${n.url})`;
      if (linkEnd === undefined || source.slice(linkEnd - tail.length, linkEnd) !== tail) {
        plain = false;
        return;
      }
      edits.push(linkEnd - 1 - n.url.length);
    }
    if ('children' in n) for (const child of n.children) check(child as Nodes);
  };
  check(node);
  if (!plain) return null;
  let text = '';
  let from = start;
  for (const at of edits) {
    text += source.slice(from, at) + siteUrl;
    from = at;
  }
  return text + source.slice(from, end);
}

export function toMarkdownTwin(tree: Root, title: string, description: string, options: MarkdownTwinOptions, source?: string): string {
  const ctx: Context = { options, constants: collectConstants(tree), title, source };
  // Lists marked with `-`, as the pages write them.
  const settings: ToMarkdownOptions = { bullet: '-', extensions: [gfmToMarkdown()], handlers: { rawMarkdown: (node: Literal) => node.value } };
  const body = toMarkdown({ type: 'root', children: flow(tree.children, ctx) }, settings).trimEnd();
  return `# ${title}\n\n> ${description}\n\n${body}\n`;
}

/** Remark plugin: stores the twin in `file.data.markdown` before later plugins rewrite the tree. */
export default function remarkMarkdownTwin(options: MarkdownTwinOptions & { title: string; description: string }) {
  return (tree: Root, file: VFile) => {
    file.data.markdown = toMarkdownTwin(tree, options.title, options.description, options, String(file.value));
  };
}
