/**
 * Byte budgets of the built site, checked on `dist/` as `npm test` builds it. Sizes are
 * gzip level 9, in bytes (1 KB = 1000 bytes). Page content ships as HTML, so every page loads the
 * same files: the entry, its imports and the stylesheet. test/worker/budgets.test.ts checks that
 * each kind of page's HTML asks for just those, the overview's HTML size and client-side navigations;
 * test/build/preview.test.ts the worker bundle's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { AssetManifest } from '../../src/shared/types.ts';

const root = join(import.meta.dirname, '../..');
const assets = JSON.parse(readFileSync(join(root, '.generated/assets.json'), 'utf8')) as AssetManifest;
const gz = (url: string) => gzipSync(readFileSync(join(root, 'dist/client', url)), { level: 9 }).length;

describe('byte budgets', () => {
  it('a first load fetches at most 90 KB of JS+CSS (gzip) in at most 6 requests, React included', () => {
    const files = [assets.entry.js, ...assets.entry.imports, ...assets.entry.css];
    expect(files.length).toBeLessThanOrEqual(6);
    const bytes = files.reduce((sum, f) => sum + gz(f), 0);
    // React alone is over 50 KB: a much smaller figure means the bundle lost something.
    expect(bytes).toBeGreaterThan(50_000);
    expect(bytes).toBeLessThanOrEqual(90_000);
  });

  it('asks V8 to compile the start-up scripts whole as they download, and leaves lazy chunks alone', () => {
    // The hint must open the file (V8 reads it there only); it took mobile TBT from 31–85 ms to 0–16 ms.
    const startup = [assets.entry.js, ...assets.entry.imports];
    for (const url of startup) expect(readFileSync(join(root, 'dist/client', url), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    const lazy = readdirSync(join(root, 'dist/client/docs/assets')).filter((f) => f.endsWith('.js') && !startup.includes(`/docs/assets/${f}`));
    expect(lazy.length).toBeGreaterThan(0);
    for (const file of lazy) expect(readFileSync(join(root, 'dist/client/docs/assets', file), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
  });

  it('the search index stays within 720 KiB gzip, its budget (the worker parses it on its first query)', () => {
    const bytes = gz(assets.searchIndexUrl);
    // Thousands of records: far less means pages went missing from the index.
    expect(bytes).toBeGreaterThan(300_000);
    expect(bytes).toBeLessThanOrEqual(720 * 1024);
  });
});
