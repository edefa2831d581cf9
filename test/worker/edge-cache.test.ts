/**
 * Edge cache of pages: miss then hit with the same HTML, 304 on a matching ETag without a render, a
 * new entry for a new sponsors block or build, nothing stored that must not be (other hosts, 404s,
 * the search page, a page whose block streamed in late), and pages still cached while the sponsors
 * feed is down. Requests go to the worker's fetch handler, which waits for its `waitUntil` work, so a
 * stored copy is there before the next request.
 */
import { env, fetchMock } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import assetsJson from '../../.generated/assets.json';
import type { AssetManifest } from '../../src/shared/types.ts';
import { blockTag, EDGE_CACHE_HEADER } from '../../worker/middleware/edge-cache.ts';
import { SPONSORS_KV_KEY } from '../../worker/sponsors/load.ts';
import { callWorker, ORIGIN } from './helpers.ts';

const { buildId } = assetsJson as AssetManifest;
// A feed of its own, so interceptors left by other test files never answer for it.
// The cache itself is off for the other worker tests (vitest.config.ts).
const testEnv = { ...env, SPONSORS_URL: 'https://sponsors-edge.test/feed.json', PAGE_CACHE_SECONDS: '3600' };
const feed = () => fetchMock.get('https://sponsors-edge.test').intercept({ path: '/feed.json' });
/** A fresh copy of the feed in KV: pages find the block at hand. */
const inKv = (text: string) => env.SPONSORS_KV.put(SPONSORS_KV_KEY, JSON.stringify({ fetchedAt: Date.now(), data: { sponsors: [{ url: 'https://acme.example/', text }] } }));

beforeEach(() => env.SPONSORS_KV.delete(SPONSORS_KV_KEY));
afterEach(() => vi.restoreAllMocks());

async function send(path: string, init: RequestInit = {}, origin = ORIGIN): Promise<{ res: Response; body: string }> {
  const res = await callWorker(`${origin}${path}`, init, testEnv);
  return { res, body: await res.text() };
}

describe('edge cache', () => {
  it('renders a page once, then serves the same HTML from the cache, with an ETag naming the build and the sponsors block', async () => {
    await inKv('Acme');
    const first = await send('/docs/features/share');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');
    expect(first.body).toContain('Acme');

    const second = await send('/docs/features/share');
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get(EDGE_CACHE_HEADER)).toBe('HIT');
    expect(second.res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(second.res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(second.res.headers.get('ETag')).toBe(first.res.headers.get('ETag'));
    expect(second.res.headers.get('ETag')).toContain(buildId);
    expect(second.body).toBe(first.body);
    // The stored page has no script bound to the first answer's nonce.
    expect(second.body).not.toMatch(/<script nonce=/);
  });

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the page', async () => {
    await inKv('Acme');
    const { res } = await send('/docs/overview');
    const etag = res.headers.get('ETag')!;

    const revalidated = await send('/docs/overview', { headers: { 'If-None-Match': etag } });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.res.headers.get('ETag')).toBe(etag);

    const weak = await send('/docs/overview', { headers: { 'If-None-Match': `"other", W/${etag}` } });
    expect(weak.res.status).toBe(304);

    const stale = await send('/docs/overview', { headers: { 'If-None-Match': '"an-older-build-none"' } });
    expect(stale.res.status).toBe(200);
    expect(stale.body).toContain('<h1');
  });

  it('makes a new entry when the sponsors block changes: the page shows the new block under a new ETag', async () => {
    await inKv('Old Sponsor');
    const before = await send('/docs/features/console');
    expect(before.body).toContain('Old Sponsor');
    await inKv('New Sponsor');
    const after = await send('/docs/features/console');
    expect(after.res.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');
    expect(after.body).toContain('New Sponsor');
    expect(after.body).not.toContain('Old Sponsor');
    expect(after.res.headers.get('ETag')).not.toBe(before.res.headers.get('ETag'));
    const revalidated = await send('/docs/features/console', { headers: { 'If-None-Match': before.res.headers.get('ETag')! } });
    expect(revalidated.res.status).toBe(200);
  });

  it('never serves a page cached by another build', async () => {
    await inKv('Acme');
    const cache = await caches.open('pages');
    const key = `${ORIGIN}/docs/features/export?build=an-older-build&sponsors=${blockTag(null)}`;
    await cache.put(key, new Response('<!DOCTYPE html><p>stale page from the last deploy</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'max-age=3600' } }));
    const { res, body } = await send('/docs/features/export');
    expect(res.status).toBe(200);
    expect(res.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');
    expect(body).not.toContain('stale page');
    expect(body).toContain('<h1');
  });

  it('does not store a page whose sponsors block streamed in late; the next answer, with the block at hand, is stored', async () => {
    feed().reply(200, { sponsors: [{ url: 'https://acme.example/', text: 'Late Co' }] }).delay(300);
    const streamed = await send('/docs/features/themes');
    expect(streamed.res.headers.get(EDGE_CACHE_HEADER)).toBe('BYPASS');
    expect(streamed.body).toContain('Late Co');
    const next = await send('/docs/features/themes');
    expect(next.res.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');
    expect((await send('/docs/features/themes')).res.headers.get(EDGE_CACHE_HEADER)).toBe('HIT');
  });

  it('keeps caching pages while the sponsors feed is down and KV is empty', async () => {
    // The isolate's pause after a failed request is on here (off for the other tests), as in production.
    const pausing = { ...testEnv, SPONSORS_RETRY_SECONDS: '60' };
    feed().reply(500, 'down');
    const outage = await callWorker(`${ORIGIN}/docs/features/lite`, {}, pausing);
    expect(outage.status).toBe(200);
    expect(await outage.text()).not.toContain('data-sponsors=""');
    // The feed is not asked again during the pause: the page, without a block, is stored and served.
    const during = await callWorker(`${ORIGIN}/docs/features/lite`, {}, pausing);
    expect(during.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');
    expect((await callWorker(`${ORIGIN}/docs/features/lite`, {}, pausing)).headers.get(EDGE_CACHE_HEADER)).toBe('HIT');
  });

  it('renders as usual when the Cache API fails', async () => {
    await inKv('Acme');
    vi.spyOn(caches, 'open').mockRejectedValue(new Error('cache unavailable'));
    const { res, body } = await send('/docs/features/assets');
    expect(res.status).toBe(200);
    expect(res.headers.get(EDGE_CACHE_HEADER)).toBe('BYPASS');
    expect(body).toContain('</html>');
  });

  it('never caches pages for hosts outside the allowlist', async () => {
    await inKv('Acme');
    for (let i = 0; i < 2; i++) {
      const { res } = await send('/docs/overview', {}, 'https://livecodes.io.evil.example');
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(res.headers.get(EDGE_CACHE_HEADER)).toBeNull();
    }
  });

  it('does not cache 404s or the search page', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await send('/docs/no-such-page');
      expect(missing.res.status).toBe(404);
      expect(missing.res.headers.get(EDGE_CACHE_HEADER)).toBeNull();
      const search = await send('/docs/search?q=embed');
      expect(search.res.status).toBe(200);
      expect(search.res.headers.get(EDGE_CACHE_HEADER)).toBeNull();
    }
  });
});
