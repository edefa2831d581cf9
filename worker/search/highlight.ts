/** Algolia-style highlight and snippet of matched words (values are HTML-escaped, marks added). */

import { escapeHtml } from '../../src/shared/html.ts';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

const normalize = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

export interface Matcher {
  /** Index terms that matched (full words, after prefix/fuzzy expansion). */
  terms: Set<string>;
  /** Query terms, normalized. */
  queryTerms: string[];
  preTag: string;
  postTag: string;
}

function isMatch(word: string, m: Matcher): string | null {
  const w = normalize(word);
  if (!w) return null;
  if (m.terms.has(w)) return w;
  // Words that MiniSearch split further (e.g. `createPlayground(`) still count when a query term prefixes them.
  return m.queryTerms.find((q) => q.length > 1 && w.startsWith(q)) ?? null;
}

function level(matched: Set<string>, m: Matcher): 'none' | 'partial' | 'full' {
  if (matched.size === 0) return 'none';
  const all = m.queryTerms.every((q) => [...matched].some((w) => w.startsWith(q) || m.terms.has(w)));
  return all ? 'full' : 'partial';
}

function mark(words: { text: string; sep: string }[], m: Matcher): { html: string; matched: Set<string> } {
  const matched = new Set<string>();
  let html = '';
  for (const { text, sep } of words) {
    const hit = isMatch(text, m);
    if (hit) matched.add(hit);
    html += (hit ? `${m.preTag}${escapeHtml(text)}${m.postTag}` : escapeHtml(text)) + escapeHtml(sep);
  }
  return { html, matched };
}

function words(text: string): { text: string; sep: string }[] {
  return [...text.matchAll(/(\S+)(\s*)/g)].map((x) => ({ text: x[1], sep: x[2] ? ' ' : '' }));
}

export function highlight(text: string, m: Matcher): HighlightResult {
  const { html, matched } = mark(words(text), m);
  return { value: html, matchLevel: level(matched, m), matchedWords: [...matched] };
}

/** At most `count` words around the first match, with an ellipsis where text was cut. */
export function snippet(text: string, count: number, m: Matcher, ellipsis = '…'): SnippetResult {
  const all = words(text);
  if (all.length <= count) {
    const { html, matched } = mark(all, m);
    return { value: html, matchLevel: level(matched, m) };
  }
  const first = Math.max(0, all.findIndex((w) => isMatch(w.text, m)));
  const start = Math.max(0, Math.min(first - Math.floor(count / 3), all.length - count));
  const slice = all.slice(start, start + count);
  slice[slice.length - 1] = { ...slice[slice.length - 1], sep: '' };
  const { html, matched } = mark(slice, m);
  return { value: `${start > 0 ? ellipsis : ''}${html}${start + count < all.length ? ellipsis : ''}`, matchLevel: level(matched, m) };
}
