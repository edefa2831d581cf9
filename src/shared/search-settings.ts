/** Which search backend the UI talks to, shared by worker (from its vars) and client (from boot data). */

export interface SearchSettings {
  /** `local`: the worker's embedded index; `algolia`: an Algolia DocSearch index. */
  mode: 'local' | 'algolia';
  appId: string;
  /** Public, search-only key. */
  apiKey: string;
  indexName: string;
}

/** The embedded index's settings: the worker answers Algolia's API itself, so the keys are placeholders. */
export const localSearchSettings = (indexName: string): SearchSettings => ({ mode: 'local', appId: 'local', apiKey: 'local', indexName });

/** Contextual filters: this site is English and has one version, `current`. */
export const SEARCH_FACET_FILTERS = ['language:en', ['version:current']];

/** Algolia records hold absolute URLs of the production site; show them under this site's base path. */
export function rewriteResultUrl(url: string, baseUrl: string): string {
  let path = url;
  try {
    const parsed = new URL(url, 'https://placeholder.invalid');
    path = parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return url;
  }
  return path.startsWith('/docs/') ? baseUrl + path.slice('/docs/'.length) : path;
}

/** Where the search page lives and how its URL is built. */
export const SEARCH_PAGE_PATH = '/docs/search';
export const searchPageUrl = (query: string, page = 0) =>
  `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(query)}${page > 0 ? `&page=${page + 1}` : ''}`;
