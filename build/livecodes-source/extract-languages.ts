/**
 * Languages, processors and starter templates of a LiveCodes checkout, read from the spec objects in
 * src/livecodes/languages/ and src/livecodes/templates/starter/ and the URLs in vendors.ts.
 */
import { dirname, join } from 'node:path';
import ts from 'typescript';
import type { FormatterFacts, LanguageFacts, PackageRef, ProcessorFacts, TemplateFacts } from './facts-types.ts';
import { packageOf, type BundleInfo } from './packages.ts';
import {
  declarationOf,
  evaluateString,
  exportedConst,
  objectLiteralOf,
  propertyOf,
  stringArrayProperty,
  stringProperty,
  UNKNOWN,
  type SourceProgram,
} from './program.ts';

const LANGUAGES_DIR = 'src/livecodes/languages/';
/** Shared helpers the spec files import: following them would credit every language with their URLs. */
const sharedFiles = new Set([`${LANGUAGES_DIR}prettier.ts`, `${LANGUAGES_DIR}utils.ts`, `${LANGUAGES_DIR}languages.ts`]);

/** The object literals listed in an exported array (`[a, b, ...[c, d]]`). */
function listedSpecs(src: SourceProgram, file: string, name: string): ts.ObjectLiteralExpression[] {
  const list = exportedConst(src.file(file), name);
  if (!list || !ts.isArrayLiteralExpression(list)) throw new Error(`${file}: expected an array in 'export const ${name}'.`);
  const out: ts.ObjectLiteralExpression[] = [];
  const add = (e: ts.Expression) => {
    if (ts.isSpreadElement(e) && ts.isArrayLiteralExpression(e.expression)) return e.expression.elements.forEach(add);
    const obj = objectLiteralOf(src, e);
    if (!obj) throw new Error(`${file}: '${e.getText()}' in '${name}' is not a spec object the extractor can read.`);
    out.push(obj);
  };
  list.elements.forEach(add);
  return out;
}

/** What a walk over compiler code found. */
interface Found {
  packages: Map<string, PackageRef>;
  keys: Set<string>;
  /** A `getLanguageCustomSettings(<variable>)` call: the key is the language being compiled. */
  dynamicKey: boolean;
  files: Set<string>;
}

const newFound = (): Found => ({ packages: new Map(), keys: new Set(), dynamicKey: false, files: new Set() });

/**
 * `language === 'reason'` (or `!==`, either side): true or false for the language being compiled, undefined
 * for any other condition. Compilers shared by several languages pick URLs this way (ReScript and Reason).
 */
function languageTest(cond: ts.Expression, language: string | undefined): boolean | undefined {
  if (!language || !ts.isBinaryExpression(cond)) return undefined;
  const op = cond.operatorToken.kind;
  const equal = op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken;
  if (!equal && op !== ts.SyntaxKind.ExclamationEqualsEqualsToken && op !== ts.SyntaxKind.ExclamationEqualsToken) return undefined;
  const [a, b] = [cond.left, cond.right];
  const literal = ts.isStringLiteral(a) ? a : ts.isStringLiteral(b) ? b : undefined;
  const other = literal === a ? b : a;
  if (!literal || !ts.isIdentifier(other) || other.text !== 'language') return undefined;
  return (literal.text === language) === equal;
}

class Walker {
  private visited = new Set<ts.Node>();
  constructor(
    private src: SourceProgram,
    private bundle: BundleInfo,
    private found: Found,
    /** The language being compiled: branches on `language === '…'` that cannot run for it are skipped. */
    private language?: string,
  ) {}

  private add(url: string): boolean {
    const pkg = packageOf(url, this.bundle);
    if (!pkg) return false;
    // One entry per package and version; the first URL found stands for it.
    const key = `${pkg.name}@${pkg.version}`;
    if (!this.found.packages.has(key)) this.found.packages.set(key, pkg);
    return true;
  }

  /** A compiled bundle named `{{hash:<file>.js}}` is the `<file>.ts` beside the spec. */
  private hashFile(text: string, from: ts.Node) {
    for (const m of text.matchAll(/\{\{hash:([\w.-]+)\.js\}\}/g)) {
      const path = join(dirname(this.src.pathOf(from)), `${m[1]}.ts`);
      const sf = this.src.program.getSourceFile(join(this.src.root, path));
      if (sf && !this.visited.has(sf)) {
        this.visited.add(sf);
        this.found.files.add(path);
        sf.statements.filter((s) => !ts.isImportDeclaration(s)).forEach((s) => this.visit(s));
      }
    }
  }

  visit = (node: ts.Node): void => {
    // Text a URL is searched for (`.replace('https://…@1.0.1/', baseUrl)`) and a JSON Schema's `$schema` name are never fetched.
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['replace', 'replaceAll'].includes(node.expression.name.text)) {
      this.visit(node.expression.expression);
      node.arguments.slice(1).forEach(this.visit);
      return;
    }
    if (ts.isBinaryExpression(node) && ts.isPropertyAccessExpression(node.left) && node.left.name.text === '$schema') return;
    if (ts.isIfStatement(node) || ts.isConditionalExpression(node)) {
      const taken = languageTest(ts.isIfStatement(node) ? node.expression : node.condition, this.language);
      if (taken !== undefined) {
        const branch = ts.isIfStatement(node) ? (taken ? node.thenStatement : node.elseStatement) : taken ? node.whenTrue : node.whenFalse;
        if (branch) this.visit(branch);
        return;
      }
    }
    if (ts.isStringLiteralLike(node)) {
      this.hashFile(node.text, node);
      this.add(node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const whole = evaluateString(this.src, node);
      this.hashFile(whole, node);
      if (this.add(whole)) return;
      // A URL inside a longer text: `<script src="${vendorsBaseUrl}vento/vento.js">`
      for (const span of node.templateSpans) {
        const base = evaluateString(this.src, span.expression);
        const tail = /^[^\s"'`<>()]*/.exec(span.literal.text)![0];
        if (!base.includes(UNKNOWN) && base.endsWith('/') && this.add(base + tail)) continue;
        this.visit(span.expression);
      }
      return;
    }
    if (ts.isBinaryExpression(node) || ts.isPropertyAccessExpression(node) || ts.isCallExpression(node) || ts.isIdentifier(node)) {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'getLanguageCustomSettings') {
        const arg = node.arguments[0];
        const key = arg && evaluateString(this.src, ts.isAsExpression(arg) ? arg.expression : arg);
        if (key && !key.includes(UNKNOWN)) this.found.keys.add(key);
        else this.found.dynamicKey = true;
        return;
      }
      if (this.add(evaluateString(this.src, node as ts.Expression))) return;
    }
    if (ts.isIdentifier(node)) return this.follow(node);
    ts.forEachChild(node, this.visit);
  };

  /** Walks the declaration of a helper the code uses, when it lives among the language modules. */
  private follow(node: ts.Identifier) {
    const decl = declarationOf(this.src, node);
    if (!decl || this.visited.has(decl)) return;
    const path = this.src.pathOf(decl);
    if (!path.startsWith(LANGUAGES_DIR) || sharedFiles.has(path)) return;
    this.visited.add(decl);
    this.found.files.add(path);
    if (ts.isVariableDeclaration(decl) && decl.initializer) this.visit(decl.initializer);
    else if (ts.isFunctionDeclaration(decl) && decl.body) this.visit(decl.body);
  }

  walk(node: ts.Node | undefined) {
    if (node) this.visit(node);
  }
}

const sorted = (m: Map<string, PackageRef>) => [...m.values()].sort((a, b) => a.name.localeCompare(b.name));

function walkFound(src: SourceProgram, bundle: BundleInfo, nodes: Array<ts.Node | undefined>, language?: string): Found {
  const found = newFound();
  const walker = new Walker(src, bundle, found, language);
  nodes.forEach((n) => walker.walk(n));
  return found;
}

function formatterOf(src: SourceProgram, bundle: BundleInfo, spec: ts.ObjectLiteralExpression): FormatterFacts | null {
  const parser = propertyOf(src, spec, 'parser');
  const parserObj = parser && objectLiteralOf(src, parser);
  if (parserObj) {
    const prettier = exportedConst(src.file(`${LANGUAGES_DIR}prettier.ts`), 'prettierUrl');
    const urls = [prettier ? evaluateString(src, prettier) : '', ...stringArrayProperty(src, parserObj, 'pluginUrls')];
    const packages = new Map<string, PackageRef>();
    for (const u of urls) {
      const p = packageOf(u, bundle);
      if (p) packages.set(`${p.name}@${p.version}`, p);
    }
    return { kind: 'prettier', parser: stringProperty(src, parserObj, 'name'), packages: sorted(packages) };
  }
  const formatter = propertyOf(src, spec, 'formatter');
  if (!formatter) return null;
  return { kind: 'custom', packages: sorted(walkFound(src, bundle, [formatter]).packages) };
}

interface SpecCommon {
  name: string;
  title: string;
  longTitle?: string;
  editor: LanguageFacts['editor'];
  spec: ts.ObjectLiteralExpression;
}

function common(src: SourceProgram, spec: ts.ObjectLiteralExpression): SpecCommon {
  const name = stringProperty(src, spec, 'name');
  const title = stringProperty(src, spec, 'title');
  const editor = stringProperty(src, spec, 'editor') as LanguageFacts['editor'] | undefined;
  if (!name || !title || !editor) {
    throw new Error(`${src.pathOf(spec)}: a spec without a constant name, title or editor; the extractor cannot read it.`);
  }
  const longTitle = stringProperty(src, spec, 'longTitle');
  return { name, title, ...(longTitle ? { longTitle } : {}), editor, spec };
}

/** The compiler's own URLs, and the modules its `imports` map points at (loaded when the result runs), when compiling `language`. */
function compilerFound(src: SourceProgram, bundle: BundleInfo, compiler: ts.ObjectLiteralExpression, language: string) {
  const own = compiler.properties.filter((p) => !(p.name && ['imports', 'types'].includes(p.name.getText())));
  const found = walkFound(src, bundle, own, language);
  const runtime = walkFound(src, bundle, [propertyOf(src, compiler, 'imports')], language);
  return { found, runtime };
}

/**
 * What the editors of their own (Blockly, the rich text editor) load: `createCustomEditors` in
 * src/livecodes/editor/custom-editors.ts maps a language to a factory; every module in that factory's
 * folder is walked.
 */
function customEditorPackages(src: SourceProgram, bundle: BundleInfo): Map<string, { packages: PackageRef[]; files: string[] }> {
  const file = 'src/livecodes/editor/custom-editors.ts';
  const out = new Map<string, { packages: PackageRef[]; files: string[] }>();
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isCallExpression(node.initializer)) {
      const decl = declarationOf(src, node.initializer.expression);
      if (!decl) throw new Error(`${file}: cannot find where '${node.initializer.expression.getText()}' is defined.`);
      const dir = dirname(src.pathOf(decl));
      const files = src.program
        .getSourceFiles()
        .filter((sf) => dirname(src.pathOf(sf)) === dir)
        .sort((a, b) => a.fileName.localeCompare(b.fileName));
      const found = walkFound(src, bundle, files.flatMap((sf) => sf.statements.filter((s) => !ts.isImportDeclaration(s))));
      out.set(node.name.getText(), { packages: sorted(found.packages), files: files.map((sf) => src.pathOf(sf)) });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(src.file(file));
  if (out.size === 0) throw new Error(`${file}: no custom editors found in createCustomEditors.`);
  return out;
}

export function extractTemplates(src: SourceProgram): TemplateFacts[] {
  return listedSpecs(src, 'src/livecodes/templates/starter/index.ts', 'starterTemplates').map((t) => {
    const lang = (editor: string) => {
      const e = propertyOf(src, t, editor);
      const obj = e && objectLiteralOf(src, e);
      return obj ? stringProperty(src, obj, 'language') : undefined;
    };
    const [markup, style, script] = [lang('markup'), lang('style'), lang('script')];
    return {
      name: stringProperty(src, t, 'name')!,
      aliases: stringArrayProperty(src, t, 'aliases'),
      title: stringProperty(src, t, 'title')!,
      ...(markup ? { markup } : {}),
      ...(style ? { style } : {}),
      ...(script ? { script } : {}),
      processors: stringArrayProperty(src, t, 'processors'),
    };
  });
}

export function extractLanguages(src: SourceProgram, bundle: BundleInfo, templates: TemplateFacts[]): LanguageFacts[] {
  const specs = listedSpecs(src, `${LANGUAGES_DIR}languages.ts`, 'languages').map((s) => common(src, s));
  const byName = new Map<string, LanguageFacts>();
  const pending: Array<[LanguageFacts, string]> = [];
  const compilers = new Map<string, ts.ObjectLiteralExpression>();
  const editors = customEditorPackages(src, bundle);
  /** Sets what the compiler loads when it compiles `facts.name`, and the settings keys it reads. */
  const setCompiler = (facts: LanguageFacts, compilerObj: ts.ObjectLiteralExpression) => {
    const { found, runtime } = compilerFound(src, bundle, compilerObj, facts.name);
    facts.compiler = { packages: sorted(found.packages), runtime: sorted(runtime.packages) };
    facts.customSettingsKeys = [...found.keys, ...(found.dynamicKey ? [facts.name] : [])];
    facts.files.push(...[...found.files, ...runtime.files].filter((f) => !facts.files.includes(f)));
  };
  for (const { spec, ...c } of specs) {
    const extensions = [...new Set(stringArrayProperty(src, spec, 'extensions'))];
    const aliases = [...new Set([...extensions, c.title.toLowerCase()])].filter((a) => a !== c.name);
    const editorLanguage = stringProperty(src, spec, 'editorLanguage');
    const compiler = propertyOf(src, spec, 'compiler');
    const customEditor = editors.get(c.name);
    const facts: LanguageFacts = {
      ...c,
      extensions,
      aliases,
      ...(editorLanguage && editorLanguage !== c.name ? { editorLanguage } : {}),
      compiler: { packages: [], runtime: [] },
      ...(customEditor ? { customEditor: { packages: customEditor.packages } } : {}),
      formatter: formatterOf(src, bundle, spec),
      customSettingsKeys: [],
      starterTemplates: templates.filter((t) => t[c.editor] === c.name).map((t) => t.name),
      files: [src.pathOf(spec), ...(customEditor?.files ?? [])],
    };
    const compilerObj = compiler && objectLiteralOf(src, compiler);
    if (compilerObj) {
      compilers.set(c.name, compilerObj);
      setCompiler(facts, compilerObj);
    } else if (compiler) {
      const of = evaluateString(src, compiler);
      if (of.includes(UNKNOWN)) throw new Error(`${src.pathOf(spec)}: compiler of '${c.name}' is neither an object nor a language name.`);
      pending.push([facts, of]);
    }
    byName.set(c.name, facts);
  }
  // `compiler: '<language>'`: the same compiler, called with this language (it may load other URLs for it).
  for (const [facts, of] of pending) {
    const target = compilers.get(of);
    if (!target) throw new Error(`Language '${facts.name}' uses the compiler of '${of}', which the source does not define.`);
    facts.compilerOf = of;
    setCompiler(facts, target);
  }
  // `dependencies: ['babel']`: the compiler loads these languages' compilers first (React and Solid run on Babel).
  for (const facts of byName.values()) {
    const obj = compilers.get(facts.compilerOf ?? facts.name);
    const deps = obj ? stringArrayProperty(src, obj, 'dependencies') : [];
    const name = facts.name;
    for (const dep of deps) {
      const target = byName.get(dep);
      if (!target) throw new Error(`Language '${name}' depends on '${dep}', which the source does not define.`);
      facts.compiler.packages = [...facts.compiler.packages, ...target.compiler.packages.filter((p) => !facts.compiler.packages.includes(p))];
    }
    if (deps.length > 0) facts.compilerDependencies = deps;
  }
  // The result page reads `customSettings[<language>]` of the JSX languages it renders (`disableAutoRender`).
  const runtimes = exportedOrLocalConst(src.file('src/livecodes/result/result-page.ts'), 'jsxRuntimes');
  if (!runtimes || !ts.isObjectLiteralExpression(runtimes)) throw new Error('src/livecodes/result/result-page.ts: jsxRuntimes object not found.');
  for (const p of runtimes.properties) {
    const name = p.name && (ts.isStringLiteral(p.name) || ts.isIdentifier(p.name)) ? p.name.text : undefined;
    const f = name ? byName.get(name) : undefined;
    if (f) {
      f.customSettingsKeys.push(f.name);
      f.files.push('src/livecodes/result/result-page.ts');
    }
  }
  // A language with an editor of its own (Blockly) can read its key there, to configure that editor.
  for (const sf of src.program.getSourceFiles()) {
    const path = src.pathOf(sf);
    if (!path.startsWith('src/livecodes/editor/')) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['getCustomSettings', 'getLanguageCustomSettings'].includes(node.expression.text)) {
        const arg = node.arguments[0];
        const f = arg && ts.isStringLiteral(arg) ? byName.get(arg.text) : undefined;
        if (f) {
          f.customSettingsKeys.push(f.name);
          if (!f.files.includes(path)) f.files.push(path);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  for (const f of byName.values()) f.customSettingsKeys = [...new Set(f.customSettingsKeys)].sort();
  return [...byName.values()];
}

export function extractProcessors(src: SourceProgram, bundle: BundleInfo, templates: TemplateFacts[]): ProcessorFacts[] {
  return listedSpecs(src, `${LANGUAGES_DIR}processors.ts`, 'processors').map((spec) => {
    const c = common(src, spec);
    const compiler = propertyOf(src, spec, 'compiler');
    const compilerObj = compiler && objectLiteralOf(src, compiler);
    const found = compilerObj ? compilerFound(src, bundle, compilerObj, c.name).found : newFound();
    const isPostcssPlugin = propertyOf(src, spec, 'isPostcssPlugin')?.kind === ts.SyntaxKind.TrueKeyword;
    return {
      name: c.name,
      title: c.title,
      ...(c.longTitle ? { longTitle: c.longTitle } : {}),
      editor: c.editor,
      isPostcssPlugin,
      compiler: { packages: sorted(found.packages) },
      formatter: formatterOf(src, bundle, spec),
      customSettingsKeys: [...found.keys, ...(found.dynamicKey ? [c.name] : [])].sort(),
      starterTemplates: templates.filter((t) => t.processors.includes(c.name)).map((t) => t.name),
      files: [src.pathOf(spec), ...[...found.files].filter((f) => f !== src.pathOf(spec))],
    };
  });
}

/** The initializer of a `const <name> = …` anywhere in a file (also inside functions). */
function exportedOrLocalConst(sf: ts.SourceFile, name: string): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer) found = n.initializer;
    else if (!found) ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}
