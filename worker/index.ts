/**
 * The docs worker: base-path routing, URL normalization, redirects, the origin allowlist,
 * JSON endpoints and streaming SSR of every page under /docs/. Static files (client assets,
 * llms.txt, sitemap.xml, Markdown twins) are answered by Workers static assets before this runs.
 */
import { Hono } from 'hono';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { redirects } from '../content/redirects.ts';
import type { AppEnv } from './env.ts';
import { jsonOriginGuard, originInfo } from './middleware/origin-allowlist.ts';
import { redirectTable } from './middleware/redirects.ts';
import { edgeCache } from './middleware/edge-cache.ts';
import { requestContext } from './middleware/request-context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { crashDocument } from './ssr/crash-page.ts';
import { sponsorsBlock } from './sponsors/load.ts';
import { servePageBody } from './routes/page-body.ts';
import { servePage } from './routes/pages.ts';
import { serveMcp } from './routes/mcp.ts';
import { serveMultiQuery, serveSingleQuery } from './routes/search-api.ts';
import { serveSearchPage } from './routes/search-page.ts';
import { serveSponsorsJson } from './routes/sponsors-json.ts';
import { serveContact } from './routes/contact.ts';
import { redirectOldMarkdownCopy } from './routes/old-markdown-copies.ts';
import { CONTACT_BODY_LIMIT, CONTACT_ENDPOINT } from '../src/shared/contact.ts';
import { bodyLimit } from 'hono/body-limit';
import { PAGE_BODY_ENDPOINT } from '../src/shared/paths.ts';
import { CSP_REPORT_PATH } from '../src/shared/security-headers.ts';
import { MAX_REPORT_BYTES, serveCspReport } from './routes/csp-report.ts';

// RegExpRouter alone: every route here is a pattern it supports, and it matches in one regex test.
const app = new Hono<AppEnv>({ router: new RegExpRouter() });

// First, so every answer gets the security headers, even a 414 or 400 from the request context.
app.use('*', securityHeaders());
app.use('*', requestContext());
app.use('*', originInfo());
app.use('*', sponsorsBlock());
app.get('/', (c) => c.redirect(`/docs/${new URL(c.req.url).search}`, 302));
// Canonical URLs and moved pages, in one hop.
app.use('/docs/*', redirectTable(redirects));
app.use('/docs', redirectTable(redirects));
// CSP violation reports from browsers: small JSON bodies, logged (see routes/csp-report.ts).
app.post(CSP_REPORT_PATH, bodyLimit({ maxSize: MAX_REPORT_BYTES, onError: (c) => c.json({ message: 'Report too large', status: 413 }, 413) }), serveCspReport);

app.use('/docs/sponsors.json', jsonOriginGuard());
app.get('/docs/sponsors.json', serveSponsorsJson);

// The contact form (JSON from the app, a form post without JavaScript): cross-site posts get 403.
app.post(CONTACT_ENDPOINT, jsonOriginGuard(), bodyLimit({ maxSize: CONTACT_BODY_LIMIT, onError: (c) => c.json({ ok: false, message: 'The message is too long to send.' }, 413) }), serveContact);
app.on(['PUT', 'DELETE', 'PATCH'], CONTACT_ENDPOINT, (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD, POST' }));

// Search API (Algolia-compatible). Bodies are small queries: anything over 64 KB is refused.
app.use('/docs/1/*', jsonOriginGuard());
app.use('/docs/1/*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ message: 'Request body too large', status: 413 }, 413) }));
app.post('/docs/1/indexes/*/queries', serveMultiQuery);
app.post('/docs/1/indexes/:index/query', serveSingleQuery);
app.options('/docs/1/*', (c) => c.body(null, 204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'content-type, x-algolia-api-key, x-algolia-application-id', 'Access-Control-Max-Age': '86400' }));
app.all('/docs/1/*', (c) => c.json({ message: 'Method Not Allowed', status: 405 }, 405, { Allow: 'POST' }));

// MCP server for AI assistants (routes/mcp.ts): cross-origin browser requests only from allowed origins.
app.use('/docs/mcp', jsonOriginGuard());
app.all('/docs/mcp', serveMcp);


// Hono answers HEAD with the GET handler minus the body.
app.get('/docs/search', serveSearchPage);
// Page bodies for client-side navigation (metadata + HTML of the content).
app.get(PAGE_BODY_ENDPOINT, servePageBody);
// Pages go through the edge cache (allowed hosts only; see middleware/edge-cache.ts). The old
// site's Markdown copies of its docs (`….html.md`) redirect to the Markdown twins.
app.get('*', redirectOldMarkdownCopy, edgeCache(), servePage);
app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));

// Anything unexpected: logged with the request id; the reader gets a clean 500, never the details.
app.onError((error, c) => {
  c.get('log')?.error(`unhandled error on ${new URL(c.req.url).pathname}`, error);
  const requestId = c.get('requestId') ?? '-';
  if (new URL(c.req.url).pathname.startsWith('/docs/1/')) return c.json({ message: 'Internal error', status: 500 }, 500);
  return c.html(crashDocument(requestId), 500, { 'Cache-Control': 'no-store' });
});

export default app;
