/**
 * Relevance on the two query sets of `npm run bench:search`: the keyword queries
 * (bench/search-queries.ts) and the questions (bench/search-questions.ts). For each query, the
 * distinct pages of the hits in the order a search returns them (what the modal and the search page
 * list, a page's later hits folded into its first), scored as success@1, success@5, MRR@10 and
 * zero-result count, overall and per kind. Any search can be scored: the site's engine, or
 * MiniSearch's own search (bench/search-minisearch.ts).
 */
import type { SearchEngine, SearchQuery } from '../worker/search/engine.ts';
import { QUESTIONS } from './search-questions.ts';
import { RELEVANCE_QUERIES, type RelevanceQuery } from './search-queries.ts';

export interface QuerySet {
  name: string;
  queries: RelevanceQuery<string>[];
  /** Overall, and for each kind of query in the set. */
  targets?: { at1: number; at5: number };
  perKind?: { at1: number; at5: number };
}

export const QUERY_SETS: { keywords: QuerySet; questions: QuerySet } = {
  keywords: { name: 'keyword queries', queries: RELEVANCE_QUERIES, targets: { at1: 0.88, at5: 0.95 }, perKind: { at1: 0.8, at5: 0.9 } },
  questions: { name: 'questions', queries: QUESTIONS, targets: { at1: 0.85, at5: 0.97 } },
};

/**
 * A set's queries as the modal sees them while they are typed: each query once per keystroke of its
 * last word, from the third letter (the typo kind left out), expecting the same pages.
 */
export function asTyped(set: QuerySet): QuerySet {
  const queries = set.queries
    .filter((q) => q.kind !== 'typo')
    .flatMap((q) => {
      const [, head, last] = /^(.*?)([\p{L}\p{N}]+)\W*$/u.exec(q.query) ?? [];
      return Array.from({ length: Math.max(0, (last?.length ?? 0) - 3) }, (_, i) => ({ ...q, query: head + last.slice(0, i + 3) }));
    });
  return { name: `${set.name} as typed`, queries };
}

export interface RelevanceScore {
  queries: number;
  at1: number;
  at5: number;
  mrr10: number;
  zero: number;
}

export interface QueryOutcome {
  query: RelevanceQuery<string>;
  /** 1-based rank of the first expected page among the first 10 distinct pages, or null. */
  rank: number | null;
  /** Pages of the first hits, for the misses list. */
  top: string[];
  /** Whether the search found anything at all. */
  found: boolean;
}

/** A search as the relevance runner sees it: a query's pages, best first. */
export type PageSearch = (query: string) => string[];

export const relevanceRequest = (query: string): SearchQuery => ({
  query,
  page: 0,
  hitsPerPage: 20,
  snippetWords: { content: 10 },
  facetFilters: [['language:en'], ['version:current']],
  preTag: '<mark>',
  postTag: '</mark>',
  ellipsis: '…',
});

/** The engine's pages for a query, as the search page lists them. */
export const enginePages =
  (engine: SearchEngine): PageSearch =>
  (query) => [...new Set(engine.search(relevanceRequest(query)).hits.map((hit) => hit.url_without_anchor))];

export function runRelevance(search: PageSearch, queries: RelevanceQuery<string>[]): QueryOutcome[] {
  return queries.map((query) => {
    const pages = search(query.query).slice(0, 10);
    const index = pages.findIndex((page) => query.expect.includes(page));
    return { query, rank: index === -1 ? null : index + 1, top: pages.slice(0, 3), found: pages.length > 0 };
  });
}

export function score(outcomes: QueryOutcome[]): RelevanceScore {
  const n = outcomes.length || 1;
  return {
    queries: outcomes.length,
    at1: outcomes.filter((o) => o.rank === 1).length / n,
    at5: outcomes.filter((o) => o.rank !== null && o.rank <= 5).length / n,
    mrr10: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n,
    zero: outcomes.filter((o) => !o.found).length,
  };
}

/** Whether a set's scores meet its targets, overall and per kind: what is missed, as text (empty when all are met). */
export function shortfalls(set: QuerySet, outcomes: QueryOutcome[]): string[] {
  const out: string[] = [];
  const check = (name: string, s: RelevanceScore, t: { at1: number; at5: number }) => {
    if (s.at1 < t.at1) out.push(`${name} success@1 ${s.at1.toFixed(2)} < ${t.at1}`);
    if (s.at5 < t.at5) out.push(`${name} success@5 ${s.at5.toFixed(2)} < ${t.at5}`);
  };
  if (set.targets) check(set.name, score(outcomes), set.targets);
  if (set.perKind) for (const kind of new Set(outcomes.map((o) => o.query.kind))) check(`${set.name} (${kind})`, score(outcomes.filter((o) => o.query.kind === kind)), set.perKind);
  if (score(outcomes).zero) out.push(`${set.name}: ${score(outcomes).zero} without results`);
  return out;
}

/** Table rows: each kind, then the whole set, with its figures and whether each meets its target. */
export function relevanceRows(set: QuerySet, outcomes: QueryOutcome[]): string[][] {
  const f = (x: number) => x.toFixed(2);
  const mark = (x: number, t?: number) => (t === undefined ? f(x) : `${f(x)} ${x >= t ? 'pass' : 'MISS'}`);
  const row = (name: string, s: RelevanceScore, t?: { at1: number; at5: number }) => [name, String(s.queries), mark(s.at1, t?.at1), mark(s.at5, t?.at5), f(s.mrr10), `${s.zero} ${s.zero === 0 ? 'pass' : 'MISS'}`];
  const kinds = [...new Set(outcomes.map((o) => o.query.kind))];
  return [
    ['kind', 'queries', 'success@1', 'success@5', 'MRR@10', 'zero results (0)'],
    ...kinds.map((kind) => row(kind, score(outcomes.filter((o) => o.query.kind === kind)), set.perKind)),
    row(set.targets ? `${set.name} (≥ ${set.targets.at1} / ≥ ${set.targets.at5})` : set.name, score(outcomes), set.targets),
  ];
}

/** The queries not answered first: kind, query, rank (or -) and the first pages returned. */
export const misses = (outcomes: QueryOutcome[]): string[] =>
  outcomes.filter((o) => o.rank !== 1).map((o) => `[${o.query.kind}] ${o.query.query} → ${o.rank ?? '-'}  (${o.top.join(', ') || 'no results'})`);
