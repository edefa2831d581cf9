/**
 * Collects DocSearch-shaped records from a page: one per heading (`lvl1`…`lvl6`) and one per block
 * of text under it (`content`: paragraphs, list items, table rows with their column names, code blocks).
 */
import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { RECORD_CONSTANTS, recordLevel, recordObjectID, type Hierarchy, type RecordType, type SearchRecord } from '../../src/shared/search.ts';

export interface SearchRecordsOptions {
  path: string;
  title: string;
  /** The page's one-sentence summary (frontmatter): indexed as the page's first text. */
  description?: string;
  /** Docs deeper in the sidebar rank a little lower. */
  pageRank: number;
  /** Generated API pages: their `> signature` lines repeat the heading and type, so they are not indexed. */
  skipQuotes?: boolean;
}

const MAX_CONTENT = 600;
const BLOCKS = new Set(['p', 'li', 'pre', 'blockquote', 'dt', 'dd']);
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

const elements = (node: Element): Element[] => node.children.filter((child): child is Element => child.type === 'element');

/** The table's rows, in order, wherever they are (thead, tbody or the table itself). */
function rowsOf(node: Element): Element[] {
  return elements(node).flatMap((child) => (child.tagName === 'tr' ? [child] : rowsOf(child)));
}

/**
 * A table's rows as text, each cell named by its column ('Option: appUrl; Type: string; Default:
 * none'), so that a row read alone, as a search result shows it, still says what each cell is. The
 * header row is not a record of its own: its names are in every row.
 */
export function tableRows(table: Element): string[] {
  const rows = rowsOf(table).map((row) => elements(row).filter((cell) => cell.tagName === 'td' || cell.tagName === 'th'));
  const header = rows[0]?.every((cell) => cell.tagName === 'th') ? rows[0].map((cell) => clean(toString(cell))) : null;
  return (header ? rows.slice(1) : rows).map((cells) =>
    cells
      .map((cell, i) => [header?.[i], clean(toString(cell))])
      .filter(([, value]) => value)
      .map(([name, value]) => (name ? `${name}: ${value}` : value))
      .join('; '),
  );
}

const sectioned = new WeakMap<SearchRecord[], { section: string; records: SearchRecord[] }>();

/**
 * A page's records with its top-level section (Docs, Features, SDK…) as hierarchy.lvl0. Pages are
 * compiled before the sidebars are known, so the section is set here. The same records and section
 * give the same array, which watch mode's per-page index hashes rely on.
 */
export function inSection(records: SearchRecord[], section: string): SearchRecord[] {
  let entry = sectioned.get(records);
  if (entry?.section !== section) {
    entry = { section, records: records.map((record) => ({ ...record, hierarchy: { ...record.hierarchy, lvl0: section } })) };
    sectioned.set(records, entry);
  }
  return entry.records;
}

export default function rehypeSearchRecords(options: SearchRecordsOptions) {
  return (tree: Root, file: VFile) => {
    const records: SearchRecord[] = [];
    // lvl0, the page's top-level section, comes from the sidebars afterwards (inSection).
    const hierarchy: Hierarchy = { lvl0: '', lvl1: options.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    let anchor: string | null = null;
    let position = 0;

    const push = (type: RecordType, content: string | null, code = false) => {
      const url = anchor ? `${options.path}#${anchor}` : options.path;
      records.push({
        objectID: recordObjectID(options.path, position),
        url,
        url_without_anchor: options.path,
        anchor,
        type,
        hierarchy: { ...hierarchy },
        content,
        ...(code ? { code: true } : {}),
        language: RECORD_CONSTANTS.language,
        version: [RECORD_CONSTANTS.version],
        docusaurus_tag: RECORD_CONSTANTS.docusaurus_tag,
        weight: { level: recordLevel(type), position: position++, pageRank: options.pageRank },
      });
    };

    push('lvl1', null);
    // The summary says what the page is for in a reader's words: often what a question asks.
    if (options.description) push('content', clean(options.description).slice(0, MAX_CONTENT));
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type !== 'element') {
          // JSX components (cards, tabs, admonitions) keep their Markdown children in the tree.
          if ('children' in node && Array.isArray(node.children)) walk(node.children as RootContent[]);
          continue;
        }
        const el = node as Element;
        const level = /^h([2-6])$/.exec(el.tagName)?.[1];
        if (level) {
          const n = Number(level) as 2 | 3 | 4 | 5 | 6;
          hierarchy[`lvl${n}`] = clean(toString(el));
          for (let deeper = n + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper as 3 | 4 | 5 | 6}`] = null;
          anchor = typeof el.properties.id === 'string' ? el.properties.id : anchor;
          push(`lvl${n}`, null);
          continue;
        }
        if (el.tagName === 'blockquote' && options.skipQuotes) continue;
        if (el.tagName === 'table') {
          for (const row of tableRows(el)) if (row) push('content', row.slice(0, MAX_CONTENT));
          continue;
        }
        if (BLOCKS.has(el.tagName)) {
          const text = clean(toString(el));
          if (text) push('content', text.slice(0, MAX_CONTENT), el.tagName === 'pre');
          continue;
        }
        walk(el.children);
      }
    };
    walk(tree.children);
    file.data.searchRecords = records;
  };
}
