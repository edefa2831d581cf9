/**
 * What a query asks for: its words, each with the forms that satisfy it. A unit is one query word,
 * or a phrase from the synonym list ('dark mode'); it is satisfied by any of its alternatives, an
 * alternative being words that must all occur (in the record or its title and headings). A typed
 * word the index does not have is looked up with typo tolerance and as its transpositions
 * ('pyhton' → 'python'), which count a little less; a word it has is taken as meant (its near
 * misses would only add noise and time). The last word is also a prefix. Synonyms are looked up
 * as they are, and count a little less.
 */
import { SEARCH_SYNONYMS } from '../../content/search-synonyms.ts';
import { FILLER_WORDS, normalizeTerm, STOP_WORDS, stem, tokenize, TYPO_MIN_LENGTH } from '../../src/shared/search.ts';

export interface Alternative {
  tokens: string[];
  /** 1 for the words as typed; less for a transposition or a synonym. */
  weight: number;
}

export interface Unit {
  /** Query words this unit stands for (a phrase counts each of its words). */
  words: string[];
  /** A word any question may hold ('get', 'use'): it counts little. */
  filler: boolean;
  alternatives: Alternative[];
}

export interface Leaf {
  token: string;
  /** Typed by the reader (prefix matching applies if it is the last word). */
  typed: boolean;
  prefix: boolean;
  weight: number;
  /** Typos forgiven in a word the index lacks (TYPO_MIN_LENGTH), by its length as typed, before stemming. */
  typos: number;
}

export interface QueryPlan {
  units: Unit[];
  /** Every distinct token to look up, once. */
  leaves: Leaf[];
  /** The typed words, normalized (for highlighting). */
  words: string[];
}

const TRANSPOSED_WEIGHT = 0.8;
export const SYNONYM_WEIGHT = 0.9;
const MAX_PHRASE = 3;

const words = (text: string) => tokenize(text).map(normalizeTerm).filter((t): t is string => t !== null);

/** Synonym list as normalized phrase → the phrases it also finds. */
const synonyms: Map<string, string[][]> = (() => {
  const table = new Map<string, string[][]>();
  const add = (from: string[], to: string[]) => {
    const key = from.join(' ');
    if (!key || !to.length || to.join(' ') === key) return;
    const list = table.get(key) ?? [];
    if (!list.some((x) => x.join(' ') === to.join(' '))) list.push(to);
    table.set(key, list);
  };
  for (const entry of SEARCH_SYNONYMS) {
    if (entry.type === 'synonym') {
      const all = entry.synonyms.map(words);
      for (const a of all) for (const b of all) add(a, b);
    } else {
      for (const to of entry.synonyms) add(words(entry.input), words(to));
    }
  }
  return table;
})();

/** The index words among the swaps of two neighbouring letters of a typed word ('themse' → 'themes'). */
function transpositions(raw: string, known: (term: string) => boolean): string[] {
  if (raw.length < 4 || /\d/.test(raw)) return [];
  const out = new Set<string>();
  for (let i = 0; i < raw.length - 1; i++) {
    if (raw[i] === raw[i + 1]) continue;
    const swapped = normalizeTerm(raw.slice(0, i) + raw[i + 1] + raw[i] + raw.slice(i + 2));
    if (swapped && known(swapped)) out.add(swapped);
  }
  return [...out];
}

/** `known` says whether the index has a word (normalized); without it, no transpositions are tried. */
export function planQuery(query: string, known: (term: string) => boolean = () => false): QueryPlan {
  const all = tokenize(query).map((word) => word.toLowerCase());
  const raws = all.filter((word) => !STOP_WORDS.has(word));
  // A query of stop words only is a word still being typed ('for' on the way to 'format'): its last word is a prefix.
  if (!raws.length && all.length && all[all.length - 1].length >= 3) raws.push(all[all.length - 1]);
  const typed = raws.map(stem);
  const units: Unit[] = [];
  for (let i = 0; i < typed.length; ) {
    let length = Math.min(MAX_PHRASE, typed.length - i);
    while (length > 1 && !synonyms.has(typed.slice(i, i + length).join(' '))) length--;
    const phrase = typed.slice(i, i + length);
    const alternatives: Alternative[] = [{ tokens: phrase, weight: 1 }];
    for (const other of synonyms.get(phrase.join(' ')) ?? []) alternatives.push({ tokens: other, weight: SYNONYM_WEIGHT });
    if (length === 1 && !known(phrase[0])) for (const t of transpositions(raws[i], known)) alternatives.push({ tokens: [t], weight: TRANSPOSED_WEIGHT });
    // The last word may be half typed ('sharin', 'embeddi'): the index has its stem ('shar', 'embed').
    if (length === 1 && i === typed.length - 1 && !known(typed[i])) {
      for (let k = raws[i].length - 1; k >= Math.max(4, raws[i].length - 3); k--) {
        const head = raws[i].slice(0, k);
        if (known(head) && !alternatives.some((a) => a.tokens[0] === head)) alternatives.push({ tokens: [head], weight: 1 });
      }
    }
    units.push({ words: phrase, filler: length === 1 && FILLER_WORDS.has(raws[i]), alternatives });
    i += length;
  }

  // The last word is matched as a prefix as typed ('share' → 'shareable'); its stem ('shar') as a word.
  const last = raws.length - 1;
  const prefixWord = last >= 0 && raws[last].length >= 3 ? raws[last] : null;
  const lastUnit = units[units.length - 1];
  if (prefixWord && lastUnit?.words.length === 1 && prefixWord !== typed[last]) lastUnit.alternatives.push({ tokens: [prefixWord], weight: 1 });

  const leaves = new Map<string, Leaf>();
  units.forEach((unit) =>
    unit.alternatives.forEach((alternative) =>
      alternative.tokens.forEach((token) => {
        const isTyped = alternative.weight === 1;
        const at = typed.indexOf(token);
        const raw = raws[at] ?? token;
        const typos = !isTyped || at === -1 || known(token) ? 0 : raw.length >= TYPO_MIN_LENGTH.two ? 2 : raw.length >= TYPO_MIN_LENGTH.one ? 1 : 0;
        const leaf: Leaf = { token, typed: isTyped, prefix: isTyped && token === prefixWord, weight: alternative.weight, typos };
        const seen = leaves.get(token);
        if (!seen || (leaf.typed && !seen.typed) || leaf.weight > seen.weight) leaves.set(token, seen?.prefix ? { ...leaf, prefix: true } : leaf);
      }),
    ),
  );
  return { units, leaves: [...leaves.values()], words: typed };
}
