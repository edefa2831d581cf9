/** Adds build-time props (build/mdx/build-time-props.ts) to the MDX elements that take them. */
import { parse } from 'acorn';
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { buildTimeComponents, type BuildTimeContext } from './build-time-props.ts';
import { collectConstants, staticAttributes } from './static-eval.ts';

export type { MdxJsxFlowElement, MdxJsxTextElement };

export default function remarkBuildTimeProps(ctx: BuildTimeContext) {
  return (tree: Root, file: VFile) => {
    const constants = collectConstants(tree);
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const component = node.name ? buildTimeComponents[node.name] : undefined;
      if (!component) return;
      let props: Record<string, unknown>;
      try {
        props = component.props(staticAttributes(node, constants), ctx);
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
