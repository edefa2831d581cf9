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

export interface SearchIndexFile {
  records: SearchRecord[];
  /** MiniSearch.toJSON() of the records, ids being positions in `records`. */
  index: unknown;
}

type Indexed = SearchRecord & { id: number };

/** Titles outrank headings, which outrank text; code counts least. */
export const FIELD_BOOSTS = { title: 6, headings: 3, content: 1, code: 0.4 } as const;

/** Words too common to help; dropping them keeps the index small and common queries fast. */
export const STOP_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'if', 'in', 'into', 'is', 'it', 'its', 'of', 'on', 'or', 'that', 'the', 'their', 'then', 'there', 'these', 'this', 'to', 'was', 'were', 'will', 'with', 'you', 'your']);

export const searchIndexOptions: Options<Indexed> = {
  processTerm: (term) => {
    const lower = term.toLowerCase();
    return STOP_WORDS.has(lower) ? null : lower;
  },
  idField: 'id',
  fields: Object.keys(FIELD_BOOSTS),
  storeFields: [],
  // Each record is found by its own text: a page title, a heading, or a block under a heading.
  extractField(record, field) {
    switch (field) {
      case 'id':
        return String(record.id);
      case 'title':
        return record.type === 'lvl1' ? record.hierarchy.lvl1 : '';
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
