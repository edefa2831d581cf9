/** Algolia-style highlight and snippet of matched words (values are HTML-escaped, marks added). */

import { escapeHtml } from '../../src/shared/html.ts';
import { stem, tokenize } from '../../src/shared/search.ts';

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export interface Matcher {
  /** Index terms that matched (full words, after prefix/fuzzy expansion). */
  terms: Set<string>;
  /** Query words, normalized (lower case, singular). */
  queryTerms: string[];
  preTag: string;
  postTag: string;
  /** Text word -> matched word, filled as hits are highlighted (their words repeat). */
  seen?: Map<string, string | null>;
}

/** A text word (`?template=react`, `Templates,`) matches when one of its index words does. */
function isMatch(word: string, m: Matcher): string | null {
  const known = m.seen?.get(word);
  if (known !== undefined) return known;
  const found = matchWord(word, m);
  m.seen?.set(word, found);
  return found;
}

function matchWord(word: string, m: Matcher): string | null {
  for (const token of tokenize(word)) {
    const w = stem(token.toLowerCase());
    if (m.terms.has(w)) return w;
    // Prefix matches of the last query word, and words cut short by punctuation, still count.
    const q = m.queryTerms.find((t) => t.length > 1 && w.startsWith(t));
    if (q) return w;
  }
  return null;
}

function level(matched: Set<string>, m: Matcher): 'none' | 'partial' | 'full' {
  if (matched.size === 0) return 'none';
  const all = m.queryTerms.every((q) => [...matched].some((w) => w.startsWith(q) || m.terms.has(w)));
  return all ? 'full' : 'partial';
}

/** Most words need no escaping. */
const PLAIN = /^[^&<>"']*$/;

function mark(words: { text: string; sep: string }[], m: Matcher): { html: string; matched: Set<string> } {
  const matched = new Set<string>();
  let html = '';
  for (const { text, sep } of words) {
    const hit = isMatch(text, m);
    if (hit) matched.add(hit);
    const safe = PLAIN.test(text) ? text : escapeHtml(text);
    html += (hit ? `${m.preTag}${safe}${m.postTag}` : safe) + sep;
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
