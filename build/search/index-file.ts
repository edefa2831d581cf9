/** The search index: MiniSearch's index of all records, with the records, as one JSON asset named by a hash of the records. */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storedRecords, type SearchIndexFile, type SearchRecord } from '../../src/shared/search.ts';
import { serializedIndex, wordIndex } from './word-index.ts';

export interface SearchIndex {
  /** Where the worker finds the file (under /docs/assets/). */
  url: string;
  records: SearchRecord[];
}

/** The index of `records` and its URL. The URL comes from the records alone (the index is made from them), so it is known before the index is built. */
export function searchIndexFile(records: SearchRecord[]): SearchIndex {
  const hash = createHash('sha256').update(JSON.stringify(records)).digest('hex').slice(0, 10);
  return { url: `/docs/assets/search-${hash}.json`, records };
}

const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** The newest index written into each folder: the one file a removal of stale ones keeps. */
const newest = new Map<string, string>();

/**
 * Builds and writes the index into `outDir` (the folder served at /docs/assets/). Other index files
 * there (earlier rebuilds' in watch mode) are removed a few seconds later, not at once: wrangler dev
 * lists the assets folder on every reload, and a file removed between its listing and its stat crashes it.
 * What is stale is decided when the removal runs, so an edit undone within those seconds keeps its index.
 */
export async function writeSearchIndex({ url, records }: SearchIndex, outDir: string): Promise<void> {
  const file: SearchIndexFile = { records: storedRecords(records), index: wordIndex(serializedIndex(records)) };
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, fileName(url)), JSON.stringify(file));
  newest.set(outDir, fileName(url));
  if ((await staleIndexes(outDir)).length) setTimeout(() => void removeStaleIndexes(outDir), 5_000).unref();
}

const staleIndexes = async (outDir: string) =>
  (await readdir(outDir).catch(() => [])).filter((name) => /^search-[0-9a-f]+\.json$/.test(name) && name !== newest.get(outDir));

async function removeStaleIndexes(outDir: string): Promise<void> {
  await Promise.all((await staleIndexes(outDir)).map((name) => rm(join(outDir, name), { force: true })));
}
