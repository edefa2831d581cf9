import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { createLogger } from '../log.ts';

const MAX_URL_LENGTH = 2048;

/** A Cloudflare ray id: 16 hex digits, then the data centre's code (`8c2f1d3e4a5b6c7d-AMS`). */
const RAY_ID = /^[0-9a-f]{16}(?:-[A-Z]{3,4})?$/;

/**
 * Gives every request an id (Cloudflare's ray id when the header has its shape, else a fresh UUID:
 * a client's own header never reaches logs or responses) and a logger, echoes the id in
 * `X-Request-Id`, and refuses URLs that are too long (414) or not decodable (400) before routing.
 */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ray = c.req.header('cf-ray');
    const requestId = ray && RAY_ID.test(ray) ? ray : crypto.randomUUID();
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
