/**
 * Edge cache of rendered pages: miss then hit, 304 on a matching ETag, a fresh CSP nonce on every
 * hit, no stale HTML from another build, nothing cached that must not be (other hosts, 404s), and a
 * cache that keeps working while the sponsors feed is down. Requests go to the worker's fetch handler, and the test
 * waits for its `waitUntil` work, so the stored copy is there before the next request.
 */
import { env, fetchMock } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import assetsJson from '../../.generated/assets.json';
import { pageBodyUrl } from '../../src/shared/paths.ts';
import type { AssetManifest, PageBodyResponse } from '../../src/shared/types.ts';
import { EDGE_CACHE_HEADER, pageCacheKey } from '../../worker/middleware/edge-cache.ts';
import { SPONSORS_KV_KEY } from '../../worker/sponsors/load.ts';
import { callWorker, ORIGIN } from './helpers.ts';

const { buildId } = assetsJson as AssetManifest;
const SPONSORS = { sponsors: [{ url: 'https://acme.example/', text: 'Acme' }] };
// A feed of its own, so interceptors left by other test files never answer for it.
// The cache itself is off for the other worker tests (vitest.config.ts).
const testEnv = { ...env, SPONSORS_URL: 'https://sponsors-edge.test/feed.json', PAGE_CACHE_SECONDS: '3600' };
const feed = () => fetchMock.get('https://sponsors-edge.test').intercept({ path: '/feed.json' });

// No fresh KV copy: the first page of each test asks the feed (once; later pages read KV).
beforeEach(() => env.SPONSORS_KV.delete(SPONSORS_KV_KEY));
afterEach(() => vi.restoreAllMocks());

async function send(path: string, init: RequestInit = {}, origin = ORIGIN): Promise<{ res: Response; body: string }> {
  const res = await callWorker(`${origin}${path}`, init, testEnv);
  return { res, body: await res.text() };
}

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];
const noncesIn = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);

describe('edge cache', () => {
  it('renders a page once, then serves it from the cache with a strong ETag, the same HTML and the current sponsors block', async () => {
    // A slow feed: the page streams before the block joins it.
    feed().reply(200, SPONSORS).delay(400);
    const first = await send('/docs/features/share');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');
    expect(first.body).toContain('Acme');

    const second = await send('/docs/features/share');
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get(EDGE_CACHE_HEADER)).toBe('HIT');
    expect(second.res.headers.get('ETag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(second.res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    // Same document; any nonce in it is the one this response's CSP allows.
    const nonce = nonceOf(second.res);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.res));
    for (const n of noncesIn(second.body)) expect(n).toBe(nonce);
    expect(second.body.replaceAll(nonce!, 'N')).toBe(first.body.replaceAll(nonceOf(first.res)!, 'N'));

    const third = await send('/docs/features/share');
    expect(third.res.headers.get('ETag')).toBe(second.res.headers.get('ETag'));
    expect(nonceOf(third.res)).not.toBe(nonce);
  });

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the page', async () => {
    feed().reply(200, SPONSORS);
    await send('/docs/overview');
    const { res } = await send('/docs/overview');
    const etag = res.headers.get('ETag')!;

    const revalidated = await send('/docs/overview', { headers: { 'If-None-Match': etag } });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.res.headers.get('ETag')).toBe(etag);

    const weak = await send('/docs/overview', { headers: { 'If-None-Match': `"other", W/${etag}` } });
    expect(weak.res.status).toBe(304);

    const stale = await send('/docs/overview', { headers: { 'If-None-Match': '"0123456789abcdef0123456789abcdef"' } });
    expect(stale.res.status).toBe(200);
    expect(stale.body).toContain('<h1');
  });

  it('answers HEAD from the cache without a body', async () => {
    feed().reply(200, SPONSORS);
    await send('/docs/getting-started');
    const head = await send('/docs/getting-started', { method: 'HEAD' });
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get(EDGE_CACHE_HEADER)).toBe('HIT');
    expect(head.body).toBe('');
  });

  it('serves a page stored in the Cache API (by another isolate) with a fresh nonce', async () => {
    const url = new URL(`${ORIGIN}/docs/features/console`);
    const stored = '<!DOCTYPE html><script nonce="edge-cache-nonce">1</script><p>stored by another isolate</p><script nonce="edge-cache-nonce">2</script>';
    await (await caches.open('pages')).put(pageCacheKey(url), new Response(stored, { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'max-age=3600', ETag: '"stored"' } }));
    const { res, body } = await send('/docs/features/console');
    expect(res.headers.get(EDGE_CACHE_HEADER)).toBe('HIT');
    expect(res.headers.get('ETag')).toBe('"stored"');
    const nonce = nonceOf(res)!;
    expect(body).toBe(stored.replaceAll('edge-cache-nonce', nonce));
  });

  it('keeps serving a recently served page from memory when the Cache API fails', async () => {
    feed().reply(200, SPONSORS);
    expect((await send('/docs/features/lite')).res.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');
    vi.spyOn(caches, 'open').mockRejectedValue(new Error('cache unavailable'));
    const { res, body } = await send('/docs/features/lite');
    expect(res.headers.get(EDGE_CACHE_HEADER)).toBe('HIT');
    expect(body).toContain('</html>');
    // A page never served by this isolate is rendered as usual.
    expect((await send('/docs/features/lite', {}, 'http://127.0.0.1')).res.headers.get(EDGE_CACHE_HEADER)).toBe('BYPASS');
  });

  it('never serves a page cached by another build', async () => {
    feed().reply(200, SPONSORS);
    const url = new URL(`${ORIGIN}/docs/features/export`);
    const cache = await caches.open('pages');
    await cache.put(pageCacheKey(url, 'an-older-build'), new Response('<!DOCTYPE html><p>stale page from the last deploy</p>', { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'max-age=3600', ETag: '"old"' } }));

    const { res, body } = await send('/docs/features/export', { headers: { 'If-None-Match': '"old"' } });
    expect(res.status).toBe(200);
    expect(res.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');
    expect(body).not.toContain('stale page');
    expect(body).toContain('<h1');
  });

  it('never caches pages for hosts outside the allowlist', async () => {
    feed().reply(200, SPONSORS);
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
      expect(missing.res.headers.get(EDGE_CACHE_HEADER)).toBe('BYPASS');
      const search = await send('/docs/search?q=embed');
      expect(search.res.status).toBe(200);
      expect(search.res.headers.get(EDGE_CACHE_HEADER)).toBeNull();
    }
  });

  it('keeps caching pages while the sponsors feed is down and KV is empty, and joins the block once it is back', async () => {
    feed().reply(500, 'down');
    const outage = await send('/docs/features/themes');
    expect(outage.res.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');
    expect(outage.body).not.toContain('data-sponsors=""');
    const during = await send('/docs/features/themes');
    expect(during.res.headers.get(EDGE_CACHE_HEADER)).toBe('HIT');
    expect(during.body).not.toContain('data-sponsors=""');
    // The feed answers again: the cached page gets the block, under another ETag.
    feed().reply(200, SPONSORS);
    const after = await send('/docs/features/themes');
    expect(after.res.headers.get(EDGE_CACHE_HEADER)).toBe('HIT');
    expect(after.body).toContain('Acme');
    expect(after.res.headers.get('ETag')).not.toBe(during.res.headers.get('ETag'));
    const revalidated = await send('/docs/features/themes', { headers: { 'If-None-Match': during.res.headers.get('ETag')! } });
    expect(revalidated.res.status).toBe(200);
    expect(revalidated.body).toContain('Acme');
  });

  it('caches page bodies for client-side navigation: JSON, its own headers, ETag and 304', async () => {
    const url = pageBodyUrl('/docs/features/console', buildId);
    const first = await send(url);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');

    const second = await send(url);
    expect(second.res.headers.get(EDGE_CACHE_HEADER)).toBe('HIT');
    expect(second.res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(second.res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(second.res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(second.body).toBe(first.body);
    const body = JSON.parse(second.body) as PageBodyResponse;
    expect(body.meta.path).toBe('/docs/features/console');
    expect(body.html).toMatch(/<h2[^>]* id="/);

    const etag = second.res.headers.get('ETag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const revalidated = await send(url, { headers: { 'If-None-Match': etag } });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.body).toBe('');

    // Another page's body is another entry.
    const other = await send(pageBodyUrl('/docs/features/ai', buildId));
    expect(other.res.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');
    expect((JSON.parse(other.body) as PageBodyResponse).meta.path).toBe('/docs/features/ai');
  });

  it('does not cache bodies asked for with another build id, or unknown paths', async () => {
    for (let i = 0; i < 2; i++) {
      const stale = await send(pageBodyUrl('/docs/features/console', 'an-older-build'));
      expect(stale.res.status).toBe(409);
      expect(stale.res.headers.get(EDGE_CACHE_HEADER)).not.toBe('HIT');
      const missing = await send(pageBodyUrl('/docs/no-such-page', buildId));
      expect(missing.res.status).toBe(404);
      expect(missing.res.headers.get(EDGE_CACHE_HEADER)).toBe('BYPASS');
    }
  });

  it('keeps caching a body with a sponsors slot while the feed is down, and joins the block once it is back', async () => {
    const url = pageBodyUrl('/docs/sponsor', buildId);
    feed().reply(500, 'down');
    const outage = await send(url);
    expect(outage.res.headers.get(EDGE_CACHE_HEADER)).toBe('MISS');
    // No sponsors: the page's slot invites new ones.
    expect((JSON.parse(outage.body) as PageBodyResponse).html).toContain('sponsors-placeholder');
    feed().reply(200, SPONSORS);
    const retry = await send(url);
    expect(retry.res.headers.get(EDGE_CACHE_HEADER)).toBe('HIT');
    expect((JSON.parse(retry.body) as PageBodyResponse).html).toContain('Acme');
  });
});
