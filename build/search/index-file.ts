/** Builds the MiniSearch index of all records and writes it, with the records, as one hashed JSON asset. */
import MiniSearch from 'minisearch';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { searchIndexOptions, type SearchIndexFile, type SearchRecord } from '../../src/shared/search.ts';

async function write(records: SearchRecord[], outDir: string, name?: string): Promise<string> {
  const search = new MiniSearch(searchIndexOptions);
  search.addAll(records.map((record, id) => ({ ...record, id })));
  const file: SearchIndexFile = { records, index: search.toJSON() };
  const json = JSON.stringify(file);
  name ??= `search-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, name), json);
  return `/docs/assets/${name}`;
}

/** Writes the index and returns its URL (named by the hash of the file). */
export function writeSearchIndex(records: SearchRecord[], outDir: string): Promise<string> {
  return write(records, outDir);
}

/**
 * Watch mode: the URL comes from the records alone and the index is built after the rebuild
 * returns (the worker reads it on the first query, not at reload). `written` settles when it is on disk.
 */
export function writeSearchIndexLater(records: SearchRecord[], outDir: string): { url: string; written: Promise<unknown> } {
  const name = `search-${createHash('sha256').update(JSON.stringify(records)).digest('hex').slice(0, 10)}.json`;
  const written = new Promise((resolve) => setImmediate(resolve)).then(() => write(records, outDir, name));
  written.catch((error: unknown) => console.error('[docs] search index not written:', error));
  return { url: `/docs/assets/${name}`, written };
}
