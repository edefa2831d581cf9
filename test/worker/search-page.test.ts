import { beforeEach, describe, expect, it } from 'vitest';
import { get, isolateNetwork } from './helpers.ts';

beforeEach(() => isolateNetwork());

describe('search page', () => {
  it('renders results for q on the server, with breadcrumbs and marked snippets', async () => {
    const res = await get('/docs/search?q=share');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Search results for &quot;share&quot;</h1>');
    expect(html).toContain('<title>Search results for &#34;share&#34; | LiveCodes</title>');
    expect(html).toMatch(/<a href="\/docs\/features\/share" class="search-result-title"><span><mark>Share<\/mark><\/span><\/a>/);
    expect(html).toContain('class="search-result-breadcrumb">Features');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/\d+ results/);
  });

  it('pages with ?page=', async () => {
    const first = await (await get('/docs/search?q=playground')).text();
    const second = await (await get('/docs/search?q=playground&page=2')).text();
    expect(first).toContain('href="/docs/search?q=playground&amp;page=2"');
    expect(second).toContain('page 2 of');
    expect(second).toContain('href="/docs/search?q=playground"');
  });

  it('lists each page once, with its other matching sections under it', async () => {
    const html = await (await get('/docs/search?q=share')).text();
    const titles = [...html.matchAll(/class="search-result-title"/g)];
    const links = [...html.matchAll(/<a href="([^"]+)" class="search-result-title"/g)].map((m) => m[1].split('#')[0]);
    expect(links.length).toBe(titles.length);
    expect(new Set(links).size).toBe(links.length);
    // The Share page, then links to its sections that match.
    const share = html.slice(html.indexOf('href="/docs/features/share" class="search-result-title"'));
    const item = share.slice(0, share.indexOf('</li></ul></li>') + 5);
    expect(item).toContain('class="search-result-sections" aria-label="More in Share"');
    expect(item).toMatch(/<a href="\/docs\/features\/share#[^"]+" class="search-result-section">/);
  });

  it('says so when nothing matches', async () => {
    const html = await (await get('/docs/search?q=zzqqxxnothing')).text();
    expect(html).toContain('No results for &quot;zzqqxxnothing&quot;.');
  });

  it('shows the empty search form without q', async () => {
    const html = await (await get('/docs/search')).text();
    expect(html).toContain('<h1>Search the documentation</h1>');
    expect(html).toContain('id="search-page-input"');
  });

  it('escapes the query and cuts it to 64 characters', async () => {
    const payload = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = await (await get(`/docs/search?q=${encodeURIComponent(payload + 'x'.repeat(200))}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const title = /<h1>(.*?)<\/h1>/.exec(html)![1];
    expect(title.replace(/&[a-z#0-9]+;/g, '_').length).toBeLessThan(64 + 30);
  });
});
