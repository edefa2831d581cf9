import type { MiddlewareHandler } from 'hono';
import { appLoaderScript, prePaintScript } from '../../src/shared/pre-paint.ts';
import type { AppEnv } from '../env.ts';
import { CSP_REPORT_PATH, SECURITY_HEADERS } from '../../src/shared/security-headers.ts';
import { appFiles, site } from '../ssr/data.ts';

const ALGOLIA_HOSTS = 'https://*.algolia.net https://*.algolianet.com';

/**
 * The hash of the script `wrangler dev --live-reload` appends to HTML pages (wrangler 4.85.0's
 * ProxyWorker), allowed only when `npm start` sets LIVE_RELOAD. Should a wrangler update change that
 * script (wrangler is pinned), open pages stop reloading and test/browser/watch-mode.test.ts fails.
 */
export const WRANGLER_LIVE_RELOAD = "'sha256-g5a3SrOYIecCloZ8S7M4xdT1pbYi6e7mjHrmwphRxfE='";

/**
 * The hash of the one inline <style> element the site shows: the fill of the Algolia logo that
 * @docsearch/react 3.9.0 draws in the search modal's footer (an SVG with its own <style>). Should a
 * DocSearch update change it, test/browser/search.test.ts fails on the CSP violation it causes.
 */
export const DOCSEARCH_LOGO_STYLE = "'sha256-lYPgVeO0CacLwwUB4DyR9jnHyogvo7NBwUv0zXx/qBY='";

const sha256 = (text: string) =>
  crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)).then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);

/** CSP sources of the two inline scripts, the pre-paint script and the app loader (computed once per isolate). */
let inlineHashes: Promise<string> | null = null;
function hashInlineScripts(): Promise<string> {
  inlineHashes ??= Promise.all([sha256(prePaintScript(site.announcement?.id)), sha256(appLoaderScript(appFiles))]).then((h) => h.join(' '));
  return inlineHashes;
}

/** 128 random bits, as CSP's base64 alphabet allows: hex digits are enough, and far cheaper than btoa per request. */
function nonce(): string {
  const [a, b, c, d] = crypto.getRandomValues(new Uint32Array(4));
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0') + c.toString(16).padStart(8, '0') + d.toString(16).padStart(8, '0');
}

/**
 * The Content-Security-Policy of HTML answers, split around the nonce. It depends only on the vars,
 * so it is built once per env (the env object lives as long as the isolate).
 */
const NONCE_MARK = '\u0000';
const policies = new WeakMap<object, Promise<readonly [string, string]>>();
function policyAround(env: AppEnv['Bindings']): Promise<readonly [string, string]> {
  let policy = policies.get(env);
  if (!policy) {
    policy = hashInlineScripts().then((hashes) => {
      const algolia = env.ALGOLIA_APP_ID && env.ALGOLIA_SEARCH_KEY && env.ALGOLIA_INDEX_NAME ? ` ${ALGOLIA_HOSTS}` : '';
      const directives = [
        "default-src 'self'",
        `script-src 'self' 'nonce-${NONCE_MARK}' ${hashes}${env.LIVE_RELOAD === 'true' ? ` ${WRANGLER_LIVE_RELOAD}` : ''}`,
        // Style elements only from the site's own stylesheets (pages have no inline <style>; the search
        // modal's logo one is allowed by hash). Style attributes stay allowed: the sponsors feed's
        // entries carry their own (known only at serve time, after the headers are sent), and embeds
        // and some highlighted code tokens have them in the server's HTML. style-src is the fallback
        // of browsers without the split directives.
        "style-src 'self' 'unsafe-inline'",
        `style-src-elem 'self' ${DOCSEARCH_LOGO_STYLE}`,
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' https: data:",
        "font-src 'self' data:",
        `connect-src 'self'${algolia}`,
        `frame-src ${new URL(site.playgroundUrl).origin}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
        `report-uri ${CSP_REPORT_PATH}`,
        'report-to csp',
      ].join('; ');
      const [before, after] = directives.split(NONCE_MARK);
      return [before, after] as const;
    });
    policies.set(env, policy);
  }
  return policy;
}

/**
 * Security headers on every worker response (SECURITY_HEADERS, the list static files get too), and on
 * HTML a Content-Security-Policy without 'unsafe-inline' scripts: the pre-paint script and the app
 * loader are allowed by hash, any other inline script only with the per-request nonce; frames only
 * from the playground origin; violations reported to CSP_REPORT_PATH. Registered first, so it wraps
 * every other middleware and route, including the ones that refuse a request early.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('nonce', nonce());
    await next();
    const headers = c.res.headers;
    for (const [name, value] of SECURITY_HEADER_LIST) headers.set(name, value);
    if (!(headers.get('Content-Type') ?? '').startsWith('text/html')) return;
    const [before, after] = await policyAround(c.env);
    headers.set('Reporting-Endpoints', REPORTING_ENDPOINTS);
    headers.set('Content-Security-Policy', before + c.get('nonce') + after);
  };
}

const SECURITY_HEADER_LIST = Object.entries(SECURITY_HEADERS);
const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`;
