import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPONSORS_KV_KEY } from '../../worker/sponsors/load.ts';
import { callWorker, get, isolateNetwork, ORIGIN, sponsorsUpstream } from './helpers.ts';

const JSON_HEADERS = { headers: { 'Content-Type': 'application/json' } };

async function sponsorsBlock(path = '/docs/overview'): Promise<string | null> {
  const res = await get(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html.trimEnd().endsWith('</html>')).toBe(true);
  return /<div class="sponsors-slot"><div class="sponsors" data-sponsors="">([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? null;
}

async function waitForKv(): Promise<unknown> {
  for (let i = 0; i < 50; i++) {
    const value = await env.SPONSORS_KV.get(SPONSORS_KV_KEY, 'json');
    if (value) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

beforeEach(() => isolateNetwork());
afterEach(() => vi.restoreAllMocks());

describe('sponsors block', () => {
  it('renders the list from `sponsors` plus a become-a-sponsor entry', async () => {
    sponsorsUpstream().reply(
      200,
      { sponsors: [{ url: 'https://acme.example/', title: 'Acme', image: 'https://acme.example/logo.png', style: 'max-width: 120px' }, { url: 'https://beta.example/', text: 'Beta Co' }] },
      JSON_HEADERS,
    );
    const block = await sponsorsBlock();
    expect(block).toContain('<a href="https://acme.example/" title="Acme" target="_blank" rel="noopener noreferrer"><img src="https://acme.example/logo.png" alt="Acme" style="max-width: 120px"');
    expect(block).toContain('Beta Co');
    expect(block).toContain('href="/docs/sponsor"');
  });

  // While the block is on its way the page streams: everything up to it leaves at once, and React
  // sends the block when it arrives, with a script (allowed by this answer's CSP nonce) that puts it
  // in its place. Once the block is known, a page is sent with the block in place.
  it.each([
    // A long page.
    ['/docs/api/interfaces/Config', 1],
    // A page that also lists its sponsors in its content.
    ['/docs/sponsor', 2],
  ])('streams %s while the block is on its way, then sends it with the block in place', async (path, blocks) => {
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://acme.example/', text: 'Acme' }] }, JSON_HEADERS).delay(300);
    const streamed = await callWorker(`${ORIGIN}${path}`, {}, env);
    const reader = streamed.body!.getReader();
    const decoder = new TextDecoder();
    let html = decoder.decode((await reader.read()).value, { stream: true });
    // The top of the page left before the block came.
    expect(html).toContain('</head>');
    expect(html).not.toContain('Acme');
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true });
    html += decoder.decode();
    expect(html.match(/Acme/g)?.length).toBe(blocks);
    const nonce = /'nonce-([^']+)'/.exec(streamed.headers.get('Content-Security-Policy') ?? '')![1];
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]).filter((attributes) => !/type="application\/json"/.test(attributes));
    // React's scripts carry this answer's nonce; the site's own two inline scripts are allowed by hash.
    expect(scripts.filter((attributes) => attributes.includes(`nonce="${nonce}"`)).length).toBeGreaterThan(0);
    expect(scripts.filter((attributes) => !attributes.includes(`nonce="${nonce}"`)).length).toBe(2);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    // The feed's copy is written to KV as the streamed page ends (waitUntil); the next page reads it
    // there and goes out with the block in place, and no script for it.
    expect(await waitForKv()).toBeTruthy();
    const whole = await (await callWorker(`${ORIGIN}${path}`, {}, env)).text();
    expect(whole.match(/<div class="sponsors-slot"><div class="sponsors" data-sponsors="">/g)?.length).toBe(blocks);
    expect(whole).not.toMatch(/<script nonce=/);
    // The shell's characters beyond Latin-1 (its external-link arrows) arrive intact.
    expect(whole).toContain('↗');
  });

  it('uses the `content` HTML when present, sanitized', async () => {
    const content =
      '<h3 onclick="steal()">Our sponsors</h3><script>alert(1)</script><a href="javascript:alert(1)">bad</a>' +
      '<a href="https://ok.example/" onmouseover="x()">ok</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
      '<span style="background:url(https://evil.example/t.png)">styled</span><custom-tag>kept text</custom-tag>';
    sponsorsUpstream().reply(200, { content }, JSON_HEADERS);
    const block = (await sponsorsBlock())!;
    expect(block).toContain('<h3>Our sponsors</h3>');
    expect(block).not.toMatch(/<script|alert\(1\)|onclick|onmouseover|onerror|javascript:|<iframe|url\(/);
    expect(block).toContain('<a href="https://ok.example/">ok</a>');
    expect(block).toContain('<a>bad</a>');
    expect(block).toContain('kept text');
    expect(block).not.toContain('<custom-tag>');
  });

  it.each([
    ['malformed JSON', () => sponsorsUpstream().reply(200, '{"sponsors": [', JSON_HEADERS)],
    ['a 500', () => sponsorsUpstream().reply(500, 'oops')],
    ['the wrong shape', () => sponsorsUpstream().reply(200, { hello: 'world' }, JSON_HEADERS)],
    ['HTML instead of JSON', () => sponsorsUpstream().reply(200, '<html></html>', { headers: { 'Content-Type': 'text/html' } })],
    ['a network error', () => sponsorsUpstream().replyWithError(new Error('connection reset'))],
    ['a timeout', () => sponsorsUpstream().reply(200, { sponsors: [] }, JSON_HEADERS).delay(2000)],
  ])('is silently absent when the upstream gives %s', async (_, arrange) => {
    arrange();
    expect(await sponsorsBlock()).toBeNull();
  });

  it('caches the upstream answer in KV on a miss', async () => {
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://cached.example/', text: 'Cached Inc' }] }, JSON_HEADERS);
    const asked = Date.now();
    expect(await sponsorsBlock()).toContain('Cached Inc');
    const stored = (await waitForKv()) as { fetchedAt: number; data: { sponsors: { text: string }[] } };
    expect(stored.data.sponsors[0].text).toBe('Cached Inc');
    // Stamped with the time it was fetched (freshness is judged by it), not an older one.
    expect(stored.fetchedAt).toBeGreaterThanOrEqual(asked);
  });

  it('serves a fresh KV copy without asking the upstream', async () => {
    await env.SPONSORS_KV.put(SPONSORS_KV_KEY, JSON.stringify({ fetchedAt: Date.now(), data: { sponsors: [{ url: 'https://kv.example/', text: 'From KV' }] } }));
    // No interceptor: an upstream request would fail and hide the block.
    expect(await sponsorsBlock()).toContain('From KV');
  });

  it('refreshes a stale KV copy from the upstream', async () => {
    await env.SPONSORS_KV.put(SPONSORS_KV_KEY, JSON.stringify({ fetchedAt: Date.now() - 7200_000, data: { sponsors: [{ url: 'https://old.example/', text: 'Old' }] } }));
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://new.example/', text: 'New' }] }, JSON_HEADERS);
    const block = await sponsorsBlock();
    expect(block).toContain('New');
    expect(block).not.toContain('Old');
  });

  it('falls back to a stale KV copy when the upstream fails', async () => {
    await env.SPONSORS_KV.put(SPONSORS_KV_KEY, JSON.stringify({ fetchedAt: Date.now() - 7200_000, data: { sponsors: [{ url: 'https://old.example/', text: 'Still here' }] } }));
    sponsorsUpstream().reply(503, 'down');
    expect(await sponsorsBlock()).toContain('Still here');
  });

  it('keeps showing the block it read from KV for a while, even if KV then loses it', async () => {
    // The isolate's copy is off for the other tests (vitest.config.ts); on here.
    const remembering = { ...env, SPONSORS_MEMORY_SECONDS: '60' };
    const block = async () => (await (await callWorker(`${ORIGIN}/docs/overview`, {}, remembering)).text()).includes('Remembered Co');
    await env.SPONSORS_KV.put(SPONSORS_KV_KEY, JSON.stringify({ fetchedAt: Date.now(), data: { sponsors: [{ url: 'https://remembered.example/', text: 'Remembered Co' }] } }));
    expect(await block()).toBe(true);
    // Gone from KV, and no upstream to ask: the copy read a moment ago still serves the page.
    await env.SPONSORS_KV.delete(SPONSORS_KV_KEY);
    expect(await block()).toBe(true);
    // Pages rendered with the copy turned off read KV, find nothing, and show no block.
    expect(await sponsorsBlock()).toBeNull();
  });

  it('after an upstream failure, serves the stale copy without asking the upstream again for a while', async () => {
    await env.SPONSORS_KV.put(SPONSORS_KV_KEY, JSON.stringify({ fetchedAt: Date.now() - 7200_000, data: { sponsors: [{ url: 'https://stale.example/', text: 'Stale Co' }] } }));
    sponsorsUpstream().reply(503, 'down');
    expect(await sponsorsBlock()).toContain('Stale Co');
    // The upstream is back. With the pause on (it is off for the other tests, vitest.config.ts),
    // the isolate does not ask it yet: the stale copy serves, at once.
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://fresh.example/', text: 'Fresh Co' }] }, JSON_HEADERS);
    const pausing = { ...env, SPONSORS_RETRY_SECONDS: '60' };
    const html = await (await callWorker(`${ORIGIN}/docs/overview`, {}, pausing)).text();
    expect(html).toContain('Stale Co');
    expect(html).not.toContain('Fresh Co');
    // Without the pause, the upstream is asked and its new feed shows.
    expect(await sponsorsBlock()).toContain('Fresh Co');
  });

  it('logs an outage once, as one short warning line with the request id, and its end once', async () => {
    // Any earlier outage ends with a success; then KV loses the copy, so every page view asks the upstream.
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://ok.example/', text: 'Ok' }] }, JSON_HEADERS);
    await (await callWorker(`${ORIGIN}/docs/overview`, {}, env)).text();
    await env.SPONSORS_KV.delete(SPONSORS_KV_KEY);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      sponsorsUpstream().replyWithError(new Error('connection reset'));
      // Called in this isolate, so its console is the one watched here.
      const res = await callWorker(`${ORIGIN}${i % 2 ? '/docs/features/share' : '/docs/overview'}`, {}, env);
      await res.text();
      ids.push(res.headers.get('X-Request-Id')!);
    }
    const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('sponsors'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]) as { level: string; requestId: string; message: string };
    expect(entry.level).toBe('warn');
    expect(entry.requestId).toBe(ids[0]);
    expect(entry.message).toMatch(/^sponsors: upstream unavailable/);
    expect(lines[0].length).toBeLessThan(400);
    expect(lines[0]).not.toMatch(/\bat \S+ \(|\\n/);
    expect(error).not.toHaveBeenCalled();

    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://ok.example/', text: 'Ok' }] }, JSON_HEADERS);
    await (await callWorker(`${ORIGIN}/docs/overview`, {}, env)).text();
    const after = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('sponsors'));
    expect(after).toHaveLength(2);
    expect(after[1]).toMatch(/answers again after 4 failed requests/);
  });

  it('ignores a corrupt KV entry', async () => {
    await env.SPONSORS_KV.put(SPONSORS_KV_KEY, 'not json');
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://fresh.example/', text: 'Fresh' }] }, JSON_HEADERS);
    expect(await sponsorsBlock()).toContain('Fresh');
  });

  it('shows the block on /docs/sponsor', async () => {
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://acme.example/', text: 'Acme' }] }, JSON_HEADERS);
    const html = await (await get('/docs/sponsor')).text();
    expect(html.match(/data-sponsors=""/g)?.length).toBeGreaterThanOrEqual(1);
    expect(html).toContain('Acme');
  });
});

describe('/docs/sponsors.json', () => {
  const maxAge = (res: Response) => Number(/max-age=(\d+)/.exec(res.headers.get('Cache-Control') ?? '')?.[1]);

  it('varies on Origin even when the request sent none (a shared cache must not mix CORS and plain answers)', async () => {
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://a.example/', text: 'A' }] }, JSON_HEADERS);
    const res = await get('/docs/sponsors.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Vary')).toMatch(/\bOrigin\b/);
    expect(res.headers.get('Cache-Control')).toMatch(/^public/);
    expect(((await res.json()) as { html: string | null }).html).toContain('A');
    const cors = await get('/docs/sponsors.json', { headers: { Origin: 'https://livecodes.io' } });
    expect(cors.headers.get('Vary')).toBe('Origin');
    await cors.text();
  });

  it('lets browsers keep a failure (no block) for much less time than a success', async () => {
    // KV is empty: the upstream's failure leaves no block to show.
    sponsorsUpstream().reply(503, 'down');
    const failed = await get('/docs/sponsors.json');
    expect(await failed.json()).toEqual({ html: null });
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://a.example/', text: 'A' }] }, JSON_HEADERS);
    const ok = await get('/docs/sponsors.json');
    expect(((await ok.json()) as { html: string | null }).html).toContain('A');
    expect(failed.headers.get('Vary')).toMatch(/\bOrigin\b/);
    expect(maxAge(failed)).toBeLessThanOrEqual(30);
    expect(maxAge(failed)).toBeLessThan(maxAge(ok));
  });
});
