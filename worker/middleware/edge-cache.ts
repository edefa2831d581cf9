import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { assets } from '../ssr/data.ts';
import { PAGE_BODY_ENDPOINT } from '../../src/shared/paths.ts';
import { filledSponsorsSlot } from '../../src/app/sponsors.tsx';
import { loadSponsorsHtml } from '../sponsors/load.ts';
import { findSlot, fillSlotsInJson, hasSlotsInJson } from '../sponsors/slots.ts';
import { SizedLru } from '../lru.ts';

type SlotKind = NonNullable<ReturnType<typeof findSlot>>['kind'];

/** Tells what the edge cache did: HIT, MISS (rendered and stored), or BYPASS (not cacheable). */
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';
/** Stands for the per-request CSP nonce in stored pages; every hit gets a fresh one. */
const NONCE_SLOT = 'edge-cache-nonce';

/**
 * The cache key of a page: host and path (pages depend on the host through their app and
 * playground links, never on the query string) plus the build id, so HTML cached by an older
 * deploy, which may point at assets that no longer exist, is never served.
 */
export function pageCacheKey(url: URL, buildId = assets.buildId): Request {
  return new Request(`${url.origin}${url.pathname}?build=${buildId}`);
}

/**
 * The cache key of a page body (client-side navigation): the page's path and the build id. Bodies
 * asked for with another build's id are refused by the route (409), so they are not looked up.
 */
export function bodyCacheKey(url: URL, buildId = assets.buildId): Request | null {
  const path = url.searchParams.get('path');
  if (!path || url.searchParams.get('build') !== buildId) return null;
  return new Request(`${url.origin}${PAGE_BODY_ENDPOINT}?path=${encodeURIComponent(path)}&build=${buildId}`);
}

/** Cache-Control of pages (browsers revalidate each time; the ETag makes that a 304) and of page bodies, on allowed hosts. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const BODY_CACHE_CONTROL = 'public, max-age=300';

/** What differs between the two kinds of cached responses: full pages and page bodies. */
interface CacheProfile {
  /** The request's cache key, or null when it is not cacheable. */
  key(url: URL): Request | null;
  /** Headers of a hit, besides the ETag (the same as the route's own on allowed hosts). */
  headers: Record<string, string>;
  /** Pages carry the request's CSP nonce: stored with a slot, filled afresh on every hit. */
  nonce: boolean;
}

const PROFILES = {
  pages: { key: (url) => pageCacheKey(url), headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL }, nonce: true },
  bodies: { key: (url) => bodyCacheKey(url), headers: { 'Content-Type': 'application/json', 'Cache-Control': BODY_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' }, nonce: false },
} satisfies Record<string, CacheProfile>;

/** `If-None-Match` against a stored ETag (weak comparison, as RFC 9110 asks for this header). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Where a stored page has a gap: the nonce attribute, or a sponsors slot (of that kind). */
type Gap = { nonce: true } | { slot: SlotKind };

/**
 * A response as stored, with its ETag. The isolate keeps the most recently served ones in memory in
 * front of the Cache API, so a hot page costs no cache lookup. A page is kept as the bytes between
 * its gaps (nonce slots and sponsors slots), encoded once: a hit joins them around the fresh nonce
 * and the current sponsors block in a Blob: no HTML parsing and no string built per hit, both of
 * which cost CPU and heap on the hottest path.
 */
interface StoredPage {
  /** A page's bytes split at its gaps, or a page body's JSON. */
  body: { parts: Uint8Array<ArrayBuffer>[]; gaps: Gap[] } | string;
  /** Whether it has sponsors slots to fill. */
  sponsors: boolean;
  etag: string;
  /** Until when the in-memory copy may be served (ms since epoch). */
  until: number;
}

/**
 * Room for every page of the site (about 8.5 MiB of HTML today) with space for page bodies: with
 * less, a crawl or a load that cycles through all pages evicts each page just before it is asked
 * for again, and every request falls through to the Cache API. Well within an isolate's 128 MB.
 */
export const MEMORY_MAX_BYTES = 16 * 1024 * 1024;
/** The in-memory copy lives at most this long: a purged Cache API entry stops being served soon after. */
const MEMORY_MAX_SECONDS = 60;
const memory = new SizedLru<StoredPage>(MEMORY_MAX_BYTES);
const encoder = new TextEncoder();
const SLOT_ATTRIBUTE = `nonce="${NONCE_SLOT}"`;

/** A stored page's text split at its gaps. */
function split(text: string): { parts: Uint8Array<ArrayBuffer>[]; gaps: Gap[] } {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const gaps: Gap[] = [];
  let from = 0;
  for (;;) {
    const nonce = text.indexOf(SLOT_ATTRIBUTE, from);
    const slot = findSlot(text, from);
    if (nonce < 0 && !slot) break;
    const [at, length, gap]: [number, number, Gap] = slot && (nonce < 0 || slot.index < nonce) ? [slot.index, slot.length, { slot: slot.kind }] : [nonce, SLOT_ATTRIBUTE.length, { nonce: true }];
    parts.push(encoder.encode(text.slice(from, at)));
    gaps.push(gap);
    from = at + length;
  }
  parts.push(encoder.encode(text.slice(from)));
  return { parts, gaps };
}

function remember(key: string, text: string, etag: string, ttl: number, profile: CacheProfile): StoredPage {
  const body = profile.nonce ? split(text) : text;
  const bytes = typeof body === 'string' ? body.length : body.parts.reduce((sum, part) => sum + part.byteLength, 0);
  const sponsors = typeof body === 'string' ? hasSlotsInJson(body) : body.gaps.some((gap) => 'slot' in gap);
  const entry: StoredPage = { body, sponsors, etag, until: Date.now() + Math.min(ttl, MEMORY_MAX_SECONDS) * 1000 };
  memory.set(key, entry, bytes);
  return entry;
}

function recall(key: string): StoredPage | undefined {
  const entry = memory.get(key);
  if (entry && entry.until < Date.now()) {
    memory.delete(key);
    return undefined;
  }
  return entry;
}

/** A short tag of the sponsors block (FNV-1a), computed once per distinct block. */
let lastTag: { html: string | null; tag: string } | null = null;
function blockTag(html: string | null): string {
  if (lastTag?.html === html) return lastTag.tag;
  let hash = 0x811c9dc5;
  for (let i = 0; i < (html ?? '').length; i++) hash = Math.imul(hash ^ html!.charCodeAt(i), 0x01000193);
  lastTag = { html, tag: (hash >>> 0).toString(16).padStart(8, '0') };
  return lastTag.tag;
}

/** Stores the route's copy of a response (a page's nonce swapped for the slot, with a strong ETag) if it is fit to cache. */
async function store(cache: Cache, key: Request, copy: Promise<string | null>, profile: CacheProfile, nonce: string, ttl: number) {
  const html = await copy;
  if (html === null) return;
  // The ETag covers the page as stored: responses with the same tag differ only in their nonce (and sponsors block, see serveHit).
  const stored = profile.nonce ? html.replaceAll(`nonce="${nonce}"`, `nonce="${NONCE_SLOT}"`) : html;
  const etag = `"${hex(await crypto.subtle.digest('SHA-256', encoder.encode(stored))).slice(0, 32)}"`;
  await cache.put(key, new Response(stored, { headers: { 'Content-Type': profile.headers['Content-Type'], 'Cache-Control': `public, max-age=${ttl}`, ETag: etag } }));
  remember(key.url, stored, etag, ttl, profile);
}

/** A stored response with the request's nonce and the current sponsors block. */
async function serveHit(c: Context<AppEnv>, profile: CacheProfile, stored: StoredPage): Promise<Response> {
  const { 'Content-Type': contentType, ...rest } = profile.headers;
  let etag = stored.etag;
  let block: string | null = null;
  if (stored.sponsors) {
    block = await loadSponsorsHtml(c.env, (p) => c.executionCtx.waitUntil(p), c.get('log'));
    // Another block is another representation: the tag covers it too.
    etag = `"${etag.slice(1, 25)}${blockTag(block)}"`;
  }
  const headers = { ...rest, ETag: etag, [EDGE_CACHE_HEADER]: 'HIT' };
  if (matches(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  const init = { status: 200, headers: { ...headers, 'Content-Type': contentType } };
  if (c.req.method === 'HEAD') return new Response(null, init);
  const { body } = stored;
  if (typeof body === 'string') return new Response(stored.sponsors ? fillSlotsInJson(body, block) : body, init);
  const nonce = encoder.encode(`nonce="${c.get('nonce')}"`);
  const slots = new Map<SlotKind, Uint8Array<ArrayBuffer>>();
  const fill = (gap: Gap) => ('nonce' in gap ? nonce : (slots.get(gap.slot) ?? slots.set(gap.slot, encoder.encode(filledSponsorsSlot(block, gap.slot))).get(gap.slot)!));
  return new Response(new Blob(body.parts.flatMap((part, i) => (i === 0 ? [part] : [fill(body.gaps[i - 1]), part]))), init);
}

/**
 * Edge cache for rendered pages and page bodies (Workers Cache API). Only GET/HEAD on allowed hosts
 * are looked up; only whole 200 responses are stored, for PAGE_CACHE_SECONDS, as rendered: with
 * empty sponsors slots, filled on every hit with the block the isolate holds then (so the cache
 * never depends on the sponsors feed). Stored copies carry a strong ETag, so revalidating browsers
 * get a 304. Recently served ones are also kept in the isolate's memory (at most 16 MB, 60 s each).
 */
export function edgeCache(kind: keyof typeof PROFILES = 'pages'): MiddlewareHandler<AppEnv> {
  const profile: CacheProfile = PROFILES[kind];
  return async (c, next) => {
    const ttl = Number(c.env.PAGE_CACHE_SECONDS ?? 3600);
    // Injected faults (tests only) must reach the renderer, not a cached copy.
    if (!(ttl > 0) || !c.get('origin').allowed || (c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.env.DOCS_FAULTS) return next();
    const log = c.get('log');
    const key = profile.key(new URL(c.req.url));
    if (!key) return next();
    const hot = recall(key.url);
    if (hot) {
      c.res = await serveHit(c, profile, hot);
      return;
    }
    let cache: Cache | undefined;
    try {
      cache = await caches.open('pages');
      const hit = await cache.match(key);
      if (hit) {
        // The page came from another isolate (or this one forgot it): keep a copy in memory too.
        c.res = await serveHit(c, profile, remember(key.url, await hit.text(), hit.headers.get('ETag') ?? '', ttl, profile));
        return;
      }
    } catch (error) {
      // No cache (or a failing one) is a miss: render as usual.
      log.warn('edge cache: lookup failed', error);
    }
    // HEAD renders nothing, so there is nothing to store.
    if (cache && c.req.method === 'GET') c.set('storeCopy', true);
    await next();
    const copy = c.get('cacheCopy');
    const res = c.res;
    if (!cache || !copy || res.status !== 200) {
      res.headers.set(EDGE_CACHE_HEADER, 'BYPASS');
      return;
    }
    res.headers.set(EDGE_CACHE_HEADER, 'MISS');
    c.executionCtx.waitUntil(store(cache, key, copy, profile, c.get('nonce'), ttl).catch((error: unknown) => log.warn('edge cache: could not store the page', error)));
  };
}
