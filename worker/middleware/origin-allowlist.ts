import type { MiddlewareHandler } from 'hono';
import type { AppEnv, OriginInfo } from '../env.ts';
import { allowlistOptions, isAllowedHost } from '../origin.ts';

/** Records whether the request's host may serve the docs (pages get marked, not blocked). */
export function originInfo(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const info: OriginInfo = { allowed: isAllowedHost(new URL(c.req.url).hostname, allowlistOptions(c.env)) };
    c.set('origin', info);
    await next();
  };
}

/** Adds Origin to a response's Vary header (once). */
function varyOnOrigin(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Origin');
  else if (!/(^|,)\s*origin\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Origin`);
}

/**
 * For JSON endpoints: a cross-origin request from an origin outside the allowlist gets 403;
 * allowed origins get CORS headers. Every answer varies on Origin, so a shared cache never hands
 * one origin's answer (with or without CORS headers) to another.
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
      if (!host || !isAllowedHost(host, allowlistOptions(c.env))) {
        return c.json({ error: 'Origin not allowed' }, 403, { Vary: 'Origin' });
      }
      await next();
      c.res.headers.set('Access-Control-Allow-Origin', origin);
    } else {
      await next();
    }
    varyOnOrigin(c.res.headers);
  };
}
