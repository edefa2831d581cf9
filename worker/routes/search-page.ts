/** GET /docs/search?q=…&page=…: the search page, with results rendered on the server. */
import type { Context } from 'hono';
import { groupHitViews, type SearchPageData } from '../../src/shared/search-view.ts';
import type { AppEnv } from '../env.ts';
import { MAX_QUERY_LENGTH } from '../search/engine.ts';
import { searchSettings } from '../search/settings.ts';
import { renderPage } from '../ssr/render-page.tsx';
import { loadEngine } from './search-api.ts';
import { PAGE_CACHE_CONTROL } from '../middleware/edge-cache.ts';

export async function serveSearchPage(c: Context<AppEnv>): Promise<Response> {
  const query = (c.req.query('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const pageParam = Number.parseInt(c.req.query('page') ?? '1', 10);
  const page = Number.isFinite(pageParam) ? Math.min(Math.max(pageParam, 1), 1000) - 1 : 0;
  const data: SearchPageData = { query, page, result: null, error: false };
  if (query.trim()) {
    try {
      const engine = await loadEngine(c);
      const result = engine.search({ query, page, hitsPerPage: 20, snippetWords: { content: 30 }, facetFilters: [], preTag: '<mark>', postTag: '</mark>', ellipsis: '…' });
      data.result = { groups: groupHitViews(result.hits), nbHits: result.nbHits, nbPages: result.nbPages, page: result.page };
    } catch (error) {
      c.get('log').error('search page: index unavailable', error);
      data.error = true;
    }
  }
  const origin = c.get('origin');
  const body = await renderPage({ doc: null, path: '/docs/search', originAllowed: origin.allowed, search: searchSettings(c.env), sponsors: null, nonce: c.get('nonce'), log: c.get('log'), status: 200, searchPage: data });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': origin.allowed ? PAGE_CACHE_CONTROL : 'no-store' },
  });
}
