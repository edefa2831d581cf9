import { createExecutionContext, env, fetchMock, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { get, isolateNetwork, sponsorsUpstream } from './helpers.ts';

beforeEach(() => isolateNetwork());

async function call(path: string, vars: Partial<typeof env> = {}, init?: RequestInit) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`, init), { ...env, ...vars }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

const LEAKS = /\bat [\w.<>]+ \(|node_modules|\/work\/|worker\/|\.tsx?:\d+|injected/i;

describe('faults', () => {
  it('answers a page whose render throws with the crash page (500); other pages are unaffected', async () => {
    const faults = JSON.stringify({ renderThrows: '/docs/about' });
    const { res, body } = await call('/docs/about', { DOCS_FAULTS: faults });
    expect(res.status).toBe(500);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(body).toContain('<h1>This page crashed.</h1>');
    expect(body).toMatch(/Request id: [\w-]+/);
    expect(body).not.toMatch(LEAKS);
    expect(body.endsWith('</html>')).toBe(true);
    sponsorsUpstream().reply(200, { sponsors: [] });
    const other = await call('/docs/credits', { DOCS_FAULTS: faults });
    expect(other.res.status).toBe(200);
  });

  it('answers HEAD without rendering the page: a page whose render would throw still answers 200, and unknown paths 404', async () => {
    const faults = JSON.stringify({ renderThrows: '/docs/about' });
    const head = await call('/docs/about', { DOCS_FAULTS: faults }, { method: 'HEAD' });
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    expect((await call('/docs/no-such-page', {}, { method: 'HEAD' })).res.status).toBe(404);
  });

  it('closes the document when the stream breaks midway', async () => {
    sponsorsUpstream().reply(200, { sponsors: [] });
    const { res, body } = await call('/docs/credits', { DOCS_FAULTS: JSON.stringify({ streamThrows: '/docs/credits' }) });
    expect(res.status).toBe(200);
    expect(body.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(body.endsWith('</body></html>')).toBe(true);
    expect(body).not.toMatch(LEAKS);
  });

  it.each([
    ['get throws', { get: async () => { throw new Error('KV down'); }, put: async () => {} }],
    ['put throws', { get: async () => null, put: async () => { throw new Error('KV full'); } }],
    ['get is slow', { get: () => new Promise((r) => setTimeout(() => r(null), 3000)), put: async () => {} }],
  ])('renders pages with sponsors when KV %s', async (_, kv) => {
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://a.example/', text: 'Still shown' }] }, { headers: { 'Content-Type': 'application/json' } });
    const started = Date.now();
    const { res, body } = await call('/docs/overview', { SPONSORS_KV: kv as unknown as KVNamespace });
    expect(res.status).toBe(200);
    expect(body).toContain('Still shown');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('leaves the sponsors block out, silently, when both KV and the upstream fail', async () => {
    sponsorsUpstream().reply(500, 'no');
    const kv = { get: async () => { throw new Error('KV down'); }, put: async () => {} };
    const { res, body } = await call('/docs/overview', { SPONSORS_KV: kv as unknown as KVNamespace });
    expect(res.status).toBe(200);
    expect(body).not.toContain('data-sponsors=""');
    expect(body).toContain('<h1>Overview</h1>');
  });

  it('answers search with a JSON 503 when the index cannot be loaded, and pages still render', async () => {
    const assets = { fetch: async () => new Response('gone', { status: 500 }) } as unknown as Fetcher;
    const { res, body } = await call('/docs/1/indexes/*/queries', { ASSETS: assets }, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'livecodes', query: 'share' }] }) });
    expect(res.status).toBe(503);
    expect(JSON.parse(body)).toEqual({ message: 'Search is temporarily unavailable', status: 503 });
    const page = await call('/docs/search?q=share', { ASSETS: assets });
    expect(page.res.status).toBe(200);
    expect(page.body).toContain('Unable to fetch results');
  });
});

describe('oversize and undecodable input', () => {
  it('refuses very long URLs with 414', async () => {
    const res = await get(`/docs/${'a'.repeat(5000)}`);
    expect(res.status).toBe(414);
  });

  it('refuses undecodable paths with 400', async () => {
    const res = await get('/docs/%E0%A4%A');
    expect(res.status).toBe(400);
  });

  it('tags every answer with a request id', async () => {
    fetchMock.deactivate();
    const res = await get('/docs/no-such-page');
    expect(res.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
    await res.text();
  });
});
