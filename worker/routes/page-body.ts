/**
 * GET /docs/_body?path=/docs/x&build=<id>: what a client-side navigation needs, the page's metadata
 * and its body as HTML. A body from another build could need assets this deploy no longer has (or
 * lack ones it needs), so a build mismatch is refused and the client loads the page in full.
 */
import type { Context } from 'hono';
import type { PageBodyResponse } from '../../src/shared/types.ts';
import type { AppEnv } from '../env.ts';
import { assets, bodyOf, findDoc } from '../ssr/data.ts';

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** Browsers keep a body for 5 minutes: it is the same for the whole life of a build. */
export const BODY_CACHE_CONTROL = 'public, max-age=300';

export function servePageBody(c: Context<AppEnv>): Response {
  if (c.req.query('build') !== assets.buildId) {
    return c.json({ message: 'This page belongs to another build of the site: load it in full.', status: 409 }, 409, noStore);
  }
  const doc = findDoc(c.req.query('path') ?? '');
  if (!doc) return c.json({ message: 'No page at this path.', status: 404 }, 404, noStore);
  const body: PageBodyResponse = { meta: doc, html: bodyOf(doc) };
  return c.json(body, 200, { 'Cache-Control': c.get('origin').allowed ? BODY_CACHE_CONTROL : 'no-store', 'X-Robots-Tag': 'noindex' });
}
