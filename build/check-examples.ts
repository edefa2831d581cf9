/**
 * Type-checks every ```ts / ```tsx code block of the docs against the `livecodes` package
 * (SDK 0.12.0), as standalone modules, and reports errors as page:line. The SDK, React and Solid
 * types are real; packages not installed here (react-native, @stencil/core…) are typed as `any`.
 */
import { createProcessor } from '@mdx-js/mdx';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { visit } from 'unist-util-visit';
import { markdownSyntax } from './mdx/markdown-syntax.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface CodeExample {
  page: string;
  /** Line of the opening fence in the page. */
  line: number;
  lang: 'ts' | 'tsx';
  code: string;
}

export async function collectExamples(dir = join(root, 'content/docs')): Promise<CodeExample[]> {
  const processor = createProcessor({ remarkPlugins: markdownSyntax });
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && e.name.endsWith('.mdx'));
  const examples: CodeExample[] = [];
  for (const entry of files) {
    const file = join(entry.parentPath, entry.name);
    const tree = processor.parse(await readFile(file, 'utf8'));
    visit(tree, 'code', (node) => {
      if ((node.lang === 'ts' || node.lang === 'tsx') && !/\bnocheck\b/.test(node.meta ?? '')) {
        examples.push({ page: relative(root, file).split(sep).join('/'), line: node.position?.start.line ?? 0, lang: node.lang, code: node.value });
      }
    });
  }
  return examples;
}

const SHIM = 'shim.d.ts';

export function checkExamples(examples: CodeExample[]): string[] {
  const files = new Map<string, string>();
  const where = new Map<string, CodeExample>();
  examples.forEach((example, i) => {
    const name = join(root, `__examples__/example-${i}.${example.lang}`);
    // `export {}` keeps each example a module of its own; Solid code gets Solid's JSX types.
    const pragma = /from ['"]solid-js/.test(example.code) ? '/** @jsxImportSource solid-js */\n' : '';
    files.set(name, `${pragma}${example.code}\nexport {};\n`);
    where.set(name, example);
  });
  files.set(join(root, `__examples__/${SHIM}`), "declare module '*';\n");
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    noEmit: true,
    skipLibCheck: true,
    types: [],
    baseUrl: root,
    paths: { livecodes: ['node_modules/livecodes/livecodes.d.ts'] },
  };
  const host = ts.createCompilerHost(options);
  const readFileOriginal = host.readFile.bind(host);
  host.readFile = (f) => files.get(f) ?? readFileOriginal(f);
  host.fileExists = ((exists) => (f: string) => files.has(f) || exists(f))(host.fileExists.bind(host));
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, ...rest) => (files.has(f) ? ts.createSourceFile(f, files.get(f)!, lang) : getSource(f, lang, ...rest));
  const program = ts.createProgram([...files.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).flatMap((d) => {
    const example = d.file ? where.get(d.file.fileName) : undefined;
    if (!example) return d.file?.fileName.endsWith(SHIM) ? [] : [ts.flattenDiagnosticMessageText(d.messageText, '\n')];
    const shift = d.file!.text.startsWith('/** @jsxImportSource') ? 1 : 0;
    const line = d.file!.getLineAndCharacterOfPosition(d.start ?? 0).line - shift;
    // +1: the code starts on the line after the opening fence.
    return [`${example.page}:${example.line + line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n  ')}`];
  });
}
