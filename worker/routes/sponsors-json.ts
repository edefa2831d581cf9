import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';

/** Browsers keep a loaded block for 5 minutes, but ask again soon after a failure (no block). */
export const SPONSORS_JSON_CACHE = 'public, max-age=300';
export const SPONSORS_JSON_FAILURE_CACHE = 'public, max-age=30';

/** The sanitized sponsors block as JSON (`html: null` when it could not be loaded), for client-side navigations that land on a page showing it. */
export async function serveSponsorsJson(c: Context<AppEnv>): Promise<Response> {
  const html = await c.var.sponsors.html();
  return c.json({ html }, 200, { 'Cache-Control': html === null ? SPONSORS_JSON_FAILURE_CACHE : SPONSORS_JSON_CACHE });
}
