/** Size limits of the app's file pickers, read from the screens that enforce them. */
import ts from 'typescript';
import type { LiveCodesFacts } from './facts-types.ts';
import type { SourceProgram } from './program.ts';

/** A numeric expression made of literals, `*`, `+` and parentheses (e.g. `2 * 1024 * 1024`). */
function evaluateNumber(node: ts.Expression, where: string): number {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isParenthesizedExpression(node)) return evaluateNumber(node.expression, where);
  if (ts.isBinaryExpression(node)) {
    const [a, b] = [evaluateNumber(node.left, where), evaluateNumber(node.right, where)];
    if (node.operatorToken.kind === ts.SyntaxKind.AsteriskToken) return a * b;
    if (node.operatorToken.kind === ts.SyntaxKind.PlusToken) return a + b;
  }
  throw new Error(`${where}: cannot evaluate ${node.getText()} as a number.`);
}

/** The value of the one `const <name> = …` in a file; throws when there is none or more than one. */
function constNumber(src: SourceProgram, path: string, name: string): number {
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) found.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(src.file(path));
  if (found.length !== 1) throw new Error(`${path}: expected one \`const ${name}\`, found ${found.length}.`);
  return evaluateNumber(found[0], path);
}

export function extractLimits(src: SourceProgram): LiveCodesFacts['limits'] {
  return {
    assetFileBytes: constNumber(src, 'src/livecodes/UI/assets.ts', 'maxSizeAllowed'),
    backupFileBytes: constNumber(src, 'src/livecodes/UI/backup.ts', 'maxSizeAllowed'),
  };
}
