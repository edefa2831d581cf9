/**
 * MiniSearch's own `search()` over the site's search records, for `npm run bench:search` to set
 * beside the engine (worker/search/): what the engine's custom parts must each beat. It gets
 * MiniSearch's own options, tuned as far as they go: field boosts (FIELD_BOOSTS), the site's term
 * processor (stop words, stemming), typo tolerance by word length (the budget that did best), the
 * last word as a prefix, synonyms as query expansion (content/search-synonyms.ts), a document boost
 * for headings, sidebar rank and the API reference; and hits folded per page, best first.
 *
 * Two indexes: the records with their own text only (the site's index), and each record with its
 * page title and headings as fields of its own, which is how MiniSearch alone can see a record's place.
 */
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { SEARCH_SYNONYMS } from '../content/search-synonyms.ts';
import { FIELD_BOOSTS, isReferencePage, normalizeTerm, searchIndexOptions, tokenize, type SearchRecord } from '../src/shared/search.ts';
import type { TermMatches, TermQuery, TermSearch } from '../worker/search/term-index.ts';
import type { PageSearch } from './search-relevance.ts';

type Doc = SearchRecord & { id: number };

const headings = (record: SearchRecord) => [record.hierarchy.lvl2, record.hierarchy.lvl3, record.hierarchy.lvl4, record.hierarchy.lvl5, record.hierarchy.lvl6].filter(Boolean).join(' ');

/** The site's index options, or the same fields with each record's page title and headings in them. */
export function miniSearchOptions(withHierarchy: boolean): ConstructorParameters<typeof MiniSearch<Doc>>[0] {
  if (!withHierarchy) return searchIndexOptions;
  return {
    ...searchIndexOptions,
    extractField(record, field) {
      if (field === 'title') return `${record.hierarchy.lvl1} ${record.url_without_anchor.split('/').pop()}`;
      if (field === 'headings') return headings(record);
      return searchIndexOptions.extractField!(record, field);
    },
  };
}

/** The index as the worker would load it: MiniSearch's serialized JSON. */
export function miniSearchJson(records: SearchRecord[], withHierarchy: boolean): string {
  const search = new MiniSearch<Doc>(miniSearchOptions(withHierarchy));
  search.addAll(records.map((record, id) => ({ ...record, id })));
  return JSON.stringify(search);
}

const words = (text: string) => tokenize(text).map(normalizeTerm).filter((t): t is string => t !== null);

/** The synonym list as normalized phrase → the phrases it also finds. */
const synonyms = new Map<string, string[][]>();
for (const entry of SEARCH_SYNONYMS) {
  const pairs = entry.type === 'synonym' ? entry.synonyms.flatMap((a) => entry.synonyms.map((b) => [a, b])) : entry.synonyms.map((b) => [entry.input, b]);
  for (const [a, b] of pairs) {
    const [from, to] = [words(a), words(b)];
    if (from.join(' ') && from.join(' ') !== to.join(' ')) synonyms.set(from.join(' '), [...(synonyms.get(from.join(' ')) ?? []), to]);
  }
}

/** A query as MiniSearch's query tree: OR of its words, each word (or listed phrase) OR its synonyms, a phrase's words ANDed. */
function expand(query: string): Query {
  const terms = words(query);
  const units: Query[] = [];
  for (let i = 0; i < terms.length; ) {
    let length = Math.min(3, terms.length - i);
    while (length > 1 && !synonyms.has(terms.slice(i, i + length).join(' '))) length--;
    const phrase = terms.slice(i, i + length);
    const alternatives = [phrase, ...(synonyms.get(phrase.join(' ')) ?? [])];
    units.push({ combineWith: 'OR', queries: alternatives.map((a) => (a.length === 1 ? a[0] : { combineWith: 'AND', queries: a })) });
    i += length;
  }
  return { combineWith: 'OR', queries: units };
}

/** MiniSearch's search over a loaded index: pages, best first (each page where its best record is). */
export function miniSearchPages(search: MiniSearch<Doc>, records: SearchRecord[]): PageSearch {
  const options = (last: string): SearchOptions => ({
    boost: FIELD_BOOSTS,
    // The query tree holds index words already.
    tokenize: (term) => [term],
    processTerm: (term) => term,
    // Its best of the budgets tried: its edit distance counts a swap of two letters as 2 ('pyhton').
    fuzzy: (term) => (term.length >= 5 ? 2 : term.length >= 3 ? 1 : 0),
    prefix: (term) => term === last,
    boostDocument: (id) => {
      const { weight, url_without_anchor } = records[Number(id)];
      return (1 + weight.level / 200) * (1 + weight.pageRank / 10) * (isReferencePage(url_without_anchor) ? 0.5 : 1);
    },
  });
  return (query) => {
    const terms = words(query);
    if (!terms.length) return [];
    const hits = search.search(expand(query), options(terms[terms.length - 1]));
    return [...new Set(hits.map((hit) => records[Number(hit.id)].url_without_anchor))];
  };
}

/**
 * The engine's word lookup done by MiniSearch's own search (what worker/search/term-index.ts
 * replaces): the same records, scores and matched words (test/worker/search-term-index.test.ts
 * holds term-index.ts to it), through MiniSearch's Maps and objects.
 */
export class MiniSearchTerms implements TermSearch {
  private readonly miniSearch: MiniSearch<Doc>;
  /** The index's words, from the serialized index (MiniSearch has no public lookup of a word). */
  private readonly terms: Set<string>;

  /** `serialized`: MiniSearch's serialized index (MiniSearch.toJSON), as parsed from the file. */
  constructor(serialized: { index: [string, unknown][] }) {
    this.miniSearch = MiniSearch.loadJS<Doc>(serialized as never, searchIndexOptions);
    this.terms = new Set(serialized.index.map(([term]) => term));
  }

  has(term: string): boolean {
    return this.terms.has(term);
  }

  search(queries: TermQuery[], into: TermMatches): void {
    const tree: Query = { combineWith: 'OR', queries: queries.map((q) => ({ queries: [q.token], prefix: q.prefix, fuzzy: q.typos || false, boostTerm: () => q.boost })) };
    for (const hit of this.miniSearch.search(tree, { boost: FIELD_BOOSTS, tokenize: (t) => [t], processTerm: (t) => t })) {
      const id = Number(hit.id);
      into.ids.push(id);
      into.score[id] = hit.score;
      for (const term of hit.terms) into.terms.add(term);
      into.leaves[id] = queries.reduce((mask, q, i) => (hit.queryTerms.includes(q.token) ? mask | (1 << i) : mask), 0);
    }
  }
}
