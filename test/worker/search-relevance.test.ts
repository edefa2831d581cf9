/**
 * What a reader gets from the embedded search: questions answered across a page's title, headings
 * and text, their rarest words counting most, words split on punctuation, typos (transpositions
 * too), half-typed last words, synonyms, the API reference behind the guides, hits grouped per page
 * and near-duplicate sections of sibling pages giving way. Through the real endpoint, as the modal
 * and the search page call it.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import assetsJson from '../../.generated/assets.json';
import { asTyped, enginePages, misses, QUERY_SETS, runRelevance, shortfalls } from '../../bench/search-relevance.ts';
import type { AssetManifest } from '../../src/shared/types.ts';
import { searchDocs } from '../../worker/search/docs-hits.ts';
import { SearchEngine } from '../../worker/search/engine.ts';
import { get, ORIGIN } from './helpers.ts';

interface Hit {
  url: string;
  url_without_anchor: string;
  type: string;
  _snippetResult: { content?: { value: string } };
  _highlightResult: { hierarchy: Record<string, { value: string }> };
}

async function search(query: string, extra: Record<string, unknown> = {}) {
  const res = await get('/docs/1/indexes/*/queries', { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'livecodes', query, ...extra }] }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: { hits: Hit[]; nbHits: number; nbPages: number }[] }).results[0];
}

/** Pages in the order the reader sees them. */
async function pages(query: string, extra: Record<string, unknown> = {}) {
  return [...new Set((await search(query, extra)).hits.map((h) => h.url_without_anchor))];
}

describe('search relevance', () => {
  it('answers a task question from the page whose title, headings and text hold its words between them', async () => {
    // 'Code Format' is the title; Prettier is only named in the page's text.
    expect((await pages('format code with prettier'))[0]).toBe('/docs/features/code-format');
    expect((await pages('how do I share my project'))[0]).toBe('/docs/features/share');
  });

  it('puts first the page whose whole title the question holds among its other words', async () => {
    // 'Default View' and 'Display Modes' are page titles; other pages hold the same words in their text.
    expect((await pages('change the default view of the playground'))[0]).toBe('/docs/features/default-view');
    expect((await pages('display modes for the embed'))[0]).toBe('/docs/features/display-modes');
  });

  it('answers a question by its rarest words: the page titled by them beats the pages that hold its common ones', async () => {
    // 'code', 'playground' and 'run' are on most pages, and the embeds page has them all; 'tests' is the question.
    const found = await pages('how to run tests for my code in the playground');
    expect(found[0]).toBe('/docs/features/tests');
    // Question words and filler ('how', 'do', 'I', 'use') are not required: the answer is the same without them.
    expect((await pages('how do I use the sdk in vue'))[0]).toBe((await pages('sdk vue'))[0]);
  });

  it('lets near-duplicate sections of sibling pages give way to other pages', async () => {
    // Every display-mode example page has an 'Embed it' section that reads the same.
    const found = await pages('embed', { hitsPerPage: 10 });
    expect(found.filter((page) => page.startsWith('/docs/examples/display-modes/')).length).toBeLessThanOrEqual(1);
    // They are still there, after the others.
    const { nbPages } = await search('embed', { hitsPerPage: 20 });
    const last = await pages('embed', { hitsPerPage: 20, page: nbPages - 1 });
    expect(last.filter((page) => page.startsWith('/docs/examples/display-modes/')).length).toBeGreaterThan(1);
  });

  it("lands on the top of the page a query names, not on a section that mentions it", async () => {
    // Pyodide is what the Python (Wasm) page runs on: its summary says so.
    const hit = (await search('pyodide')).hits.find((h) => h.url_without_anchor === '/docs/languages/python-wasm');
    expect(hit?.url).toBe('/docs/languages/python-wasm');
  });

  it('shows a table row with its column names, so the snippet says what each cell is', async () => {
    // The embed options table of the JS/TS SDK page: Option, Type, Default, Effect.
    const result = await search('appUrl default', { attributesToSnippet: ['content:30'] });
    const rows = result.hits.map((h) => h._snippetResult.content?.value ?? '');
    expect(rows).toContain("Option: <mark>appUrl</mark>; Type: string; <mark>Default</mark>: &#39;https://livecodes.io&#39;; Effect: The URL the app loads from.");
  });

  it('answers one word with the page whose title it is the most of', async () => {
    // Both titles hold 'vue', neither is only 'vue': the current Vue comes before the legacy one.
    const vue = await pages('vue');
    expect(vue.indexOf('/docs/languages/vue')).toBe(0);
    expect(vue.indexOf('/docs/languages/vue2')).toBeGreaterThan(0);
  });

  it('splits words on punctuation: a query parameter finds the pages that show it, its words marked and not its punctuation', async () => {
    const result = await search('?template=react', { hitsPerPage: 20, attributesToSnippet: ['content:20'] });
    const shown = result.hits.filter((h) => h.url.startsWith('/docs/features/templates#')).map((h) => h._snippetResult.content?.value ?? '');
    expect(shown.join('\n')).toContain('?<mark>template</mark>=<mark>react</mark>');
  });

  it('takes a page title of two names, "Backup / Restore", as naming the page by either', async () => {
    // 'Projects' is also a whole page title in the question; 'backup' says more.
    expect((await pages('backup my projects'))[0]).toBe('/docs/features/backup-restore');
    expect((await pages('restore'))[0]).toBe('/docs/features/backup-restore');
  });

  it('forgives a swap of two letters, and a missing one', async () => {
    // 'themse' is not half of 'themselves': pronouns are not indexed.
    expect((await pages('themse'))[0]).toBe('/docs/features/themes');
    expect((await pages('pyhton'))[0]).toBe('/docs/languages/python');
    expect((await pages('shrae'))[0]).toBe('/docs/features/share');
    expect((await pages('intelisense'))[0]).toBe('/docs/features/intellisense');
    const typo = await search('pyhton');
    expect(typo.hits[0]._highlightResult.hierarchy.lvl1.value).toBe('<mark>Python</mark>');
  });

  it('completes the last word as it is typed', async () => {
    expect((await pages('keyboard shortc'))[0]).toBe('/docs/features/keyboard-shortcuts');
    expect((await pages('sharin'))[0]).toBe('/docs/features/share');
    expect(['/docs/sdk/js-ts', '/docs/api/functions/createPlayground']).toContain((await pages('createPlay'))[0]);
  });

  it('understands abbreviations and everyday words for what the pages call things', async () => {
    expect((await pages('params'))[0]).toBe('/docs/configuration/query-params');
    expect((await pages('dark mode'))[0]).toBe('/docs/features/themes');
    expect(['/docs/features/i18n', '/docs/contribution/i18n']).toContain((await pages('translate the interface'))[0]);
  });

  it("finds a guide's section on an option by the words inside its name, ahead of the API reference", async () => {
    // `fontSize`, `lineNumbers` and `tabSize` are headings of the configuration object page.
    for (const query of ['font size', 'line numbers', 'tab size']) {
      const [first] = await pages(query);
      expect(first.startsWith('/docs/api/'), `${query}: ${first}`).toBe(false);
      expect(['/docs/configuration/configuration-object', '/docs/features/editor-settings'], query).toContain(first);
    }
    // A typed identifier still finds itself whole.
    expect((await pages('getShareUrl'))[0]).toMatch(/^\/docs\/(sdk\/js-ts|api\/)/);
  });

  it('puts the language page before the API reference entries that share its name', async () => {
    for (const [query, page] of [
      ['tailwindcss', '/docs/languages/tailwindcss'],
      ['python', '/docs/languages/python'],
    ]) {
      const found = await pages(query);
      expect(found[0], query).toBe(page);
      expect(found.slice(0, 3).filter((p) => p.startsWith('/docs/api/')), query).toEqual([]);
    }
  });

  it('shows a page at most three times, its hits together, and counts pages', async () => {
    const result = await search('share', { hitsPerPage: 10 });
    const order = result.hits.map((h) => h.url_without_anchor);
    const seen = [...new Set(order)];
    expect(seen.length).toBe(10);
    for (const page of seen) {
      const at = order.flatMap((p, i) => (p === page ? [i] : []));
      expect(at.length, page).toBeLessThanOrEqual(3);
      // Together: no other page in between.
      expect(at[at.length - 1] - at[0], page).toBe(at.length - 1);
    }
    expect(new Set(result.hits.map((h) => h.url)).size).toBe(result.hits.length);
    // distinct as Algolia takes it: 1 keeps one hit per page, 0 every hit.
    const one = await search('share', { hitsPerPage: 10, distinct: 1 });
    expect(one.hits.map((h) => h.url_without_anchor)).toEqual(seen);
    const all = await search('share', { hitsPerPage: 10, distinct: 0 });
    expect(all.nbHits).toBeGreaterThan(result.nbHits);
  });

  it('never leaves a real query empty-handed', async () => {
    for (const query of ['how to self-host livecodes', 'emebd', 'docekr', 'deplyo']) expect((await search(query)).nbHits, query).toBeGreaterThan(0);
  });

  it('gives the MCP server pages, best first, each pointing at its best section, with a snippet of its own text', async () => {
    const assets = assetsJson as AssetManifest;
    const engine = SearchEngine.fromJSON(await (await env.ASSETS.fetch(new URL(assets.searchIndexUrl, ORIGIN))).text());
    const found = searchDocs(engine, 'format code with prettier', 5);
    expect(found).toHaveLength(5);
    expect(found[0]).toMatchObject({ section: 'Features' });
    expect(found[0].title.split(' › ')[0]).toBe('Code Format');
    expect(new Set(found.map((hit) => hit.url.replace(/#.*/, ''))).size).toBe(5);
    expect(found[0].url.startsWith('/docs/features/code-format')).toBe(true);
  });
});

describe('search relevance on the two query sets', () => {
  const engine = async () => {
    const assets = assetsJson as AssetManifest;
    return SearchEngine.fromJSON(await (await env.ASSETS.fetch(new URL(assets.searchIndexUrl, ORIGIN))).text());
  };

  // bench/search-queries.ts and bench/search-questions.ts, written from the pages before the ranking
  // was tuned: a page edit or a search rule that costs relevance fails here, naming the queries it
  // missed, not later in `npm run bench:search`.
  for (const set of Object.values(QUERY_SETS)) {
    it(`finds the right page first and in the top five as often as the ${set.name}' targets ask, and never nothing`, async () => {
      const outcomes = runRelevance(enginePages(await engine()), set.queries);
      expect(outcomes.length).toBeGreaterThanOrEqual(80);
      expect(shortfalls(set, outcomes), `not first:\n${misses(outcomes).join('\n')}`).toEqual([]);
    });
  }

  it('never answers a keyword query with nothing while its last word is typed, keystroke by keystroke', async () => {
    // 'for' on the way to 'format' is a stop word; 'customSettin' is not yet the index's 'customset'.
    const typed = asTyped(QUERY_SETS.keywords);
    const empty = runRelevance(enginePages(await engine()), typed.queries).filter((o) => !o.found);
    expect(typed.queries.length).toBeGreaterThan(300);
    expect(empty.map((o) => o.query.query)).toEqual([]);
  });

  // A sample of each set, query by query: the pages these answer come first, so an edit that moves one says which.
  const sample = (set: typeof QUERY_SETS.keywords, queries: string[]) => queries.map((query) => set.queries.find((q) => q.query === query)!);
  it.each([
    ...sample(QUERY_SETS.questions, [
      'how to run tests for my code in the playground',
      'how to listen for code changes with the sdk',
      'how do I use the sdk in vue',
      'how do I make the code read only so visitors can\'t edit it',
      'can I use numpy and pandas in python',
      'how to run livecodes with docker compose',
      'how to set the ui language from the url',
      'how do I remove a playground from the page',
      'which display modes can an embed use',
      'how to add the livecodes docs to claude or cursor',
    ]),
    ...sample(QUERY_SETS.keywords, ['python', 'format code with prettier', 'createPlayground', 'pyhton', 'tailwind css', 'self hsoting']),
  ])('answers "$query" with $expect first', async ({ query, expect: pages }) => {
    expect(pages).toContain((await search(query)).hits[0]?.url_without_anchor);
  });
});
