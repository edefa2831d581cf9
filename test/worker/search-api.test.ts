import { describe, expect, it } from 'vitest';
import { SEARCH_FACET_FILTERS } from '../../src/shared/search-settings.ts';
import { get } from './helpers.ts';

const ENDPOINT = '/docs/1/indexes/*/queries';

async function search(requests: unknown, init: RequestInit = {}) {
  const res = await get(ENDPOINT, { method: 'POST', body: JSON.stringify({ requests }), headers: { 'Content-Type': 'text/plain' }, ...init });
  return res;
}

async function hits(query: string, extra: Record<string, unknown> = {}) {
  const res = await search([{ indexName: 'livecodes', query, ...extra }]);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: { hits: { url: string; type: string; hierarchy: Record<string, string | null>; _snippetResult: { content?: { value: string } }; _highlightResult: { hierarchy: Record<string, { value: string; matchLevel: string }> } }[]; nbHits: number; page: number; nbPages: number; hitsPerPage: number; query: string }[] };
  return body.results[0];
}

describe('search API', () => {
  it('ranks the page whose title matches exactly first', async () => {
    const result = await hits('Share');
    expect(result.hits[0].url).toBe('/docs/features/share');
    expect(result.hits[0].type).toBe('lvl1');
    expect(result.hits[0]._highlightResult.hierarchy.lvl1).toMatchObject({ value: '<mark>Share</mark>', matchLevel: 'full' });
    expect(result.hits[0].hierarchy.lvl0).toBe('Features');
  });

  it('matches prefixes and tolerates typos', async () => {
    expect((await hits('playgr')).nbHits).toBeGreaterThan(0);
    const typo = await hits('embedss');
    expect(typo.hits.some((h) => h.url.startsWith('/docs/features/embeds'))).toBe(true);
    const misspelled = await hits('tempaltes');
    expect(misspelled.hits.some((h) => h.url.startsWith('/docs/features/templates'))).toBe(true);
  });

  it('returns snippets of the requested number of words, with the match marked', async () => {
    const result = await hits('permanent url', { attributesToSnippet: ['content:6'], hitsPerPage: 20 });
    const withContent = result.hits.find((h) => h.type === 'content' && h._snippetResult.content?.value.includes('<mark>'))!;
    const words = withContent._snippetResult.content!.value.replace(/<\/?mark>|…/g, '').trim().split(/\s+/);
    expect(words.length).toBeLessThanOrEqual(6);
  });

  it('reads settings from a URL-encoded params string, as older clients send them', async () => {
    const params = new URLSearchParams({ query: 'share', hitsPerPage: '3', attributesToSnippet: JSON.stringify(['content:5']) }).toString();
    const res = await search([{ indexName: 'livecodes', params }]);
    const body = (await res.json()) as { results: { hits: { url_without_anchor: string }[]; hitsPerPage: number }[] };
    expect(body.results[0].hitsPerPage).toBe(3);
    // hitsPerPage counts pages, as with Algolia's distinct: three pages.
    expect(new Set(body.results[0].hits.map((h) => h.url_without_anchor)).size).toBe(3);
  });

  it('pages through results', async () => {
    const first = await hits('playground', { hitsPerPage: 5, page: 0 });
    const second = await hits('playground', { hitsPerPage: 5, page: 1 });
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 5));
    expect(second.page).toBe(1);
    expect(second.hits.map((h) => h.url)).not.toEqual(first.hits.map((h) => h.url));
  });

  it('honours language and version facet filters', async () => {
    const en = await hits('share', { facetFilters: ['language:en', ['version:current']] });
    expect(en.nbHits).toBeGreaterThan(0);
    const fr = await hits('share', { facetFilters: ['language:fr'] });
    expect(fr.nbHits).toBe(0);
  });

  it('cuts queries to 64 characters', async () => {
    const result = await hits(`share ${'x'.repeat(200)}`);
    expect(result.query.length).toBeLessThanOrEqual(64);
  });

  it('answers several queries in one request', async () => {
    const res = await search([
      { indexName: 'livecodes', query: 'share' },
      { indexName: 'livecodes', query: 'embeds' },
    ]);
    const body = (await res.json()) as { results: { query: string }[] };
    expect(body.results.map((r) => r.query)).toEqual(['share', 'embeds']);
  });

  it('refuses malformed JSON with 400 and a JSON error', async () => {
    const res = await get(ENDPOINT, { method: 'POST', body: '{"requests": [' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400 });
  });

  it.each([
    [{}, 'no requests'],
    [{ requests: 'x' }, 'requests not an array'],
    [{ requests: [{ indexName: 'livecodes', query: 42 }] }, 'query not a string'],
    [{ requests: [{ indexName: 'livecodes', query: 'a', hitsPerPage: 'lots' }] }, 'bad number'],
    [{ requests: [{ indexName: 'livecodes', query: 'a', facetFilters: 5 }] }, 'bad facets'],
  ] as [unknown, string][])('refuses %j (%s) with 400', async (body) => {
    const res = await get(ENDPOINT, { method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toMatch(/json/);
  });

  it('answers an unknown index with 404', async () => {
    const res = await search([{ indexName: 'other', query: 'share' }]);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Index does not exist', status: 404 });
  });

  it('answers other methods with 405', async () => {
    const res = await get(ENDPOINT);
    expect(res.status).toBe(405);
  });

  it('refuses huge bodies with 413', async () => {
    const res = await get(ENDPOINT, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'livecodes', query: 'x'.repeat(100_000) }] }) });
    expect(res.status).toBe(413);
  });

  it('refuses cross-origin requests from origins outside the allowlist with 403', async () => {
    const res = await search([{ indexName: 'livecodes', query: 'share' }], { headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    const ok = await search([{ indexName: 'livecodes', query: 'share' }], { headers: { Origin: 'https://livecodes.io' } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('https://livecodes.io');
  });

  it('escapes page text in highlights and only accepts plain highlight tags', async () => {
    const result = await hits('script', { highlightPreTag: '<img src=x onerror=alert(1)>', hitsPerPage: 20, attributesToSnippet: ['content:20'] });
    const json = JSON.stringify(result);
    expect(json).not.toContain('onerror');
    for (const hit of result.hits) expect(hit._snippetResult.content?.value ?? '').not.toMatch(/<(?!\/?mark>)/);
  });
});

describe('what one search request may ask for', () => {
  // What @docsearch/react 3 sends for each keystroke in the modal (its snippet length is 10 words, 5 on phones).
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  const modal = {
    indexName: 'livecodes',
    query: 'embed',
    attributesToRetrieve: ['hierarchy.lvl0', ...levels.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...levels.map((l) => `hierarchy.${l}:10`), 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 10,
    clickAnalytics: false,
    facetFilters: SEARCH_FACET_FILTERS,
    // src/app/search-modal.tsx: at most two hits per page.
    distinct: 2,
  };
  // What the /docs/search page sends (src/app/search-page.tsx).
  const page = { indexName: 'livecodes', query: 'embed', page: 0, hitsPerPage: 20, attributesToSnippet: ['content:30'], facetFilters: SEARCH_FACET_FILTERS };

  it.each([
    ['the DocSearch modal', modal],
    ['the search page', page],
  ])('answers what %s sends', async (_, request) => {
    const res = await search([request]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { hits: { url: string }[] }[] };
    // hitsPerPage counts pages (Algolia's distinct): that many pages, each with a few of its sections.
    const pages = new Set(body.results[0].hits.map((hit) => hit.url.split('#')[0]));
    expect(pages.size).toBe(request.hitsPerPage);
    expect(body.results[0].hits.length).toBeLessThanOrEqual(request.hitsPerPage * ('distinct' in request ? request.distinct : 3));
  });

  it.each([
    ['3 queries in one request', Array.from({ length: 3 }, () => ({ indexName: 'livecodes', query: 'a' })), /requests must hold 1 to 2 queries/],
    ['21 pages of hits', [{ ...page, hitsPerPage: 21 }], /hitsPerPage must be at most 20/],
    ['1,000 hits per page in a params string', [{ indexName: 'livecodes', params: 'query=a&hitsPerPage=1000' }], /hitsPerPage must be at most 20/],
    ['4 hits of each page', [{ ...page, distinct: 4 }], /distinct must be at most 3/],
    ['21 attributes to retrieve', [{ ...modal, attributesToRetrieve: Array.from({ length: 21 }, (_, i) => `a${i}`) }], /attributesToRetrieve must list at most 20/],
    ['21 attributes to snippet', [{ ...modal, attributesToSnippet: Array.from({ length: 21 }, () => 'content:10') }], /attributesToSnippet must list at most 20/],
    ['21 attributes to highlight', [{ ...modal, attributesToHighlight: Array.from({ length: 21 }, () => 'content') }], /attributesToHighlight must list at most 20/],
    ['200-word snippets', [{ ...page, attributesToSnippet: ['content:200'] }], /word count must be at most 50/],
  ])('refuses %s with a 400 that says why', async (_, requests, message) => {
    const res = await search(requests);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; status: number };
    expect(body.status).toBe(400);
    expect(body.message).toMatch(message);
  });
});
