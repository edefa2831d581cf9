/**
 * Turns `:::note[Title]` container directives into `<Admonition type title>` elements
 * and gives every other directive back its source text (so `a:b` in prose stays prose).
 */
import type { Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
const isAdmonition = (name: string) => (ADMONITION_TYPES as readonly string[]).includes(name);

/** The `[label]` of a container directive is its first paragraph, flagged by remark-directive. */
export function splitDirectiveLabel(node: ContainerDirective): { title?: PhrasingContent[]; body: RootContent[] } {
  const [first, ...rest] = node.children;
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    return { title: first.children, body: rest };
  }
  return { body: node.children };
}

const literal = (value: string) => ({ type: 'JSXExpressionContainer', expression: { type: 'Literal', value } });

/**
 * The title as the Admonition's `title` attribute: a string when it is plain text, else JSX that
 * keeps its inline code as code (`:::note[If TypeScript cannot find \`livecodes/react\`]`); other
 * markup keeps its text.
 */
function titleAttribute(title: PhrasingContent[]): MdxJsxAttribute {
  if (title.every((node) => node.type === 'text')) return { type: 'mdxJsxAttribute', name: 'title', value: toString({ type: 'paragraph', children: title }) };
  const children = title.map((node) => {
    if (node.type !== 'inlineCode') return literal(toString(node));
    const name = { type: 'JSXIdentifier', name: 'code' };
    return {
      type: 'JSXElement',
      openingElement: { type: 'JSXOpeningElement', name, attributes: [], selfClosing: false },
      closingElement: { type: 'JSXClosingElement', name },
      children: [literal(node.value)],
    };
  });
  const expression = { type: 'JSXFragment', openingFragment: { type: 'JSXOpeningFragment' }, closingFragment: { type: 'JSXClosingFragment' }, children };
  return {
    type: 'mdxJsxAttribute',
    name: 'title',
    value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } as never } },
  };
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
          attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: directive.name }, ...(title ? [titleAttribute(title)] : [])],
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
