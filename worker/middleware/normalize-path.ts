import type { MiddlewareHandler } from 'hono';

/**
 * One canonical URL per page: `/docs/x.html`, `/docs/x/index.html` and `/docs/x/` all 301 to `/docs/x`
 * (the query string is kept); `/docs/` keeps its slash.
 */
export function normalizePath(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    let target = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    if (target !== '/docs/' && target.length > 1 && target.endsWith('/')) target = target.replace(/\/+$/, '');
    if (target === '/docs') target = '/docs/';
    if (target !== path) return c.redirect(target + url.search, 301);
    await next();
  };
}
