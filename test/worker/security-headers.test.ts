import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { WRANGLER_LIVE_RELOAD } from '../../worker/middleware/security-headers.ts';
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
    const policy = csp(res);
    expect(policy['script-src']).toContain("'self'");
    expect(policy['script-src'].join(' ')).not.toContain('unsafe-inline');
    expect(policy['script-src'].some((s) => s.startsWith("'sha256-"))).toBe(true);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(['http://127.0.0.1:8080']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
    await res.text();
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

  it('gives React streaming scripts the per-request nonce of the CSP', async () => {
    const res = await get('/docs/overview');
    const nonce = csp(res)['script-src'].find((s) => s.startsWith("'nonce-"))!.slice(7, -1);
    const html = await res.text();
    for (const [, attrs] of html.matchAll(/<script(?![^>]*type="(?:module|application\/json)")([^>]*)>/g)) {
      if (attrs.includes('nonce=')) expect(attrs).toContain(`nonce="${nonce}"`);
    }
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
