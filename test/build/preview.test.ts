/**
 * `npm run preview` serves the deploy bundle: after the suite's build, `node build/preview.mjs`
 * bundles the worker as `wrangler deploy` does and serves it with wrangler dev on the port given
 * after it. Smoke test of that production bundle at the request level.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../browser/global-setup.ts';

const root = join(import.meta.dirname, '../..');

describe('npm run preview', () => {
  let child: ChildProcess | undefined;
  let output = '';
  let url = '';

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['build/preview.mjs', '--port', String(port)], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const deadline = Date.now() + 110_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm run preview exited early:\n${output}`);
      try {
        if ((await fetch(`${url}/docs/`)).ok) return;
      } catch {
        /* still starting */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`npm run preview did not answer within 110 s:\n${output}`);
  }, 120_000);

  afterAll(() => {
    // The script, wrangler and workerd: the whole process group.
    if (child?.pid) process.kill(-child.pid, 'SIGTERM');
  });

  it('serves the bundle wrangler deploy would upload, with React for production, within 3 MiB gzip (the Workers free-plan limit)', () => {
    const bundle = readFileSync(join(root, 'dist/worker/index.js'));
    expect(bundle.toString()).toContain('react-dom-server.edge.production');
    expect(bundle.toString()).not.toContain('react-dom-server.edge.development');
    expect(output).toContain('dist/worker/index.js');
    const gzip = gzipSync(bundle, { level: 9 }).length;
    expect(gzip).toBeGreaterThan(100_000);
    expect(gzip).toBeLessThanOrEqual(3 * 1024 * 1024);
  });

  it('renders pages with their headers, serves static files and answers unknown paths with the 404 page', async () => {
    const page = await fetch(`${url}/docs/overview`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src[^;]*'nonce-/);
    expect(page.headers.get('x-request-id')).toBeTruthy();
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>Overview<\/h1>/);
    // Served on loopback as a local preview, not as a foreign host.
    expect(html).not.toContain('data-origin-not-allowed="true"');

    const llms = await fetch(`${url}/docs/llms.txt`);
    expect(llms.status).toBe(200);
    expect(await llms.text()).toContain('/docs/overview');

    const missing = await fetch(`${url}/docs/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<main');

    const bare = await fetch(`${url}/docs`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toMatch(/\/docs\/$/);
  });
});
