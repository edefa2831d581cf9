import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { Element } from 'hast';
import type { BundledLanguage, BundledTheme } from 'shiki';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { EXTERNAL } from '../../build/bundle.mjs';
import { lazyGrammarRules, patchGrammarRules } from '../../build/lazy-grammar-rules.mjs';
import { languageOf, sourceCodeBlocks } from '../../build/mdx/highlight.ts';
import * as stock from '../../build/mdx/shiki.ts';
import { sitePageFiles } from './site-pages.ts';

const root = join(import.meta.dirname, '../..');
const out = join(root, 'test/fixtures/.out/lazy-grammar-rules');

/** A code block as the pages' Markdown gives it to the highlighter. */
const block = ([lang, code]: [string, string]): Element => sourceCodeBlocks(`\`\`\`${lang}\n${code}\n\`\`\`\n`)[0];

/**
 * Grammars that embed others, where building rules on first use could change what a token is. Rust
 * and Swift are not among the site's languages: Markdown's rules for their fences are then left out,
 * as the stock engine leaves them out.
 */
const EMBEDDING: [string, string][] = [
  ['md', '---\ntitle: Notes\n---\n\n# Setup\n\n```js\nconst n = 1;\n```\n\n```python\nprint("hi")\n```\n\n```rust\nfn main() {}\n```\n\n~~~swift\nlet s = 1\n~~~\n\n<div class="x">raw <b>html</b></div>\n\n```unknownlang\nplain\n```'],
  ['mdx', "import { Demo } from './demo';\n\n# Title {#custom}\n\n<Demo size={2 * 3} />\n\n```ts\nlet a: number = 1;\n```"],
  ['html', '<style>p { color: red; }</style>\n<script type="module">import x from "y"; x();</script>\n<my-widget onclick="go(1)" style="margin: 0" data-x="1"></my-widget>\n<div onclick="go(2)"></div>'],
  ['html', '<svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" onclick="hit()"/><my-shape fill="red" onclick="go()"></my-shape></svg>\n<math><mi>x</mi><my-op style="color: red">+</my-op></math>\n<my-widget onclick="after()"></my-widget>'],
  ['vue', '<template>\n  <button @click="count++" :class="{ on: count > 1 }">{{ count }}</button>\n</template>\n\n<script setup lang="ts">\nimport { ref } from "vue";\nconst count = ref<number>(0);\n</script>\n\n<style scoped lang="scss">\n$c: red;\nbutton { color: $c; }\n</style>'],
  ['svelte', '<script lang="ts">\n  let n: number = 0;\n</script>\n\n<button on:click={() => n++}>{n}</button>\n\n<style>\n  button { color: blue; }\n</style>'],
  ['ruby', 'query = <<~SQL\n  SELECT * FROM users WHERE id = 1\nSQL\npage = <<~HTML\n  <p class="x">#{query}</p>\nHTML\nputs query'],
  ['haml', '%section.notes\n  %h1= title\n  :markdown\n    Some *emphasis* and `code`.\n  :javascript\n    console.log(1);'],
  ['asciidoc', '= Title\n\n[source,python]\n----\ndef f(x):\n    return x * 2\n----\n\n[source,js]\n----\nconst y = 2;\n----'],
  ['twig', '<ul>\n{% for item in items %}\n  <li class="{{ item.kind }}">{{ item.name|upper }}</li>\n{% endfor %}\n</ul>\n<script>let t = 1;</script>'],
];

/** The highlighting module bundled as the build bundles it, so its TextMate engine is the patched one. */
async function patchedShiki(): Promise<typeof stock> {
  await build({
    entryPoints: [join(root, 'build/mdx/shiki.ts')],
    outdir: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    plugins: [lazyGrammarRules],
    logLevel: 'error',
  });
  const file = join(out, 'shiki.js');
  expect(await readFile(file, 'utf8'), 'the bundled engine is the patched one').toContain('_materialize(');
  return import(pathToFileURL(file).href);
}

async function highlighter(shiki: typeof stock, langs: string[]) {
  const highlighter = await shiki.createDocsHighlighter();
  await shiki.loadLanguages(highlighter, langs);
  return highlighter;
}

async function highlightAll(shiki: typeof stock, pres: Element[]): Promise<string[]> {
  const loaded = await highlighter(shiki, [...new Set(pres.map(languageOf))]);
  return (await shiki.highlightPres(loaded, structuredClone(pres))).map((node) => toHtml(node as never));
}

/** Every token of each case with its full scope stack: finer than colours, which many scopes share. */
async function scopesOf(shiki: typeof stock, siteLanguages: string[]): Promise<string[]> {
  const loaded = await highlighter(shiki, siteLanguages);
  return EMBEDDING.map(([lang, code]) =>
    JSON.stringify(loaded.codeToTokensBase(code, { lang: lang as BundledLanguage, theme: 'docs' as BundledTheme, includeExplanation: 'scopeName' }).map((line) => line.map((token) => [token.content, token.explanation?.map((part) => part.scopes.map((scope) => scope.scopeName))]))),
  );
}

describe('TextMate rules built on first use (build/lazy-grammar-rules.mjs)', () => {
  it('highlight every code block of the site, and the embedding cases, exactly as the stock engine', { timeout: 120_000 }, async () => {
    const files = await sitePageFiles();
    const site = (await Promise.all(files.map(async (file) => sourceCodeBlocks(await readFile(file, 'utf8'))))).flat();
    expect(site.length).toBeGreaterThan(500);
    const pres = [...EMBEDDING.map(block), ...site];
    const patched = await patchedShiki();
    const expected = await highlightAll(stock, pres);
    const actual = await highlightAll(patched, pres);
    // Each embedding case is highlighted, not left plain because a grammar was missing.
    EMBEDDING.forEach(([lang], i) => expect(new Set(expected[i].match(/--code-token-[a-z-]+/g)).size, lang).toBeGreaterThanOrEqual(3));
    actual.forEach((html, i) => expect(html, `block ${i} (${languageOf(pres[i])})`).toBe(expected[i]));

    // The same scopes, token by token, with the site's languages loaded (and not Rust or Swift).
    const siteLanguages = [...new Set(pres.map(languageOf))];
    expect(siteLanguages).not.toContain('rust');
    const scopes = await scopesOf(stock, siteLanguages);
    expect(scopes[0]).toContain('meta.embedded.block.python');
    (await scopesOf(patched, siteLanguages)).forEach((tokens, i) => expect(tokens, EMBEDDING[i][0]).toBe(scopes[i]));
  });

  it('fail the bundle, naming the file, when vscode-textmate no longer has the code the patch replaces', async () => {
    const file = join(root, 'node_modules/@shikijs/vscode-textmate/dist/index.js');
    const source = await readFile(file, 'utf8');
    expect(patchGrammarRules(source, file)).toContain('_materialize(');
    const changed = source.replaceAll('hasMissingPatterns: (patterns ? patterns.length : 0) !== r.length', 'hasMissingPatterns: r.length === 0').replace('  static _compilePatterns(', '  static compilePatterns(');
    expect(() => patchGrammarRules(changed, file)).toThrow(/vscode-textmate[\\/]dist[\\/]index\.js: build\/lazy-grammar-rules\.mjs expected 1 of "static _compilePatterns\(patterns, helper, repository\) \{" and found 0/);
  });
});
