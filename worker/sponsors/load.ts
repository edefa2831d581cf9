/**
 * Sponsors JSON with a KV cache: a fresh copy is served from KV; otherwise the upstream is asked
 * (bounded wait, size cap) and the answer cached; when the upstream fails the stale copy is used,
 * and this isolate leaves the upstream alone for a while.
 * Every failure ends in `null`: the page simply has no sponsors block (SponsorsBlock, at the end).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Env } from '../env.ts';
import type { Logger } from '../log.ts';
import { parseSponsorsData, renderSponsors, type SponsorsData } from './render.ts';

export const SPONSORS_KV_KEY = 'sponsors:v1';
const MAX_BYTES = 256 * 1024;

interface CacheEntry {
  fetchedAt: number;
  data: SponsorsData;
}

async function readCapped(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('Content-Length') ?? 0);
  if (declared > limit) throw new Error('sponsors JSON too large');
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error('sponsors JSON too large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

async function fetchUpstream(url: string, timeoutMs: number): Promise<SponsorsData> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`sponsors upstream answered ${response.status}`);
  const type = response.headers.get('Content-Type') ?? '';
  if (type && !/json|text\/plain/i.test(type)) throw new Error(`sponsors upstream sent ${type}`);
  return parseSponsorsData(JSON.parse(await readCapped(response, MAX_BYTES)));
}

/** A slow KV read must not hold the sponsors block (and the end of the page) for long. */
const KV_TIMEOUT_MS = 500;

async function readCache(kv: KVNamespace): Promise<CacheEntry | null> {
  try {
    const entry = await Promise.race([
      kv.get<CacheEntry>(SPONSORS_KV_KEY, 'json'),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), KV_TIMEOUT_MS)),
    ]);
    return entry && typeof entry.fetchedAt === 'number' ? { fetchedAt: entry.fetchedAt, data: parseSponsorsData(entry.data) } : null;
  } catch {
    return null;
  }
}

/**
 * The KV entry as this isolate last read it: page views within SPONSORS_MEMORY_SECONDS reuse it
 * instead of reading KV each time: a read costs CPU on every page view and counts against the
 * account's KV read quota.
 */
let remembered: { readAt: number; entry: Promise<CacheEntry | null> } | null = null;

function readCacheRemembered(kv: KVNamespace, memoryMs: number): Promise<CacheEntry | null> {
  if (!(memoryMs > 0)) return readCache(kv);
  const now = Date.now();
  if (!remembered || now - remembered.readAt >= memoryMs) remembered = { readAt: now, entry: readCache(kv) };
  return remembered.entry;
}

/**
 * Rendering sanitizes with HTMLRewriter: do it once per distinct feed, not on every page view. The
 * entry the isolate remembers is the same object from one page view to the next, so that case
 * skips even serializing the feed to compare it.
 */
let rendered: { entry: CacheEntry; key: string; html: Promise<string | null> } | null = null;
function renderEntry(entry: CacheEntry): Promise<string | null> {
  if (rendered?.entry === entry) return rendered.html;
  const key = JSON.stringify(entry.data);
  rendered = rendered?.key === key ? { ...rendered, entry } : { entry, key, html: renderSponsors(entry.data) };
  return rendered.html;
}

/**
 * When this isolate's last upstream request failed. It does not ask again for
 * SPONSORS_RETRY_SECONDS: during an outage, pages are not held open for the upstream's timeout one
 * after another, and the upstream is not asked on every page view.
 */
let failedAt = -Infinity;
/** Failures since the last success: an outage is logged once, when it starts, and once when it ends. */
let failures = 0;
/** One upstream request at a time per isolate: concurrent page views share its answer. */
let inflight: { startedAt: number; data: Promise<SponsorsData> } | null = null;

function fetchShared(url: string, timeoutMs: number): Promise<SponsorsData> {
  // A request started by a page view that has ended may never settle (its I/O ended with it): only a recent one is shared.
  if (!inflight || Date.now() - inflight.startedAt > timeoutMs) {
    const current = { startedAt: Date.now(), data: fetchUpstream(url, timeoutMs) };
    current.data.then(
      () => inflight === current && (inflight = null),
      () => inflight === current && (inflight = null),
    );
    inflight = current;
  }
  const deadline = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('sponsors upstream timed out')), timeoutMs + 50));
  return Promise.race([inflight.data, deadline]);
}

/** Network failures, timeouts and bad answers are expected from a third party: their message is enough. */
const reason = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

const memoryMsOf = (env: Env) => Number(env.SPONSORS_MEMORY_SECONDS ?? 60) * 1000;

/** The block as this isolate or KV knows it (`cached`), without the upstream; undefined when only the upstream can tell (no fresh copy, and no recent failure). */
async function localBlock(env: Env, cached: CacheEntry | null): Promise<{ html: string | null } | undefined> {
  const ttlMs = (Number(env.SPONSORS_TTL_SECONDS) || 3600) * 1000;
  if (cached && Date.now() - cached.fetchedAt < ttlMs) return { html: await renderEntry(cached) };
  const retryMs = Number(env.SPONSORS_RETRY_SECONDS ?? 60) * 1000;
  if (Date.now() - failedAt < retryMs) return { html: cached ? await renderEntry(cached) : null };
  return undefined;
}

/** The block from the upstream, cached in KV; on failure the stale copy (or none), and the upstream is left alone for SPONSORS_RETRY_SECONDS. */
async function upstreamBlock(env: Env, cached: CacheEntry | null, waitUntil: (p: Promise<unknown>) => void, log: Logger): Promise<string | null> {
  // No feed configured (npm start offline): no block, nothing to ask.
  if (!env.SPONSORS_URL) return null;
  let data: SponsorsData;
  try {
    data = await fetchShared(env.SPONSORS_URL, Number(env.SPONSORS_TIMEOUT_MS) || 1500);
  } catch (error) {
    failedAt = Date.now();
    if (failures++ === 0) log.warn(`sponsors: upstream unavailable (${reason(error)}); ${cached ? 'serving the stale copy' : 'pages show no sponsors block'} until it answers again`);
    return cached ? await renderEntry(cached) : null;
  }
  if (failures > 0) {
    log.warn(`sponsors: upstream answers again after ${failures} failed request${failures === 1 ? '' : 's'}`);
    failures = 0;
  }
  const entry: CacheEntry = { fetchedAt: Date.now(), data };
  if (memoryMsOf(env) > 0) remembered = { readAt: entry.fetchedAt, entry: Promise.resolve(entry) };
  // Kept without expiry so a stale copy outlives upstream outages; freshness is judged by fetchedAt.
  waitUntil(
    Promise.resolve()
      .then(() => env.SPONSORS_KV.put(SPONSORS_KV_KEY, JSON.stringify(entry)))
      .catch((error: unknown) => log.warn(`sponsors: could not cache the feed in KV (${reason(error)})`)),
  );
  return await renderEntry(entry);
}

/**
 * The sponsors block of one answer, asked for at most once. `local()` tells without waiting for the
 * upstream whether the block is at hand (the edge cache keys pages by it); `html()` waits for it if
 * need be. Every failure ends in null: the page simply has no sponsors block.
 */
export class SponsorsBlock {
  /** The KV entry, read once for both questions. */
  #cached: Promise<CacheEntry | null> | undefined;
  #local: Promise<{ html: string | null } | undefined> | undefined;
  #html: Promise<string | null> | undefined;
  constructor(
    private readonly env: Env,
    private readonly waitUntil: (p: Promise<unknown>) => void,
    private readonly log: Logger,
  ) {}

  private cached(): Promise<CacheEntry | null> {
    return (this.#cached ??= readCacheRemembered(this.env.SPONSORS_KV, memoryMsOf(this.env)));
  }

  local(): Promise<{ html: string | null } | undefined> {
    return (this.#local ??= this.cached().then((cached) => localBlock(this.env, cached)).catch((error: unknown) => {
      this.log.warn(`sponsors: left out of this page (${reason(error)})`);
      return { html: null };
    }));
  }

  html(): Promise<string | null> {
    return (this.#html ??= this.local().then(async (known) => (known ? known.html : upstreamBlock(this.env, await this.cached(), this.waitUntil, this.log))).catch((error: unknown) => {
      this.log.warn(`sponsors: left out of this page (${reason(error)})`);
      return null;
    }));
  }
}

/** Gives each request its sponsors block (asked for only if the answer needs it). */
export function sponsorsBlock(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('sponsors', new SponsorsBlock(c.env, (p) => c.executionCtx.waitUntil(p), c.get('log')));
    await next();
  };
}
