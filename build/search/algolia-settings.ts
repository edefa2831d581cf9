/**
 * The Algolia index settings and synonyms that give an Algolia index the embedded engine's
 * relevance, built from the same data: the synonym list (content/search-synonyms.ts), the typo
 * budget and the per-page grouping (src/shared/search.ts).
 *
 * How the embedded engine's rules map onto Algolia:
 * - a record matches across its title, headings and text: every record carries its hierarchy, and
 *   the hierarchy levels are searchable, title first, then headings, then text;
 * - prefer title, then heading, then text matches: the order of searchableAttributes (attribute);
 * - every query word should match, but a query never ends empty: removeWordsIfNoResults;
 * - typos (transpositions count as one), prefix on the last word, plurals, stop words, punctuation
 *   as separator: Algolia's own, with the same word sizes; `+` and `#` stay in words (C++, C#);
 * - at most DEFAULT_DISTINCT hits per page, grouped: distinct on url_without_anchor.
 */
import type { Algoliasearch } from 'algoliasearch';
import { SEARCH_SYNONYMS } from '../../content/search-synonyms.ts';
import { DEFAULT_DISTINCT, TYPO_MIN_LENGTH } from '../../src/shared/search.ts';

type IndexSettings = Parameters<Algoliasearch['setSettings']>[0]['indexSettings'];
type SynonymHit = Parameters<Algoliasearch['saveSynonyms']>[0]['synonymHit'][number];

export const ALGOLIA_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag', 'hierarchy.lvl0'],
  // Words first (all of them, or as many as possible), then typos, then where they match.
  ranking: ['words', 'typo', 'geo', 'filters', 'attribute', 'proximity', 'exact', 'custom'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  removeWordsIfNoResults: 'allOptional',
  minWordSizefor1Typo: TYPO_MIN_LENGTH.one,
  minWordSizefor2Typos: TYPO_MIN_LENGTH.two,
  ignorePlurals: ['en'],
  removeStopWords: ['en'],
  queryLanguages: ['en'],
  separatorsToIndex: '+#',
  attributeForDistinct: 'url_without_anchor',
  distinct: DEFAULT_DISTINCT,
};

/** The synonym list as Algolia synonym objects (objectIDs stable while the list's order stays). */
export function algoliaSynonyms(): SynonymHit[] {
  return SEARCH_SYNONYMS.map((entry, i) => ({ objectID: `synonym-${i + 1}`, ...entry }));
}
