/**
 * The embedded search engine: MiniSearch over the build's records, answering Algolia-shaped
 * queries (prefix and typo tolerance, field boosts, facets, paging, highlight and snippets).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { FIELD_BOOSTS, searchIndexOptions, STOP_WORDS, type SearchIndexFile, type SearchRecord } from '../../src/shared/search.ts';
import { highlight, snippet, type HighlightResult, type Matcher, type SnippetResult } from './highlight.ts';

export const MAX_QUERY_LENGTH = 64;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface SearchQuery {
  query: string;
  page: number;
  hitsPerPage: number;
  /** Attribute (`content`, `hierarchy.lvl2`…) -> words in its snippet. */
  snippetWords: Record<string, number>;
  /** AND of ORs, e.g. [['language:en'], ['version:current']]. */
  facetFilters: string[][];
  preTag: string;
  postTag: string;
  ellipsis: string;
}

export interface Hit extends SearchRecord {
  _highlightResult: { hierarchy: Record<string, HighlightResult>; content?: HighlightResult };
  _snippetResult: { hierarchy: Record<string, SnippetResult>; content?: SnippetResult };
}

export interface SearchResponse {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  exhaustiveNbHits: true;
  processingTimeMS: number;
}

const queryTerms = (q: string) => q.toLowerCase().split(/[\s\p{P}]+/u).filter((t) => t && !STOP_WORDS.has(t));

function facetValue(record: SearchRecord, attribute: string): string[] {
  switch (attribute) {
    case 'language':
      return [record.language];
    case 'version':
      return record.version;
    case 'docusaurus_tag':
      return [record.docusaurus_tag];
    case 'type':
      return [record.type];
    case 'hierarchy.lvl0':
      return [record.hierarchy.lvl0];
    default:
      return [];
  }
}

function passesFacets(record: SearchRecord, filters: string[][]): boolean {
  return filters.every((any) =>
    any.some((filter) => {
      const negate = filter.startsWith('-');
      const [attribute, ...rest] = (negate ? filter.slice(1) : filter).split(':');
      const found = facetValue(record, attribute).includes(rest.join(':'));
      return negate ? !found : found;
    }),
  );
}

export class SearchEngine {
  private readonly index: MiniSearch<SearchRecord & { id: number }>;
  private readonly records: SearchRecord[];
  /** Per record, computed once: static rank multiplier and the lower-cased own title/heading. */
  private readonly rank: Float64Array;
  private readonly ownText: string[];

  constructor(file: SearchIndexFile) {
    this.records = file.records;
    this.index = MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], searchIndexOptions);
    this.rank = new Float64Array(this.records.length);
    this.ownText = this.records.map((record, i) => {
      // One- or two-word blocks (link lists, table cells) match short queries too well: damp them.
      const tiny = record.type === 'content' && (record.content ?? '').split(' ').length < 3 ? 0.4 : 1;
      this.rank[i] = tiny * (1 + record.weight.level / 200) * (1 + record.weight.pageRank / 10);
      return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '').toLowerCase();
    });
  }

  static fromJSON(json: string): SearchEngine {
    return new SearchEngine(JSON.parse(json) as SearchIndexFile);
  }

  search(q: SearchQuery): SearchResponse {
    const started = Date.now();
    const query = q.query.slice(0, MAX_QUERY_LENGTH).trim();
    const params = new URLSearchParams({ query, hitsPerPage: String(q.hitsPerPage), page: String(q.page) }).toString();
    const empty = { hits: [], nbHits: 0, page: q.page, nbPages: 0, hitsPerPage: q.hitsPerPage, query, params, exhaustiveNbHits: true as const };
    if (!query) return { ...empty, processingTimeMS: Date.now() - started };

    const lower = query.toLowerCase();
    const options = {
      boost: FIELD_BOOSTS,
      // As-you-type: the last word (3+ letters) is a prefix; one typo is forgiven in words of 5+ letters, two in 8+.
      prefix: (term: string, i: number, terms: string[]) => i === terms.length - 1 && term.length >= 3,
      fuzzy: (term: string) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false),
      // An exact page title (x8) or heading (x3) wins; the rest is the record's precomputed rank.
      boostDocument: (id: unknown) => {
        const i = id as number;
        const exact = this.ownText[i] === lower ? (this.records[i].type === 'lvl1' ? 8 : 3) : 1;
        return exact * this.rank[i];
      },
    };
    let results: SearchResult[] = this.index.search(query, { ...options, combineWith: 'AND' });
    if (results.length === 0) results = this.index.search(query, { ...options, combineWith: 'OR' });

    const seen = new Set<string>();
    const matches: { record: SearchRecord; terms: string[] }[] = [];
    for (const result of results) {
      const record = this.records[result.id as number];
      if (!record || seen.has(record.url) || !passesFacets(record, q.facetFilters)) continue;
      seen.add(record.url);
      matches.push({ record, terms: result.terms });
    }
    const start = q.page * q.hitsPerPage;
    const terms = queryTerms(query);
    const hits = matches.slice(start, start + q.hitsPerPage).map(({ record, terms: matched }) => {
      const matcher: Matcher = { terms: new Set(matched), queryTerms: terms, preTag: q.preTag, postTag: q.postTag };
      return this.toHit(record, matcher, q);
    });
    return {
      ...empty,
      hits,
      nbHits: matches.length,
      nbPages: Math.ceil(matches.length / q.hitsPerPage),
      processingTimeMS: Date.now() - started,
    };
  }

  private toHit(record: SearchRecord, m: Matcher, q: SearchQuery): Hit {
    const hierarchyHighlight: Record<string, HighlightResult> = {};
    const hierarchySnippet: Record<string, SnippetResult> = {};
    for (const level of LEVELS) {
      const value = record.hierarchy[level];
      if (value === null) continue;
      hierarchyHighlight[level] = highlight(value, m);
      hierarchySnippet[level] = snippet(value, q.snippetWords[`hierarchy.${level}`] ?? 1000, m, q.ellipsis);
    }
    const content = record.content;
    return {
      ...record,
      _highlightResult: { hierarchy: hierarchyHighlight, ...(content !== null ? { content: highlight(content, m) } : {}) },
      _snippetResult: {
        hierarchy: hierarchySnippet,
        ...(content !== null ? { content: snippet(content, q.snippetWords.content ?? 30, m, q.ellipsis) } : {}),
      },
    };
  }
}
