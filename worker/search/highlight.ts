/** Algolia-style highlight and snippet of matched words (values are HTML-escaped, marks added). */

import { escapeHtml } from '../../src/shared/html.ts';
import { stem, WORD } from '../../src/shared/search.ts';

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
  /** Text word -> its marked HTML and the index word it matched (null: none), filled as hits are highlighted (their words repeat). */
  seen: Map<string, Marked>;
}

interface Marked {
  html: string;
  matched: string | null;
}

/** Whether a word of the text (letters and digits only) is one the query matched: an index term, or a word a query word begins (a prefix, or a word cut short). */
function matches(token: string, m: Matcher): string | null {
  const w = stem(token.toLowerCase());
  return m.terms.has(w) || m.queryTerms.some((t) => t.length > 1 && w.startsWith(t)) ? w : null;
}

/** Most words are letters and digits only: nothing to split or escape. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

const escape = (text: string) => (/[&<>"']/.test(text) ? escapeHtml(text) : text);

/**
 * A text word (`(EmbedOptions.view).`, `?template=react`) with each matching word inside it marked,
 * not its punctuation: `(<mark>EmbedOptions</mark>.<mark>view</mark>).`.
 */
function markWord(text: string, m: Matcher): Marked {
  const known = m.seen.get(text);
  if (known) return known;
  if (PLAIN_WORD.test(text)) {
    const found = matches(text, m);
    const marked = { html: found ? `${m.preTag}${text}${m.postTag}` : text, matched: found };
    m.seen.set(text, marked);
    return marked;
  }
  let html = '';
  let last = 0;
  let matched: string | null = null;
  for (const token of text.matchAll(WORD)) {
    const found = matches(token[0], m);
    if (!found) continue;
    matched ??= found;
    html += `${escape(text.slice(last, token.index))}${m.preTag}${escape(token[0])}${m.postTag}`;
    last = token.index + token[0].length;
  }
  const marked = { html: matched === null ? escape(text) : html + escape(text.slice(last)), matched };
  m.seen.set(text, marked);
  return marked;
}

function level(matched: Set<string>, m: Matcher): 'none' | 'partial' | 'full' {
  if (matched.size === 0) return 'none';
  const all = m.queryTerms.every((q) => [...matched].some((w) => w.startsWith(q) || m.terms.has(w)));
  return all ? 'full' : 'partial';
}

/** A text as its words; the marked text joins them with single spaces. */
export const splitWords = (text: string): string[] => {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/) : [];
};

function mark(words: string[], from: number, to: number, m: Matcher): { html: string; matched: Set<string> } {
  const matched = new Set<string>();
  let html = '';
  for (let i = from; i < to; i++) {
    const word = markWord(words[i], m);
    if (word.matched) matched.add(word.matched);
    html += (i > from ? ' ' : '') + word.html;
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
  while (first < words.length && !markWord(words[first], m).matched) first++;
  if (first === words.length) first = 0;
  const start = Math.max(0, Math.min(first - Math.floor(count / 3), words.length - count));
  const { html, matched } = mark(words, start, start + count, m);
  return { value: `${start > 0 ? ellipsis : ''}${html}${start + count < words.length ? ellipsis : ''}`, matchLevel: level(matched, m) };
}
