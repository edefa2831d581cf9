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
  /** The page and the record's place on it (`recordObjectID`): unique, and the same in every build while the page's records before it stay. */
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
  /** level: `recordLevel(type)`; position: the record's place on its page, from 0. */
  weight: { level: number; position: number; pageRank: number };
}

/** What every record holds alike (one language, one version): the build's records take it from here. */
export const RECORD_CONSTANTS = { language: 'en', version: 'current', docusaurus_tag: 'docs-default-current' } as const;

export const recordObjectID = (page: string, position: number): string => `${page}:${position}`;

/** Algolia's `weight.level` of DocSearch records: a page title 90, each heading level 10 less, text 0. */
export const recordLevel = (type: RecordType): number => (type === 'content' ? 0 : 100 - Number(type.slice(3)) * 10);

/**
 * A record as the index file stores it: without what every record holds alike, what follows from its
 * URL (its page and anchor), its type (its level) or its place in the file (its position and id), or
 * its hierarchy's empty levels; the page rank only on a page's title record, and only when not 0.
 * Each of those, on ~10,000 records, was a tenth to a fifth of the file the worker parses on its first
 * query (the ids, random hex, a fifth of the compressed file).
 */
export interface StoredRecord {
  url: string;
  type: RecordType;
  hierarchy: Partial<Hierarchy> & Pick<Hierarchy, 'lvl0' | 'lvl1'>;
  content: string | null;
  code?: boolean;
  pageRank?: number;
}

/** Records as the index file stores them. They must come page by page, each page's in order from its title record. */
export function storedRecords(records: SearchRecord[]): StoredRecord[] {
  let pageRank = 0;
  return records.map((record, i) => {
    const { url, type, hierarchy, content, code, weight } = record;
    const previous = records[i - 1];
    const position = previous?.url_without_anchor === record.url_without_anchor ? previous.weight.position + 1 : 0;
    if (position === 0) pageRank = weight.pageRank;
    if (weight.position !== position || (position === 0) !== (type === 'lvl1') || weight.level !== recordLevel(type) || weight.pageRank !== pageRank || record.objectID !== recordObjectID(record.url_without_anchor, position)) {
      throw new Error(`search record ${record.url} (${type}, position ${weight.position}) is out of its page's order`);
    }
    return {
      url,
      type,
      hierarchy: Object.fromEntries(Object.entries(hierarchy).filter(([, value]) => value !== null)) as StoredRecord['hierarchy'],
      content,
      ...(code ? { code: true } : {}),
      ...(type === 'lvl1' && weight.pageRank ? { pageRank: weight.pageRank } : {}),
    };
  });
}

/**
 * The word index as the index file holds it: what MiniSearch's serialized index of the records says
 * (build/search/index-file.ts), as flat arrays of numbers that JSON parses into packed arrays and the
 * worker reads without a string key per record and word (worker/search/term-index.ts). Fields are in
 * FIELD_BOOSTS order; records are positions in the file's records.
 */
export interface WordIndex {
  documentCount: number;
  /** Per field, its average length in words. */
  averageFieldLength: number[];
  /** Per record and field (at record * fields + field), the field's length in words. */
  fieldLength: number[];
  /** Index words, in MiniSearch's serialized order (its radix tree is filled in this order). */
  terms: string[];
  /** Per word, then per field: how many records hold the word in that field, then each record and the word's count there. */
  postings: number[];
}

export interface SearchIndexFile {
  records: StoredRecord[];
  index: WordIndex;
}

/** The index file's records, whole again. */
export function readIndexFile(json: string): { records: SearchRecord[]; index: WordIndex } {
  const file = JSON.parse(json) as SearchIndexFile;
  return { records: readRecords(file.records), index: file.index };
}

/** Records as the index file stores them, whole again. */
export function readRecords(stored: StoredRecord[]): SearchRecord[] {
  let position = 0;
  let pageRank = 0;
  return stored.map((record): SearchRecord => {
    const hash = record.url.indexOf('#');
    const page = hash < 0 ? record.url : record.url.slice(0, hash);
    if (record.type === 'lvl1') {
      position = 0;
      pageRank = record.pageRank ?? 0;
    }
    const h = record.hierarchy;
    // Every level, always in this order: records of one shape keep the engine's hot loops fast.
    const hierarchy: Hierarchy = { lvl0: h.lvl0, lvl1: h.lvl1, lvl2: h.lvl2 ?? null, lvl3: h.lvl3 ?? null, lvl4: h.lvl4 ?? null, lvl5: h.lvl5 ?? null, lvl6: h.lvl6 ?? null };
    return {
      objectID: recordObjectID(page, position),
      url: record.url,
      url_without_anchor: page,
      anchor: hash < 0 ? null : record.url.slice(hash + 1),
      type: record.type,
      hierarchy,
      content: record.content,
      ...(record.code ? { code: true } : {}),
      language: RECORD_CONSTANTS.language,
      version: [RECORD_CONSTANTS.version],
      docusaurus_tag: RECORD_CONSTANTS.docusaurus_tag,
      weight: { level: recordLevel(record.type), position: position++, pageRank },
    };
  });
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
    'these they this to was we were what when where which who why will with would you your ' +
    // Pronouns and auxiliaries: in the index only, a query's last word half typed ('themse') would
    // find them as a prefix instead of the word meant ('themes').
    'also am been being did had has have having he her herself him himself his itself myself ourselves she so than themselves too us very yourself yourselves').split(' '),
);

/**
 * Words of questions that say little of what is asked ('how to get…', 'can I use…'): indexed, since
 * they are words of the docs too, but counting little in a query (the embedded engine) or optional
 * (Algolia's optionalWords), so the rarer words of a question decide.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  ('get use using make see want need way work possible able any some ' +
    // Prepositions and quantifiers that only frame a question ('between two computers').
    'about after before between both each every other another one two three more most same such just really instead').split(' '),
);

/**
 * Words: runs of letters and digits, so punctuation and symbols separate them (`?template=react`
 * is `template` and `react`). A trailing `++` or a `#` that ends a word stays (C++, C#, F#).
 */
export const WORD = /[\p{L}\p{N}]+(?:\+\+|#(?![\p{L}\p{N}]))?/gu;
export const tokenize = (text: string): string[] => text.match(WORD) ?? [];

/** A camelCase or PascalCase identifier's words ('fontSize' → 'font', 'Size'; 'HTMLElement' → 'HTML', 'Element'); none for a plain word. */
const CAMEL_PARTS = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;
const camelParts = (token: string): string[] => {
  if (!/\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u.test(token)) return [];
  return token.match(CAMEL_PARTS) ?? [];
};

/**
 * A guide page's text with the words inside its identifiers added, so a reader who types 'font size'
 * finds the section on the `fontSize` option. Not for the API reference, which is all identifiers
 * and would then answer everyday questions ahead of the guides; nor for queries, so a typed
 * identifier still finds itself whole.
 */
const withIdentifierWords = (text: string, record: SearchRecord): string => {
  if (isReferencePage(record.url_without_anchor)) return text;
  const parts = tokenize(text).flatMap(camelParts);
  return parts.length ? `${text} ${parts.join(' ')}` : text;
};

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
  // 'added' → 'add', but not 'need' or 'used'.
  else if (w.endsWith('ed') && (w.length - 2 >= 4 || /([^aeiouy])\1$/.test(w.slice(0, -2))) && VOWEL.test(w.slice(0, -2))) w = undouble(w.slice(0, -2));
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
        return record.type !== 'lvl1' && record.type !== 'content' ? withIdentifierWords(record.hierarchy[record.type] ?? '', record) : '';
      case 'content':
        return record.code ? '' : withIdentifierWords(record.content ?? '', record);
      case 'code':
        return record.code ? (record.content ?? '') : '';
      default:
        return '';
    }
  },
};
