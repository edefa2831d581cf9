/**
 * Relevance of the embedded search on the reader query set (bench/search-queries.ts): for each
 * query, the distinct pages of the hits in the order the engine returns them (what the modal and the
 * search page list, a page's later hits folded into its first), scored as success@1, success@5,
 * MRR@10 and zero-result count, overall and per kind.
 */
import type { SearchEngine, SearchQuery } from '../worker/search/engine.ts';
import { RELEVANCE_QUERIES, type QueryKind, type RelevanceQuery } from './search-queries.ts';

export const RELEVANCE_TARGETS = {
  overall: { at1: 0.85, at5: 0.95 },
  perKind: { at1: 0.8, at5: 0.9 },
} as const;

export interface RelevanceScore {
  queries: number;
  at1: number;
  at5: number;
  mrr10: number;
  zero: number;
}

export interface QueryOutcome {
  query: RelevanceQuery;
  /** 1-based rank of the first expected page among the first 10 distinct pages, or null. */
  rank: number | null;
  /** Pages of the first hits, for the misses list. */
  top: string[];
  nbHits: number;
}

export const relevanceRequest = (query: string): SearchQuery => ({
  query,
  page: 0,
  hitsPerPage: 50,
  snippetWords: { content: 10 },
  facetFilters: [['language:en'], ['version:current']],
  preTag: '<mark>',
  postTag: '</mark>',
  ellipsis: '…',
});

export function runRelevance(engine: SearchEngine, queries: RelevanceQuery[] = RELEVANCE_QUERIES): QueryOutcome[] {
  return queries.map((query) => {
    const result = engine.search(relevanceRequest(query.query));
    const pages = [...new Set(result.hits.map((hit) => hit.url_without_anchor))].slice(0, 10);
    const index = pages.findIndex((page) => query.expect.includes(page));
    return { query, rank: index === -1 ? null : index + 1, top: pages.slice(0, 3), nbHits: result.nbHits };
  });
}

export function score(outcomes: QueryOutcome[]): RelevanceScore {
  const n = outcomes.length || 1;
  return {
    queries: outcomes.length,
    at1: outcomes.filter((o) => o.rank === 1).length / n,
    at5: outcomes.filter((o) => o.rank !== null && o.rank <= 5).length / n,
    mrr10: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n,
    zero: outcomes.filter((o) => o.nbHits === 0).length,
  };
}

export const KINDS: QueryKind[] = ['name', 'task', 'api', 'typo'];

export function scoreByKind(outcomes: QueryOutcome[]): { overall: RelevanceScore; kinds: Record<QueryKind, RelevanceScore> } {
  const kinds = Object.fromEntries(KINDS.map((kind) => [kind, score(outcomes.filter((o) => o.query.kind === kind))])) as Record<QueryKind, RelevanceScore>;
  return { overall: score(outcomes), kinds };
}

/** Table rows: kind, queries, figures, and whether each meets its target. */
export function relevanceRows(outcomes: QueryOutcome[]): string[][] {
  const { overall, kinds } = scoreByKind(outcomes);
  const f = (x: number) => x.toFixed(2);
  const row = (name: string, s: RelevanceScore, t: { at1: number; at5: number }) => [
    name,
    String(s.queries),
    `${f(s.at1)} ${s.at1 >= t.at1 ? 'pass' : 'MISS'}`,
    `${f(s.at5)} ${s.at5 >= t.at5 ? 'pass' : 'MISS'}`,
    f(s.mrr10),
    `${s.zero} ${s.zero === 0 ? 'pass' : 'MISS'}`,
  ];
  const { perKind, overall: all } = RELEVANCE_TARGETS;
  return [
    ['kind', 'queries', `success@1 (≥ ${perKind.at1} per kind)`, `success@5 (≥ ${perKind.at5} per kind)`, 'MRR@10', 'zero results (0)'],
    ...KINDS.map((kind) => row(kind, kinds[kind], perKind)),
    row(`overall (≥ ${all.at1} / ≥ ${all.at5})`, overall, all),
  ];
}
