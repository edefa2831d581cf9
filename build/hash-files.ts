/** Hashing a set of project files by path and content: the build id and the compile cache's compiler fingerprint. */
import type { Hash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The files under `path` (a folder, read recursively, or a single file); none if it does not exist. */
async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return null;
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries === null) return [path];
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Feeds `hash` every file under `paths` (relative to `root`), in a stable order, each as its relative path and its content. */
export async function hashFiles(hash: Hash, root: string, paths: string[]): Promise<Hash> {
  const files = (await Promise.all(paths.map((path) => filesUnder(join(root, path))))).flat().sort();
  const contents = await Promise.all(files.map((file) => readFile(file)));
  files.forEach((file, i) => hash.update(relative(root, file).split(sep).join('/')).update('\0').update(contents[i]).update('\0'));
  return hash;
}
