/**
 * GET /docs/_body?path=/docs/x&build=<id>: what a client-side navigation needs, the page's metadata
 * and its body as HTML. A body from another build could need assets this deploy no longer has (or
 * lack ones it needs), so a build mismatch is refused and the client loads the page in full.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { searchSettings } from '../search/settings.ts';
import { loadSponsorsHtml } from '../sponsors/load.ts';
import { fillSlotsInJson, hasSlotsInJson } from '../sponsors/slots.ts';
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
  let html: string;
  try {
    html = await renderPageBodyHtml(doc, origin, searchSettings(c.env));
  } catch (error) {
    log.error(`page body render failed for ${doc.path}`, error);
    return c.json({ message: 'The page could not be rendered.', status: 500 }, 500, noStore);
  }
  const body: PageBodyResponse = { meta: doc, html };
  let json = JSON.stringify(body);
  // Stored with empty sponsors slots; few bodies have one (/docs/sponsor does), and only they read KV.
  if (c.get('storeCopy')) c.set('cacheCopy', Promise.resolve(json));
  if (hasSlotsInJson(json)) json = fillSlotsInJson(json, await loadSponsorsHtml(c.env, (p) => c.executionCtx.waitUntil(p), log));
  // Stable for a build; the sponsors block is the only part that changes within one.
  return new Response(json, {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': origin.allowed ? BODY_CACHE_CONTROL : 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}
