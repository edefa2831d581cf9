import type { MiddlewareHandler } from 'hono';
import { prePaintScript } from '../../src/shared/pre-paint.ts';
import type { AppEnv } from '../env.ts';
import { site } from '../ssr/data.ts';

const ALGOLIA_HOSTS = 'https://*.algolia.net https://*.algolianet.com';

/** sha256 of the inline pre-paint script, for the CSP (computed once per isolate). */
let prePaintHash: Promise<string> | null = null;
function hashPrePaint(): Promise<string> {
  prePaintHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(prePaintScript(site.announcement?.id)))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return prePaintHash;
}

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Security headers on every worker response, and on HTML a Content-Security-Policy without
 * 'unsafe-inline' scripts: the pre-paint script is allowed by hash, React's streaming scripts
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
        `script-src 'self' 'nonce-${c.get('nonce')}' ${await hashPrePaint()}`,
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
