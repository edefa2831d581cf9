/**
 * The URL query parameters the app reads: every property read from the parsed URL parameters
 * anywhere in src/livecodes, the configuration properties `loadParamConfig` copies from them, and the
 * name patterns (`<language>`, `<language>-selector`, `markup.<property>`); types from the SDK's `UrlQueryParams`.
 */
import ts from 'typescript';
import type { LiveCodesFacts, QueryParamFacts } from './facts-types.ts';
import { declarationOf, evaluateString, exportedConst, UNKNOWN, type SourceProgram } from './program.ts';

const BUILD_CONFIG = 'src/livecodes/config/build-config.ts';

/** Does this declaration hold the page's URL parameters? */
function holdsUrlParams(decl: ts.Declaration): boolean {
  if (ts.isVariableDeclaration(decl) && decl.initializer) {
    let found = false;
    const look = (n: ts.Node): void => {
      if (ts.isNewExpression(n) && n.expression.getText() === 'URLSearchParams') found = true;
      else if (ts.isCallExpression(n) && n.expression.getText() === 'getParams') found = true;
      else ts.forEachChild(n, look);
    };
    look(decl.initializer);
    return found;
  }
  if (ts.isParameter(decl)) {
    if (decl.type?.getText() === 'UrlQueryParams') return true;
    // The import modules receive the URL parameters as a plain record named `params` (src/livecodes/import/).
    return decl.name.getText() === 'params' && decl.getSourceFile().fileName.includes('/src/livecodes/import/');
  }
  return false;
}

function functionNamed(sf: ts.SourceFile, name: string): ts.Node {
  const init = exportedConst(sf, name);
  if (!init) throw new Error(`${sf.fileName}: 'export const ${name}' not found; the query-parameter extractor needs it.`);
  return init;
}

const literal = (n: ts.Expression | undefined) => (n && ts.isStringLiteralLike(n) ? n.text : undefined);

/** `if (params[key] === 'true') params[key] = true;` in getParams: which text becomes which boolean. */
function booleanValues(src: SourceProgram): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const visit = (n: ts.Node): void => {
    if (ts.isIfStatement(n) && ts.isBinaryExpression(n.expression) && n.expression.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken) {
      const text = literal(n.expression.right);
      const then = ts.isExpressionStatement(n.thenStatement) ? n.thenStatement.expression : undefined;
      if (text !== undefined && then && ts.isBinaryExpression(then)) {
        if (then.right.kind === ts.SyntaxKind.TrueKeyword) out[text] = true;
        if (then.right.kind === ts.SyntaxKind.FalseKeyword) out[text] = false;
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(functionNamed(src.file(BUILD_CONFIG), 'getParams'));
  return out;
}

/** `is(config.<name>, 'boolean')` in validateConfig: top-level properties kept only when boolean. */
function booleanConfigProperties(src: SourceProgram): string[] {
  const out = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && n.expression.getText() === 'is' && literal(n.arguments[1]) === 'boolean') {
      const target = n.arguments[0];
      if (ts.isPropertyAccessExpression(target) && target.expression.getText() === 'config') out.add(target.name.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(functionNamed(src.file('src/livecodes/config/validate-config.ts'), 'validateConfig'));
  return [...out].sort();
}

/** Types of the SDK's `UrlQueryParams` members, as TypeScript prints them. */
function sdkTypes(src: SourceProgram): Map<string, string> {
  const sf = src.file('src/sdk/models.ts');
  const alias = sf.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === 'UrlQueryParams');
  if (!alias) throw new Error('src/sdk/models.ts: type UrlQueryParams not found.');
  const type = src.checker.getTypeAtLocation(alias.name);
  const out = new Map<string, string>();
  for (const p of src.checker.getPropertiesOfType(type)) {
    // The type as declared (`Language`, `CustomSettings`) where there is a declaration; else as resolved.
    const decl = p.declarations?.find((d) => ts.isPropertySignature(d) || ts.isPropertyDeclaration(d)) as ts.PropertySignature | undefined;
    const declared = decl?.type?.getText();
    const t = src.checker.getNonNullableType(src.checker.getTypeOfSymbolAtLocation(p, alias));
    out.set(p.name, (declared ?? src.checker.typeToString(t)).replace(/\s+/g, ' '));
  }
  return out;
}

export function extractQueryParams(src: SourceProgram): LiveCodesFacts['queryParams'] {
  const read = new Map<string, Set<string>>();
  const note = (name: string, file: string) => {
    if (!read.has(name)) read.set(name, new Set());
    read.get(name)!.add(file);
  };
  const isParams = (e: ts.Expression) => {
    if (!ts.isIdentifier(e)) return false;
    const decl = declarationOf(src, e);
    return !!decl && holdsUrlParams(decl);
  };

  for (const sf of src.program.getSourceFiles()) {
    const path = src.pathOf(sf);
    if (!path.startsWith('src/livecodes/')) continue;
    const visit = (n: ts.Node): void => {
      // params.name, params['name']
      if (ts.isPropertyAccessExpression(n) && isParams(n.expression) && n.name.text !== 'get') note(n.name.text, path);
      if (ts.isElementAccessExpression(n) && isParams(n.expression)) {
        const key = literal(n.argumentExpression);
        if (key) note(key, path);
      }
      // params.get('name') on a URLSearchParams of the page URL
      if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'get' && isParams(n.expression.expression)) {
        const key = literal(n.arguments[0]);
        if (key) note(key, path);
      }
      // Object.keys(params) … key.endsWith('-selector') / getLanguageByAlias(key) / k.startsWith('markup.')
      if (ts.isCallExpression(n) && n.expression.getText() === 'Object.keys' && n.arguments[0] && isParams(n.arguments[0])) {
        let stmt: ts.Node = n;
        while (stmt.parent && !ts.isSourceFile(stmt.parent) && !ts.isBlock(stmt.parent)) stmt = stmt.parent;
        const scan = (m: ts.Node): void => {
          if (ts.isCallExpression(m)) {
            const callee = m.expression;
            const arg = literal(m.arguments[0]);
            if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'endsWith' && arg) note(`<language>${arg}`, path);
            if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'startsWith' && arg?.endsWith('.')) note(`${arg}<property>`, path);
            if (callee.getText() === 'getLanguageByAlias' && m.arguments[0] && ts.isIdentifier(m.arguments[0])) note('<language>', path);
          }
          ts.forEachChild(m, scan);
        };
        scan(stmt);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }

  // loadParamConfig copies every defaultConfig property from the parameters, except those it filters out.
  const buildConfig = src.file(BUILD_CONFIG);
  const excluded = new Set<string>();
  const findExcluded = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsEqualsToken && n.left.getText() === 'key') {
      const v = evaluateString(src, n.right);
      if (!v.includes(UNKNOWN)) excluded.add(v);
    }
    ts.forEachChild(n, findExcluded);
  };
  findExcluded(functionNamed(buildConfig, 'loadParamConfig'));
  // getParams unpacks one parameter by name (`key === 'params'`: a compressed object of parameters).
  const findNamed = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken && n.left.getText() === 'key') {
      const v = literal(n.right);
      if (v) note(v, BUILD_CONFIG);
    }
    ts.forEachChild(n, findNamed);
  };
  findNamed(functionNamed(buildConfig, 'getParams'));
  const defaults = exportedConst(src.file('src/livecodes/config/default-config.ts'), 'defaultConfig');
  if (!defaults || !ts.isObjectLiteralExpression(defaults)) throw new Error('default-config.ts: defaultConfig object not found.');
  for (const p of defaults.properties) {
    const name = p.name?.getText();
    if (name && !excluded.has(name)) note(name, BUILD_CONFIG);
  }

  const types = sdkTypes(src);
  const params: QueryParamFacts[] = [...read.entries()]
    .map(([name, files]) => ({ name, ...(types.has(name) ? { sdkType: types.get(name) } : {}), readIn: [...files].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { booleanValues: booleanValues(src), booleanConfigProperties: booleanConfigProperties(src), params };
}
