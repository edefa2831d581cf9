import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCssVariablesTheme, createHighlighter } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { describe, expect, it } from 'vitest';
import { listMdx } from '../../build/content.ts';
import { languageOf, sourceCodeBlocks } from '../../build/mdx/highlight.ts';
import { createSharedPatternEngine } from '../../build/mdx/regex-engine.ts';
import { highlightPres, loadLanguages } from '../../build/mdx/shiki.ts';
import { toHtml } from 'hast-util-to-html';
import type { Element } from 'hast';

const root = join(import.meta.dirname, '../..');

// The site highlights with createSharedPatternEngine; its answers must be Oniguruma's own.
describe('the shared-pattern regex engine', () => {
  it('finds the same match as a multi-pattern Oniguruma scanner: first start, then first pattern', async () => {
    const stock = await createOnigurumaEngine(import('shiki/wasm'));
    const shared = await createSharedPatternEngine();
    const scanners = [
      ['b', 'a', 'ab'],
      ['ab', 'a'],
      ['\\Gx', 'x', '(?<=a)b'],
      ['\\A\\s*', '$', '(?=c)'],
      ['(\\w+)\\s*=\\s*(\\d+)', '\\d+', '[=]'],
      ['zzz'],
    ];
    const line = 'x ab = 12 cab\n';
    const long = `${'word = 1; '.repeat(120)}tail\n`; // over 1,000 bytes: Oniguruma searches pattern by pattern
    const accented = 'é = ü1 ab\n'; // multi-byte text: offsets convert between UTF-8 and UTF-16
    for (const patterns of scanners) {
      const a = stock.createScanner(patterns);
      const b = shared.createScanner(patterns);
      for (const text of [line, long, accented]) {
        const sa = stock.createString(text);
        const sb = shared.createString(text);
        for (let start = 0; start < Math.min(text.length, 40); start++) {
          for (const options of [0, 1, 4]) {
            expect(b.findNextMatchSync(sb, start, options), `${JSON.stringify(patterns)} at ${start} with ${options}`).toEqual(a.findNextMatchSync(sa, start, options));
          }
        }
        expect(b.findNextMatchSync(text, 3, 0)).toEqual(a.findNextMatchSync(text, 3, 0));
      }
    }
  });

  it('highlights the pages’ code exactly as shiki’s stock engine does', { timeout: 60_000 }, async () => {
    const files = await listMdx(join(root, 'content/docs'));
    const blocks = (await Promise.all(files.map(async (file) => sourceCodeBlocks(await readFile(file, 'utf8'))))).flat();
    // Up to three blocks per language keeps this quick while covering every grammar the site uses.
    const byLanguage = new Map<string, Element[]>();
    for (const pre of blocks) {
      const list = byLanguage.get(languageOf(pre)) ?? [];
      if (list.length < 3) byLanguage.set(languageOf(pre), [...list, pre]);
    }
    const sample = [...byLanguage.values()].flat();
    expect(byLanguage.size).toBeGreaterThan(40);
    const theme = createCssVariablesTheme({ name: 'docs', variablePrefix: '--code-', fontStyle: true });
    const render = async (engine: Awaited<ReturnType<typeof createSharedPatternEngine>>) => {
      const highlighter = await createHighlighter({ themes: [theme], langs: [], engine });
      await loadLanguages(highlighter, [...byLanguage.keys()]);
      const out = await highlightPres(highlighter, structuredClone(sample));
      return out.map((node) => toHtml(node as never));
    };
    const expected = await render(await createOnigurumaEngine(import('shiki/wasm')));
    const actual = await render(await createSharedPatternEngine());
    expect(actual.filter((html) => html.includes('--code-token')).length).toBeGreaterThan(sample.length / 2);
    actual.forEach((html, i) => expect(html, `block ${i} (${languageOf(sample[i])})`).toBe(expected[i]));
  });
});
