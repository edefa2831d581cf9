import type { MiddlewareHandler } from 'hono';
import { canonicalPath } from './normalize-path.ts';

/** Table entries may point at other entries; a cycle stops here instead of looping. */
const MAX_TABLE_HOPS = 5;

/** Where `path` ends up: its canonical form, then moved pages (the table: old route -> new route) followed to the end. */
export function finalPath(path: string, table: Record<string, string>): string {
  let target = canonicalPath(table[path] ?? path);
  for (let hop = 0; hop < MAX_TABLE_HOPS && table[target]; hop++) target = canonicalPath(table[target]);
  return target;
}

/**
 * Non-canonical URLs and moved pages: one redirect, straight to the final URL, with the query
 * string kept. GET and HEAD get 301; other methods 308, so a POST stays a POST with its body
 * (a client following a 301 would send a GET).
 */
export function redirectTable(table: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const target = finalPath(url.pathname, table);
    if (target !== url.pathname) return c.redirect(target + url.search, c.req.method === 'GET' || c.req.method === 'HEAD' ? 301 : 308);
    await next();
  };
}
