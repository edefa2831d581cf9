/**
 * The build id: a hash of everything that shapes a page's HTML (the generated manifests and page
 * bodies, the worker and app sources, the locked dependencies). The worker keys its edge cache with it, so a
 * deploy that changes any of these never serves HTML cached by the previous one.
 */
import { createHash } from 'node:crypto';
import { hashFiles } from './hash-files.ts';

export async function buildId(root: string, generated: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const text of generated) hash.update(text).update('\0');
  return (await hashFiles(hash, root, ['worker', 'src', 'package-lock.json'])).digest('hex').slice(0, 16);
}
