/**
 * Reads the multi-query body the Algolia search client sends (`POST /1/indexes/*\/queries`):
 * `{ requests: [{ indexName, params?, query?, … }] }`, where settings come either as a URL-encoded
 * `params` string (v4 clients) or as fields (v5 clients). Anything malformed becomes a 400.
 */
import type { SearchQuery } from './engine.ts';

export class SearchRequestError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

type Raw = Record<string, unknown>;

/**
 * The most one search request may ask for: a small request must not buy a large answer. Hits are
 * grouped per page, so hitsPerPage counts pages and `distinct` the hits kept of each. DocSearch's
 * modal sends 1 query of 10 pages with 2 hits each, 10 attributes to retrieve and 7 to snippet at
 * 10 words; the /docs/search page 1 query of 20 pages (3 hits each) with 30-word snippets. Beyond a
 * cap the answer is a 400 that names it.
 */
export const SEARCH_LIMITS = {
  queriesPerRequest: 2,
  hitsPerPage: 20,
  /** Hits kept per page (Algolia's distinct). */
  distinct: 3,
  /** Entries of attributesToRetrieve, attributesToSnippet and attributesToHighlight, each. */
  attributes: 20,
  snippetWords: 50,
} as const;

function fromParamsString(params: string): Raw {
  const out: Raw = {};
  for (const [key, value] of new URLSearchParams(params)) {
    // Arrays and numbers arrive JSON-encoded inside the string.
    try {
      out[key] = /^[[{\d-]|^true$|^false$/.test(value) ? JSON.parse(value) : value;
    } catch {
      out[key] = value;
    }
  }
  return out;
}

/** A whole number from `min` up to a cap: beyond the cap refused, not silently lowered (`lower` lowers it). */
function capped(value: unknown, fallback: number, min: number, max: number, name: string, lower = false): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new SearchRequestError(400, `${name} must be a number`);
  if (n > max && !lower) throw new SearchRequestError(400, `${name} must be at most ${max}`);
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

function stringList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? value.split(',').filter(Boolean) : value;
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string')) throw new SearchRequestError(400, `${name} must be a list of strings`);
  if (list.length > SEARCH_LIMITS.attributes) throw new SearchRequestError(400, `${name} must list at most ${SEARCH_LIMITS.attributes} attributes`);
  return list as string[];
}

function facetFilters(value: unknown): string[][] {
  if (value === undefined || value === null) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list)) throw new SearchRequestError(400, 'facetFilters must be an array');
  return list.map((entry) => {
    if (typeof entry === 'string') return [entry];
    if (Array.isArray(entry) && entry.every((e) => typeof e === 'string')) return entry as string[];
    throw new SearchRequestError(400, 'facetFilters must contain strings or arrays of strings');
  });
}

/** Highlight tags are echoed into results, once per match: only short plain tags such as `<mark>` or `<span class="x">` are accepted. */
const SAFE_TAG = /^<\/?[a-z][a-z0-9]*(?: class="[\w -]{0,40}")?>$/;
const tag = (value: unknown, fallback: string) => (typeof value === 'string' && SAFE_TAG.test(value) ? value : fallback);

export function parseQuery(request: unknown, indexName: string): SearchQuery {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) throw new SearchRequestError(400, 'each request must be an object');
  const { params, ...fields } = request as Raw;
  if (typeof fields.indexName !== 'string') throw new SearchRequestError(400, 'indexName must be a string');
  if (fields.indexName !== indexName) throw new SearchRequestError(404, 'Index does not exist');
  const merged: Raw = { ...(typeof params === 'string' ? fromParamsString(params) : typeof params === 'object' && params ? (params as Raw) : {}), ...fields };
  const query = merged.query ?? '';
  if (typeof query !== 'string') throw new SearchRequestError(400, 'query must be a string');
  const snippetWords: Record<string, number> = {};
  for (const spec of stringList(merged.attributesToSnippet, 'attributesToSnippet')) {
    const [attribute, words] = spec.split(':');
    snippetWords[attribute] = capped(words, 10, 1, SEARCH_LIMITS.snippetWords, 'attributesToSnippet word count');
  }
  // Not used to shape hits (every hit has the same few attributes), but capped like the others.
  stringList(merged.attributesToRetrieve, 'attributesToRetrieve');
  stringList(merged.attributesToHighlight, 'attributesToHighlight');
  return {
    query,
    page: capped(merged.page, 0, 0, 1000, 'page', true),
    hitsPerPage: capped(merged.hitsPerPage, 20, 1, SEARCH_LIMITS.hitsPerPage, 'hitsPerPage'),
    snippetWords,
    facetFilters: facetFilters(merged.facetFilters),
    preTag: tag(merged.highlightPreTag, '<mark>'),
    postTag: tag(merged.highlightPostTag, '</mark>'),
    // Algolia's distinct: true is 1, false is 0 (every hit of a page, which hitsPerPage then counts).
    ...(merged.distinct !== undefined ? { distinct: typeof merged.distinct === 'boolean' ? Number(merged.distinct) : capped(merged.distinct, 1, 0, SEARCH_LIMITS.distinct, 'distinct') } : {}),
    ellipsis: typeof merged.snippetEllipsisText === 'string' && merged.snippetEllipsisText.length <= 8 && !/[<>&"']/.test(merged.snippetEllipsisText) ? merged.snippetEllipsisText : '…',
  };
}

export function parseMultiQuery(body: unknown, indexName: string): SearchQuery[] {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as Raw).requests)) {
    throw new SearchRequestError(400, 'body must be an object with a "requests" array');
  }
  const requests = (body as { requests: unknown[] }).requests;
  if (requests.length === 0 || requests.length > SEARCH_LIMITS.queriesPerRequest) throw new SearchRequestError(400, `requests must hold 1 to ${SEARCH_LIMITS.queriesPerRequest} queries`);
  return requests.map((r) => parseQuery(r, indexName));
}
