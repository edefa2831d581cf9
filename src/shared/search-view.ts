/** The search page's view of a hit, built the same way from the worker's results and the API's. */

import { escapeHtml } from './html.ts';

export interface SearchHitLike {
  url: string;
  type: string;
  hierarchy: { [level: string]: string | null } | import('./search.ts').Hierarchy;
  content: string | null;
  _snippetResult?: { hierarchy?: Record<string, { value: string }>; content?: { value: string } };
  _highlightResult?: { hierarchy?: Record<string, { value: string }> };
}

export interface SearchHitView {
  url: string;
  /** Page title with matches marked (escaped HTML). */
  titleHtml: string;
  /** Section, then the headings leading to the hit. */
  breadcrumb: string[];
  /** Snippet of the matched text (escaped HTML with marks), if any. */
  snippetHtml: string | null;
}

export interface SearchPageResult {
  hits: SearchHitView[];
  nbHits: number;
  nbPages: number;
  page: number;
}

export interface SearchPageData {
  query: string;
  page: number;
  result: SearchPageResult | null;
  error: boolean;
}

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export function toHitView(hit: SearchHitLike, url = hit.url): SearchHitView {
  const hierarchy = hit.hierarchy as Record<string, string | null>;
  const headings = LEVELS.map((l) => hierarchy[l]).filter((h): h is string => !!h);
  const deepest = hit.type.startsWith('lvl') && hit.type !== 'lvl1' ? hit._highlightResult?.hierarchy?.[hit.type]?.value : null;
  return {
    url,
    titleHtml: hit._highlightResult?.hierarchy?.lvl1?.value ?? escapeHtml(hierarchy.lvl1 ?? ''),
    breadcrumb: [hierarchy.lvl0 ?? '', ...headings].filter(Boolean),
    snippetHtml: hit.content !== null ? (hit._snippetResult?.content?.value ?? null) : (deepest ?? null),
  };
}
