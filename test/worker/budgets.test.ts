/**
 * Byte budgets (issue 10) on the worker's own output: what every page asks the browser to load,
 * the overview's HTML, and what a client-side navigation fetches. Gzip sizes in bytes (1 KB = 1000).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import manifest from '../../.generated/manifest.json';
import assetsJson from '../../.generated/assets.json';
import { pageBodyUrl } from '../../src/shared/paths.ts';
import type { AssetManifest, DocMeta } from '../../src/shared/types.ts';
import { MEMORY_MAX_BYTES } from '../../worker/middleware/edge-cache.ts';
import { appScripts, callWorker, get, ORIGIN } from './helpers.ts';

const docs = (manifest as { docs: DocMeta[] }).docs;
const assets = assetsJson as AssetManifest;

async function gzipSize(body: string | ArrayBuffer): Promise<number> {
  const stream = new Response(body).body!.pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** Scripts (tags, preloads and the app loader's list) and stylesheets a page's HTML makes the browser fetch. */
function loadedFiles(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = tags
    .filter((tag) => /<script\b[^>]*\bsrc=/.test(tag) || /rel="(stylesheet|modulepreload)"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)![1]);
  return [...new Set([...files, ...appScripts(html)])];
}

const sizes = new Map<string, Promise<number>>();
const assetSize = (url: string) => {
  if (!sizes.has(url)) sizes.set(url, env.ASSETS.fetch(new URL(url, ORIGIN)).then(async (r) => gzipSize(await r.arrayBuffer())));
  return sizes.get(url)!;
};

describe('byte budgets', () => {
  it('every page loads at most 90 KB of JS+CSS (gzip) in at most 6 requests, and no page has scripts of its own', async () => {
    const shared = new Set([assets.entry.js, ...assets.entry.imports, ...assets.entry.css]);
    expect(docs.length).toBeGreaterThan(200);
    let allPages = 0;
    for (const doc of docs) {
      const res = await callWorker(`${ORIGIN}${doc.path}`, {}, env);
      expect(res.status, doc.path).toBe(200);
      const html = await res.text();
      allPages += new TextEncoder().encode(html).byteLength;
      const files = loadedFiles(html);
      expect(files.length, doc.path).toBeLessThanOrEqual(6);
      expect(files, doc.path).toContain(assets.entry.js);
      expect(files.filter((f) => !shared.has(f)), doc.path).toEqual([]);
      const bytes = (await Promise.all(files.map(assetSize))).reduce((a, b) => a + b, 0);
      expect(bytes, doc.path).toBeLessThanOrEqual(90_000);
      expect(bytes, doc.path).toBeGreaterThan(50_000);
    }
    // Every page fits in an isolate's in-memory edge cache with room for page bodies: past that, a
    // crawl through all pages evicts each one just before it is asked for again.
    expect(allPages).toBeLessThanOrEqual(MEMORY_MAX_BYTES * 0.75);
  }, 120_000);

  it('the overview page is at most 8 KB of gzip HTML', async () => {
    const res = await get('/docs/overview');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('</html>');
    expect(await gzipSize(html)).toBeLessThanOrEqual(8_000);
  });

  it.each(['/docs/overview', '/docs/getting-started', '/docs/features/share', '/docs/languages/python', '/docs/sdk', '/docs/api/functions/createPlayground'])(
    'a client-side navigation to %s fetches at most 15 KB (gzip)',
    async (path) => {
      const res = await get(pageBodyUrl(path, assets.buildId));
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('"html":');
      expect(await gzipSize(text)).toBeLessThanOrEqual(15_000);
    },
  );
});
