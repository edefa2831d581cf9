/**
 * Byte budgets of the built site (issue 10), checked on `dist/` as `npm test` builds it. Sizes are
 * gzip level 9, in bytes (1 KB = 1000 bytes). The HTML budget of the overview is checked against
 * the worker's own output in test/worker/budgets.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { AssetManifest } from '../../src/shared/types.ts';

const root = join(import.meta.dirname, '../..');
const assets = JSON.parse(readFileSync(join(root, '.generated/assets.json'), 'utf8')) as AssetManifest;
const gz = (url: string) => gzipSync(readFileSync(join(root, 'dist/client', url)), { level: 9 }).length;

/** What the browser fetches for a first visit to a page: entry, its imports, CSS, the page's chunks. */
function firstLoad(id: string) {
  const files = [assets.entry.js, ...assets.entry.imports, ...assets.entry.css, ...assets.pages[id]];
  return { requests: files.length, bytes: files.reduce((sum, f) => sum + gz(f), 0) };
}

// One page of each kind a reader lands on.
const TYPICAL = ['index', 'overview', 'getting-started', 'features/share', 'languages/python', 'sdk/index', 'api/functions/createPlayground'];

describe('byte budgets', () => {
  it.each(TYPICAL)('first load of %s: at most 90 KB of JS+CSS (gzip) in at most 6 requests, React included', (id) => {
    const { requests, bytes } = firstLoad(id);
    expect(requests).toBeLessThanOrEqual(6);
    expect(bytes).toBeLessThanOrEqual(90_000);
  });

  it('every page loads in at most 6 script/style requests, and the median page within 90 KB', () => {
    const loads = Object.keys(assets.pages).map((id) => ({ id, ...firstLoad(id) }));
    expect(loads.length).toBeGreaterThan(200);
    expect(loads.filter((l) => l.requests > 6)).toEqual([]);
    const sorted = loads.map((l) => l.bytes).sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(90_000);
  });

  it('a client-side navigation to a typical page fetches at most 15 KB (gzip), route table included', () => {
    for (const id of TYPICAL.slice(1)) {
      const bytes = [assets.routesUrl, ...assets.pages[id]].reduce((sum, f) => sum + gz(f), 0);
      expect(bytes, id).toBeLessThanOrEqual(15_000);
    }
  });

  it('the worker bundle stays within 3 MiB gzip (the Workers free-plan limit)', () => {
    const out = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
    try {
      execFileSync(join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', out], { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, stdio: 'pipe' });
      const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.(js|mjs|wasm)$/.test(e.name));
      const bytes = files.reduce((sum, e) => sum + gzipSync(readFileSync(join(e.parentPath, e.name)), { level: 9 }).length, 0);
      expect(bytes).toBeGreaterThan(100_000);
      expect(bytes).toBeLessThanOrEqual(3 * 1024 * 1024);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
