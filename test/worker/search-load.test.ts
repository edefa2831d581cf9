/**
 * Search under load: the index is read once per isolate however many first queries arrive
 * together, and a query asked again is answered from the kept answer (search answers are the
 * costliest requests the worker serves), within a bounded memory.
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import assetsJson from '../../.generated/assets.json';
import type { AssetManifest } from '../../src/shared/types.ts';
import { AnswerCache } from '../../worker/search/answer-cache.ts';
import { searchDocs } from '../../worker/search/docs-hits.ts';
import { SearchEngine } from '../../worker/search/engine.ts';
import { getSearchEngine } from '../../worker/search/load-index.ts';
import { get, ORIGIN } from './helpers.ts';

const assets = assetsJson as AssetManifest;
const ENDPOINT = '/docs/1/indexes/*/queries';

async function ask(query: string, extra: Record<string, unknown> = {}) {
  const res = await get(ENDPOINT, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'livecodes', query, hitsPerPage: 20, ...extra }] }) });
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  return res.text();
}

afterEach(() => vi.restoreAllMocks());

describe('search under load', () => {
  it('reads the index once when many first queries arrive together, and again only after a failure', async () => {
    let loads = 0;
    let down = true;
    const load = async () => {
      loads++;
      if (down) return new Response('unavailable', { status: 503 });
      return env.ASSETS.fetch(new URL(assets.searchIndexUrl, ORIGIN));
    };
    // A binding of its own, so the isolate's engine for the real one is not reused.
    const binding = {};
    await expect(Promise.all(Array.from({ length: 8 }, () => getSearchEngine(binding, load)))).rejects.toThrow(/503/);
    expect(loads).toBe(1);
    down = false;
    const engines = await Promise.all(Array.from({ length: 8 }, () => getSearchEngine(binding, load)));
    expect(loads).toBe(2);
    expect(new Set(engines).size).toBe(1);
    expect(searchDocs(engines[0], 'share', 1)[0].url).toMatch(/^\/docs\/features\/share\b/);
  });

  it('answers a query asked again from the kept answer, the same answer, without searching again', async () => {
    const search = vi.spyOn(SearchEngine.prototype, 'search');
    const first = await ask('sdk methods');
    const calls = search.mock.calls.length;
    expect(calls).toBe(1);
    const again = await ask('sdk methods');
    expect(search.mock.calls.length).toBe(calls);
    expect(JSON.parse(again)).toEqual(JSON.parse(first));
    // Another question, or the same one asked differently, is searched.
    const otherShape = JSON.parse(await ask('sdk methods', { hitsPerPage: 5 })) as { results: { hits: unknown[]; hitsPerPage: number }[] };
    expect(search.mock.calls.length).toBe(calls + 1);
    expect(otherShape.results[0].hitsPerPage).toBe(5);
  });

  it('keeps answers within its size, dropping the least recently used first', () => {
    const cache = new AnswerCache(100);
    let computed = 0;
    const answer = (key: string, size = 30) => cache.get(key, () => (computed++, key.padEnd(size, '.')));
    answer('a');
    answer('b');
    answer('c');
    expect(computed).toBe(3);
    answer('a'); // used again: now the most recent
    expect(computed).toBe(3);
    answer('d'); // over the size: 'b', the least recently used, goes
    answer('a');
    answer('c');
    expect(computed).toBe(4);
    answer('b');
    expect(computed).toBe(5);
    // An answer larger than the whole cache is given, never kept.
    expect(answer('huge', 500)).toHaveLength(500);
    answer('huge', 500);
    expect(computed).toBe(7);
  });
});
