/**
 * Evaluates the static parts of MDX at build time: literal JSX attribute expressions and the
 * top-level `export const` values they reference. Anything dynamic throws, naming what it met.
 */
import type { Expression, Node, Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';

export type Constants = Map<string, unknown>;

export function evaluate(node: Node, constants: Constants): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      return node.quasis.map((q, i) => q.value.cooked + (i < node.expressions.length ? String(evaluate(node.expressions[i], constants)) : '')).join('');
    case 'ArrayExpression':
      return node.elements.flatMap((e) => (e === null ? [null] : e.type === 'SpreadElement' ? (evaluate(e.argument, constants) as unknown[]) : [evaluate(e, constants)]));
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const prop of node.properties) {
        if (prop.type === 'SpreadElement') {
          Object.assign(out, evaluate(prop.argument, constants));
          continue;
        }
        if (prop.computed) throw new Error('computed keys are not static');
        const key = prop.key.type === 'Identifier' ? prop.key.name : String(evaluate(prop.key, constants));
        out[key] = evaluate(prop.value, constants);
      }
      return out;
    }
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      if (!constants.has(node.name)) throw new Error(`"${node.name}" is not a top-level \`export const\` of the page`);
      return constants.get(node.name);
    case 'UnaryExpression':
      if (node.operator === '-') return -(evaluate(node.argument, constants) as number);
      if (node.operator === '!') return !evaluate(node.argument, constants);
      break;
    case 'BinaryExpression':
      if (node.operator === '+') return (evaluate(node.left as Expression, constants) as string) + (evaluate(node.right, constants) as string);
      break;
    case 'CallExpression': {
      // `[...lines].join('\n')` and `text.trim()` are common ways to write code strings in MDX.
      const callee = node.callee;
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') break;
      const target = evaluate(callee.object as Expression, constants);
      const args = node.arguments.map((a) => evaluate(a as Expression, constants));
      if (callee.property.name === 'join' && Array.isArray(target)) return target.join(args[0] === undefined ? ',' : String(args[0]));
      if (callee.property.name === 'trim' && typeof target === 'string') return target.trim();
      break;
    }
  }
  throw new Error(`${node.type} is not a static value`);
}

/** Values of `export const NAME = <static value>` in the page (others are skipped). */
export function collectConstants(tree: Root): Constants {
  const constants: Constants = new Map();
  visit(tree, 'mdxjsEsm', (node) => {
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
      for (const d of declaration.declarations) {
        if (d.id.type !== 'Identifier' || !d.init) continue;
        try {
          constants.set(d.id.name, evaluate(d.init, constants));
        } catch {
          /* not static: usable at run time only */
        }
      }
    }
  });
  return constants;
}

/** All attributes of an element as values: strings as-is, expressions evaluated statically. */
export function staticAttributes(node: MdxJsxFlowElement | MdxJsxTextElement, constants: Constants): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of node.attributes) {
    if (a.type !== 'mdxJsxAttribute') throw new Error('spread attributes are not static');
    if (a.value === null || a.value === undefined) out[a.name] = true;
    else if (typeof a.value === 'string') out[a.name] = a.value;
    else {
      const program = a.value.data?.estree as Program | undefined;
      const statement = program?.body[0];
      if (statement?.type !== 'ExpressionStatement') throw new Error(`attribute "${a.name}" is empty`);
      try {
        out[a.name] = evaluate(statement.expression, constants);
      } catch (error) {
        throw new Error(`attribute "${a.name}": ${(error as Error).message}`);
      }
    }
  }
  return out;
}
