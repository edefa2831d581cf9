import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../../worker/env.ts';
import { allowlistOptions, isAllowedHost } from '../../worker/origin.ts';
import { callWorker, get, isolateNetwork, sponsorsUpstream } from './helpers.ts';

const options = allowlistOptions({ ALLOWED_HOST_SUFFIXES: 'livecodes.io,livecodes.pages.dev', WORKER_NAME: 'livecodes-docs', WORKERS_SUBDOMAIN: 'acme' });

beforeEach(() => {
  isolateNetwork();
  sponsorsUpstream().reply(200, { sponsors: [] }).persist();
});

describe('host allowlist', () => {
  it.each(['livecodes.io', 'docs.livecodes.io', 'LiveCodes.IO', 'livecodes.io.', 'pr-12.livecodes.pages.dev', 'livecodes-docs.acme.workers.dev', 'pr-7-livecodes-docs.acme.workers.dev'])(
    'allows %s',
    (host) => expect(isAllowedHost(host, options)).toBe(true),
  );

  it.each(['evillivecodes.io', 'livecodes.io.evil.example', 'livecodes.iox', 'example.com', 'notlocalhost', '127.0.0.1.nip.io', 'other-worker.acme.workers.dev', 'livecodes-docs.workers.dev.evil.example', 'livecodes-docs-evil.acme.workers.dev', 'livecodes-docs.other.workers.dev', 'x.livecodes-docs.acme.workers.dev', 'localhost', '127.0.0.1', 'docs.localhost'])(
    'refuses %s',
    (host) => expect(isAllowedHost(host, options)).toBe(false),
  );

  it('allows loopback hosts only in local development', () => {
    const local = { ...options, local: true };
    for (const host of ['localhost', '127.0.0.1', 'docs.localhost', '[::1]']) expect(isAllowedHost(host, local), host).toBe(true);
    expect(isAllowedHost('notlocalhost', local)).toBe(false);
  });
});

/** The worker as deployed: wrangler.toml's vars, without what `npm start` adds. */
const deployed = (vars: Partial<Env> = {}): Env => ({ ...env, LOCAL_DEV: undefined, ...vars });
const page = async (url: string, vars: Env) => {
  const res = await callWorker(url, {}, vars);
  return { res, html: await res.text() };
};

describe('hosts as configured, never as requested', () => {
  it.each(['http://localhost:8787', 'http://127.0.0.1:8080', 'http://docs.localhost'])('treats %s as a foreign host in production', async (origin) => {
    const { res, html } = await page(`${origin}/docs/overview`, deployed());
    expect(html).toContain('<body data-origin-not-allowed="true">');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('serves localhost normally in local development (npm start sets LOCAL_DEV)', async () => {
    const { html } = await page('http://localhost:8787/docs/overview', deployed({ LOCAL_DEV: 'true' }));
    expect(html).toContain('<body>');
  });

  it("refuses JSON requests from a localhost page in production, allows them in local development", async () => {
    const init = { headers: { Origin: 'http://localhost:3000' } };
    expect((await callWorker('https://livecodes.io/docs/sponsors.json', init, deployed())).status).toBe(403);
    expect((await callWorker('https://livecodes.io/docs/sponsors.json', init, deployed({ LOCAL_DEV: 'true' }))).status).toBe(200);
  });

  it("allows only the account's own workers.dev hosts, named in WORKERS_SUBDOMAIN", async () => {
    const vars = deployed({ WORKERS_SUBDOMAIN: 'livecodes' });
    for (const host of ['livecodes-docs.livecodes.workers.dev', 'pr-7-livecodes-docs.livecodes.workers.dev']) {
      expect((await page(`https://${host}/docs/overview`, vars)).html, host).toContain('<body>');
    }
    for (const host of ['livecodes-docs.attacker.workers.dev', 'pr-7-livecodes-docs.attacker.workers.dev']) {
      expect((await page(`https://${host}/docs/overview`, vars)).html, host).toContain('data-origin-not-allowed="true"');
    }
    // Unset (the default): no workers.dev host at all.
    expect((await page('https://livecodes-docs.livecodes.workers.dev/docs/overview', deployed())).html).toContain('data-origin-not-allowed="true"');
  });
});

describe('playground app', () => {
  it("is the build's playground URL: embeds, 'Open in LiveCodes' links, the App link and the CSP's frames", async () => {
    const res = await SELF.fetch('https://livecodes.io/docs/examples/display-modes/editor');
    const html = await res.text();
    expect(html).toMatch(/<figure class="livecodes-embed"[^>]*>/);
    expect(html).toContain('The playground loads when it scrolls into view.');
    expect(html).toMatch(/<a href="https:\/\/livecodes\.io\/\?template=react#config=[^"]+" target="_blank"/);
    expect(html).toContain('<a href="https://livecodes.io/" class="navbar-link">App</a>');
    expect(res.headers.get('Content-Security-Policy')).toContain('frame-src https://livecodes.io;');
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
  });

  it('never writes the request\'s host into the page: links and canonical URLs come from configuration', async () => {
    for (const path of ['/docs/overview', '/docs/', '/docs/no-such-page', '/docs/search?q=share']) {
      const res = await SELF.fetch(`https://docs-mirror.example${path}`);
      const html = await res.text();
      expect(html, path).not.toContain('docs-mirror.example');
      expect(res.headers.get('Content-Security-Policy') ?? '', path).not.toContain('docs-mirror.example');
    }
    const html = await (await SELF.fetch('https://docs-mirror.example/docs/overview')).text();
    expect(html).toContain('<link rel="canonical" href="https://livecodes.io/docs/overview">');
    expect(html).toContain('<a href="https://livecodes.io/" class="navbar-link">App</a>');
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
