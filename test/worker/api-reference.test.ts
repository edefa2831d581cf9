import { beforeEach, describe, expect, it } from 'vitest';
import { get, isolateNetwork, sponsorsUpstream } from './helpers.ts';

beforeEach(() => {
  isolateNetwork();
  sponsorsUpstream().reply(200, { sponsors: [] }).persist();
});

const PUBLIC = ['functions/createPlayground', 'functions/getPlaygroundUrl', 'interfaces/Code', 'interfaces/Config', 'interfaces/EmbedOptions', 'interfaces/Playground', 'type-aliases/Language'];
const INTERNAL_INTERFACES = ['API', 'AppConfig', 'CodeEditor', 'ContentConfig', 'EditorConfig', 'EditorLibrary', 'EditorPosition', 'FormatterConfig', 'TestResult', 'Tool', 'Types', 'UserConfig'];
const INTERNAL_ALIASES = ['APICommands', 'AppLanguage', 'CDN', 'CodejarTheme', 'CodemirrorTheme', 'CssPresetId', 'EditorId', 'EditorTheme', 'MonacoTheme', 'Processor', 'TemplateName', 'Theme', 'ToolsPaneStatus', 'UrlQueryParams', 'WatchCode', 'WatchConsole', 'WatchDestroy', 'WatchLoad', 'WatchReady', 'WatchTests'];
const PAGES = ['globals', ...PUBLIC, ...INTERNAL_INTERFACES.map((n) => `internal/interfaces/${n}`), ...INTERNAL_ALIASES.map((n) => `internal/type-aliases/${n}`)];

describe('API reference', () => {
  it.each(PAGES)('/docs/api/%s exists and is reachable from the sidebar', async (page) => {
    const res = await get(`/docs/api/${page}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const name = page.split('/').pop()!;
    expect(html).toMatch(page === 'globals' ? /<h1>LiveCodes SDK API<\/h1>/ : new RegExp(`<h1>[A-Za-z ]+: ${name}(\\(\\))?</h1>`));
    // The docs sidebar lists every API page (under SDK > API).
    const sidebar = html.slice(html.indexOf('aria-label="Docs sidebar"'), html.indexOf('</nav>', html.indexOf('aria-label="Docs sidebar"')));
    expect(sidebar).toContain(`href="/docs/api/${page}"`);
  });

  it('has an index at /docs/api that links every page of the reference', async () => {
    const res = await get('/docs/api');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>SDK API reference</h1>');
    const main = html.slice(html.indexOf('<main'));
    for (const page of PAGES) expect(main, page).toContain(`href="/docs/api/${page}"`);
    expect(main).toContain('href="/docs/api/internal"');
  });

  it("describes each page in a sentence: the type's own words, else what the page defines", async () => {
    const description = async (page: string) => {
      const html = await (await get(`/docs/api/${page}`)).text();
      return /<meta name="description" content="([^"]*)">/.exec(html)![1].replace(/&#34;/g, '"');
    };
    for (const page of PAGES) {
      const text = await description(page);
      // Never a signature, an 'Extends' list or a member's words taken for the page's.
      expect(text, page).toMatch(/^[A-Z][^]*\.$/);
    }
    expect(await description('functions/createPlayground')).toBe('Creates a LiveCodes playground.');
    expect(await description('internal/type-aliases/Theme')).toBe('Theme, a type of the livecodes SDK: "light" | "dark".');
    expect(await description('internal/interfaces/EditorPosition')).toBe('The EditorPosition interface of the livecodes SDK, with its 2 members: column, lineNumber.');
    // API's first prose is its destroy method's; the page says what API itself holds.
    expect(await description('internal/interfaces/API')).toMatch(/^The API interface of the livecodes SDK, with its \d+ members: destroy, exec, /);
  });

  it('links types between pages', async () => {
    const html = await (await get('/docs/api/functions/createPlayground')).text();
    expect(html).toContain('href="/docs/api/interfaces/Playground"');
    expect(html).toContain('href="/docs/api/interfaces/EmbedOptions"');
    const config = await (await get('/docs/api/interfaces/Config')).text();
    expect(config).toContain('href="/docs/api/internal/interfaces/ContentConfig"');
  });

  it('shows browser types by name, without pages of their own', async () => {
    const html = await (await get('/docs/api/functions/createPlayground')).text();
    expect(html).toMatch(/<code>string<\/code> \| <code>HTMLElement<\/code>/);
    expect(html).not.toContain('href="/docs/api/internal/interfaces/HTMLElement"');
    for (const name of ['HTMLElement', 'Element']) expect((await get(`/docs/api/internal/interfaces/${name}`)).status).toBe(404);
    const internal = await (await get('/docs/api/internal')).text();
    const listed = [...internal.matchAll(/href="\/docs\/api\/internal\/interfaces\/(\w+)"/g)].map((m) => m[1]);
    expect(new Set(listed)).toEqual(new Set(INTERNAL_INTERFACES));
  });

  it('documents the members from the SDK types, with their JSDoc', async () => {
    const html = await (await get('/docs/api/interfaces/Playground')).text();
    for (const method of ['run', 'format', 'getShareUrl', 'getConfig', 'setConfig', 'getCode', 'show', 'runTests', 'watch', 'exec', 'destroy']) {
      expect(html, method).toMatch(new RegExp(`<h3 id="${method.toLowerCase()}">${method}`));
    }
  });

  it('links each method and embed option to its section of the SDK guide', async () => {
    const guideLinks = async (page: string) =>
      new Set([...(await (await get(page)).text()).matchAll(/href="\/docs\/sdk\/js-ts#([\w-]+)"/g)].map((m) => m[1]));
    const methods = await guideLinks('/docs/api/interfaces/Playground');
    for (const anchor of ['load', 'run', 'format', 'getshareurl', 'getconfig', 'setconfig', 'getcode', 'show', 'runtests', 'watch', 'onchange-deprecated', 'exec', 'destroy']) {
      expect(methods, anchor).toContain(anchor);
    }
    const options = await guideLinks('/docs/api/interfaces/EmbedOptions');
    for (const anchor of ['appurl', 'config', 'headless', 'import', 'loading', 'params', 'template', 'lite-deprecated', 'view-deprecated']) {
      expect(options, anchor).toContain(anchor);
    }
  });

  it("lists the params embed option's parameters as a table on a page of their own, linked from params", async () => {
    const embed = await (await get('/docs/api/interfaces/EmbedOptions')).text();
    const params = embed.slice(embed.indexOf('<h3 id="params">'), embed.indexOf('<h3 id="template">'));
    expect(params).toContain('href="/docs/api/internal/type-aliases/UrlQueryParams"');
    // No heading (or table) per parameter between params and the options after it.
    expect(params).not.toMatch(/<h[4-6]|<table/);
    const page = await (await get('/docs/api/internal/type-aliases/UrlQueryParams')).text();
    const main = page.slice(page.indexOf('<main'));
    const rows = [...main.matchAll(/<tr><td>(.*?)<\/td>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    // One row per parameter, one for the code of any language and one for its selector, not one per language.
    expect(rows).toEqual(expect.arrayContaining(['theme?', 'template?', 'x?', '&lt;language&gt;?', '&lt;language&gt;-selector?']));
    expect(rows.filter((name) => /^(md|py|rte\.html|pg\.sql)(-selector)?\?$/.test(name))).toEqual([]);
    expect(rows.length).toBeLessThan(100);
    expect(main).toMatch(/<code>&lt;language&gt;<\/code> stands for any of the \d+ names of <a href="\/docs\/api\/type-aliases\/Language">/);
    // Each name links to the section of the query-parameters guide that lists it.
    expect(main).toContain('<a href="/docs/configuration/query-params#user-settings"><code>theme?</code></a>');
    expect(main).toContain('<a href="/docs/configuration/query-params#content-and-import"><code>x?</code></a>');
  });

  it("lists Config's properties in a table, each linked to its entry on the interface it comes from", async () => {
    const html = await (await get('/docs/api/interfaces/Config')).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</article>'));
    expect(main).not.toMatch(/<h3/);
    expect(main).toContain('<a href="/docs/api/internal/interfaces/ContentConfig#markup"><code>markup</code></a>');
    expect(main).toContain('<a href="/docs/api/internal/interfaces/AppConfig#zoom"><code>zoom</code></a>');
    // A union of every language name reads as the type's name.
    expect(main).toContain('(<a href="/docs/api/type-aliases/Language"><code>Language</code></a> | <a href="/docs/api/internal/type-aliases/Processor"><code>Processor</code></a>)[]');
  });

  it("fixes the SDK's slips: a member is optional once, and template's values are 'Allowed values'", async () => {
    for (const page of PAGES) {
      const html = await (await get(`/docs/api/${page}`)).text();
      expect(html, page).not.toMatch(/<code>optional<\/code> <strong>/);
      expect(html, page).not.toContain('Allowed valued');
    }
    const embed = await (await get('/docs/api/interfaces/EmbedOptions')).text();
    expect(embed).toContain('<blockquote>\n<p><strong>appUrl?</strong>: <code>string</code></p>');
    expect(embed).toContain('Allowed values can be found');
  });

  it('says what each watch event\'s callback receives from the v47 app', async () => {
    const note = async (name: string) => {
      const html = await (await get(`/docs/api/internal/type-aliases/${name}`)).text();
      const section = html.slice(html.indexOf('</h2>', html.indexOf('<h2 id="what-the-callback-receives">')) + 5);
      return section.slice(0, section.indexOf('<h2')).replace(/<[^>]+>/g, '').trim();
    };
    expect(await note('WatchReady')).toMatch(/without data: fn is called with undefined/);
    expect(await note('WatchTests')).toMatch(/receives \{ error \} alone, without results/);
    expect(await note('WatchDestroy')).toMatch(/never sends the destroy event/);
    for (const name of ['WatchLoad', 'WatchCode', 'WatchConsole']) expect(await note(name), name).toMatch(/^In v47, /);
  });
});

