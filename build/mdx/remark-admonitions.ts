/**
 * Turns `:::note[Title]` container directives into `<Admonition type title>` elements
 * and gives every other directive back its source text (so `a:b` in prose stays prose).
 */
import type { Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
const isAdmonition = (name: string) => (ADMONITION_TYPES as readonly string[]).includes(name);

/** The `[label]` of a container directive is its first paragraph, flagged by remark-directive. */
export function splitDirectiveLabel(node: ContainerDirective): { title?: string; body: RootContent[] } {
  const [first, ...rest] = node.children;
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    return { title: toString(first), body: rest };
  }
  return { body: node.children };
}

/** A text or leaf directive as the text it was written as (remark-directive reads `a:b` in prose as one). */
export function restoreText(node: TextDirective | LeafDirective): PhrasingContent[] {
  const label = node.children.length ? [{ type: 'text', value: '[' } as const, ...node.children, { type: 'text', value: ']' } as const] : [];
  return [{ type: 'text', value: `${node.type === 'leafDirective' ? '::' : ':'}${node.name}` }, ...label];
}

export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective') {
        const directive = node as ContainerDirective;
        if (!isAdmonition(directive.name)) {
          const file = (node.position?.start.line ?? '?').toString();
          throw new Error(`unknown admonition ":::${directive.name}" at line ${file}; use one of ${ADMONITION_TYPES.join(', ')}`);
        }
        const { title, body } = splitDirectiveLabel(directive);
        const element: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: 'Admonition',
          attributes: [
            { type: 'mdxJsxAttribute', name: 'type', value: directive.name },
            ...(title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: title }] : []),
          ],
          children: body as MdxJsxFlowElement['children'],
        };
        parent.children[index] = element as RootContent;
        return;
      }
      if (node.type === 'textDirective') {
        parent.children.splice(index, 1, ...restoreText(node as TextDirective));
        return index;
      }
      if (node.type === 'leafDirective') {
        const paragraph: Paragraph = { type: 'paragraph', children: restoreText(node as LeafDirective) };
        parent.children[index] = paragraph;
      }
    });
  };
}
