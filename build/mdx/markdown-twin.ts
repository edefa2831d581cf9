/**
 * Plain-Markdown twin of a page (served at `<route>.md` and concatenated into llms-full.txt):
 * JSX and ESM are dropped or unwrapped, admonitions become quotes, internal links absolute.
 */
import type { Blockquote, Link, Nodes, Paragraph, Parent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { VFile } from 'vfile';
import { splitDirectiveLabel } from './remark-admonitions.ts';
import { buildTimeComponents, type BuildTimeContext } from './build-time-props.ts';
import { collectConstants, staticAttributes, type Constants } from './static-eval.ts';

export type MarkdownTwinOptions = BuildTimeContext & { constants?: Constants };

const attr = (node: MdxJsxFlowElement, name: string) =>
  node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name)?.value;

function convert(node: Nodes, options: MarkdownTwinOptions): RootContent[] {
  const children = (parent: Parent) => parent.children.flatMap((c) => convert(c as Nodes, options));
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'containerDirective': {
      const { title, body } = splitDirectiveLabel(node as ContainerDirective);
      const label = title ?? [{ type: 'text' as const, value: node.name[0].toUpperCase() + node.name.slice(1) }];
      const heading: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: label }] };
      const quote: Blockquote = { type: 'blockquote', children: [heading, ...body.flatMap((c) => convert(c as Nodes, options))] as Blockquote['children'] };
      return [quote];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const builtAtBuildTime = node.name ? buildTimeComponents[node.name] : undefined;
      if (builtAtBuildTime) {
        // Raw Markdown, emitted as-is by the serializer.
        return [{ type: 'html', value: builtAtBuildTime.markdown(staticAttributes(node, options.constants ?? new Map()), options) }];
      }
      if (node.name === 'TabItem' && node.type === 'mdxJsxFlowElement') {
        const label = attr(node, 'label') ?? attr(node, 'value');
        const heading: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: String(label ?? '') }] }] };
        return [heading, ...children(node)];
      }
      return children(node);
    }
    case 'link': {
      const link = node as Link;
      const url = link.url.startsWith('/') ? options.siteUrl + link.url : link.url;
      return [{ ...link, url, children: children(link) as Link['children'] }];
    }
    case 'definition': {
      const url = node.url.startsWith('/') ? options.siteUrl + node.url : node.url;
      return [{ ...node, url }];
    }
    case 'textDirective':
    case 'leafDirective':
      return [{ type: 'text', value: `:${node.name}` }];
    default:
      if ('children' in node) return [{ ...node, children: children(node as Parent) } as RootContent];
      return [node as RootContent];
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
function sourceOf(node: RootContent, source: string, siteUrl: string): string | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  // Indented nodes (inside JSX) would keep their indentation on every line but the first.
  if (start === undefined || end === undefined || node.position!.start.column !== 1) return null;
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
  const withConstants = { ...options, constants: collectConstants(tree) };
  const blocks: string[] = [];
  // Runs of nodes that need converting are serialized together, so the serializer joins them as it would.
  let pending: RootContent[] = [];
  const flush = () => {
    if (!pending.length) return;
    const text = toMarkdown({ type: 'root', children: pending.flatMap((node) => convert(node, withConstants)) }, { extensions: [gfmToMarkdown()] }).trimEnd();
    if (text) blocks.push(text);
    pending = [];
  };
  for (const node of tree.children) {
    const text = source === undefined ? null : sourceOf(node, source, options.siteUrl);
    if (text === null) {
      pending.push(node);
      continue;
    }
    flush();
    blocks.push(text);
  }
  flush();
  return `# ${title}\n\n> ${description}\n\n${blocks.join('\n\n')}\n`;
}

/** Remark plugin: stores the twin in `file.data.markdown` before later plugins rewrite the tree. */
export default function remarkMarkdownTwin(options: MarkdownTwinOptions & { title: string; description: string }) {
  return (tree: Root, file: VFile) => {
    file.data.markdown = toMarkdownTwin(tree, options.title, options.description, options, String(file.value));
  };
}
