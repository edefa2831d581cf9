import type { MiddlewareHandler } from 'hono';
import { appLoaderScript, prePaintScript } from '../../src/shared/pre-paint.ts';
import type { AppEnv } from '../env.ts';
import { appFiles, site } from '../ssr/data.ts';

const ALGOLIA_HOSTS = 'https://*.algolia.net https://*.algolianet.com';

/**
 * The hash of the script `wrangler dev --live-reload` appends to HTML pages (wrangler 4.85.0's
 * ProxyWorker), allowed only when `npm start` sets LIVE_RELOAD. Should a wrangler update change that
 * script (wrangler is pinned), open pages stop reloading and test/browser/watch-mode.test.ts fails.
 */
export const WRANGLER_LIVE_RELOAD = "'sha256-g5a3SrOYIecCloZ8S7M4xdT1pbYi6e7mjHrmwphRxfE='";

const sha256 = (text: string) =>
  crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);

/** CSP sources of the two inline scripts, the pre-paint script and the app loader (computed once per isolate). */
let inlineHashes: Promise<string> | null = null;
function hashInlineScripts(): Promise<string> {
  inlineHashes ??= Promise.all([sha256(prePaintScript(site.announcement?.id)), sha256(appLoaderScript(appFiles))]).then((h) => h.join(' '));
  return inlineHashes;
}

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Security headers on every worker response, and on HTML a Content-Security-Policy without
 * 'unsafe-inline' scripts: the pre-paint script and the app loader are allowed by hash, React's streaming scripts
 * (Suspense boundaries) by a per-request nonce; frames only from the playground origin.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('nonce', nonce());
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (!(headers.get('Content-Type') ?? '').startsWith('text/html')) return;
    const origin = c.get('origin');
    const algolia = c.env.ALGOLIA_APP_ID && c.env.ALGOLIA_SEARCH_KEY && c.env.ALGOLIA_INDEX_NAME ? ` ${ALGOLIA_HOSTS}` : '';
    headers.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${c.get('nonce')}' ${await hashInlineScripts()}${c.env.LIVE_RELOAD === 'true' ? ` ${WRANGLER_LIVE_RELOAD}` : ''}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' https: data:",
        "font-src 'self' data:",
        `connect-src 'self'${algolia}`,
        `frame-src ${new URL(origin.playgroundUrl).origin}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  };
}
