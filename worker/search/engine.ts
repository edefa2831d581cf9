/**
 * The embedded search engine: the build's MiniSearch index, scored by term-index.ts, answering
 * Algolia-shaped queries (typo, transposition and prefix tolerance, synonyms, ranking across a
 * record's title and headings, hits grouped per page, facets, paging, highlight and snippets).
 */
import { DEFAULT_DISTINCT, readIndexFile, type SearchRecord, type WordIndex } from '../../src/shared/search.ts';
import { highlight, snippet, splitWords, type HighlightResult, type Matcher, type SnippetResult } from './highlight.ts';
import { planQuery, SYNONYM_WEIGHT, type QueryPlan } from './query-plan.ts';
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

/** A page that answers a query, for callers that want pages rather than records (e.g. an MCP tool). */
export interface PageHit {
  /** Where to go: the page, or the anchor of its best-matching section. */
  url: string;
  /** The page itself, without anchor. */
  page: string;
  title: string;
  /** Top-level section (Features, Languages, SDK…). */
  section: string;
  /** Headings leading to the best-matching section, outermost first. */
  headings: string[];
  /** The best-matching text of the page, if the match was in text. */
  text: string | null;
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

function hasFacet(record: SearchRecord, attribute: string, value: string): boolean {
  switch (attribute) {
    case 'language':
      return record.language === value;
    case 'version':
      return record.version.includes(value);
    case 'docusaurus_tag':
      return record.docusaurus_tag === value;
    case 'type':
      return record.type === value;
    case 'hierarchy.lvl0':
      return record.hierarchy.lvl0 === value;
    default:
      return false;
  }
}

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
  /**
   * Per record: the names in the page title as normalized query words (title records only), for the
   * title rule. A title written 'Backup / Restore' names two things, each a name of the page.
   */
  private readonly titleNames: string[][][];
  /** The whole title's words, joined: the query is the title. */
  private readonly titles: string[];
  /** What the last query matched (reused: a query runs synchronously, start to end). */
  private readonly matches: Matches;
  /** facetPass results by filters, for the last few filter sets. */
  private readonly facetSets = new Map<string, Uint8Array>();

  /** `terms`: the word lookup to rank on, the index file's own by default (the benchmark also tries MiniSearch's search). */
  constructor(file: { records: SearchRecord[]; index: WordIndex | null }, terms: TermSearch = new TermIndex(file.index!)) {
    this.records = file.records;
    this.index = terms;
    this.context = recordContext(this.records);
    this.titleNames = this.records.map((record) => (record.type === 'lvl1' ? record.hierarchy.lvl1.split(/\s+\/\s+/).map((name) => planQuery(name).words) : []));
    this.titles = this.titleNames.map((names) => names.flat().join(' '));
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
  private rank(query: string, distinct: number, keep: Uint8Array | null): { plan: QueryPlan; groups: Groups; matches: Matches } {
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
    // A word found as typed, but through a transposition the query plan tried, is a typo too.
    const typo = plan.leaves.reduce((mask, leaf, i) => (leaf.weight < SYNONYM_WEIGHT ? mask | (1 << i) : mask), 0);
    if (typo) for (const id of matches.ids) matches.exact[id] &= ~typo;
    const typed = plan.words.join(' ');
    // Words the query stands for: as typed, their synonyms and the spellings a typo was taken for.
    const inQuery = new Set(plan.units.flatMap((unit) => unit.alternatives.flatMap((alternative) => alternative.tokens)));
    // 1 when the query is the page's title; when it holds all the words of the title, or of one of
    // its names, among others ('make the playground read only', 'backup my projects'), the share of
    // the query that name is; for a one-word query, a little for the share of the title it is. Once per page.
    const byTitle = new Map<number, number>();
    const telling = plan.units.filter((unit) => !unit.filler).length || plan.units.length;
    const titleMatch = (title: number) => {
      let match = byTitle.get(title);
      if (match === undefined) {
        match = this.titles[title] === typed ? 1 : 0;
        for (const words of this.titleNames[title]) {
          if (words.length === 0) continue;
          const found = words.filter((w) => inQuery.has(w)).length;
          if (found === words.length) match = Math.max(match, Math.min(1, words.length / telling));
          // A tie-breaker: 'vue' is more of 'Vue SFC' than of 'Vue 2 SFC'. Longer queries are left to the
          // other criteria: there it only traded one reader query for another.
          else if (telling === 1) match = Math.max(match, TITLE_SHARE * (found / words.length));
        }
        byTitle.set(title, match);
      }
      return match;
    };
    const ranked = rankRecords(plan, matches, this.context, titleMatch);
    const groups = groupByPage(ranked, this.context, distinct, keep ? (id) => keep[id] === 1 : () => true, (id) => this.sectionKey(id));
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
    const hit = this.hitBuilder(this.matcher(shown, plan, matches, q), q);
    const hits = shown.map((id) => hit(this.records[id]));
    return {
      ...empty,
      hits,
      nbHits: groups.count,
      nbPages: Math.ceil(groups.count / q.hitsPerPage),
      processingTimeMS: Date.now() - started,
    };
  }

  /**
   * Pages that answer `query`, best first: one entry per page, pointing at its best-matching
   * section. The stable entry point for callers that want pages rather than Algolia hits.
   */
  searchPages(query: string, limit = 10): PageHit[] {
    const { groups } = this.rank(query.slice(0, MAX_QUERY_LENGTH).trim(), 1, null);
    return Array.from({ length: Math.min(limit, groups.count) }, (_, i) => {
      const [id] = groups.at(i);
      const record = this.records[id];
      const h = record.hierarchy;
      return {
        url: record.url,
        page: record.url_without_anchor,
        title: h.lvl1,
        section: h.lvl0,
        headings: [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter((x): x is string => !!x),
        text: record.content,
      };
    });
  }

  /** As Algolia does, marks the query's words wherever they occur in a hit: the words matched in the hits shown and their titles and headings. */
  private matcher(shown: number[], plan: QueryPlan, matches: Matches, q: SearchQuery): Matcher {
    const terms = new Set<string>();
    for (const id of shown) for (let at = id; at !== -1; at = this.context.parent[at]) for (const term of matches.terms[at] ?? []) terms.add(term);
    return { terms, queryTerms: plan.words, preTag: q.preTag, postTag: q.postTag, seen: new Map() };
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
