import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { queryParams } from '../../content/data/query-params.ts';

const root = join(import.meta.dirname, '../..');
const read = (p: string) => readFileSync(join(root, p), 'utf8');

/** Property names of the SDK's `Config` type, read with the TypeScript checker from livecodes@0.12.0. */
function configProperties(): string[] {
  const file = join(root, 'node_modules/livecodes/livecodes.d.ts');
  const program = ts.createProgram([file], { strict: true, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  let names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Config') {
      names = checker.getPropertiesOfType(checker.getTypeAtLocation(node)).map((p) => p.name);
    }
    ts.forEachChild(node, visit);
  };
  visit(program.getSourceFile(file)!);
  return names.sort();
}

describe('configuration object page', () => {
  it('documents every property of Config in livecodes@0.12.0, and nothing else', () => {
    const page = read('content/docs/configuration/configuration-object.mdx');
    const documented = [...page.matchAll(/^### `?([A-Za-z]+)`?\s*$/gm)].map((m) => m[1]).sort();
    const properties = configProperties();
    expect(properties.length).toBeGreaterThan(40);
    expect(documented).toEqual(properties);
  });
});

describe('query parameters page', () => {
  it('lists exactly the parameters of the facts-derived data, in its order', () => {
    const page = read('content/docs/configuration/query-params.mdx');
    const reference = page.slice(page.indexOf('## Reference'), page.indexOf('## More examples'));
    const listed = [...reference.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual(queryParams.map((p) => p.name));
    expect(new Set(listed).size).toBe(listed.length);
  });
});
