/** Builds the MiniSearch index of all records and writes it, with the records, as one hashed JSON asset. */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storedRecords, type SearchIndexFile, type SearchRecord } from '../../src/shared/search.ts';
import { serializedIndex, wordIndex } from './word-index.ts';

async function write(records: SearchRecord[], outDir: string, name?: string): Promise<string> {
  const file: SearchIndexFile = { records: storedRecords(records), index: wordIndex(serializedIndex(records)) };
  // Encoded once, for the hash and the file: the index is some 4 MB of text.
  const bytes = Buffer.from(JSON.stringify(file));
  name ??= `search-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.json`;
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, name), bytes);
  return `/docs/assets/${name}`;
}

/** Writes the index and returns its URL (named by the hash of the file). */
export function writeSearchIndex(records: SearchRecord[], outDir: string): Promise<string> {
  return write(records, outDir);
}

/** Hash of a page's records, by the records' array: watch mode reuses a page's compiled result, so only edited pages are hashed again. */
const recordsHash = new WeakMap<SearchRecord[], string>();
/** An output folder's index files: the latest rebuild's, the write in progress, the pending removal of stale ones. */
interface IndexFolder {
  latest: string;
  writing: Promise<unknown>;
  cleanup?: NodeJS.Timeout;
}
const folders = new Map<string, IndexFolder>();

/**
 * Stale indexes are removed once rebuilds have been quiet this long, not at once: wrangler dev lists
 * the assets folder on every reload, and a file removed between its listing and its stat crashes it
 * (ENOENT, seen in test/browser/watch-mode.test.ts). A rebuild and its index both trigger reloads.
 */
const STALE_REMOVAL_DELAY_MS = 5_000;

function removeStaleLater(outDir: string, folder: IndexFolder): void {
  clearTimeout(folder.cleanup);
  folder.cleanup = setTimeout(async () => {
    try {
      const stale = (await readdir(outDir)).filter((file) => /^search-[0-9a-f]+\.json$/.test(file) && file !== folder.latest);
      await Promise.all(stale.map((file) => rm(join(outDir, file), { force: true })));
    } catch (error) {
      console.error('[docs] stale search indexes not removed:', error);
    }
  }, STALE_REMOVAL_DELAY_MS);
  folder.cleanup.unref(); // never what keeps a process alive
}

/**
 * Watch mode: the URL comes from the pages' records alone, and `write` builds and writes the index
 * once called, which runBuild does after it returns (the worker reads the index on the first query,
 * not at reload, and building it would hold up the rebuild's own awaits).
 */
export function searchIndexLater(pages: SearchRecord[][], outDir: string): { url: string; write: () => Promise<unknown> } {
  const hash = createHash('sha256');
  for (const records of pages) {
    let pageHash = recordsHash.get(records);
    if (!pageHash) recordsHash.set(records, (pageHash = createHash('sha256').update(JSON.stringify(records)).digest('hex')));
    hash.update(pageHash);
  }
  const name = `search-${hash.digest('hex').slice(0, 10)}.json`;
  const later = () => {
    // One write at a time, skipped once a later rebuild has its own; then every other index goes
    // (later, see STALE_REMOVAL_DELAY_MS): each is several megabytes, an edit makes a new one, and
    // only the latest is in assets.json.
    const folder: IndexFolder = folders.get(outDir) ?? { latest: '', writing: Promise.resolve() };
    folders.set(outDir, folder);
    folder.latest = name;
    const written = folder.writing
      .then(() => (name === folder.latest ? write(pages.flat(), outDir, name) : undefined))
      .then((url) => {
        removeStaleLater(outDir, folder);
        return url;
      });
    folder.writing = written.catch((error: unknown) => console.error('[docs] search index not written:', error));
    return written;
  };
  return { url: `/docs/assets/${name}`, write: later };
}
