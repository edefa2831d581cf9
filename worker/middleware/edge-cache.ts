/**
 * Edge cache of whole pages (Workers Cache API), for GET on allowed hosts. A page is made from the
 * build, its path and the sponsors block alone, so its cache key and its ETag name the build and the
 * block this isolate holds: a new deploy or a new block makes new entries, and a browser that
 * revalidates gets a 304 without a render. While the block is on its way from the upstream the page
 * streams and is not stored (it carries React's script for the late block, bound to this answer's nonce).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { assets, findDoc } from '../ssr/data.ts';

/** Tells what the edge cache did: HIT, MISS (rendered and stored), or BYPASS (not stored). */
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';

/** Cache-Control of pages on allowed hosts: browsers revalidate each time, and the ETag makes that a 304. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** A short tag of the sponsors block (FNV-1a), worked out once per distinct block. */
let lastTag: { html: string | null; tag: string } | null = null;
export function blockTag(html: string | null): string {
  if (lastTag?.html === html) return lastTag.tag;
  let hash = 0x811c9dc5;
  for (let i = 0; i < (html ?? '').length; i++) hash = Math.imul(hash ^ html!.charCodeAt(i), 0x01000193);
  lastTag = { html, tag: html === null ? 'none' : (hash >>> 0).toString(16).padStart(8, '0') };
  return lastTag.tag;
}

/** `If-None-Match` against an ETag (weak comparison, as RFC 9110 asks for this header). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

export function edgeCache(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ttl = Number(c.env.PAGE_CACHE_SECONDS ?? 3600);
    const url = new URL(c.req.url);
    const doc = findDoc(url.pathname);
    // Only pages are cached (not the 404 page), only on allowed hosts; HEAD renders nothing anyway.
    if (!(ttl > 0) || !doc || !c.get('origin').allowed || c.req.method !== 'GET') return next();
    const block = doc.layout === 'doc' ? await c.var.sponsors.local() : { html: null };
    if (!block) {
      await next();
      c.res.headers.set(EDGE_CACHE_HEADER, 'BYPASS');
      return;
    }
    const tag = blockTag(block.html);
    const etag = `"${assets.buildId}-${tag}"`;
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL, ETag: etag };
    if (matches(c.req.header('If-None-Match'), etag)) {
      c.res = new Response(null, { status: 304, headers: { ...headers, [EDGE_CACHE_HEADER]: 'HIT' } });
      return;
    }
    const key = new Request(`${url.origin}${url.pathname}?build=${assets.buildId}&sponsors=${tag}`);
    let cache: Cache | undefined;
    try {
      cache = await caches.open('pages');
      const hit = await cache.match(key);
      if (hit) {
        c.res = new Response(hit.body, { status: 200, headers: { ...headers, [EDGE_CACHE_HEADER]: 'HIT' } });
        return;
      }
    } catch (error) {
      // No cache (or a failing one) is a miss: render as usual.
      c.get('log').warn('edge cache: lookup failed', error);
    }
    await next();
    if (!cache || c.res.status !== 200 || !c.res.body) {
      c.res.headers.set(EDGE_CACHE_HEADER, 'BYPASS');
      return;
    }
    const [forReader, forCache] = c.res.body.tee();
    c.res = new Response(forReader, { status: 200, headers: { ...Object.fromEntries(c.res.headers), ETag: etag, [EDGE_CACHE_HEADER]: 'MISS' } });
    const stored = new Response(forCache, { headers: { 'Content-Type': headers['Content-Type'], 'Cache-Control': `public, max-age=${ttl}` } });
    c.executionCtx.waitUntil(cache.put(key, stored).catch((error: unknown) => c.get('log').warn('edge cache: could not store the page', error)));
  };
}
