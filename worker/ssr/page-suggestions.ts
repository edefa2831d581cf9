/**
 * "Did you mean" for the not-found page: the pages whose address is close to a path that has none.
 * A mistyped address is usually one of three kinds: a typo in the last part ('pyhton'), the right
 * name in another folder (/docs/python for /docs/languages/python), or another form of the word
 * (/docs/features/sharing, /docs/configuration/config-object). Each is matched on the address's
 * parts, lower-cased, so no search index is loaded for a 404.
 */
import type { PageSuggestion } from '../../src/shared/types.ts';

const MAX_SUGGESTIONS = 3;
/** Below this length a word must match exactly: 'go', 'r' or 'vue' are a typo away from too much. */
const EXACT_BELOW = 4;

/** The parts of a path below the base, lower-cased, without file extensions or `index`. */
function pathParts(path: string, base: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: match on the path as it came.
  }
  decoded = decoded.toLowerCase();
  if (decoded.startsWith(base)) decoded = decoded.slice(base.length);
  return decoded
    .split('/')
    .map((part) => part.replace(/\.(html?|mdx?)$/, '').replace(/[\s_]+/g, '-'))
    .filter((part) => part !== '' && part !== 'index');
}

/** Edits (insert, delete, replace, swap two neighbours) from a to b, or more than `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length];
}

/** Typos forgiven in a word of this length. */
function typosAllowed(length: number): number {
  return length < EXACT_BELOW ? 0 : length <= 5 ? 1 : 2;
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * How far apart two words are: 0 the same, the typos between them (1 or 2 at most, by length), 2
 * for one word in two forms ('sharing', 'share'; 'config', 'configuration'), else Infinity.
 */
function wordDistance(a: string, b: string): number {
  if (a === b) return 0;
  const allowed = typosAllowed(a.length);
  const typos = editDistance(a, b, allowed);
  if (typos <= allowed) return typos;
  const shared = commonPrefix(a, b);
  return shared >= EXACT_BELOW && shared >= Math.min(a.length, b.length) - 2 ? 2 : Infinity;
}

/** How far a typed part is from a page's part, as a word or word by word ('config-object'). */
function partDistance(typed: string, page: string): number {
  const whole = wordDistance(typed, page);
  if (whole !== Infinity) return whole;
  const typedWords = typed.split('-');
  const pageWords = page.split('-');
  if (typedWords.length < 2 || typedWords.length !== pageWords.length) return Infinity;
  return Math.max(...typedWords.map((word, i) => wordDistance(word, pageWords[i])));
}

/** Each page list's address parts, worked out once per isolate. */
const partsOf = new WeakMap<readonly PageSuggestion[], { base: string; parts: string[][] }>();

/**
 * Up to three pages for a path that has none, closest first and no more than a step behind the
 * closest: matched on the path's last part, or else on the part before it, exactly
 * (/docs/languages/python/oops). A page in another folder comes after one in the same folder at the
 * same distance.
 */
export function suggestPages(path: string, pages: readonly PageSuggestion[], base: string): PageSuggestion[] {
  const typed = pathParts(path, base);
  let known = partsOf.get(pages);
  if (known?.base !== base) partsOf.set(pages, (known = { base, parts: pages.map((page) => pathParts(page.path, base)) }));
  const pageParts = known.parts;
  for (let back = 1; back <= Math.min(2, typed.length); back++) {
    const part = typed[typed.length - back];
    const folders = typed.slice(0, typed.length - back).join('/');
    const found: { page: PageSuggestion; score: number }[] = [];
    for (const [i, page] of pages.entries()) {
      const parts = pageParts[i];
      if (parts.length === 0) continue;
      const distance = back === 1 ? partDistance(part, parts[parts.length - 1]) : part === parts[parts.length - 1] ? 0 : Infinity;
      if (distance === Infinity) continue;
      const sameFolder = parts.slice(0, -1).join('/') === folders;
      found.push({ page, score: distance + (sameFolder ? 0 : 0.5) });
    }
    if (found.length === 0) continue;
    found.sort((a, b) => a.score - b.score || a.page.path.length - b.page.path.length || (a.page.path < b.page.path ? -1 : 1));
    const best = found[0].score;
    return found
      .filter(({ score }) => score < best + 1)
      .slice(0, MAX_SUGGESTIONS)
      .map(({ page }) => ({ path: page.path, title: page.title }));
  }
  return [];
}
