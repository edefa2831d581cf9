import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createProcessor } from '@mdx-js/mdx';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { leanMarkdownParse, patchAutolinkLiteral, patchEditMap, patchFromMarkdown, patchSubtokenize } from '../../build/lean-markdown-parse.mjs';
import { markdownSyntax } from '../../build/mdx/markdown-syntax.ts';
import { sitePageFiles } from './site-pages.ts';

const root = join(import.meta.dirname, '../..');
const out = join(root, 'test/fixtures/.out/lean-markdown-parse');

type Parse = (text: string) => unknown;

interface EditMap {
  add(at: number, remove: number, add: unknown[]): void;
  /** micromark-util-edit-map's only. */
  addBefore?(at: number, remove: number, add: unknown[]): void;
  consume(events: unknown[]): void;
}

/** Pages parse as the build parses them: MDX with the site's syntax plugins. */
const stockParse: Parse = (text) => createProcessor({ remarkPlugins: markdownSyntax }).parse(text);

/** The same parser bundled as the build bundles it, so its micromark, its EditMaps and mdast-util-from-markdown are the patched ones. */
async function patchedParse(): Promise<Parse> {
  await build({
    stdin: {
      contents: "import { createProcessor } from '@mdx-js/mdx';\nimport { markdownSyntax } from './build/mdx/markdown-syntax.ts';\nexport const parse = (text) => createProcessor({ remarkPlugins: markdownSyntax }).parse(text);\n",
      resolveDir: root,
      loader: 'ts',
    },
    outfile: join(out, 'parse.js'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [leanMarkdownParse],
    logLevel: 'error',
  });
  const bundled = await readFile(join(out, 'parse.js'), 'utf8');
  expect(bundled, 'the bundled parser is the patched one').toContain('jumps.has(');
  expect(bundled).toContain('.sliceSerialize = events[');
  expect(bundled.split('const rest = events.slice(').length - 1, 'both EditMaps').toBe(2);
  expect(bundled).toContain('if (!mayHoldLiteralAutolink(tree)) return');
  return (await import(pathToFileURL(join(out, 'parse.js')).href)).parse;
}

/**
 * Constructs whose events the patched modules rearrange: content nested in containers (each level
 * is spliced in on a pass of its own), container ends after blank lines and lazy lines (the document's
 * EditMap moves their exits), tables (their own EditMap), task items (found through the list item's
 * first content), and handlers that read the source text of their token.
 */
const CASES = [
  '---\ntitle: Nested\n---\n\n> Quoted text\n> - item one\n>   continued lazily\nstill the paragraph\n>\n> 1. first\n>    > deeper quote\n>    > - with a list\n',
  '- [ ] open task\n- [x] done task\n  - [ ] nested task\n\n    indented code after a blank line\n\n- item after blank\n\n\n- item after two blanks\n',
  '1) one\n2) two\n   | a | b |\n   | - | :-: |\n   | `x` | **y** |\n\n   ```js title="in a list"\n   const n = 1;\n   ```\n',
  ':::tip[Read this]\nText with a footnote[^1] and https://livecodes.io/docs.\n\n- a list in a directive\n  :::\n\n[^1]: The note, with *emphasis*.\n',
  'import { Demo } from "./demo";\n\nexport const size = 2;\n\n<Demo size={size * 2}>\n  - a list inside JSX\n  - second {size}\n</Demo>\n\nText with <kbd>Ctrl</kbd> + {"K"} and &copy; &#169; entity.\n',
  '> - a\n>   - b\n> lazy\n\n| x | y |\n| - | - |\n| 1 | 2 |\n\n- | t |\n  | - |\n  | u |\n- > q\nlazy again\n  | v |\n  | - |\n\n| only | head |\n| --- | --- |\n',
  // Literal autolinks that only GFM's transform finds (after some punctuation, or spelled with a
  // character reference), one kind per case: the patched transform looks for each before it runs.
  'Mail /team@example.org.\n',
  'Quote "www.example.com".\n',
  'Quote "WWW.EXAMPLE.NET".\n',
  '> Open http&#58;//example.com/a.\n',
  'Press <kbd>/a@b.co</kbd>.\n',
  '[https://example.com/in-a-link](https://example.com), [www.example.org][r] and `www.in.code`, none of them made links again.\n\n[r]: https://example.org\n',
  '# Heading with `code`\n\nSetext heading\n==============\n\n* a\n* b\n\n  b continued\n* [link][ref] and ![image](./x.png "title")\n\n[ref]: https://example.com "Example"\n',
];

describe('the Markdown parser as the build bundles it (build/lean-markdown-parse.mjs)', () => {
  it('gives the same tree as the stock parser, positions included, for every page of the site and each nested case', { timeout: 120_000 }, async () => {
    const files = await sitePageFiles();
    expect(files.length).toBeGreaterThan(200);
    const texts = [...CASES, ...(await Promise.all(files.map((file) => readFile(file, 'utf8'))))];
    const names = [...CASES.map((_, i) => `case ${i}`), ...files];
    const patched = await patchedParse();
    texts.forEach((text, i) => expect(JSON.stringify(patched(text)), names[i]).toBe(JSON.stringify(stockParse(text))));
    // The cases reach what they are about.
    const tree = JSON.stringify(stockParse(CASES[1]));
    expect(tree).toContain('"checked":true');
    expect(tree).toContain('"spread":true');
    expect(JSON.stringify(stockParse(CASES[4]))).toContain('"name":"Demo"');
    const urls = (text: string) => [...JSON.stringify(stockParse(text)).matchAll(/"url":"([^"]*)"/g)].map((m) => m[1]);
    expect(CASES.slice(6, 12).map(urls)).toEqual([['mailto:team@example.org'], ['http://www.example.com'], ['http://WWW.EXAMPLE.NET'], ['http://example.com/a'], ['mailto:a@b.co'], ['https://example.com', 'https://example.org']]);
  });

  it('edits events as the stock EditMaps do, for random edits that touch, overlap and reach the end', async () => {
    const files = ['node_modules/micromark-util-edit-map/index.js', 'node_modules/micromark-extension-gfm-table/lib/edit-map.js'];
    for (const file of files) {
      const source = await readFile(join(root, file), 'utf8');
      const load = async (text: string) => ((await import(`data:text/javascript,${encodeURIComponent(text)}`)) as { EditMap: new () => EditMap }).EditMap;
      const [Stock, Patched] = await Promise.all([load(source), load(patchEditMap(source, file))]);
      let seed = 7;
      // A linear congruential generator's high bits (its low bits repeat in short cycles).
      const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), Math.floor((seed / 2 ** 31) * n));
      for (let round = 0; round < 2000; round++) {
        const size = random(12);
        const edits = Array.from({ length: 1 + random(4) }, (_, i) => ({ at: random(size + 1), remove: random(4), add: Array.from({ length: random(3) }, (_, j) => `add${i}.${j}`), before: 'addBefore' in Stock.prototype && random(2) === 1 }));
        const [stock, patched] = [new Stock(), new Patched()];
        const [a, b] = [Array.from({ length: size }, (_, i) => i), Array.from({ length: size }, (_, i) => i)];
        for (const { at, remove, add, before } of edits) {
          for (const map of [stock, patched]) (before ? map.addBefore! : map.add).call(map, at, remove, [...add]);
        }
        stock.consume(a);
        patched.consume(b);
        expect(b, JSON.stringify({ size, edits })).toEqual(a);
      }
    }
  });

  it('fail the bundle, naming the file, when a module no longer has the code its patch replaces', async () => {
    const fromMarkdown = join(root, 'node_modules/mdast-util-from-markdown/lib/index.js');
    const subtokenize = join(root, 'node_modules/micromark-util-subtokenize/index.js');
    const [a, b] = await Promise.all([readFile(fromMarkdown, 'utf8'), readFile(subtokenize, 'utf8')]);
    expect(patchFromMarkdown(a, fromMarkdown)).toContain('.call(context, events[index][1])');
    expect(patchSubtokenize(b, subtokenize)).toContain('jumps.has(index)');
    expect(() => patchFromMarkdown(a.replace('handler[events[index][1].type].call({', 'handler[events[index][1].type].call({ '), fromMarkdown)).toThrow(/mdast-util-from-markdown[\\/]lib[\\/]index\.js: build\/lean-markdown-parse\.mjs expected 1 of "handler\[events\[index\]\[1\]\.type\]\.call\(\{" and found 0/);
    const editMap = join(root, 'node_modules/micromark-util-edit-map/index.js');
    const c = await readFile(editMap, 'utf8');
    expect(() => patchEditMap(c.replace('vecs.push(events.slice());', 'vecs.push([...events]);'), editMap)).toThrow(/micromark-util-edit-map[\\/]index\.js: build\/lean-markdown-parse\.mjs expected 1 of "let index = this\.map\.length;" and found 0/);
    const autolink = join(root, 'node_modules/mdast-util-gfm-autolink-literal/lib/index.js');
    const d = await readFile(autolink, 'utf8');
    expect(patchAutolinkLiteral(d, autolink)).toContain('if (!mayHoldLiteralAutolink(tree)) return');
    expect(() => patchAutolinkLiteral(d.replace('function findUrl(', 'function findLink('), autolink)).toThrow(/mdast-util-gfm-autolink-literal[\\/]lib[\\/]index\.js: build\/lean-markdown-parse\.mjs expected 1 of "function findUrl\(" and found 0/);
    expect(() => patchSubtokenize(b.replace('function subcontent(events, eventIndex)', 'function subcontent(events, index)'), subtokenize)).toThrow(/micromark-util-subtokenize[\\/]index\.js: build\/lean-markdown-parse\.mjs expected 1 of "function subcontent\(events, eventIndex\) \{" and found 0/);
  });
});
