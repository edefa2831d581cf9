/** Adds build-time props (build/mdx/build-time-props.ts) to the MDX elements that take them. */
import type { Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';
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
        // Props cross to the page as JSON (what JSON drops, such as undefined members, is dropped). Its
        // expression tree is made from the parsed value: parsing the JSON as JavaScript, with acorn,
        // cost more than the rest of this plugin (props such as a language table are large).
        const json = JSON.stringify(value);
        const estree: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: valueToEstree(JSON.parse(json)) }] };
        node.attributes.push({ type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: json, data: { estree } } });
      }
    });
  };
}
