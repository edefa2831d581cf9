/** GET /docs/_body: what client-side navigations fetch instead of a full page. */
import { describe, expect, it } from 'vitest';
import assetsJson from '../../.generated/assets.json';
import manifest from '../../.generated/manifest.json';
import { pageBodyUrl } from '../../src/shared/paths.ts';
import type { AssetManifest, DocMeta, PageBodyResponse } from '../../src/shared/types.ts';
import { get } from './helpers.ts';

const { buildId } = assetsJson as AssetManifest;
const docs = (manifest as { docs: DocMeta[] }).docs;
const doc = (path: string) => docs.find((d) => d.path === path)!;

describe('page bodies for client-side navigation', () => {
  it('answers with the page metadata and the HTML of its content', async () => {
    const res = await get(pageBodyUrl('/docs/features/share', buildId));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    const body = (await res.json()) as PageBodyResponse;
    expect(body.meta).toEqual(doc('/docs/features/share'));
    // Every heading of the table of contents is in the body, with its anchor.
    expect(body.meta.toc.length).toBeGreaterThan(2);
    for (const { id } of body.meta.toc) expect(body.html).toContain(`id="${id}"`);
    // Just the content: no document, no shell, no scripts.
    expect(body.html).not.toMatch(/<html|<body|<script|<nav|class="doc-sidebar"/);
  });

  it('has the same content as the full page', async () => {
    const page = await (await get('/docs/overview')).text();
    const { html } = (await (await get(pageBodyUrl('/docs/overview', buildId))).json()) as PageBodyResponse;
    const text = (s: string) => s.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    expect(html.length).toBeGreaterThan(500);
    expect(text(page)).toContain(text(html));
  });

  it('renders live embeds with their options and the playground origin of this host', async () => {
    const { html } = (await (await get(pageBodyUrl('/docs/examples/display-modes/codeblock', buildId))).json()) as PageBodyResponse;
    const spec = JSON.parse(/data-embed="([^"]+)"/.exec(html)![1].replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { options: { appUrl: string }; title: string };
    expect(spec.options.appUrl).toMatch(/^https?:\/\//);
    expect(spec.title).toMatch(/\S/);
  });

  it('leaves the sponsors block to the shell: the body of the page that lists sponsors has none, its metadata asks for it', async () => {
    const { meta, html } = (await (await get(pageBodyUrl('/docs/sponsor', buildId))).json()) as PageBodyResponse;
    expect(meta.showSponsors).toBe(true);
    expect(html).toContain('id="livecodes-sponsors"');
    expect(html).not.toContain('sponsors-slot');
  });

  it('refuses a body for another build (409), so the browser loads the page in full', async () => {
    for (const url of [pageBodyUrl('/docs/overview', 'an-older-build'), '/docs/_body?path=/docs/overview']) {
      const res = await get(url);
      expect(res.status).toBe(409);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(((await res.json()) as { message: string }).message).toMatch(/another build/);
    }
  });

  it('answers 404 for a path that is not a page', async () => {
    for (const path of ['/docs/no-such-page', '/docs/overview/', '', '/docs/search', 'https://evil.example/docs/overview']) {
      const res = await get(pageBodyUrl(path, buildId));
      expect(res.status, path).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('is not cached by browsers on hosts outside the allowlist', async () => {
    const res = await get(`https://copy.example${pageBodyUrl('/docs/overview', buildId)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});
