/**
 * Compiled pages kept on disk between builds (`node_modules/.cache/livecodes-docs/mdx/`), so a
 * build after `npm start` or `npm test` compiles only the pages that changed. The entries live in
 * one file per compiler fingerprint (the build's code, the shared code and data it imports, the
 * lockfile, and V8's version, whose serialization format stores them), read once and written once
 * per build. Failed compiles are never stored, and a cache that cannot be read or written only costs time.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { hashFiles } from '../hash-files.ts';
import type { CompiledDoc } from './compile.ts';

/**
 * What the compiler is made of, relative to the project root. Not the MDX components: a compiled
 * page holds their names only, which are part of each entry's key (build/mdx/compile.ts).
 */
const COMPILER_INPUTS = ['build', 'src/shared', 'content/data', 'package-lock.json'];

/** Where the compile cache of the content tree at `root` lives (in `project`'s node_modules): each tree has its own. */
export function compileCacheDir(root: string, project: string): string {
  return join(project, 'node_modules/.cache/livecodes-docs/mdx', createHash('sha256').update(resolve(root)).digest('hex').slice(0, 16));
}

/** A hash of the compiler's own files and of the V8 that stores the entries: any change to them makes every entry stale. */
export async function compilerFingerprint(projectRoot: string): Promise<string> {
  return (await hashFiles(createHash('sha256').update(`v8 ${process.versions.v8}\n`), projectRoot, COMPILER_INPUTS)).digest('hex');
}

export interface DiskCache {
  get(key: string): CompiledDoc | undefined;
  /** Records that this build uses `doc` under `key` (found here, or just compiled). */
  use(key: string, doc: CompiledDoc): void;
  /** Writes the entries used since the last save, and only those, and removes other compilers' files. */
  save(): Promise<void>;
}

/** Reads this compiler's entries from `baseDir` (none if its file is missing or damaged: every page is then compiled). */
export async function openDiskCache(baseDir: string, fingerprint: string): Promise<DiskCache> {
  const name = `${fingerprint.slice(0, 16)}.v8`;
  const file = join(baseDir, name);
  const parsed: unknown = await readFile(file)
    .then(deserialize)
    .catch(() => null);
  let stored: Map<string, CompiledDoc> = parsed instanceof Map ? parsed : new Map();
  let used = new Map<string, CompiledDoc>();
  return {
    get: (key) => stored.get(key) ?? used.get(key),
    use: (key, doc) => void used.set(key, doc),
    async save() {
      stored = used;
      used = new Map();
      try {
        await mkdir(baseDir, { recursive: true });
        // Written under a temporary name first: an interrupted build never leaves half a file.
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, serialize(stored));
        await rename(temp, file);
        const others = (await readdir(baseDir)).filter((entry) => entry !== name);
        await Promise.all(others.map((entry) => rm(join(baseDir, entry), { recursive: true, force: true })));
      } catch {
        // Nothing lost but time: the next build compiles what it cannot find.
      }
    },
  };
}
