import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { appUrlFor, isAllowedHost, playgroundUrlFor } from '../../worker/origin.ts';
import { get, isolateNetwork, sponsorsUpstream } from './helpers.ts';

const options = { suffixes: ['livecodes.io', 'livecodes.pages.dev', 'localhost', '127.0.0.1'], workerName: 'livecodes-docs' };

beforeEach(() => {
  isolateNetwork();
  sponsorsUpstream().reply(200, { sponsors: [] }).persist();
});

describe('host allowlist', () => {
  it.each(['livecodes.io', 'docs.livecodes.io', 'LiveCodes.IO', 'livecodes.io.', 'pr-12.livecodes.pages.dev', 'localhost', '127.0.0.1', 'livecodes-docs.acme.workers.dev', 'pr-7-livecodes-docs.acme.workers.dev'])(
    'allows %s',
    (host) => expect(isAllowedHost(host, options)).toBe(true),
  );

  it.each(['evillivecodes.io', 'livecodes.io.evil.example', 'livecodes.iox', 'example.com', 'notlocalhost', '127.0.0.1.nip.io', 'other-worker.acme.workers.dev', 'livecodes-docs.workers.dev.evil.example', 'livecodes-docs-evil.acme.workers.dev'])(
    'refuses %s',
    (host) => expect(isAllowedHost(host, options)).toBe(false),
  );

  it('points the App link at the local app on localhost and 127.0.0.1, else at the site root', () => {
    expect(appUrlFor(new URL('http://localhost:8787/docs/'))).toBe('http://127.0.0.1:8080/');
    expect(appUrlFor(new URL('http://127.0.0.1:8787/docs/'))).toBe('http://127.0.0.1:8080/');
    expect(appUrlFor(new URL('https://livecodes.io/docs/'))).toBe('https://livecodes.io/');
    expect(appUrlFor(new URL('https://pr-3.livecodes.pages.dev/docs/x'))).toBe('https://pr-3.livecodes.pages.dev/');
  });
});

describe('playground origin', () => {
  it('is the configured origin, the local app on localhost, and https://livecodes.io/ by default', () => {
    expect(playgroundUrlFor(new URL('https://livecodes.io/docs/'), undefined)).toBe('https://livecodes.io/');
    expect(playgroundUrlFor(new URL('https://docs.example.com/docs/'), 'https://play.example.com')).toBe('https://play.example.com/');
    expect(playgroundUrlFor(new URL('http://localhost:8787/docs/'), 'https://play.example.com/')).toBe('http://127.0.0.1:8080/');
  });

  it('is what embeds and "Open in LiveCodes" links use', async () => {
    const html = await (await SELF.fetch('https://livecodes.io/docs/examples/display-modes/editor')).text();
    expect(html).toMatch(/<figure class="livecodes-embed"[^>]*>/);
    expect(html).toContain('The playground loads when it scrolls into view.');
    expect(html).toMatch(/<a href="https:\/\/livecodes\.io\/\?template=react#config=[^"]+" target="_blank"/);
    const local = await (await get('/docs/examples/display-modes/editor')).text();
    expect(local).toMatch(/<a href="http:\/\/127\.0\.0\.1:8080\/\?template=react#config=/);
  });
});

describe('pages on other hosts', () => {
  it('marks a page served from a host outside the allowlist and does not let it be cached', async () => {
    const res = await SELF.fetch('https://docs-mirror.example/docs/overview');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<body data-origin-not-allowed="true">');
    expect(html).toContain('served from an origin that is not allowed');
    expect(html).toContain('href="https://docs-mirror.example/"');
  });

  it('does not mark pages on allowed hosts', async () => {
    const res = await SELF.fetch('https://livecodes.io/docs/overview');
    const html = await res.text();
    expect(html).toContain('<body>');
    expect(html).not.toContain('data-origin-not-allowed');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(html).toContain('<a href="https://livecodes.io/" class="navbar-link">App</a>');
  });
});

describe('JSON endpoints', () => {
  it('answers same-origin requests', async () => {
    const res = await get('/docs/sponsors.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toHaveProperty('html');
  });

  it('refuses a cross-origin request from a disallowed origin with 403', async () => {
    for (const origin of ['https://evil.example', 'https://livecodes.io.evil.example', 'https://evillivecodes.io', 'null']) {
      const res = await get('/docs/sponsors.json', { headers: { Origin: origin } });
      expect(res.status, origin).toBe(403);
      expect(await res.json()).toEqual({ error: 'Origin not allowed' });
    }
  });

  it('allows a cross-origin request from an allowed origin, with CORS headers', async () => {
    const res = await get('/docs/sponsors.json', { headers: { Origin: 'https://livecodes.io' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://livecodes.io');
  });
});
