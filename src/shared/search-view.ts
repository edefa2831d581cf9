/** The search page's view of a hit, built the same way from the worker's results and the API's. */

import { escapeHtml } from './html.ts';

export interface SearchHitLike {
  url: string;
  url_without_anchor?: string;
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
  /** Page title as plain text. */
  titleText: string;
  /** Section, then the headings leading to the hit. */
  breadcrumb: string[];
  /** Snippet of the matched text (escaped HTML with marks), if any. */
  snippetHtml: string | null;
}

/** One page in the results: its best hit, then its other matching sections. */
export interface SearchGroupView extends SearchHitView {
  sections: SearchHitView[];
}

export interface SearchPageResult {
  groups: SearchGroupView[];
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
    titleText: hierarchy.lvl1 ?? '',
    breadcrumb: [hierarchy.lvl0 ?? '', ...headings].filter(Boolean),
    snippetHtml: hit.content !== null ? (hit._snippetResult?.content?.value ?? null) : (deepest ?? null),
  };
}

/** Hits come grouped per page (at most a few each, together): one entry per page, its other hits as sections. */
export function groupHitViews(hits: SearchHitLike[], urlOf: (hit: SearchHitLike) => string = (hit) => hit.url): SearchGroupView[] {
  const groups: SearchGroupView[] = [];
  let page: string | null = null;
  for (const hit of hits) {
    const view = toHitView(hit, urlOf(hit));
    const hitPage = hit.url_without_anchor ?? hit.url.split('#')[0];
    // A section's link names its heading: a heading hit needs no snippet repeating it.
    if (hitPage === page && groups.length) groups[groups.length - 1].sections.push(hit.content === null ? { ...view, snippetHtml: null } : view);
    else groups.push({ ...view, sections: [] });
    page = hitPage;
  }
  return groups;
}
