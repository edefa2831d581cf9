import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { appUrlFor, isAllowedHost, parseSuffixes, playgroundUrlFor } from '../origin.ts';

/** Records whether the request's host may serve the docs (pages get marked, not blocked). */
export function originInfo(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const options = { suffixes: parseSuffixes(c.env.ALLOWED_HOST_SUFFIXES), workerName: c.env.WORKER_NAME ?? '' };
    c.set('origin', { allowed: isAllowedHost(url.hostname, options), appUrl: appUrlFor(url), playgroundUrl: playgroundUrlFor(url, c.env.PLAYGROUND_URL) });
    await next();
  };
}

/**
 * For JSON endpoints: a cross-origin request from an origin outside the allowlist gets 403;
 * allowed origins get CORS headers.
 */
export function jsonOriginGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    const self = new URL(c.req.url).origin;
    if (origin && origin !== self) {
      let host = '';
      try {
        host = new URL(origin).hostname;
      } catch {
        /* 'null' or garbage: treated as not allowed */
      }
      const options = { suffixes: parseSuffixes(c.env.ALLOWED_HOST_SUFFIXES), workerName: c.env.WORKER_NAME ?? '' };
      if (!host || !isAllowedHost(host, options)) {
        return c.json({ error: 'Origin not allowed' }, 403, { Vary: 'Origin' });
      }
      await next();
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.append('Vary', 'Origin');
      return;
    }
    await next();
  };
}
