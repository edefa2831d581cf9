import { beforeEach, describe, expect, it } from 'vitest';
import manifest from '../../.generated/manifest.json';
import { appScripts, get, isolateNetwork, sponsorsUpstream } from './helpers.ts';

const docs = manifest.docs;

beforeEach(() => {
  isolateNetwork();
  // Pages ask for sponsors; an empty upstream keeps these tests about routing.
  sponsorsUpstream().reply(200, { sponsors: [] }).persist();
});

describe('base path', () => {
  it('redirects / to /docs/', async () => {
    const res = await get('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/docs/');
  });

  it('keeps the query string when redirecting / to /docs/', async () => {
    const res = await get('/?next=%2Fdocs%2Fsdk&x=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/docs/?next=%2Fdocs%2Fsdk&x=1');
  });

  it('redirects /docs to /docs/ keeping the query', async () => {
    const res = await get('/docs?ref=x');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/docs/?ref=x');
  });

  it('serves the home page at /docs/', async () => {
    const res = await get('/docs/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>LiveCodes</h1>');
    expect(html).toContain('<title>LiveCodes | A Code Playground That Just Works!</title>');
  });
});

describe('URL normalization', () => {
  it.each([
    ['/docs/overview.html', '/docs/overview'],
    ['/docs/overview.html?a=1&b=2', '/docs/overview?a=1&b=2'],
    ['/docs/features/index.html', '/docs/features'],
    ['/docs/index.html', '/docs/'],
    ['/docs/index.html?q=1', '/docs/?q=1'],
    ['/docs/features/', '/docs/features'],
    ['/docs/features/share/?x=y', '/docs/features/share?x=y'],
  ])('redirects %s to %s with 301', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(to);
  });

  it('redirects the old pyodide page to python-wasm', async () => {
    const res = await get('/docs/languages/pyodide?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/docs/languages/python-wasm?x=1');
  });

  it.each([
    ['/docs/languages/pyodide/', '/docs/languages/python-wasm'],
    ['/docs/languages/pyodide.html?x=1', '/docs/languages/python-wasm?x=1'],
    ['/docs/languages/pyodide/index.html', '/docs/languages/python-wasm'],
    ['/docs/overview.html.html', '/docs/overview'],
    ['/docs/overview/index.html/', '/docs/overview'],
    ['/docs/features/index.html/index.html', '/docs/features'],
    ['/docs/index.html/', '/docs/'],
  ])('takes %s to %s in one hop', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe(to);
    const next = await get(to);
    expect(next.status).toBe(200);
    await next.text();
  });

  it('keeps the method and body of a POST to a non-canonical search URL (308)', async () => {
    const body = JSON.stringify({ requests: [{ indexName: 'livecodes', query: 'share' }] });
    const res = await get('/docs/1/indexes/*/queries/', { method: 'POST', body });
    expect(res.status).toBe(308);
    expect(res.headers.get('Location')).toBe('/docs/1/indexes/*/queries');
    // A client following the redirect (as fetch does) posts again and gets results.
    const followed = await get('/docs/1/indexes/*/queries/', { method: 'POST', body, redirect: 'follow' });
    expect(followed.status).toBe(200);
    expect(((await followed.json()) as { results: unknown[] }).results).toHaveLength(1);
  });
});

describe('pages', () => {
  it('uses the "Page | LiveCodes" title, lang/dir, description and canonical', async () => {
    const html = await (await get('/docs/features/share')).text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(html).toContain('<title>Share | LiveCodes</title>');
    const doc = docs.find((d) => d.id === 'features/share')!;
    expect(html).toContain(`<meta name="description" content="${doc.description}">`);
    expect(html).toContain('<link rel="canonical" href="https://livecodes.io/docs/features/share">');
    expect(html).toContain('<meta property="og:title" content="Share | LiveCodes">');
  });

  it('gives link previews a picture: a large card whose image the site serves, at the size the page states', async () => {
    const html = await (await get('/docs/features/share')).text();
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
    const image = new URL(meta('og:image')!);
    expect(image.origin).toBe('https://livecodes.io');
    expect(meta('og:image:alt')).toMatch(/^LiveCodes Docs: .+\.$/);
    const res = await get(image.pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    // A PNG's IHDR chunk holds its width and height, big-endian, at bytes 16 and 20.
    const png = new DataView(await res.arrayBuffer());
    expect([png.getUint32(16), png.getUint32(20)]).toEqual([Number(meta('og:image:width')), Number(meta('og:image:height'))]);
    expect([png.getUint32(16), png.getUint32(20)]).toEqual([1200, 630]);
  });

  it('links the stylesheet in the head and loads the client entry from the end of the body', async () => {
    const html = await (await get('/docs/overview')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="stylesheet" href="\/docs\/assets\/entry-[A-Z0-9]+\.css">/);
    // No script competes with the first paint: the app loader comes after the content.
    expect(head).not.toMatch(/<script[^>]*\bsrc=|modulepreload/);
    const [entry, ...imports] = appScripts(html);
    expect(entry).toMatch(/^\/docs\/assets\/entry-[A-Z0-9]+\.js$/);
    for (const file of imports) expect(file).toMatch(/^\/docs\/assets\/chunk-[A-Z0-9]+\.js$/);
    expect(html.indexOf('var f=')).toBeGreaterThan(html.indexOf('<article'));
    // The stored colour mode is applied before paint; light is the default.
    expect(html).toMatch(/<script>\(function\(\)\{[^<]*data-theme[^<]*'light'[^<]*<\/script>/);
  });

  it('lists headings of levels 2-3 in the table of contents', async () => {
    const doc = docs.find((d) => d.toc.some((t) => t.level === 2) && d.toc.some((t) => t.level === 3))!;
    const html = await (await get(doc.path)).text();
    const toc = html.slice(html.indexOf('<nav class="toc"'));
    for (const item of doc.toc) expect(toc).toContain(`href="#${item.id}"`);
    expect(doc.toc.every((t) => t.level >= 2 && t.level <= 3)).toBe(true);
  });

  it('renders the full shell without JavaScript: navbar, sidebar, breadcrumbs, article, pagination, footer', async () => {
    const html = await (await get('/docs/features/share')).text();
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('aria-label="Docs sidebar"');
    expect(html).toMatch(/<a[^>]*class="sidebar-link active"[^>]*aria-current="page"[^>]*>Share<\/a>/);
    expect(html).toContain('aria-label="Breadcrumbs"');
    expect(html).toContain('<article class="markdown">');
    expect(html).toContain('class="pagination-link prev"');
    expect(html).toContain('Edit this page');
    expect(html).toContain('https://github.com/live-codes/livecodes/edit/develop/docs/content/docs/features/share.mdx');
    for (const label of ['Credits', 'License', 'Sponsor', 'Contact', 'About us', 'llms.txt', 'llms-full.txt', 'MCP server', 'Status', 'Bookmarklet']) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toContain('href="https://livecodes.io/?new"');
    expect(html).toContain('href="https://livecodes.io/?screen=import"');
  });

  it('expands the category of the current page in the sidebar', async () => {
    const html = await (await get('/docs/sdk/react')).text();
    expect(html).toMatch(/<a href="\/docs\/sdk" class="sidebar-link">SDK<\/a><button type="button" class="sidebar-toggle" aria-expanded="true"/);
    expect(html).toMatch(/<a href="\/docs\/features" class="sidebar-link">Features<\/a><button type="button" class="sidebar-toggle" aria-expanded="false"/);
  });
});

describe('not found and methods', () => {
  it('answers an unknown path with a 404 page that offers search and links', async () => {
    const res = await get('/docs/no/such/page');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toContain('role="search"');
    expect(html).toContain('href="/docs/overview"');
    expect(html).toContain('<title>Page Not Found | LiveCodes</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('offers the pages whose address is close to a mistyped or moved one ("Did you mean")', async () => {
    const offered = async (path: string) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      const section = /<h2 id="not-found-suggestions-title">Did you mean<\/h2><ul>(.*?)<\/ul>/.exec(html)?.[1] ?? '';
      return [...section.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1]);
    };
    // A typo, the right name in the wrong folder, another form of the word, a part too many.
    expect(await offered('/docs/languages/pyhton')).toEqual(['/docs/languages/python']);
    expect(await offered('/docs/python')).toEqual(['/docs/languages/python']);
    expect(await offered('/docs/features/sharing')).toEqual(['/docs/features/share']);
    expect(await offered('/docs/configuration/config-object')).toContain('/docs/configuration/configuration-object');
    expect(await offered('/docs/languages/python/oops')).toEqual(['/docs/languages/python']);
    // Both pages of one name, and never more than three.
    expect(await offered('/docs/vue')).toEqual(['/docs/sdk/vue', '/docs/languages/vue']);
    expect((await offered('/docs/sdk/reactjs')).length).toBeLessThanOrEqual(3);
    // Nothing close: no section at all, and the hydration data says so too.
    const html = await (await get('/docs/no/such/page')).text();
    expect(html).not.toContain('Did you mean');
    expect(html).not.toContain('"suggestions"');
  });

  it('gives the client the suggestions it rendered, for hydration', async () => {
    const html = await (await get('/docs/features/sharing')).text();
    const boot = JSON.parse(/<script id="__boot" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)![1]);
    expect(boot.suggestions).toEqual([{ path: '/docs/features/share', title: 'Share' }]);
  });

  it('answers paths outside /docs/ with the 404 page too', async () => {
    expect((await get('/wp-login.php')).status).toBe(404);
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await get('/docs/overview', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('refuses %s on pages with 405', async (method) => {
    const res = await get('/docs/overview', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
  });
});
