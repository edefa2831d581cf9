import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from '../../build/index.ts';
import { algoliaRecords, algoliaSynonyms } from '../../build/search/algolia-settings.ts';
import { pushIndex, uploadConfig } from '../../build/search/upload.ts';
import { SEARCH_SYNONYMS } from '../../content/search-synonyms.ts';
import { DEFAULT_DISTINCT, FILLER_WORDS, readIndexFile, TYPO_MIN_LENGTH, type SearchRecord } from '../../src/shared/search.ts';

const root = join(import.meta.dirname, '../fixtures/valid');

async function records(out: string): Promise<SearchRecord[]> {
  await runBuild({ root, genDir: join(out, 'gen'), outDir: join(out, 'dist'), bundle: false });
  const dir = join(out, 'dist/docs/assets');
  const { readdir } = await import('node:fs/promises');
  const file = (await readdir(dir)).find((f) => f.startsWith('search-'))!;
  // Read as the worker reads them: what the file leaves out is put back.
  return readIndexFile(await readFile(join(dir, file), 'utf8')).records;
}

describe('search records', () => {
  it('describes a page as DocSearch records: title, headings and content with their hierarchy', async () => {
    const all = await records(join(import.meta.dirname, '../fixtures/.out/search-a'));
    const page = all.filter((r) => r.url_without_anchor === '/docs/overview');
    expect(page[0]).toMatchObject({ type: 'lvl1', url: '/docs/overview', content: null, hierarchy: { lvl0: 'Docs', lvl1: 'Overview', lvl2: null }, language: 'en', version: ['current'] });
    expect(page.find((r) => r.type === 'lvl2')).toMatchObject({ url: '/docs/overview#details', hierarchy: { lvl1: 'Overview', lvl2: 'Details' } });
    expect(page.find((r) => r.type === 'lvl3')).toMatchObject({ url: '/docs/overview#deeper', hierarchy: { lvl2: 'Details', lvl3: 'Deeper' } });
    // The page's description is its first text, for questions its summary answers.
    expect(page[1]).toMatchObject({ type: 'content', url: '/docs/overview', content: 'The fixture overview.' });
    const intro = page.find((r) => r.type === 'content' && r.content?.startsWith('Intro with'))!;
    expect(intro).toMatchObject({ url: '/docs/overview', hierarchy: { lvl2: null } });
    const tip = page.find((r) => r.content?.includes('A tip with bold text'))!;
    expect(tip).toMatchObject({ type: 'content', url: '/docs/overview#details', hierarchy: { lvl2: 'Details' } });
    const code = page.find((r) => r.code)!;
    expect(code).toMatchObject({ type: 'content', content: 'const a = 1; const b = 2;' });
    // A table row names each cell by its column, so a row read alone in a result says what it is; the header row is in every row, not a record of its own.
    const row = page.find((r) => r.content === 'a: 1; b: 2');
    expect(row?.hierarchy.lvl4).toBe('Too deep for the TOC');
    expect(page.filter((r) => ['a | b', 'a; b', 'a', 'b'].includes(r.content ?? ''))).toEqual([]);
    // Sections come from the sidebar: the Guide category's pages are in 'Guide'.
    expect(all.find((r) => r.url === '/docs/guide/one')?.hierarchy.lvl0).toBe('Guide');
  });

  it("reads back what the index file leaves out: each record's id, level, position and page rank", async () => {
    const all = await records(join(import.meta.dirname, '../fixtures/.out/search-a'));
    const overview = all.filter((r) => r.url_without_anchor === '/docs/overview');
    expect(overview.map((r) => r.weight.position)).toEqual(overview.map((_, i) => i));
    expect(overview.map((r) => r.objectID)).toEqual(overview.map((_, i) => `/docs/overview:${i}`));
    expect(overview[0].weight).toMatchObject({ level: 90, pageRank: 1 });
    expect(overview.find((r) => r.type === 'lvl2')?.weight.level).toBe(80);
    expect(overview.find((r) => r.type === 'content')?.weight.level).toBe(0);
    // Deeper in the sidebar, a lower page rank, on every record of the page.
    expect(new Set(all.filter((r) => r.url_without_anchor === '/docs/guide/one').map((r) => r.weight.pageRank))).toEqual(new Set([0]));
  });

  it('keeps objectIDs stable across builds of unchanged content', async () => {
    const first = await records(join(import.meta.dirname, '../fixtures/.out/search-a'));
    const second = await records(join(import.meta.dirname, '../fixtures/.out/search-b'));
    expect(second.map((r) => r.objectID)).toEqual(first.map((r) => r.objectID));
    expect(new Set(first.map((r) => r.objectID)).size).toBe(first.length);
  });
});

describe('search:upload', () => {
  it('gives Algolia the embedded engine\'s relevance: hierarchy first, typo sizes, grouping per page and the same synonyms', async () => {
    const calls: { method: string; args: Record<string, unknown> }[] = [];
    const client = {
      setSettings: async (args: Record<string, unknown>) => void calls.push({ method: 'setSettings', args }),
      saveSynonyms: async (args: Record<string, unknown>) => void calls.push({ method: 'saveSynonyms', args }),
      replaceAllObjects: async (args: Record<string, unknown>) => (calls.push({ method: 'replaceAllObjects', args }), { batchResponses: [{}] }),
    };
    const all = await records(join(import.meta.dirname, '../fixtures/.out/search-upload'));
    expect(await pushIndex(client as never, 'docs', all)).toBe(1);
    // Settings and synonyms before the records.
    expect(calls.map((c) => c.method)).toEqual(['setSettings', 'saveSynonyms', 'replaceAllObjects']);
    const settings = calls[0].args.indexSettings as Record<string, unknown>;
    expect(settings.searchableAttributes).toEqual([
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ]);
    expect(settings).toMatchObject({
      attributeForDistinct: 'url_without_anchor',
      distinct: DEFAULT_DISTINCT,
      minWordSizefor1Typo: TYPO_MIN_LENGTH.one,
      minWordSizefor2Typos: TYPO_MIN_LENGTH.two,
      removeWordsIfNoResults: 'allOptional',
      // The filler words of questions, as the embedded engine reads them.
      optionalWords: [...FILLER_WORDS],
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    });
    // The API reference steps back behind guide pages, right after where the words match.
    const ranking = settings.ranking as string[];
    expect(ranking.indexOf('desc(weight.guide)')).toBe(ranking.indexOf('attribute') + 1);
    // Every record has the attributes the settings name.
    for (const record of all) expect(record.url_without_anchor && record.hierarchy.lvl1 && record.weight).toBeTruthy();
    const synonyms = calls[1].args as { synonymHit: { objectID: string; type: string }[]; replaceExistingSynonyms: boolean };
    expect(synonyms.replaceExistingSynonyms).toBe(true);
    expect(synonyms.synonymHit).toEqual(algoliaSynonyms());
    expect(synonyms.synonymHit.map(({ objectID, ...entry }) => entry)).toEqual(SEARCH_SYNONYMS);
    expect(new Set(synonyms.synonymHit.map((s) => s.objectID)).size).toBe(SEARCH_SYNONYMS.length);
    expect(calls[2].args).toMatchObject({ indexName: 'docs', objects: algoliaRecords(all) });
    expect((calls[2].args as { objects: { weight: { guide: number } }[] }).objects.every((o) => o.weight.guide === 1)).toBe(true);
  });

  it('marks the API reference records for Algolia, from the same rule as the embedded engine, and only there', () => {
    const guide: SearchRecord = {
      objectID: 'a1',
      url: '/docs/languages/tailwindcss',
      url_without_anchor: '/docs/languages/tailwindcss',
      anchor: null,
      type: 'lvl1',
      hierarchy: { lvl0: 'Languages', lvl1: 'Tailwind CSS', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
      language: 'en',
      version: ['current'],
      docusaurus_tag: 'docs',
      weight: { level: 100, position: 0, pageRank: 0 },
    };
    const reference = { ...guide, url: '/docs/api/interfaces/Config#tailwindcss', url_without_anchor: '/docs/api/interfaces/Config' };
    const marked = algoliaRecords([guide, reference]);
    expect(marked.map((r) => r.weight.guide)).toEqual([1, 0]);
    expect(marked[1]).toMatchObject({ ...reference, weight: { ...reference.weight, guide: 0 } });
    // The embedded index's records stay as they were.
    expect('guide' in guide.weight).toBe(false);
  });

  it('refuses to run without the Algolia admin key, saying what is missing', () => {
    expect(() => uploadConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs' })).toThrow(/needs ALGOLIA_ADMIN_KEY/);
    expect(uploadConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs', ALGOLIA_ADMIN_KEY: 'secret' })).toEqual({ appId: 'APP', adminKey: 'secret', indexName: 'docs' });
  });
});
