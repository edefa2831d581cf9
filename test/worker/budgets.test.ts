/**
 * Byte budgets on the worker's own output: what a page of each kind asks the browser to load, the
 * overview's HTML, and what a client-side navigation fetches. Gzip sizes in bytes (1 KB = 1000).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import assetsJson from '../../.generated/assets.json';
import { pageBodyUrl } from '../../src/shared/paths.ts';
import type { AssetManifest } from '../../src/shared/types.ts';
import { appScripts, callWorker, get, ORIGIN } from './helpers.ts';

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
  // One page of each kind: every page's shell asks for the same files (the client bundle has no page code).
  const kinds = ['/docs/', '/docs/overview', '/docs/features/share', '/docs/languages', '/docs/languages/python', '/docs/sdk/react', '/docs/api/interfaces/EmbedOptions', '/docs/examples/display-modes/editor', '/docs/no-such-page', '/docs/search?q=embed'];

  it.each(kinds)('%s loads at most 90 KB of JS+CSS (gzip) in at most 6 requests, and no scripts of its own', async (path) => {
    const shared = new Set([assets.entry.js, ...assets.entry.imports, ...assets.entry.css]);
    const html = await (await callWorker(`${ORIGIN}${path}`, {}, env)).text();
    const files = loadedFiles(html);
    expect(files.length).toBeLessThanOrEqual(6);
    expect(files).toContain(assets.entry.js);
    expect(files.filter((f) => !shared.has(f))).toEqual([]);
    const bytes = (await Promise.all(files.map(assetSize))).reduce((a, b) => a + b, 0);
    expect(bytes).toBeLessThanOrEqual(90_000);
    expect(bytes).toBeGreaterThan(50_000);
  });

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
