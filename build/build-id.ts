/**
 * The build id: a hash of everything that shapes a page's HTML (the generated manifests, the
 * worker and app sources, the locked dependencies). The worker keys its edge cache with it, so a
 * deploy that changes any of these never serves HTML cached by the previous one.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export async function buildId(root: string, generated: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const text of generated) hash.update(text).update('\0');
  const sources = [...(await filesUnder(join(root, 'worker'))), ...(await filesUnder(join(root, 'src'))), join(root, 'package-lock.json')].sort();
  const contents = await Promise.all(sources.map((file) => readFile(file)));
  sources.forEach((file, i) => hash.update(relative(root, file)).update('\0').update(contents[i]).update('\0'));
  return hash.digest('hex').slice(0, 16);
}
