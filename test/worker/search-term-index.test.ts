/**
 * The worker scores words itself (worker/search/term-index.ts) instead of through MiniSearch's
 * search, for speed; the ranking must not change for it. These tests hold it to MiniSearch's own
 * search over the site's real records, indexed anew as the build indexes them: the same records,
 * in the same order, with the same scores and the same matched words, for words as typed, as prefixes,
 * within a typo budget, and several words at once.
 */
import { env } from 'cloudflare:test';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import assetsJson from '../../.generated/assets.json';
import { serializedIndex, wordIndex } from '../../build/search/word-index.ts';
import { FIELD_BOOSTS, readIndexFile, searchIndexOptions } from '../../src/shared/search.ts';
import type { AssetManifest } from '../../src/shared/types.ts';
import { TermIndex, type TermQuery } from '../../worker/search/term-index.ts';
import { ORIGIN } from './helpers.ts';

const assets = assetsJson as AssetManifest;

/**
 * The site's index as the worker reads it, and MiniSearch's own index of the same records, made as
 * the build makes it and loaded back from its serialized form, as the build's word index was made
 * from it (a loaded index lists prefix matches in serialized order, a fresh one in insertion order).
 */
async function loadIndex() {
  const file = readIndexFile(await (await env.ASSETS.fetch(new URL(assets.searchIndexUrl, ORIGIN))).text());
  const serialized = serializedIndex(file.records);
  return { file, serialized, records: file.records.length, miniSearch: MiniSearch.loadJS(serialized, searchIndexOptions), terms: new TermIndex(file.index) };
}

/** Queries of each kind the engine sends: a word, a prefix, typo budgets, synonyms' lower boosts, many words. */
const QUERIES: TermQuery[][] = [
  [{ token: 'share', prefix: false, typos: 0, boost: 1 }],
  [{ token: 'post', prefix: true, typos: 0, boost: 1 }],
  [{ token: 'sty', prefix: true, typos: 0, boost: 1 }],
  [{ token: 'pyhton', prefix: true, typos: 2, boost: 1 }],
  [{ token: 'temlate', prefix: false, typos: 1, boost: 1 }],
  [
    { token: 'embed', prefix: false, typos: 0, boost: 1 },
    { token: 'playground', prefix: false, typos: 0, boost: 1 },
    { token: 'iframe', prefix: false, typos: 0, boost: 0.9 },
    { token: 'opt', prefix: true, typos: 0, boost: 1 },
  ],
  [
    { token: 'livecod', prefix: false, typos: 0, boost: 1 },
    { token: 'cod', prefix: false, typos: 0, boost: 1 },
    { token: 'languag', prefix: false, typos: 0, boost: 1 },
    { token: 'editr', prefix: true, typos: 1, boost: 0.8 },
  ],
  [{ token: 'nosuchwordanywhere', prefix: true, typos: 2, boost: 1 }],
];

describe('the word index the engine searches', () => {
  it('finds, orders and scores records exactly as MiniSearch does', async () => {
    const { records, miniSearch, terms } = await loadIndex();
    for (const queries of QUERIES) {
      const expected = miniSearch.search(
        { combineWith: 'OR', queries: queries.map((q) => ({ queries: [q.token], prefix: q.prefix, fuzzy: q.typos || false, boostTerm: () => q.boost })) },
        { boost: FIELD_BOOSTS, tokenize: (word) => [word], processTerm: (word) => word },
      );
      const found = { ids: [] as number[], score: new Float64Array(records), leaves: new Int32Array(records), terms: new Set<string>() };
      terms.search(queries, found);
      const label = queries.map((q) => q.token).join(' ');
      expect(found.ids, label).toEqual(expected.map((r) => Number(r.id)));
      expect(found.ids.map((id) => found.score[id]), label).toEqual(expected.map((r) => r.score));
      expect([...found.terms].sort(), label).toEqual([...new Set(expected.flatMap((r) => r.terms))].sort());
      expect(found.ids.map((id) => queries.filter((_, i) => found.leaves[id] & (1 << i)).map((q) => q.token)), label).toEqual(expected.map((r) => r.queryTerms));
    }
  });

  it("stores MiniSearch's index of the file's own records", async () => {
    const { file, serialized } = await loadIndex();
    expect(file.index).toEqual(wordIndex(serialized));
  });

  it('knows which words the index has', async () => {
    const { terms } = await loadIndex();
    expect(terms.has('playground')).toBe(true);
    expect(terms.has('pyhton')).toBe(false);
  });
});
