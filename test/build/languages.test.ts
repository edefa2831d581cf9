import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getLanguage, languages, type LanguageData } from '../../content/data/languages.ts';
import { buildTimeComponents, type LanguageRow } from '../../build/mdx/build-time-props.ts';
import { LanguageInfo } from '../../src/mdx/language-info.tsx';
import { LanguagesTable } from '../../src/mdx/languages-table.tsx';

const root = join(import.meta.dirname, '../..');
const pagesDir = join(root, 'content/docs/languages');
const dts = readFileSync(join(root, 'node_modules/livecodes/livecodes.d.ts'), 'utf8');

/** The string literals of `export type <name> = 'a' | 'b' ...;` in module 'livecodes/models' of the SDK types. */
function unionMembers(name: string): Set<string> {
  const start = dts.indexOf("declare module 'livecodes/models'");
  expect(start, "module 'livecodes/models' in livecodes.d.ts").toBeGreaterThanOrEqual(0);
  const next = dts.indexOf('declare module ', start + 1);
  const models = dts.slice(start, next === -1 ? undefined : next);
  const at = models.indexOf(`export type ${name} =`);
  expect(at, `export type ${name}`).toBeGreaterThanOrEqual(0);
  const body = models.slice(at, models.indexOf(';', at));
  return new Set([...body.matchAll(/'([^']*)'/g)].map((m) => m[1]));
}

const Language = unionMembers('Language');
const Processor = unionMembers('Processor');
const TemplateName = unionMembers('TemplateName');

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const pageSlugs = readdirSync(pagesDir)
  .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
  .map((f) => f.slice(0, -'.mdx'.length));

describe('languages data (content/data/languages.ts)', () => {
  it('reads the SDK unions', () => {
    expect(Language.has('python-wasm')).toBe(true);
    expect(Processor.has('tailwindcss')).toBe(true);
    expect(TemplateName.has('react')).toBe(true);
  });

  it('uses only SDK Language names and aliases, and SDK Processor names for processors', () => {
    for (const l of languages) {
      if (l.processor) expect(Processor, l.slug).toContain(l.name);
      else expect(Language, l.slug).toContain(l.name);
      for (const alias of l.aliases) expect(Language, `${l.slug} alias ${alias}`).toContain(alias);
      for (const variant of l.markupVariant ?? []) expect(Language, `${l.slug} markup-editor name ${variant}`).toContain(variant);
      expect(l.aliases, `${l.slug} aliases`).not.toContain(l.name);
    }
  });

  it('has exactly one processor entry per SDK processor', () => {
    const processors = languages.filter((l) => l.processor).map((l) => l.name);
    expect(processors.sort()).toEqual([...Processor].sort());
  });

  it('uses only SDK TemplateName starter templates and SDK custom settings keys', () => {
    for (const l of languages) {
      if (l.starterTemplate) expect(TemplateName, l.slug).toContain(l.starterTemplate);
      if (l.customSettingsKey) expect(new Set([...Language, ...Processor]), l.slug).toContain(l.customSettingsKey);
    }
  });

  it('has unique slugs, sorted, and well-formed extensions and URLs', () => {
    const slugs = languages.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual([...slugs].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    for (const l of languages) {
      for (const ext of l.extensions) expect(ext, l.slug).toMatch(/^\.[^\s.][^\s]*$/);
      for (const url of [l.officialUrl, l.compiler?.url, l.formatter?.url]) if (url) expect(url, l.slug).toMatch(/^(https?:\/\/|\/docs\/)/);
    }
    expect(() => getLanguage('no-such-language')).toThrow(/Unknown language slug/);
  });
});

describe('language pages (content/docs/languages)', () => {
  it('has a page for every data entry and data for every page', () => {
    const slugs = languages.map((l) => l.slug).sort();
    expect([...pageSlugs].sort()).toEqual(slugs);
  });

  it('renders its own info block on every page', () => {
    for (const slug of pageSlugs) {
      const source = readFileSync(join(pagesDir, `${slug}.mdx`), 'utf8');
      const used = [...source.matchAll(/<LanguageInfo\s+slug="([^"]*)"\s*\/>/g)].map((m) => m[1]);
      expect(used, `${slug}.mdx`).toEqual([slug]);
    }
  });
});

const ctx = { docId: 'languages/index', cards: null, siteUrl: 'https://livecodes.io', appUrl: 'https://livecodes.io/' };

describe('language components', () => {
  it('<LanguageInfo /> shows the compiler name, link and version', () => {
    // Props as the build gives them (build/mdx/build-time-props.ts).
    const props = buildTimeComponents.LanguageInfo.props({ slug: 'python-wasm' }, ctx) as { language: LanguageData };
    const html = renderToStaticMarkup(createElement(LanguageInfo, { slug: 'python-wasm', ...props }));
    const { compiler } = getLanguage('python-wasm');
    expect(html).toContain('<dl class="language-info">');
    expect(html).toContain(`href="${compiler!.url}"`);
    expect(html).toContain(`>${escapeHtml(compiler!.name)}</a>`);
    expect(html).toContain(escapeHtml(compiler!.version!));
    expect(html).toContain('<code>pyodide</code>');
    expect(html).toContain('href="https://livecodes.io/?template=python-wasm"');
  });

  it("the Markdown twin's info block says how each language is formatted, as the page does", () => {
    const twin = (slug: string) => buildTimeComponents.LanguageInfo.markdown({ slug }, ctx);
    expect(twin('python-wasm')).toContain('- Code formatting: Not supported');
    expect(twin('php')).toContain('- Code formatting: [Prettier with its PHP plugin](https://github.com/prettier/plugin-php) (prettier 3.3.2, @prettier/plugin-php 0.22.2)');
    expect(twin('javascript')).toContain('- Code formatting: [Prettier](https://prettier.io/) 3.3.2');
    for (const l of languages) expect(twin(l.slug), l.slug).toMatch(/^- Code formatting: \S/m);
  });

  it('<LanguagesTable /> lists every language, linked, with a labelled filter', () => {
    const props = buildTimeComponents.LanguagesTable.props({}, ctx) as { languages: LanguageRow[] };
    const html = renderToStaticMarkup(createElement(LanguagesTable, props));
    for (const l of languages) {
      expect(html).toContain(`<a href="/docs/languages/${l.slug}">${escapeHtml(l.title)}</a>`);
    }
    expect(html).toMatch(/<label for="([^"]+)">Filter languages<\/label><input id="\1" type="search"/);
    expect(html).toContain(`${languages.length} languages and processors`);
    for (const group of ['Markup', 'Style', 'Script', 'Processors']) expect(html).toContain(`<caption>${group} `);
  });
});
