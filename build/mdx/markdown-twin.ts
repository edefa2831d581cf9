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
      const label = title ?? node.name[0].toUpperCase() + node.name.slice(1);
      const heading: Paragraph = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] };
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
    case 'textDirective':
    case 'leafDirective':
      return [{ type: 'text', value: `:${node.name}` }];
    default:
      if ('children' in node) return [{ ...node, children: children(node as Parent) } as RootContent];
      return [node as RootContent];
  }
}

export function toMarkdownTwin(tree: Root, title: string, description: string, options: MarkdownTwinOptions): string {
  const withConstants = { ...options, constants: collectConstants(tree) };
  const body = toMarkdown({ type: 'root', children: convert(tree, withConstants) }, { extensions: [gfmToMarkdown()] });
  return `# ${title}\n\n> ${description}\n\n${body}`;
}

/** Remark plugin: stores the twin in `file.data.markdown` before later plugins rewrite the tree. */
export default function remarkMarkdownTwin(options: MarkdownTwinOptions & { title: string; description: string }) {
  return (tree: Root, file: VFile) => {
    file.data.markdown = toMarkdownTwin(tree, options.title, options.description, options);
  };
}
