import type { MiddlewareHandler } from 'hono';

/** Moved pages: a fixed table of old route -> new route, answered with 301 (query kept). */
export function redirectTable(table: Record<string, string>): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const target = table[url.pathname];
    if (target) return c.redirect(target + url.search, 301);
    await next();
  };
}
