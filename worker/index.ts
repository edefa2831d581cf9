/**
 * The docs worker: base-path routing, URL normalization, redirects, the origin allowlist,
 * JSON endpoints and streaming SSR of every page under /docs/. Static files (client assets,
 * llms.txt, sitemap.xml, Markdown twins) are answered by Workers static assets before this runs.
 */
import { Hono } from 'hono';
import { redirects } from '../content/redirects.ts';
import type { AppEnv } from './env.ts';
import { jsonOriginGuard, originInfo } from './middleware/origin-allowlist.ts';
import { normalizePath } from './middleware/normalize-path.ts';
import { redirectTable } from './middleware/redirects.ts';
import { servePage } from './routes/pages.ts';
import { serveSponsorsJson } from './routes/sponsors-json.ts';

const app = new Hono<AppEnv>();

app.get('/', (c) => c.redirect('/docs/', 302));
app.use('*', originInfo());
app.use('/docs/*', normalizePath());
app.use('/docs', normalizePath());
app.use('/docs/*', redirectTable(redirects));

app.use('/docs/sponsors.json', jsonOriginGuard());
app.get('/docs/sponsors.json', serveSponsorsJson);

// Hono answers HEAD with the GET handler minus the body.
app.get('*', servePage);
app.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));

export default app;
