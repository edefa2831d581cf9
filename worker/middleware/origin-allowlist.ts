import type { MiddlewareHandler } from 'hono';
import type { AppEnv, OriginInfo } from '../env.ts';
import { allowlistOptions, isAllowedHost } from '../origin.ts';

/**
 * The verdict per host, kept per env (the vars do not change within an isolate): the same few hosts
 * ask again and again. Bounded, as the Host header is the client's to choose.
 */
const verdicts = new WeakMap<object, Map<string, OriginInfo>>();
const MAX_HOSTS = 64;

function originFor(env: AppEnv['Bindings'], hostname: string): OriginInfo {
  let known = verdicts.get(env);
  if (!known) verdicts.set(env, (known = new Map()));
  let info = known.get(hostname);
  if (!info) {
    info = { allowed: isAllowedHost(hostname, allowlistOptions(env)) };
    if (known.size >= MAX_HOSTS) known.clear();
    known.set(hostname, info);
  }
  return info;
}

/** Records whether the request's host may serve the docs (pages get marked, not blocked). */
export function originInfo(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('origin', originFor(c.env, new URL(c.req.url).hostname));
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
