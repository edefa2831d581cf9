/**
 * The Algolia index settings and synonyms that give an Algolia index the embedded engine's
 * relevance, built from the same data: the synonym list (content/search-synonyms.ts), the typo
 * budget and the per-page grouping (src/shared/search.ts).
 *
 * How the embedded engine's rules map onto Algolia:
 * - a record matches across its title, headings and text: every record carries its hierarchy, and
 *   the hierarchy levels are searchable, title first, then headings, then text;
 * - prefer title, then heading, then text matches: the order of searchableAttributes (attribute);
 * - every query word should match, but a query never ends empty: removeWordsIfNoResults; the filler
 *   words of questions ('get', 'use', 'between') never need to: optionalWords;
 * - typos (transpositions count as one), prefix on the last word, plurals, stop words, punctuation
 *   as separator: Algolia's own, with the same word sizes; `+` and `#` stay in words (C++, C#);
 * - at most DEFAULT_DISTINCT hits per page, grouped: distinct on url_without_anchor;
 * - the API reference steps back behind guide pages (isReferencePage): records carry `weight.guide`
 *   (1 for a guide page, 0 for the reference), ranked right after where the words match: of two
 *   records that match as many words, as well spelt and as high in their hierarchy, the guide
 *   page's comes first, while a reference entry whose own title is the query still wins over a
 *   guide's heading or text;
 * - the words inside identifiers ('font size' finds `fontSize`): camelCaseAttributes on headings and
 *   text (the embedded index splits them in guide pages only; here `weight.guide` keeps the reference
 *   behind the guides instead).
 * Not mirrored, having no Algolia setting: the embedded engine weighs a question's words by how few
 * pages have them (Algolia counts matched words alike), reads a page's summary as a heading, and
 * lets near-duplicate sections of sibling pages give way (Algolia groups hits per page only).
 */
import type { Algoliasearch } from 'algoliasearch';
import { SEARCH_SYNONYMS } from '../../content/search-synonyms.ts';
import { DEFAULT_DISTINCT, FILLER_WORDS, isReferencePage, TYPO_MIN_LENGTH, type SearchRecord } from '../../src/shared/search.ts';

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
  // Words first (all of them, or as many as possible), then typos, then where they match, then guide before reference.
  ranking: ['words', 'typo', 'geo', 'filters', 'attribute', 'desc(weight.guide)', 'proximity', 'exact', 'custom'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  removeWordsIfNoResults: 'allOptional',
  optionalWords: [...FILLER_WORDS],
  minWordSizefor1Typo: TYPO_MIN_LENGTH.one,
  minWordSizefor2Typos: TYPO_MIN_LENGTH.two,
  ignorePlurals: ['en'],
  removeStopWords: ['en'],
  queryLanguages: ['en'],
  separatorsToIndex: '+#',
  camelCaseAttributes: ['hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'],
  attributeForDistinct: 'url_without_anchor',
  distinct: DEFAULT_DISTINCT,
};

/** The synonym list as Algolia synonym objects (objectIDs stable while the list's order stays). */
export function algoliaSynonyms(): SynonymHit[] {
  return SEARCH_SYNONYMS.map((entry, i) => ({ objectID: `synonym-${i + 1}`, ...entry }));
}

/** A record as Algolia gets it: the embedded index's, plus what only the Algolia ranking reads. */
export type AlgoliaRecord = Omit<SearchRecord, 'weight'> & { weight: SearchRecord['weight'] & { guide: 0 | 1 } };

/** The records with `weight.guide` (the embedded engine reads the URL instead, keeping its index small). */
export function algoliaRecords(records: SearchRecord[]): AlgoliaRecord[] {
  return records.map((record) => ({ ...record, weight: { ...record.weight, guide: isReferencePage(record.url_without_anchor) ? 0 : 1 } }));
}
