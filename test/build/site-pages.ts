/** Every MDX page the site builds, for the tests that hold a patched dependency to the stock one on all of them. */
import { join } from 'node:path';
import { expect } from 'vitest';
import { cachedApiDocs } from '../../build/api/generate.ts';
import { listMdx } from '../../build/content.ts';

const root = join(import.meta.dirname, '../..');

/** The site's own pages and the API reference's, read where TypeDoc's output is cached. */
export async function sitePageFiles(): Promise<string[]> {
  const apiDir = await cachedApiDocs();
  expect(apiDir, 'the API pages, which `npm run build` generates').not.toBeNull();
  return [...(await listMdx(join(root, 'content/docs'))), ...(await listMdx(apiDir!))];
}
