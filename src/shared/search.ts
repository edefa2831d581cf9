/**
 * Search records (DocSearch-shaped) and the MiniSearch options shared by the build, which indexes
 * them, and the worker, which loads the index: both must use the exact same fields and tokenizer.
 */
import type { Options } from 'minisearch';

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  /** Stable across builds while the page, position type and text stay the same. */
  objectID: string;
  /** Route plus heading anchor, e.g. `/docs/features/share#short-url`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Text under the deepest heading (paragraph, list item, table row or code); null for heading records. */
  content: string | null;
  /** Code blocks are indexed with a lower weight. */
  code?: boolean;
  language: string;
  version: string[];
  docusaurus_tag: string;
  weight: { level: number; position: number; pageRank: number };
}

/** What every record holds alike (one language, one version): the build's records take it from here. */
export const RECORD_CONSTANTS = { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' } as const;

/**
 * A record as the index file stores it: without what every record holds alike, what follows from its
 * URL (its page and anchor), or its hierarchy's empty levels. Each of those, on ~10,000 records, was
 * about a fifth of the file the worker parses on its first query.
 */
export type StoredRecord = Omit<SearchRecord, 'url_without_anchor' | 'anchor' | 'hierarchy' | 'language' | 'version' | 'docusaurus_tag'> & {
  hierarchy: Partial<Hierarchy> & Pick<Hierarchy, 'lvl0' | 'lvl1'>;
};

export function storedRecord({ url_without_anchor: _page, anchor: _anchor, language: _language, version: _version, docusaurus_tag: _tag, hierarchy, ...rest }: SearchRecord): StoredRecord {
  return { ...rest, hierarchy: Object.fromEntries(Object.entries(hierarchy).filter(([, value]) => value !== null)) as StoredRecord['hierarchy'] };
}

export function fullRecord(stored: StoredRecord): SearchRecord {
  const hash = stored.url.indexOf('#');
  const h = stored.hierarchy;
  // Every level, always in this order: records of one shape keep the engine's hot loops fast.
  const hierarchy: Hierarchy = { lvl0: h.lvl0, lvl1: h.lvl1, lvl2: h.lvl2 ?? null, lvl3: h.lvl3 ?? null, lvl4: h.lvl4 ?? null, lvl5: h.lvl5 ?? null, lvl6: h.lvl6 ?? null };
  return {
    objectID: stored.objectID,
    url: stored.url,
    url_without_anchor: hash < 0 ? stored.url : stored.url.slice(0, hash),
    anchor: hash < 0 ? null : stored.url.slice(hash + 1),
    type: stored.type,
    hierarchy,
    content: stored.content,
    ...(stored.code ? { code: true } : {}),
    language: RECORD_CONSTANTS.language,
    version: [RECORD_CONSTANTS.version],
    docusaurus_tag: RECORD_CONSTANTS.docusaurus_tag,
    weight: stored.weight,
  };
}

export interface SearchIndexFile {
  records: StoredRecord[];
  /** MiniSearch.toJSON() of the records, ids being positions in `records`. */
  index: unknown;
}

/** The index file's records, whole again. */
export function readIndexFile(json: string): { records: SearchRecord[]; index: unknown } {
  const file = JSON.parse(json) as SearchIndexFile;
  return { records: file.records.map(fullRecord), index: file.index };
}

/**
 * The generated API reference (Config, EmbedOptions…): its headings repeat the names of guide pages
 * (`tailwindcss`, `python`), so it steps back behind the guide page a query names, in the embedded
 * engine and in the Algolia settings.
 */
export const isReferencePage = (url: string): boolean => url.startsWith('/docs/api/');

type Indexed = SearchRecord & { id: number };

/** At most this many hits of one page, shown together (the embedded engine and the Algolia settings). */
export const DEFAULT_DISTINCT = 3;

/** Typo tolerance: one typo in words of this many letters, two in longer ones (Algolia's minWordSizefor1Typo/2Typos). */
export const TYPO_MIN_LENGTH = { one: 5, two: 8 } as const;

/** Titles outrank headings, which outrank text; code counts least. */
export const FIELD_BOOSTS = { title: 6, headings: 3, content: 1, code: 0.4 } as const;

/**
 * Words too common to help, question words included ('how do I …'): dropping them keeps the index
 * small and lets a question match the page that answers it.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ('a an and are as at be by can could do does for from how i if in into is it its me my of on or our should that the their them then there ' +
    'these they this to was we were what when where which who why will with would you your').split(' '),
);

/**
 * Words: runs of letters and digits, so punctuation and symbols separate them (`?template=react`
 * is `template` and `react`). A trailing `++` or a `#` that ends a word stays (C++, C#, F#).
 */
export const tokenize = (text: string): string[] => text.match(/[\p{L}\p{N}]+(?:\+\+|#(?![\p{L}\p{N}]))?/gu) ?? [];

const VOWEL = /[aeiouy]/;
/** A doubled final consonant, as in 'embedd' or 'sett' (not ll, ss, zz: 'install', 'class'). */
const undouble = (stem: string) => (stem.length > 3 && /([^aeiouylsz])\1$/.test(stem) ? stem.slice(0, -1) : stem);

/**
 * A light English stemmer, the same on both sides: plurals ('templates' → 'template'), -ing and
 * -ed ('adding' → 'add', 'embedded' → 'embed', 'hosting' → 'host'), then a final e, so 'share',
 * 'shared' and 'sharing' meet. Short words and words without a vowel left ('string') stay.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length - 3 >= 3 && VOWEL.test(w.slice(0, -3))) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length - 2 >= 4 && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/** A word as the index holds it: lower case and singular; null for a stop word. */
export function normalizeTerm(word: string): string | null {
  const lower = word.toLowerCase();
  return STOP_WORDS.has(lower) ? null : stem(lower);
}

/** The page's own name in its URL (`tailwindcss`, `gh-action`), searched with the title. */
const slug = (path: string) => path.replace(/\/$/, '').split('/').pop()!;

export const searchIndexOptions: Options<Indexed> = {
  tokenize,
  processTerm: normalizeTerm,
  idField: 'id',
  fields: Object.keys(FIELD_BOOSTS),
  storeFields: [],
  // Each record is found by its own text: a page title, a heading, or a block under a heading;
  // the engine joins a record with its title and headings when it ranks (worker/search/engine.ts).
  extractField(record, field) {
    switch (field) {
      case 'id':
        return String(record.id);
      case 'title':
        return record.type === 'lvl1' ? `${record.hierarchy.lvl1} ${slug(record.url_without_anchor)}` : '';
      case 'headings':
        return record.type !== 'lvl1' && record.type !== 'content' ? (record.hierarchy[record.type] ?? '') : '';
      case 'content':
        return record.code ? '' : (record.content ?? '');
      case 'code':
        return record.code ? (record.content ?? '') : '';
      default:
        return '';
    }
  },
};
