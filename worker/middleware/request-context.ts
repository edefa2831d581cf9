import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { createLogger } from '../log.ts';

const MAX_URL_LENGTH = 2048;

/**
 * Gives every request an id (Cloudflare's ray id when present) and a logger, echoes the id in
 * `X-Request-Id`, and refuses URLs that are too long (414) or not decodable (400) before routing.
 */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('log', createLogger(requestId));
    const url = c.req.url;
    if (url.length > MAX_URL_LENGTH) {
      c.res = c.text('URI Too Long', 414);
    } else if (!isDecodable(new URL(url).pathname)) {
      c.res = c.text('Bad Request', 400);
    } else {
      await next();
    }
    c.res.headers.set('X-Request-Id', requestId);
  };
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
