import { describe, expect, it } from 'vitest';
import manifest from '../../.generated/manifest.json';
import { appScripts, get } from './helpers.ts';

describe('files for crawlers and LLMs', () => {
  it('serves llms.txt with a link per page and its description', async () => {
    const res = await get('/docs/llms.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text.startsWith('# LiveCodes\n')).toBe(true);
    for (const doc of manifest.docs) {
      const twin = doc.path === '/docs/' ? '/docs/index.md' : `${doc.path}.md`;
      expect(text).toContain(`[${doc.title}](https://livecodes.io${twin}): ${doc.description}`);
    }
  });

  it('serves llms-full.txt with every page as Markdown', async () => {
    const res = await get('/docs/llms-full.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const text = await res.text();
    for (const doc of manifest.docs) expect(text).toContain(`# ${doc.title}\n`);
    // MDX-only syntax is gone: no components or directives (ESM is checked on a twin below).
    expect(text).not.toMatch(/<DocCardList|<Tabs|^:::/m);
  });

  it('serves sitemap.xml listing every page', async () => {
    const res = await get('/docs/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/xml/);
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const doc of manifest.docs) expect(xml).toContain(`<loc>https://livecodes.io${doc.path}</loc>`);
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await res.text()).toContain('Sitemap: https://livecodes.io/docs/sitemap.xml');
  });

  it('serves a plain Markdown twin of each page at <route>.md', async () => {
    const res = await get('/docs/features/share.md');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/markdown/);
    const md = await res.text();
    expect(md.startsWith('# Share\n\n> ')).toBe(true);
    // Internal links become absolute so the file stands on its own.
    expect(md).toMatch(/\]\(https:\/\/livecodes\.io\/docs\//);
    expect((await get('/docs/index.md')).status).toBe(200);
    const react = await (await get('/docs/sdk/react.md')).text();
    expect(react).not.toMatch(/^export const /m);
  });

  it('serves hashed client assets with immutable caching', async () => {
    const html = await (await get('/docs/overview')).text();
    const src = appScripts(html)[0];
    const res = await get(src);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });
});
