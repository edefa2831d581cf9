/**
 * GET /docs/_body?path=/docs/x&build=<id>: what a client-side navigation needs, the page's metadata
 * and its body as HTML. A body from another build could need assets this deploy no longer has (or
 * lack ones it needs), so a build mismatch is refused and the client loads the page in full.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { searchSettings } from '../search/settings.ts';
import { loadSponsorsHtml } from '../sponsors/load.ts';
import { assets, findDoc } from '../ssr/data.ts';
import { renderPageBodyHtml } from '../ssr/render-page.tsx';
import type { PageBodyResponse } from '../../src/shared/types.ts';
import { BODY_CACHE_CONTROL } from '../middleware/edge-cache.ts';

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

export async function servePageBody(c: Context<AppEnv>): Promise<Response> {
  if (c.req.query('build') !== assets.buildId) {
    return c.json({ message: 'This page belongs to another build of the site: load it in full.', status: 409 }, 409, noStore);
  }
  const doc = findDoc(c.req.query('path') ?? '');
  if (!doc) return c.json({ message: 'No page at this path.', status: 404 }, 404, noStore);
  const log = c.get('log');
  const origin = c.get('origin');
  let loading: Promise<string | null> | undefined;
  // Few bodies show the sponsors block (/docs/sponsor does): KV is read only when one renders it.
  const sponsors: PromiseLike<string | null> = {
    then: (onFulfilled, onRejected) => (loading ??= loadSponsorsHtml(c.env, (p) => c.executionCtx.waitUntil(p), log)).then(onFulfilled, onRejected),
  };
  let html: string;
  try {
    html = await renderPageBodyHtml(doc, origin, searchSettings(c.env), sponsors, log);
  } catch (error) {
    log.error(`page body render failed for ${doc.path}`, error);
    return c.json({ message: 'The page could not be rendered.', status: 500 }, 500, noStore);
  }
  // The edge cache keeps the body unless it shows a sponsors block that failed to load.
  c.set('cacheable', Promise.resolve(loading ?? '').then((block) => block !== null));
  const body: PageBodyResponse = { meta: doc, html };
  // Stable for a build; the sponsors block is the only part that changes within one.
  return c.json(body, 200, { 'Cache-Control': origin.allowed ? BODY_CACHE_CONTROL : 'no-store', 'X-Robots-Tag': 'noindex' });
}
