/** Adds build-time props (build/mdx/build-time-props.ts) to the MDX elements that take them. */
import { parse } from 'acorn';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { buildTimeComponents, type BuildTimeContext } from './build-time-props.ts';

/** String attributes of an element (expression attributes are not build-time inputs). */
export function stringAttributes(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of node.attributes) if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string') out[a.name] = a.value;
  return out;
}

export default function remarkBuildTimeProps(ctx: BuildTimeContext) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const component = node.name ? buildTimeComponents[node.name] : undefined;
      if (!component) return;
      let props: Record<string, unknown>;
      try {
        props = component.props(stringAttributes(node), ctx);
      } catch (error) {
        file.fail(`<${node.name}>: ${(error as Error).message}`, node);
      }
      for (const [name, value] of Object.entries(props)) {
        const json = JSON.stringify(value);
        node.attributes.push({
          type: 'mdxJsxAttribute',
          name,
          value: { type: 'mdxJsxAttributeValueExpression', value: json, data: { estree: parse(`(${json})`, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program } },
        });
      }
    });
  };
}
