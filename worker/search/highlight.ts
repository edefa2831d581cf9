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

/**
 * A text word's index words, kept across queries: hits show the same texts again and again, and
 * their words are a bounded set (the index's own). Reset when full, so odd input cannot grow it.
 */
const indexWords = new Map<string, string[]>();
const INDEX_WORDS_MAX = 50_000;

function indexWordsOf(word: string): string[] {
  let found = indexWords.get(word);
  if (!found) {
    if (indexWords.size >= INDEX_WORDS_MAX) indexWords.clear();
    found = tokenize(word).map((token) => stem(token.toLowerCase()));
    indexWords.set(word, found);
  }
  return found;
}

function matchWord(word: string, m: Matcher): string | null {
  for (const w of indexWordsOf(word)) {
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

/** A text as its words; the marked text joins them with single spaces. */
export const splitWords = (text: string): string[] => {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/) : [];
};

function mark(words: string[], from: number, to: number, m: Matcher): { html: string; matched: Set<string> } {
  const matched = new Set<string>();
  let html = '';
  for (let i = from; i < to; i++) {
    const text = words[i];
    const hit = isMatch(text, m);
    if (hit) matched.add(hit);
    const safe = PLAIN.test(text) ? text : escapeHtml(text);
    html += (i > from ? ' ' : '') + (hit ? `${m.preTag}${safe}${m.postTag}` : safe);
  }
  return { html, matched };
}

export function highlight(text: string, m: Matcher, words = splitWords(text)): HighlightResult {
  const { html, matched } = mark(words, 0, words.length, m);
  return { value: html, matchLevel: level(matched, m), matchedWords: [...matched] };
}

/** At most `count` words around the first match, with an ellipsis where text was cut. */
export function snippet(text: string, count: number, m: Matcher, ellipsis = '…', words = splitWords(text)): SnippetResult {
  if (words.length <= count) {
    const { html, matched } = mark(words, 0, words.length, m);
    return { value: html, matchLevel: level(matched, m) };
  }
  let first = 0;
  while (first < words.length && !isMatch(words[first], m)) first++;
  if (first === words.length) first = 0;
  const start = Math.max(0, Math.min(first - Math.floor(count / 3), words.length - count));
  const { html, matched } = mark(words, start, start + count, m);
  return { value: `${start > 0 ? ellipsis : ''}${html}${start + count < words.length ? ellipsis : ''}`, matchLevel: level(matched, m) };
}
