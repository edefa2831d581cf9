/**
 * The index's words and the records they occur in, read from MiniSearch's index of the records,
 * made at build time and stored as flat arrays (WordIndex, build/search/word-index.ts), and looked
 * up the way MiniSearch's own search does: BM25+ per field with the same boosts, a word's prefix
 * and typo matches with MiniSearch's weights, scores summed in the same order, so queries rank
 * exactly as they did through MiniSearch.
 *
 * Words are found by MiniSearch's own radix tree (its SearchableMap: lookups by prefix and within an
 * edit distance), filled in the order MiniSearch fills it, so they come in the same order.
 *
 * Why not MiniSearch's search itself: it builds a Map entry and a few objects for every record
 * every looked-up word is in, and the words readers type most ('livecodes', 'code', 'editor') are
 * in a thousand records each. That was half of a query's time, and most of its garbage. Here a
 * word's records and their scores (which depend only on the index) are typed arrays made once,
 * when the index loads, and a query adds them up in arrays reused by every query.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { FIELD_BOOSTS, type WordIndex } from '../../src/shared/search.ts';
import type { Matches } from './ranking.ts';

/** MiniSearch's defaults, which the site does not change: BM25+ parameters and the weights of prefix and typo matches. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** MiniSearch's BM25+ (calcBM25Score). */
function bm25(termFreq: number, matching: number, total: number, fieldLength: number, averageFieldLength: number): number {
  const invDocFreq = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return invDocFreq * (BM25.d + (termFreq * (BM25.k + 1)) / (termFreq + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / averageFieldLength)));
}

/** One word of a query as the engine asks for it. */
export interface TermQuery {
  token: string;
  prefix: boolean;
  /** Typos forgiven (0: none). */
  typos: number;
  /** Multiplies the word's scores (MiniSearch's boostTerm). */
  boost: number;
}

/** What a query found (ranking.ts's Matches, less what the engine adds): set only for the records in `ids`, best first. */
export type TermMatches = Pick<Matches, 'ids' | 'score' | 'leaves' | 'terms'>;

/** What the engine needs of a word index: whether it has a word, and the records of a query's words, scored. */
export interface TermSearch {
  has(term: string): boolean;
  search(queries: TermQuery[], into: TermMatches): void;
}

export class TermIndex implements TermSearch {
  /** Index words, in the serialized order. */
  private readonly terms: string[];
  /** Word -> its position in `terms`, in MiniSearch's own tree. */
  private readonly tree = new SearchableMap<number>();
  /** Per word and field, a slice of `records` and `scores`: [start, end) at offsets[(word * fields + field) * 2]. */
  private readonly offsets: Int32Array;
  /** Record (position in the records list) of each occurrence. */
  private readonly records: Int32Array;
  /** BM25+ of each occurrence, before boosts: it depends on the index alone. */
  private readonly scores: Float64Array;
  private readonly fieldBoosts: number[];
  private readonly fields: number;
  /** Reused by every query: a query runs synchronously from start to end. */
  private readonly leaf: Float64Array;
  private readonly total: Float64Array;
  private readonly seenInLeaf: Uint8Array;
  private readonly seen: Uint8Array;

  constructor(index: WordIndex) {
    const fields = Object.keys(FIELD_BOOSTS) as (keyof typeof FIELD_BOOSTS)[];
    this.fieldBoosts = fields.map((name) => FIELD_BOOSTS[name]);
    this.fields = fields.length;
    const records = index.documentCount;
    const { postings, fieldLength, averageFieldLength } = index;
    this.terms = index.terms;
    // Postings hold a count per word and field, then two numbers per occurrence.
    const occurrences = (postings.length - this.terms.length * this.fields) / 2;
    this.offsets = new Int32Array(this.terms.length * this.fields * 2);
    this.records = new Int32Array(occurrences);
    this.scores = new Float64Array(occurrences);
    let at = 0;
    let p = 0;
    for (let t = 0; t < this.terms.length; t++) {
      this.tree.set(this.terms[t], t);
      for (let f = 0; f < this.fields; f++) {
        const slot = (t * this.fields + f) * 2;
        const matching = postings[p++];
        this.offsets[slot] = at;
        for (let k = 0; k < matching; k++) {
          const record = postings[p++];
          this.records[at] = record;
          this.scores[at] = bm25(postings[p++], matching, records, fieldLength[record * this.fields + f], averageFieldLength[f]);
          at++;
        }
        this.offsets[slot + 1] = at;
      }
    }
    this.leaf = new Float64Array(records);
    this.total = new Float64Array(records);
    this.seenInLeaf = new Uint8Array(records);
    this.seen = new Uint8Array(records);
  }

  /** Whether the index has this word. */
  has(term: string): boolean {
    return this.tree.has(term);
  }

  /**
   * The records that have any of the words, best first, each scored as MiniSearch's OR search
   * scores it: per word, its own, prefix and typo matches; the words' scores summed in query order;
   * times the number of words found. `into` must be empty (all zero, no ids) and is filled.
   */
  search(queries: TermQuery[], into: TermMatches): void {
    const order: number[] = [];
    const leafOrder: number[] = [];
    queries.forEach((query, q) => {
      leafOrder.length = 0;
      // As MiniSearch looks a word up: as typed, then the words it begins (unless the same), then
      // those within its typo budget (unless already a prefix match), each with its weight.
      const add = (t: number, weight: number) => {
        into.terms.add(this.terms[t]);
        for (let f = 0; f < this.fields; f++) {
          const slot = (t * this.fields + f) * 2;
          const weighted = weight * query.boost * this.fieldBoosts[f];
          for (let i = this.offsets[slot]; i < this.offsets[slot + 1]; i++) {
            const id = this.records[i];
            const score = weighted * this.scores[i];
            if (!this.seenInLeaf[id]) {
              this.seenInLeaf[id] = 1;
              this.leaf[id] = score;
              leafOrder.push(id);
            } else this.leaf[id] += score;
          }
        }
      };
      const own = this.tree.get(query.token);
      if (own !== undefined) add(own, 1);
      const typos = query.typos > 0 ? this.tree.fuzzyGet(query.token, query.typos) : undefined;
      if (query.prefix) {
        for (const [term, t] of this.tree.atPrefix(query.token)) {
          const distance = term.length - query.token.length;
          if (!distance) continue;
          // A word that is both is scored as a prefix match.
          typos?.delete(term);
          add(t, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance));
        }
      }
      for (const [term, [t, distance]] of typos ?? []) if (distance) add(t, (FUZZY_WEIGHT * term.length) / (term.length + distance));
      // OR across words: a record's score is the sum of its words' scores, in query order.
      for (const id of leafOrder) {
        this.seenInLeaf[id] = 0;
        if (!this.seen[id]) {
          this.seen[id] = 1;
          this.total[id] = this.leaf[id];
          order.push(id);
        } else this.total[id] += this.leaf[id];
        into.leaves[id] |= 1 << q;
      }
    });
    for (const id of order) {
      this.seen[id] = 0;
      let found = 0;
      for (let mask = into.leaves[id]; mask; mask &= mask - 1) found++;
      into.score[id] = this.total[id] * found;
    }
    // Best first; the sort is stable, so ties keep the order records were first found in.
    order.sort((a, b) => into.score[b] - into.score[a]);
    for (const id of order) into.ids.push(id);
  }
}
