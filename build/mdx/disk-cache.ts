/**
 * Compiled pages kept on disk between builds (`node_modules/.cache/livecodes-docs/mdx/`), so a
 * build after `npm start` or `npm test` compiles only the pages that changed. An entry's key covers
 * everything a page's output depends on: its source and build-time data (cards, site
 * settings, component names) and the compiler itself (the build's source files, the MDX components,
 * the shared code and data they import, and the lockfile, for the versions of MDX, shiki and the
 * plugins). Failed compiles are never stored.
 *
 * The entries live in one file per compiler, read once when the build starts and written once when
 * it ends: a file per page meant creating hundreds of files per build, which on this project's
 * machines cost more CPU than the compile it saved for some pages (bench/README.md). The file holds
 * the entries in V8's serialization format (`node:v8`), not JSON: the entries are 10 MB of text, and
 * a clean build, which writes them all, spent about 290 ms of its main thread turning them into JSON
 * and that into UTF-8, against about 90 ms to serialize them (reading them back is faster too).
 * That format may change with V8, so V8's version is part of the compiler's fingerprint.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { hashFiles } from '../hash-files.ts';
import type { CompiledDoc } from './compile.ts';

/** What the compiler is made of, relative to the project root. */
const COMPILER_INPUTS = ['build', 'src/mdx', 'src/shared', 'content/data', 'package-lock.json'];

/** A hash of the compiler's own files and of the V8 that stores the entries: any change to them makes every entry stale. */
export async function compilerFingerprint(projectRoot: string): Promise<string> {
  return (await hashFiles(createHash('sha256').update(`v8 ${process.versions.v8}\n`), projectRoot, COMPILER_INPUTS)).digest('hex');
}

/** A cache file's name: the compiler's fingerprint, then this. */
export const CACHE_FILE_EXTENSION = '.v8';

export interface DiskCache {
  /** Whether entries for this compiler exist: if not, every page will be compiled. */
  warm: boolean;
  get(key: string): CompiledDoc | undefined;
  /** Records that this build uses `doc` under `key` (found here, in memory, or just compiled). */
  use(key: string, doc: CompiledDoc): void;
  /**
   * Writes the entries used since the last save, and only those (pages deleted or changed since are
   * dropped), and removes other compilers' files. The cache only saves time: a cache that cannot
   * be written (full disk, read-only folder) fails no build.
   */
  save(): Promise<void>;
}

/** Reads this compiler's entries from `baseDir` (none if its file is missing or damaged: every page is then compiled). */
export async function openDiskCache(baseDir: string, fingerprint: string): Promise<DiskCache> {
  const name = `${fingerprint.slice(0, 16)}${CACHE_FILE_EXTENSION}`;
  const file = join(baseDir, name);
  const parsed: unknown = await readFile(file)
    .then(deserialize)
    .catch(() => null);
  let stored: Map<string, CompiledDoc> = parsed instanceof Map ? parsed : new Map();
  let used = new Map<string, CompiledDoc>();
  return {
    warm: stored.size > 0,
    get: (key) => stored.get(key),
    use: (key, doc) => void used.set(key, doc),
    async save() {
      const entries = used;
      used = new Map();
      stored = entries;
      try {
        await mkdir(baseDir, { recursive: true });
        // Written under a temporary name first: an interrupted build never leaves half a file.
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, serialize(entries));
        await rename(temp, file);
        const others = (await readdir(baseDir)).filter((entry) => entry !== name);
        await Promise.all(others.map((entry) => rm(join(baseDir, entry), { recursive: true, force: true })));
      } catch {
        // Nothing lost but time: the next build compiles what it cannot find.
      }
    },
  };
}
