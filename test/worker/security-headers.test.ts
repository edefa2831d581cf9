import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import assetManifest from '../../.generated/assets.json';
import { CSP_REPORT_PATH, SECURITY_HEADERS } from '../../src/shared/security-headers.ts';
import type { AssetManifest } from '../../src/shared/types.ts';
import { DOCSEARCH_LOGO_STYLE, WRANGLER_LIVE_RELOAD } from '../../worker/middleware/security-headers.ts';
import { MAX_REPORT_BYTES, REPORTS_PER_MINUTE } from '../../worker/routes/csp-report.ts';
import { SPONSORS_KV_KEY } from '../../worker/sponsors/load.ts';
import { callWorker, get, isolateNetwork, ORIGIN, sponsorsUpstream } from './helpers.ts';

beforeEach(() => {
  isolateNetwork();
  sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://a.example/', text: 'A' }] }).delay(50).persist();
});

const csp = (res: Response) =>
  Object.fromEntries((res.headers.get('Content-Security-Policy') ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('security headers', () => {
  it.each(['/docs/overview', '/docs/no-such-page', '/docs/search?q=share', '/docs/'])('sets a strict CSP and the security headers on %s', async (path) => {
    const res = await get(path);
    const html = await res.text();
    const policy = csp(res);
    expect(policy['script-src']).toContain("'self'");
    expect(policy['script-src'].join(' ')).not.toContain('unsafe-inline');
    expect(policy['script-src'].some((s) => s.startsWith("'sha256-"))).toBe(true);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(['https://livecodes.io']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    // Inline <style> elements (the usual CSS-injection vector) are refused; style attributes are not.
    expect(policy['style-src-elem']).toEqual(["'self'", DOCSEARCH_LOGO_STYLE]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(html).not.toMatch(/<style[\s>]/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
  });

  it("allows wrangler's live-reload script only when npm start asks for it", async () => {
    // That the hash is the right one, the watch-mode browser test shows: open tabs reload.
    const dev = await callWorker(`${ORIGIN}/docs/overview`, {}, { ...env, LIVE_RELOAD: 'true' });
    expect(csp(dev)['script-src']).toContain(WRANGLER_LIVE_RELOAD);
    await dev.text();
    const deployed = await callWorker(`${ORIGIN}/docs/overview`, {}, env);
    expect(csp(deployed)['script-src']).not.toContain(WRANGLER_LIVE_RELOAD);
    await deployed.text();
  });

  it('allows frames from exactly the playground origin', async () => {
    const res = await SELF.fetch('https://livecodes.io/docs/features/embeds');
    expect(csp(res)['frame-src']).toEqual(['https://livecodes.io']);
    await res.text();
  });

  it("gives React's script for a late sponsors block this answer's nonce, and every answer a nonce of its own", async () => {
    // No KV copy and a slow feed: the block arrives after the page has started streaming.
    await env.SPONSORS_KV.delete(SPONSORS_KV_KEY);
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://acme.example/', text: 'Acme' }] }).delay(200);
    const res = await callWorker(`${ORIGIN}/docs/overview`, {}, env);
    const nonce = csp(res)['script-src'].find((s) => s.startsWith("'nonce-"))!.slice(7, -1);
    const html = await res.text();
    const nonces = [...html.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    const other = csp(await get('/docs/overview'))['script-src'].find((s) => s.startsWith("'nonce-"));
    expect(other).not.toBe(`'nonce-${nonce}'`);
  });

  it.each(['/docs/overview', '/docs/', '/docs/no-such-page'])('allows every inline script of %s by its hash or the nonce, and nothing else', async (path) => {
    const res = await get(path);
    const sources = csp(res)['script-src'];
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")([^>]*)>([\s\S]*?)<\/script>/g)];
    // The pre-paint script and the app loader at least.
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const [, attrs, body] of inline) {
      if (attrs.includes('nonce=')) continue;
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
      expect(sources, body.slice(0, 60)).toContain(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
    }
  });

  it('sets the basic headers on redirects, JSON and 405 answers too', async () => {
    for (const res of [await get('/docs'), await get('/docs/sponsors.json'), await get('/docs/overview', { method: 'POST' })]) {
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      await res.text();
    }
  });
});

describe('the same security headers on every answer', () => {
  const json = { method: 'POST', body: '{', headers: { 'Content-Type': 'text/plain' } };
  const asset = (assetManifest as AssetManifest).entry.css[0];
  it.each([
    ['a page', '/docs/overview', {}, 200],
    ['an undecodable path', '/docs/%ff', {}, 400],
    ['a 3,000-character path', `/docs/${'a'.repeat(3000)}`, {}, 414],
    ['an unknown page', '/docs/no-such-page', {}, 404],
    ['a refused method', '/docs/overview', { method: 'DELETE' }, 405],
    ['a redirect', '/docs/overview/', {}, 301],
    ['the root redirect', '/', {}, 302],
    ['JSON', '/docs/sponsors.json', {}, 200],
    ['a search API error', '/docs/1/indexes/*/queries', json, 400],
    ['a static text file', '/docs/llms.txt', {}, 200],
    ['a static Markdown twin', '/docs/overview.md', {}, 200],
    ['robots.txt', '/robots.txt', {}, 200],
    ['a hashed asset', asset, {}, 200],
  ] as [string, string, RequestInit, number][])('%s', async (_, path, init, status) => {
    const res = await get(path, init);
    await res.arrayBuffer();
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
  });

  it('gives pages a Cross-Origin-Opener-Policy that keeps new tabs and playground frames working', async () => {
    const res = await get('/docs/features/embeds');
    const html = await res.text();
    // same-origin: 'Open in LiveCodes' opens with rel="noopener" anyway, and the policy does not apply to frames.
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    for (const [link] of html.matchAll(/<a [^>]*target="_blank"[^>]*>/g)) expect(link).toContain('noopener');
  });
});

describe('request ids', () => {
  it("echoes Cloudflare's ray id", async () => {
    const res = await get('/docs/overview', { headers: { 'cf-ray': '8c2f1d3e4a5b6c7d-AMS' } });
    expect(res.headers.get('X-Request-Id')).toBe('8c2f1d3e4a5b6c7d-AMS');
    await res.text();
  });

  it.each(['<script>alert(1)</script>', 'x'.repeat(500), '8c2f1d3e4a5b6c7d-AMS, forged', '../../etc/passwd', ''])('replaces a cf-ray of another shape (%j) by a fresh id', async (ray) => {
    const res = await get('/docs/%ff', { headers: { 'cf-ray': ray } });
    expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    await res.text();
  });
});

describe('CSP violation reports', () => {
  const report = (body: unknown, type = 'application/csp-report', ip = '') => get(CSP_REPORT_PATH, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'Content-Type': type, ...(ip ? { 'CF-Connecting-IP': ip } : {}) } });
  const legacy = { 'csp-report': { 'document-uri': 'https://livecodes.io/docs/overview?token=secret', 'effective-directive': 'style-src-attr', 'blocked-uri': 'inline', 'source-file': 'https://livecodes.io/docs/assets/app.js', 'line-number': 12 } };
  const modern = [{ type: 'csp-violation', age: 1, url: 'https://livecodes.io/docs/overview', body: { documentURL: 'https://livecodes.io/docs/overview', effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js?k=1', disposition: 'enforce' } }];
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('asks browsers to report violations to the worker (report-to and report-uri)', async () => {
    const res = await get('/docs/overview');
    await res.text();
    const policy = csp(res);
    expect(policy['report-uri']).toEqual([CSP_REPORT_PATH]);
    expect(policy['report-to']).toEqual(['csp']);
    expect(res.headers.get('Reporting-Endpoints')).toBe(`csp="${CSP_REPORT_PATH}"`);
  });

  it('logs each report as one JSON line, without query strings', async () => {
    expect((await report(legacy)).status).toBe(204);
    expect((await report(modern, 'application/reports+json')).status).toBe(204);
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, string>);
    expect(lines).toEqual([
      expect.objectContaining({ message: 'csp violation', page: 'https://livecodes.io/docs/overview', directive: 'style-src-attr', blocked: 'inline', source: 'https://livecodes.io/docs/assets/app.js', line: '12' }),
      expect.objectContaining({ message: 'csp violation', page: 'https://livecodes.io/docs/overview', directive: 'script-src-elem', blocked: 'https://evil.example/x.js' }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('refuses what is not a report (400) and bodies over the size cap (413)', async () => {
    expect((await report('not json')).status).toBe(400);
    expect((await report({ hello: 'world' })).status).toBe(400);
    expect((await report({ 'csp-report': { 'document-uri': 'x'.repeat(MAX_REPORT_BYTES) } })).status).toBe(413);
    expect(warn).not.toHaveBeenCalled();
  });

  it(`logs at most ${REPORTS_PER_MINUTE} reports a minute per isolate, and answers 429 beyond`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_MINUTE + 5; i++) statuses.push((await report(legacy)).status);
    expect(statuses).toContain(429);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(REPORTS_PER_MINUTE);
  });
});
