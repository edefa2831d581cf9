/** Builds the MiniSearch index of all records and writes it, with the records, as one hashed JSON asset. */
import MiniSearch from 'minisearch';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { searchIndexOptions, type SearchIndexFile, type SearchRecord } from '../../src/shared/search.ts';

export async function writeSearchIndex(records: SearchRecord[], outDir: string): Promise<string> {
  const search = new MiniSearch(searchIndexOptions);
  search.addAll(records.map((record, id) => ({ ...record, id })));
  const file: SearchIndexFile = { records, index: search.toJSON() };
  const json = JSON.stringify(file);
  const name = `search-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, name), json);
  return `/docs/assets/${name}`;
}
