/**
 * The LiveCodes source as a TypeScript program: the extractors ask it what an identifier refers to
 * and what string an expression evaluates to, instead of matching text. Nothing here runs LiveCodes code.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface SourceProgram {
  /** The checkout's root folder (holds src/, package.json, CHANGELOG.md). */
  root: string;
  program: ts.Program;
  checker: ts.TypeChecker;
  /** A parsed file by its path relative to the root, e.g. 'src/livecodes/vendors.ts'; throws if absent. */
  file(path: string): ts.SourceFile;
  /** Path of a node's file relative to the root, with forward slashes. */
  pathOf(node: ts.Node): string;
}

/** Files under `dir` whose names pass `keep`, test folders and dependencies left out. */
export function listSourceFiles(dir: string, keep: (name: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '__tests__' && name !== 'node_modules') listSourceFiles(path, keep, out);
    } else if (keep(name)) out.push(path);
  }
  return out;
}

const isModule = (name: string) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.spec.ts');

/** Parses src/livecodes and src/sdk of a LiveCodes checkout (tests left out). */
export function openSource(root: string): SourceProgram {
  for (const needed of ['src/livecodes/vendors.ts', 'src/livecodes/languages/languages.ts', 'src/sdk/models.ts']) {
    if (!existsSync(join(root, needed))) {
      throw new Error(`${root} is not a LiveCodes checkout: ${needed} is missing. Pass the folder that holds src/livecodes/.`);
    }
  }
  const files = [...listSourceFiles(join(root, 'src/livecodes'), isModule), ...listSourceFiles(join(root, 'src/sdk'), isModule)];
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const pathOf = (node: ts.Node) => relative(root, node.getSourceFile().fileName).split('\\').join('/');
  return {
    root,
    program,
    checker,
    pathOf,
    file(path) {
      const sf = program.getSourceFile(join(root, path));
      if (!sf) throw new Error(`LiveCodes source file not found: ${path}`);
      return sf;
    },
  };
}

/** The declaration an identifier or property access refers to, following imports. */
export function declarationOf(src: SourceProgram, node: ts.Node): ts.Declaration | undefined {
  let symbol =
    node.parent && ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
      ? src.checker.getShorthandAssignmentValueSymbol(node.parent)
      : src.checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = src.checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

/** Marks a part of a string whose value the source does not fix (a parameter, a call result). */
export const UNKNOWN = '\u0000';

const urlHelpers = new Set(['getUrl', 'getModuleUrl']);

/**
 * The string an expression builds, with UNKNOWN where a part is not a constant. `getUrl(x)` and
 * `getModuleUrl(x)` (the app's CDN helpers) stand for their package specifier `x`.
 */
export function evaluateString(src: SourceProgram, node: ts.Expression, depth = 0): string {
  if (depth > 20) return UNKNOWN;
  const next = (n: ts.Expression) => evaluateString(src, n, depth + 1);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((s) => next(s.expression) + s.literal.text).join('');
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) {
    return next(node.expression);
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return next(node.left) + next(node.right);
  }
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    if (urlHelpers.has(name) && node.arguments[0]) return next(node.arguments[0]);
    return UNKNOWN;
  }
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
    const decl = declarationOf(src, node);
    if (decl && (ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl)) && decl.initializer) {
      return next(decl.initializer);
    }
  }
  return UNKNOWN;
}

/** A property of an object literal by name; the last definition wins, spreads (`{ ...vue, name }`) included. */
export function propertyOf(src: SourceProgram, obj: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of [...obj.properties].reverse()) {
    if (ts.isPropertyAssignment(p) && p.name.getText() === name) return p.initializer;
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === name) return p.name;
    if (ts.isSpreadAssignment(p)) {
      const spread = objectLiteralOf(src, p.expression);
      const found = spread && propertyOf(src, spread, name);
      if (found) return found;
    }
  }
  return undefined;
}

/** A constant string property, or undefined. */
export function stringProperty(src: SourceProgram, obj: ts.ObjectLiteralExpression, name: string): string | undefined {
  const value = propertyOf(src, obj, name);
  if (!value) return undefined;
  const text = evaluateString(src, value);
  return text.includes(UNKNOWN) ? undefined : text;
}

/** The constant strings of an array literal property. */
export function stringArrayProperty(src: SourceProgram, obj: ts.ObjectLiteralExpression, name: string): string[] {
  const value = propertyOf(src, obj, name);
  if (!value || !ts.isArrayLiteralExpression(value)) return [];
  return value.elements.map((e) => evaluateString(src, e)).filter((s) => !s.includes(UNKNOWN));
}

/** The object literal an expression is or names (`const x: T = { … }`, possibly imported). */
export function objectLiteralOf(src: SourceProgram, node: ts.Expression): ts.ObjectLiteralExpression | undefined {
  if (ts.isObjectLiteralExpression(node)) return node;
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
    const decl = declarationOf(src, node);
    if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return objectLiteralOf(src, decl.initializer);
  }
  return undefined;
}

/** The initializer of an exported `const <name> = …` in a file. */
export function exportedConst(sf: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const stmt of sf.statements) {
    if (!ts.isVariableStatement(stmt)) continue;
    for (const d of stmt.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) return d.initializer;
    }
  }
  return undefined;
}
