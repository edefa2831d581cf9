import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../../build/index.ts';
import { uploadConfig } from '../../build/search/upload.ts';
import type { SearchIndexFile, SearchRecord } from '../../src/shared/search.ts';

const root = join(import.meta.dirname, '../fixtures/valid');

async function records(out: string): Promise<SearchRecord[]> {
  await runBuild({ root, genDir: join(out, 'gen'), outDir: join(out, 'dist'), bundle: false });
  const dir = join(out, 'dist/docs/assets');
  const { readdir } = await import('node:fs/promises');
  const file = (await readdir(dir)).find((f) => f.startsWith('search-'))!;
  return (JSON.parse(await readFile(join(dir, file), 'utf8')) as SearchIndexFile).records;
}

describe('search records', () => {
  it('describes a page as DocSearch records: title, headings and content with their hierarchy', async () => {
    const all = await records(join(import.meta.dirname, '../fixtures/.out/search-a'));
    const page = all.filter((r) => r.url_without_anchor === '/docs/overview');
    expect(page[0]).toMatchObject({ type: 'lvl1', url: '/docs/overview', content: null, hierarchy: { lvl0: 'Docs', lvl1: 'Overview', lvl2: null }, language: 'en', version: ['current'] });
    expect(page.find((r) => r.type === 'lvl2')).toMatchObject({ url: '/docs/overview#details', hierarchy: { lvl1: 'Overview', lvl2: 'Details' } });
    expect(page.find((r) => r.type === 'lvl3')).toMatchObject({ url: '/docs/overview#deeper', hierarchy: { lvl2: 'Details', lvl3: 'Deeper' } });
    const intro = page.find((r) => r.type === 'content' && r.content?.startsWith('Intro with'))!;
    expect(intro).toMatchObject({ url: '/docs/overview', hierarchy: { lvl2: null } });
    const tip = page.find((r) => r.content?.includes('A tip with bold text'))!;
    expect(tip).toMatchObject({ type: 'content', url: '/docs/overview#details', hierarchy: { lvl2: 'Details' } });
    const code = page.find((r) => r.code)!;
    expect(code).toMatchObject({ type: 'content', content: 'const a = 1; const b = 2;' });
    const row = page.find((r) => r.content === '1 | 2');
    expect(row?.hierarchy.lvl4).toBe('Too deep for the TOC');
    // Sections come from the sidebar: the Guide category's pages are in 'Guide'.
    expect(all.find((r) => r.url === '/docs/guide/one')?.hierarchy.lvl0).toBe('Guide');
  });

  it('keeps objectIDs stable across builds of unchanged content', async () => {
    const first = await records(join(import.meta.dirname, '../fixtures/.out/search-a'));
    const second = await records(join(import.meta.dirname, '../fixtures/.out/search-b'));
    expect(second.map((r) => r.objectID)).toEqual(first.map((r) => r.objectID));
    expect(new Set(first.map((r) => r.objectID)).size).toBe(first.length);
  });
});

describe('search:upload', () => {
  it('refuses to run without the Algolia admin key, saying what is missing', () => {
    expect(() => uploadConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs' })).toThrow(/needs ALGOLIA_ADMIN_KEY/);
    expect(uploadConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_ADMIN_KEY: 'secret' })).toEqual({ appId: 'APP', adminKey: 'secret', indexName: 'docs' });
  });
});
