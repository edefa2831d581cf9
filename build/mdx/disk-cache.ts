/**
 * Compiled pages kept on disk between builds (`node_modules/.cache/livecodes-docs/mdx/`), so a
 * build after `npm start` or `npm test` compiles only the pages that changed. An entry's key covers
 * everything a page's output depends on: its source and build-time data (cards, site
 * settings, component names) and the compiler itself (the build's source files, the MDX components,
 * the shared code and data they import, and the lockfile, for the versions of MDX, shiki and the
 * plugins). Failed compiles are never stored.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashFiles } from '../hash-files.ts';
import type { CompiledDoc } from './compile.ts';

/** What the compiler is made of, relative to the project root. */
const COMPILER_INPUTS = ['build', 'src/mdx', 'src/shared', 'content/data', 'package-lock.json'];

/** A hash of the compiler's own files: any change to them makes every entry stale. */
export async function compilerFingerprint(projectRoot: string): Promise<string> {
  return (await hashFiles(createHash('sha256'), projectRoot, COMPILER_INPUTS)).digest('hex');
}

export interface DiskCache {
  /** Whether entries for this compiler exist: if not, every page will be compiled. */
  warm: boolean;
  get(key: string): Promise<CompiledDoc | undefined>;
  set(key: string, doc: CompiledDoc): Promise<void>;
  /** Removes the entries this build did not use (pages deleted or changed since) and other compilers' entries. */
  prune(): Promise<void>;
}

/** Entries live in a folder per compiler fingerprint under `baseDir`. */
export async function openDiskCache(baseDir: string, fingerprint: string): Promise<DiskCache> {
  const name = fingerprint.slice(0, 16);
  const dir = join(baseDir, name);
  const warm = (await readdir(dir).catch(() => [])).length > 0;
  const used = new Set<string>();
  const file = (key: string) => join(dir, `${key}.json`);
  return {
    warm,
    async get(key) {
      used.add(key);
      try {
        return JSON.parse(await readFile(file(key), 'utf8')) as CompiledDoc;
      } catch {
        return undefined; // missing or unreadable: compile again
      }
    },
    async set(key, doc) {
      used.add(key);
      await mkdir(dir, { recursive: true });
      // Written under a temporary name first: an interrupted build never leaves half an entry.
      const temp = `${file(key)}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(doc));
      await rename(temp, file(key));
    },
    async prune() {
      const stale = (await readdir(dir).catch(() => [] as string[])).filter((entry) => !used.has(entry.replace(/\.json$/, ''))).map((entry) => join(dir, entry));
      const otherCompilers = (await readdir(baseDir).catch(() => [] as string[])).filter((entry) => entry !== name).map((entry) => join(baseDir, entry));
      await Promise.all([...stale, ...otherCompilers].map((path) => rm(path, { recursive: true, force: true })));
    },
  };
}
