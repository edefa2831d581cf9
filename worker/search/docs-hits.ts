/**
 * Search hits as plain data (title, section, URL, snippet) for callers other than the search UI,
 * such as the MCP server: the same engine and index as the site's search, so ranking changes
 * reach both.
 */
import { unescapeHtml } from '../../src/shared/html.ts';
import type { SearchEngine } from './engine.ts';

export interface DocHit {
  /** Page title, then the headings down to the matched part, e.g. `Share › Short URL`. */
  title: string;
  /** Top-level section, e.g. `Features`. */
  section: string;
  /** Path with the heading anchor, e.g. `/docs/features/share#short-url`. */
  url: string;
  /** Plain text around the matched words; empty for a heading without text of its own. */
  snippet: string;
}

const HEADING_LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export function searchDocs(engine: SearchEngine, query: string, limit: number): DocHit[] {
  const { hits } = engine.search({
    query,
    page: 0,
    hitsPerPage: limit,
    // One hit per page (its best section): `limit` then counts pages, and no page fills the list.
    distinct: 1,
    snippetWords: { content: 40 },
    facetFilters: [],
    preTag: '',
    postTag: '',
    ellipsis: '…',
  });
  return hits.map((hit) => ({
    title: HEADING_LEVELS.map((level) => hit.hierarchy[level])
      .filter((heading): heading is string => Boolean(heading))
      .join(' › '),
    section: hit.hierarchy.lvl0,
    url: hit.url,
    snippet: unescapeHtml(hit._snippetResult.content?.value ?? ''),
  }));
}
