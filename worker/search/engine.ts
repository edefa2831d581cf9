/**
 * The embedded search engine: the build's MiniSearch index, looked up by term-index.ts and ranked by
 * ranking.ts, answering Algolia-shaped queries (typo, transposition and prefix tolerance, synonyms,
 * questions ranked by their telling words, hits grouped per page with near-duplicate sibling pages
 * last, facets, paging, highlight and snippets).
 */
import { DEFAULT_DISTINCT, readIndexFile, type SearchRecord, type WordIndex } from '../../src/shared/search.ts';
import { highlight, snippet, splitWords, type HighlightResult, type Matcher, type SnippetResult } from './highlight.ts';
import { planQuery, type QueryPlan } from './query-plan.ts';
import { TermIndex, type TermSearch } from './term-index.ts';
import { clearMatches, createMatches, groupByPage, type Groups, rankRecords, recordContext, type Matches, type RecordContext } from './ranking.ts';

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
  /** Hits kept per page, grouped (Algolia's `distinct`); 0 keeps them all. Default DEFAULT_DISTINCT. */
  distinct?: number;
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

/** The facet attributes DocSearch filters on (Algolia's attributesForFaceting), and a record's value of each. */
const FACETS: Record<string, (record: SearchRecord) => string | string[]> = {
  language: (record) => record.language,
  version: (record) => record.version,
  docusaurus_tag: (record) => record.docusaurus_tag,
  type: (record) => record.type,
  'hierarchy.lvl0': (record) => record.hierarchy.lvl0,
};

const hasFacet = (record: SearchRecord, attribute: string, value: string) => Object.hasOwn(FACETS, attribute) && [FACETS[attribute](record)].flat().includes(value);

/** The records that pass the facet filters (AND of ORs, `-` negates): 1 per record that does. */
function facetPass(records: SearchRecord[], filters: string[][]): Uint8Array {
  const parsed = filters.map((any) =>
    any.map((filter) => {
      const negate = filter.startsWith('-');
      const [attribute, ...rest] = (negate ? filter.slice(1) : filter).split(':');
      return { attribute, value: rest.join(':'), negate };
    }),
  );
  return Uint8Array.from(records, (record) => (parsed.every((any) => any.some(({ attribute, value, negate }) => hasFacet(record, attribute, value) !== negate)) ? 1 : 0));
}

/** Facet filter sets kept per engine: the modal and the search page send the same one every time. */
const FACET_SETS_MAX = 8;

/** At most this many distinct words are looked up per query (one bit each in the ranking). */
const MAX_LEAVES = 30;
/** The most a title that a one-word query only partly names gets, against 1 for a title it names whole. */
const TITLE_SHARE = 0.05;

export class SearchEngine {
  private readonly index: TermSearch;
  private readonly records: SearchRecord[];
  private readonly context: RecordContext;
  /** Per record: its page title's words as a query's (title records only), for the title rule. */
  private readonly titleWords: string[][];
  /** What the last query matched (reused: a query runs synchronously, start to end). */
  private readonly matches: Matches;
  /** facetPass results by filters, for the last few filter sets. */
  private readonly facetSets = new Map<string, Uint8Array>();

  /** `terms`: the word lookup to rank on, the index file's own by default (the benchmark also tries MiniSearch's search). */
  constructor(file: { records: SearchRecord[]; index: WordIndex | null }, terms: TermSearch = new TermIndex(file.index!)) {
    this.records = file.records;
    this.index = terms;
    this.context = recordContext(this.records);
    this.titleWords = this.records.map((record) => (record.type === 'lvl1' ? planQuery(record.hierarchy.lvl1).words : []));
    this.matches = createMatches(this.records.length);
  }

  private facets(filters: string[][]): Uint8Array {
    const key = JSON.stringify(filters);
    let pass = this.facetSets.get(key);
    if (!pass) {
      if (this.facetSets.size >= FACET_SETS_MAX) this.facetSets.clear();
      this.facetSets.set(key, (pass = facetPass(this.records, filters)));
    }
    return pass;
  }

  /**
   * What a record says below its page title, with the pages of its folder: sibling pages' same
   * sections have the same key. None for a page title: a title is its page's own.
   */
  private sectionKey(id: number): string | null {
    const record = this.records[id];
    if (record.type === 'lvl1') return null;
    const h = record.hierarchy;
    const page = record.url_without_anchor;
    return `${page.slice(0, page.lastIndexOf('/'))}\n${h.lvl2}\n${h.lvl3}\n${h.lvl4}\n${h.lvl5}\n${h.lvl6}\n${record.content}`;
  }

  static fromJSON(json: string): SearchEngine {
    return new SearchEngine(readIndexFile(json));
  }

  /** Records that answer the query, grouped per page (at most `distinct` each), best first. */
  private rank(query: string, distinct: number, keep: Uint8Array): { plan: QueryPlan; groups: Groups; matches: Matches } {
    // Typos, transpositions and half-typed stems are tried only for words the index lacks.
    const plan = planQuery(query, (term) => this.index.has(term));
    // Typed words first, then by weight: what is dropped past the cap is the least telling.
    plan.leaves = [...plan.leaves].sort((a, b) => Number(b.typed) - Number(a.typed) || b.weight - a.weight).slice(0, MAX_LEAVES);
    const matches = this.matches;
    clearMatches(matches);
    if (plan.leaves.length === 0) return { plan, groups: { count: 0, at: () => [] }, matches };
    this.index.search(
      plan.leaves.map((leaf) => ({ token: leaf.token, prefix: leaf.prefix, typos: leaf.typos, boost: leaf.weight })),
      matches,
    );
    // Words the query stands for: as typed, their synonyms and the spellings a typo was taken for.
    const inQuery = new Set(plan.units.flatMap((unit) => unit.alternatives.flatMap((alternative) => alternative.tokens)));
    const telling = plan.units.filter((unit) => !unit.filler).length || plan.units.length;
    // When the query holds the whole page title ('make the playground read only', 'vue sdk'), the
    // share of the query's telling words the title is; for a one-word query, a little for the share
    // of the title it is ('vue' is more of 'Vue SFC' than of 'Vue 2 SFC'). Once per page.
    const byTitle = new Map<number, number>();
    const titleMatch = (title: number) => {
      let match = byTitle.get(title);
      if (match === undefined) {
        const words = this.titleWords[title];
        const found = words.filter((w) => inQuery.has(w)).length;
        match = words.length && found === words.length ? Math.min(1, words.length / telling) : telling === 1 && words.length ? (TITLE_SHARE * found) / words.length : 0;
        byTitle.set(title, match);
      }
      return match;
    };
    const ranked = rankRecords(plan, matches, this.context, titleMatch);
    const groups = groupByPage(ranked, this.context, distinct, (id) => keep[id] === 1, (id) => this.sectionKey(id));
    return { plan, groups, matches };
  }

  search(q: SearchQuery): SearchResponse {
    const started = Date.now();
    const query = q.query.slice(0, MAX_QUERY_LENGTH).trim();
    const params = new URLSearchParams({ query, hitsPerPage: String(q.hitsPerPage), page: String(q.page) }).toString();
    const empty = { hits: [], nbHits: 0, page: q.page, nbPages: 0, hitsPerPage: q.hitsPerPage, query, params, exhaustiveNbHits: true as const };
    if (!query) return { ...empty, processingTimeMS: Date.now() - started };

    // As in Algolia with distinct: hitsPerPage and nbHits count groups (pages), not records.
    const { plan, groups, matches } = this.rank(query, q.distinct ?? DEFAULT_DISTINCT, this.facets(q.facetFilters));
    const start = q.page * q.hitsPerPage;
    const shown: number[] = [];
    for (let i = start; i < Math.min(groups.count, start + q.hitsPerPage); i++) shown.push(...groups.at(i));
    // As Algolia does, the query's words are marked wherever they occur in a hit: any word the query matched.
    const hit = this.hitBuilder({ terms: matches.terms, queryTerms: plan.words, preTag: q.preTag, postTag: q.postTag, seen: new Map() }, q);
    const hits = shown.map((id) => hit(this.records[id]));
    return {
      ...empty,
      hits,
      nbHits: groups.count,
      nbPages: Math.ceil(groups.count / q.hitsPerPage),
      processingTimeMS: Date.now() - started,
    };
  }

  /** Builds hits; titles and headings repeat across a page's hits, so each text is highlighted once. */
  private hitBuilder(m: Matcher, q: SearchQuery): (record: SearchRecord) => Hit {
    const highlighted = new Map<string, HighlightResult>();
    const marked = (text: string) => {
      let result = highlighted.get(text);
      if (!result) highlighted.set(text, (result = highlight(text, m)));
      return result;
    };
    return (record) => {
      const hierarchyHighlight: Record<string, HighlightResult> = {};
      const hierarchySnippet: Record<string, SnippetResult> = {};
      for (const level of LEVELS) {
        const value = record.hierarchy[level];
        if (value === null) continue;
        hierarchyHighlight[level] = marked(value);
        const words = q.snippetWords[`hierarchy.${level}`];
        hierarchySnippet[level] = words === undefined ? { value: hierarchyHighlight[level].value, matchLevel: hierarchyHighlight[level].matchLevel } : snippet(value, words, m, q.ellipsis);
      }
      const content = record.content;
      const contentWords = content !== null ? splitWords(content) : [];
      return {
        ...record,
        _highlightResult: { hierarchy: hierarchyHighlight, ...(content !== null ? { content: highlight(content, m, contentWords) } : {}) },
        _snippetResult: {
          hierarchy: hierarchySnippet,
          ...(content !== null ? { content: snippet(content, q.snippetWords.content ?? 30, m, q.ellipsis, contentWords) } : {}),
        },
      };
    };
  }
}
