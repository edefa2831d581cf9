import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { loadSponsorsHtml } from '../sponsors/load.ts';

/** The sanitized sponsors block as JSON, for client-side navigations that land on a page showing it. */
export async function serveSponsorsJson(c: Context<AppEnv>): Promise<Response> {
  const html = await loadSponsorsHtml(c.env, (p) => c.executionCtx.waitUntil(p), c.get('log'));
  return c.json({ html }, 200, { 'Cache-Control': 'public, max-age=300' });
}
