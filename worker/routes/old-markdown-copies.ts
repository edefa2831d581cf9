/**
 * The old site copied each doc's source to `/docs/<doc id>.html.md` (its llms.txt linked those
 * copies); each now redirects to the page's Markdown twin (`/docs/<route>.md`, a static file).
 */
import type { Context, Next } from 'hono';
import { canonicalPath, markdownTwinPath } from '../../src/shared/paths.ts';
import type { AppEnv } from '../env.ts';
import { findDoc } from '../ssr/data.ts';

/**
 * In front of the page route: redirects the copy of a page that exists; anything else goes on (a
 * copy of no page to the not-found page). A check of the path, not a route pattern: a pattern that
 * spans slashes would cost Hono its fastest router for every request.
 */
export async function redirectOldMarkdownCopy(c: Context<AppEnv>, next: Next): Promise<Response | void> {
  if (!c.req.path.endsWith('.html.md')) return next();
  const url = new URL(c.req.url);
  // `features/index.html.md` was the copy of the features category's page, now at /docs/features.
  const path = canonicalPath(url.pathname.replace(/\.html\.md$/, '').replace(/\/index$/, '/'));
  const doc = findDoc(path);
  if (!doc) return next();
  return c.redirect(markdownTwinPath(doc.path) + url.search, 301);
}
