import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe as group, expect, it } from 'vitest';
import { extractFacts } from '../../build/livecodes-source/extract.ts';
import { buildTimeComponents } from '../../build/mdx/build-time-props.ts';
import { checkoutPath, SOURCE_VARIABLE } from '../../build/sync-livecodes.ts';
import { getLanguage, languages, type LanguageData } from '../../content/data/languages.ts';
import { queryParams } from '../../content/data/query-params.ts';
import { LanguageInfo } from '../../src/mdx/language-info.tsx';
import { byName, customSettingsKeysIn, describe, facts, generalSettingsKeys, loaded, pinOf, root, splitPage, states, withoutUrls } from './livecodes-facts.ts';

const pagesDir = join(root, 'content/docs/languages');
const pages = readdirSync(pagesDir)
  .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
  .map((f) => ({ slug: f.slice(0, -4), source: readFileSync(join(pagesDir, f), 'utf8') }));

/** Collects every mismatch, so one run lists them all: language, field, page value, source value. */
function mismatches() {
  const list: string[] = [];
  const add = (lang: string, field: string, page: unknown, source: unknown) =>
    list.push(`${lang}: ${field}: page says ${JSON.stringify(page)}, the v47 source says ${typeof source === 'string' ? source : JSON.stringify(source)}`);
  return { list, add };
}

group('content/data/livecodes-v47.json', () => {
  // Needs a LiveCodes v47 checkout, named by LIVECODES_SOURCE; the other tests hold the pages to the committed file.
  it.runIf(Boolean(process.env[SOURCE_VARIABLE]))(`is what \`npm run sync:livecodes\` writes from the checkout in ${SOURCE_VARIABLE}`, { timeout: 180_000 }, () => {
    const fresh = extractFacts(checkoutPath());
    expect(fresh.source).toEqual({ tag: 'v47', appVersion: '47', sdkVersion: '0.12.0', browserCompilers: '0.22.3' });
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(facts);
  });

  it(`asks for a checkout when neither the command line nor ${SOURCE_VARIABLE} names one`, () => {
    const saved = process.env[SOURCE_VARIABLE];
    delete process.env[SOURCE_VARIABLE];
    try {
      expect(() => checkoutPath()).toThrow(`npm run sync:livecodes -- <path>, or set ${SOURCE_VARIABLE}=<path>`);
      expect(checkoutPath('some/checkout')).toBe(join(process.cwd(), 'some/checkout'));
    } finally {
      if (saved !== undefined) process.env[SOURCE_VARIABLE] = saved;
    }
  });

  it('names the folder when it is not a LiveCodes checkout', () => {
    const empty = mkdtempSync(join(tmpdir(), 'not-livecodes-'));
    try {
      expect(() => extractFacts(empty)).toThrow(`${empty} is not a LiveCodes checkout: src/livecodes/vendors.ts is missing`);
    } finally {
      rmSync(empty, { recursive: true });
    }
  });

  it('reads versions from the CDN URLs and the browser-compilers bundle', () => {
    const versions = (name: string) => loaded(byName.get(name)!).map((p) => `${p.name}@${p.version}`);
    expect(versions('python-wasm')).toContain('pyodide@0.28.3');
    expect(versions('scss')).toContain('sass@1.86.3'); // bundled: browser-compilers-0.22.3/package.json
    expect(versions('stylus')).toContain('stylus@null'); // vendored source pinned to a commit
    expect(byName.get('postgresql')!.customSettingsKeys).toEqual(['pgsql']);
  });

  it("credits a shared compiler only with what it loads for each language, and a language's own editor with its packages", () => {
    const versions = (name: string) => loaded(byName.get(name)!).map((p) => `${p.name}@${p.version}`);
    // One ReScript compiler module: Reason takes the 9.1.2 branch, ReScript and OCaml the 11.1.2 one.
    expect(versions('reason')).toContain('@rescript/std@9.1.3');
    expect(versions('ocaml')).not.toContain('@rescript/std@9.1.3');
    expect(versions('rescript')).not.toContain('cdn.rescript-lang.org@9.1.2');
    // React (TSX) runs on the Babel that React's compiler depends on.
    expect(versions('react-tsx')).toContain('@babel/standalone@7.26.4');
    expect(versions('blockly')).toContain('blockly@11.1.1');
    expect(versions('richtext')).toContain('quill@2.0.2');
    // A URL that code searches for to replace it, and a JSON Schema id, are not loaded.
    expect(byName.get('cpp-wasm')!.compiler.packages.map((p) => `${p.name}@${p.version}`)).toEqual(['@chriskoch/cpp-wasm@1.0.2']);
    expect(byName.get('tokencss')!.compiler.packages.map((p) => p.name)).toEqual(['@tokencss/postcss']);
    expect(facts.processors.every((p) => p.formatter === null)).toBe(true);
  });
});

group('language data agrees with the v47 source', () => {
  it('names, editors, extensions, aliases, compiler versions, formatters, settings keys and templates', () => {
    const { list, add } = mismatches();
    for (const l of languages) {
      const f = byName.get(l.name);
      if (!f) {
        add(l.slug, 'name', l.name, 'no such language or processor');
        continue;
      }
      if (l.editor !== f.editor) add(l.slug, 'editor', l.editor, f.editor);
      const extensions = 'extensions' in f ? f.extensions.map((e) => `.${e}`) : [];
      if (JSON.stringify(l.extensions) !== JSON.stringify(extensions)) add(l.slug, 'extensions', l.extensions, extensions);
      const accepted = 'aliases' in f ? f.aliases : [];
      for (const alias of l.aliases) if (!accepted.includes(alias)) add(l.slug, 'alias', alias, `accepted names: ${accepted.join(', ') || '(none)'}`);
      for (const variant of l.markupVariant ?? []) {
        const v = [...byName.values()].find((x) => x.name === variant || ('aliases' in x && x.aliases.includes(variant))) as { compilerOf?: string; editor: string } | undefined;
        if (v?.compilerOf !== l.name || v.editor !== 'markup') add(l.slug, 'markup variant', variant, 'not a markup-editor language using this compiler');
      }
      const pkgs = loaded(f);
      if (l.compiler?.version && !pkgs.some((p) => p.version === l.compiler!.version)) {
        add(l.slug, 'compiler version', l.compiler.version, `loads ${describe(pkgs)}`);
      }
      const named = pkgs.find((p) => p.name === l.compiler?.name);
      if (named && (named.version ?? undefined) !== l.compiler?.version) add(l.slug, `version of ${named.name}`, l.compiler?.version ?? '(none)', named.version ?? '(no version: pinned to a commit)');
      const formatter = 'formatter' in f ? f.formatter : null;
      if (l.formatter && !formatter) add(l.slug, 'formatter', l.formatter.name, 'no formatter');
      if (!l.formatter && formatter) add(l.slug, 'formatter', '(none)', formatter.kind === 'prettier' ? `Prettier (${formatter.parser})` : `its own: ${describe(formatter.packages)}`);
      if (l.formatter && formatter && /prettier/i.test(l.formatter.name) !== (formatter.kind === 'prettier')) {
        add(l.slug, 'formatter', l.formatter.name, formatter.kind === 'prettier' ? 'Prettier' : `not Prettier: ${describe(formatter.packages)}`);
      }
      if (l.customSettingsKey && !f.customSettingsKeys.includes(l.customSettingsKey)) add(l.slug, 'customSettings key', l.customSettingsKey, f.customSettingsKeys.join(', ') || '(none read)');
      if (!l.customSettingsKey && f.customSettingsKeys.length > 0) add(l.slug, 'customSettings key', '(none)', f.customSettingsKeys.join(', '));
      // A template counts when it starts in this language, in one sharing its compiler, or is named after it.
      const family = [...byName.values()].filter((x) => x.name === l.name || ('compilerOf' in x && x.compilerOf === l.name) || ('compilerOf' in f && f.compilerOf === x.name));
      const templates = new Set([...family.flatMap((x) => x.starterTemplates), ...facts.templates.filter((t) => t.name === l.name).map((t) => t.name)]);
      if (l.starterTemplate && !templates.has(l.starterTemplate)) add(l.slug, 'starter template', l.starterTemplate, f.starterTemplates.join(', ') || '(none)');
      const own = facts.templates.find((t) => t.name === l.name || t.aliases.includes(l.name));
      if (!l.starterTemplate && own && f.starterTemplates.includes(own.name)) add(l.slug, 'starter template', '(none)', own.name);
    }
    expect(list).toEqual([]);
  });

  it('covers every language and processor of the source', () => {
    const covered = new Set<string>(languages.flatMap((l) => [l.name, ...(l.markupVariant ?? [])]));
    expect([...byName.keys()].filter((n) => !covered.has(n))).toEqual([]);
  });
});

const otherLanguageLink = (line: string, slug: string) =>
  [...line.matchAll(/\/docs\/languages\/([\w.+-]+)/g)].some((m) => m[1] !== slug);

group('language pages state only what the v47 source says', () => {
  const allVersions = (slug: string) => {
    const l = getLanguage(slug);
    const names = [l.name, ...(l.markupVariant ?? [])];
    // A GitHub source pinned to a tag (`v0.5.0`) counts by its tag.
    const pins = names.flatMap((n) => (byName.has(n) ? loaded(byName.get(n)!) : [])).map((p) => pinOf(p)?.replace(/^v(?=\d)/, ''));
    return new Set(pins.filter(Boolean) as string[]);
  };
  const allExtensions = new Set(facts.languages.flatMap((l) => l.extensions.map((e) => `.${e}`)));
  const allKeys = new Set([...facts.languages, ...facts.processors].flatMap((l) => l.customSettingsKeys).concat(generalSettingsKeys));

  it('every version in a page is one the app loads for that language', () => {
    const { list, add } = mismatches();
    for (const { slug, source } of pages) {
      const known = allVersions(slug);
      const pkgs = loaded(byName.get(getLanguage(slug).name)!);
      for (const line of withoutUrls(splitPage(source).prose).split('\n')) {
        for (const m of line.matchAll(/(?<![\w.\/-])v?(\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?)(?![\w.]*\d)/g)) {
          // Another package the app loads (an editor, a plugin) counts when the line names it.
          const named = facts.vendors.some((p) => p.version === m[1] && line.toLowerCase().includes(p.name.split('/').pop()!.toLowerCase()));
          // A version a loaded package carries in its name (`@ruby/3.3-wasm-wasi` is Ruby 3.3) counts too.
          const inName = pkgs.some((p) => p.name.split(/[/@-]/).includes(m[1]));
          // The bundle many compilers come from, when the line names it.
          const bundle = m[1] === facts.source.browserCompilers && line.includes('browser-compilers');
          if (!known.has(m[1]) && !named && !inName && !bundle) add(slug, 'version', m[0], `loads ${describe(pkgs)}`);
        }
      }
    }
    expect(list).toEqual([]);
  });

  it('every file extension and alias in a page is one the app accepts', () => {
    const { list, add } = mismatches();
    for (const { slug, source } of pages) {
      const l = getLanguage(slug);
      const own = byName.get(l.name)!;
      const ownNames = new Set([own.name, ...('aliases' in own ? own.aliases : [])]);
      const ownExtensions = new Set('extensions' in own ? own.extensions.map((e) => `.${e}`) : []);
      for (const line of splitPage(source).prose.split('\n')) {
        const tokens = [...line.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
        // Only lines about files: CSS class names (`.title`) look like extensions too.
        if (!/\b(extensions?|files?)\b/i.test(line)) continue;
        for (const t of tokens.filter((t) => /^\.[a-z][\w.+-]*$/i.test(t))) {
          if (!allExtensions.has(t)) add(slug, 'extension', t, 'no language has it');
          // A line about extensions names this language's, unless it links another language page.
          else if (/\bextensions?\b/i.test(line) && ownExtensions.size > 0 && !otherLanguageLink(line, slug) && !ownExtensions.has(t)) {
            add(slug, 'extension', t, [...ownExtensions].join(', '));
          }
        }
        if (/\baliases?\b/i.test(line) && !otherLanguageLink(line, slug)) {
          for (const t of tokens.filter((t) => !t.startsWith('.') && /^[\w.+-]+$/.test(t))) {
            if (!ownNames.has(t)) add(slug, 'alias', t, `accepted names: ${[...ownNames].join(', ')}`);
          }
        }
      }
    }
    expect(list).toEqual([]);
  });

  it('every customSettings key in a page is one the app reads', () => {
    const { list, add } = mismatches();
    for (const { slug, source } of pages) {
      const own = byName.get(getLanguage(slug).name)!.customSettingsKeys;
      // "Use the `pgsql` key in custom settings": the key this page's language reads.
      for (const m of splitPage(source).prose.matchAll(/`([^`\s]+)` key (?:in|of) \[?custom settings/gi)) {
        if (!own.includes(m[1]) && !generalSettingsKeys.includes(m[1])) add(slug, 'customSettings key', m[1], `keys read: ${own.join(', ') || '(none)'}`);
      }
      // A block titled "Custom Settings" is what goes in the app's Custom Settings editor: its top-level keys.
      for (const m of source.matchAll(/^```json[^\n]*title="Custom Settings"[^\n]*\n([\s\S]*?)^```/gm)) {
        let keys: string[] = [];
        try {
          keys = Object.keys(JSON.parse(m[1]) as object);
        } catch {
          add(slug, 'Custom Settings block', m[1].slice(0, 40), 'is not valid JSON (the app expects JSON)');
        }
        for (const k of keys) if (!own.includes(k) && !generalSettingsKeys.includes(k)) add(slug, 'customSettings key', k, `keys read: ${own.join(', ') || '(none)'}`);
      }
      for (const key of customSettingsKeysIn(source.replace(/^---\n[\s\S]*?\n---\n/, ''))) {
        if (!allKeys.has(key)) add(slug, 'customSettings key', key, `keys read: ${byName.get(getLanguage(slug).name)!.customSettingsKeys.join(', ') || '(none)'}`);
      }
    }
    expect(list).toEqual([]);
  });
});

/** The text a reader sees in a page's Language info block, as the build renders it. */
function infoBlockText(slug: string): string {
  const props = buildTimeComponents.LanguageInfo.props({ slug }, { docId: `languages/${slug}`, cards: null, siteUrl: 'https://livecodes.io', appUrl: 'https://livecodes.io/' }) as { language: LanguageData };
  const html = renderToStaticMarkup(createElement(LanguageInfo, { slug, ...props }));
  return html.replace(/<\/(dd|dt)>/g, '\n').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}

group('language pages give what the v47 source pins and whether it formats', () => {
  it('state the version (or commit) of every library the language loads', () => {
    const list: string[] = [];
    for (const { slug, source } of pages) {
      const l = getLanguage(slug);
      const text = `${withoutUrls(splitPage(source).prose)}\n${infoBlockText(slug)}`;
      const pkgs = [l.name, ...(l.markupVariant ?? [])].flatMap((n) => (byName.has(n) ? loaded(byName.get(n)!) : []));
      const missing = new Set<string>();
      for (const p of pkgs) {
        const pin = pinOf(p);
        if (pin && !states(text, pin)) missing.add(`${p.name}@${pin}`);
      }
      for (const m of missing) list.push(`${slug}: page omits ${m}, which the v47 source pins`);
    }
    expect(list).toEqual([]);
  });

  it('say in the Language info block how the code is formatted, or that it is not', () => {
    const list: string[] = [];
    for (const { slug, source } of pages) {
      const l = getLanguage(slug);
      const f = byName.get(l.name)!.formatter;
      const row = /^Code formatting\n(.*)$/m.exec(infoBlockText(slug))?.[1];
      if (!row) list.push(`${slug}: no "Code formatting" row in the Language info block`);
      else if (!f && !l.processor && row !== 'Not supported') list.push(`${slug}: formatting: page says "${row}", the v47 source has no formatter`);
      else if (!f && l.processor && !row.startsWith('None of its own')) list.push(`${slug}: formatting: page says "${row}", a processor has no formatter of its own`);
      else if (f && !row.startsWith(l.formatter?.name ?? '(none)')) list.push(`${slug}: formatting: page says "${row}", the v47 source formats with ${f.kind === 'prettier' ? `Prettier (${f.parser})` : describe(f.packages)}`);
      const denial = /(formatting|formatter)[^.\n]{0,40}\b(not (supported|available)|none)\b/i.exec(splitPage(source).prose);
      if (f && denial) list.push(`${slug}: formatting: the page's text says "${denial[0]}", the v47 source formats ${l.name}`);
    }
    expect(list).toEqual([]);
  });
});

group('query parameters page', () => {
  it('lists every parameter the v47 app reads', () => {
    const page = readFileSync(join(root, 'content/docs/configuration/query-params.mdx'), 'utf8');
    const listed = new Set(queryParams.map((p) => p.name));
    // `markup.<property>` and the like: the page's sentence on dotted names lists each prefix.
    const dotted = page.split('\n').find((l) => l.startsWith('A nested property can be set with a dotted name')) ?? '';
    const missing = facts.queryParams.params
      .map((p) => p.name)
      .filter((name) => (name.endsWith('.<property>') ? !dotted.includes(`\`${name.replace('.<property>', '')}\``) : !listed.has(name)));
    expect(missing).toEqual([]);
  });

  it('shows each parameter with the values, default and effect of content/data/query-params.ts', () => {
    const page = readFileSync(join(root, 'content/docs/configuration/query-params.mdx'), 'utf8');
    const reference = page.slice(page.indexOf('## Reference'), page.indexOf('## More examples'));
    const rows = [...reference.matchAll(/^\| `([^`]+)` \|(.*)\|$/gm)].map((m) => {
      const cells = m[2].split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
      return { name: m[1], values: cells[0], default: cells[1] === '–' ? undefined : cells[1], description: cells[2] };
    });
    expect(rows).toEqual(queryParams.map((p) => ({ name: p.name, values: p.values, default: p.default, description: p.description })));
  });

  it('marks as boolean only parameters the app treats as booleans', () => {
    const types = new Map(facts.queryParams.params.map((p) => [p.name, p.sdkType ?? '']));
    const wrong = queryParams
      .filter((p) => /^boolean/.test(p.values))
      .filter((p) => !/\bboolean\b/.test(types.get(p.name) ?? ''))
      .map((p) => `${p.name}: page says boolean, SDK type is ${types.get(p.name) || '(not in UrlQueryParams)'}`);
    expect(wrong).toEqual([]);
  });
});

group('feature pages', () => {
  const page = (name: string) => readFileSync(join(root, 'content/docs/features', `${name}.mdx`), 'utf8');
  const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

  it('give the size limits of the asset and backup file pickers', () => {
    expect(page('assets')).toContain(`up to ${mb(facts.limits.assetFileBytes)}`);
    expect(page('backup-restore')).toContain(`up to ${mb(facts.limits.backupFileBytes)}`);
  });

  it("list the CSS processors in the app's order, and the ones that run before the PostCSS pass", () => {
    const css = page('css');
    // `postcss` runs the PostCSS plugins; it has no row of its own.
    const processors = facts.processors.filter((p) => p.name !== 'postcss');
    const rows = [...css.matchAll(/^\| .*? \| `(\w+)` \|$/gm)].map((m) => m[1]);
    expect(rows).toEqual(processors.map((p) => p.name));
    const firstStage = /first (.+?), one after the other/.exec(css)?.[1].split(/, | and /);
    expect(firstStage).toEqual(processors.filter((p) => !p.isPostcssPlugin).map((p) => p.title));
  });
});
