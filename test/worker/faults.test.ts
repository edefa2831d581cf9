/**
 * Failures the reader must not see: a page whose render throws gets the crash page (500) and other
 * pages are unaffected; a stream that breaks midway still closes the document; KV and the sponsors
 * feed failing, or KV never answering, cost the block at most; a search index that cannot load
 * answers 503. Faults come from doubles: a module of the worker's (vi.mock) or a binding.
 */
import { createExecutionContext, env, fetchMock, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocMeta } from '../../src/shared/types.ts';
import worker from '../../worker/index.ts';
import { createLogger } from '../../worker/log.ts';
import { documentStream } from '../../worker/ssr/document-stream.ts';
import { get, isolateNetwork, LEAKS, sponsorsUpstream } from './helpers.ts';

// The worker's modules are loaded afresh for this file (the pool has loaded them already), so the double below takes their place.
vi.hoisted(() => vi.resetModules());
/** The page at /docs/about fails to render: its body cannot be read. */
vi.mock('../../worker/ssr/data.ts', async (importOriginal) => {
  const data = await importOriginal<typeof import('../../worker/ssr/data.ts')>();
  return {
    ...data,
    bodyOf: (doc: DocMeta) => {
      if (doc.path === '/docs/about') throw new Error('a body that cannot be read');
      return data.bodyOf(doc);
    },
  };
});

beforeEach(() => isolateNetwork());

async function call(path: string, vars: Partial<typeof env> = {}, init?: RequestInit) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`, init), { ...env, ...vars }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

describe('faults', () => {
  it('answers a page whose render throws with the crash page (500); other pages are unaffected', async () => {
    const { res, body } = await call('/docs/about');
    expect(res.status).toBe(500);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(body).toContain('<h1>This page crashed.</h1>');
    expect(body).toMatch(/Request id: [\w-]+/);
    expect(body).not.toMatch(LEAKS);
    expect(body).not.toContain('a body that cannot be read');
    expect(body.endsWith('</html>')).toBe(true);
    sponsorsUpstream().reply(200, { sponsors: [] });
    const other = await call('/docs/credits');
    expect(other.res.status).toBe(200);
  });

  it('answers HEAD without rendering the page: a page whose render would throw still answers 200, and unknown paths 404', async () => {
    const head = await call('/docs/about', {}, { method: 'HEAD' });
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    expect((await call('/docs/no-such-page', {}, { method: 'HEAD' })).res.status).toBe(404);
  });

  it('closes the document when the stream breaks midway', async () => {
    let sent = 0;
    const breaking = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 0) controller.enqueue(new TextEncoder().encode('<main>first part</main>'));
        else controller.error(new Error('the stream broke'));
      },
    });
    const text = await new Response(documentStream('<!DOCTYPE html><html><body>', breaking, '</body></html>', createLogger('test'))).text();
    expect(text).toBe('<!DOCTYPE html><html><body><main>first part</main></body></html>');
  });

  it.each([
    ['get throws', { get: async () => { throw new Error('KV down'); }, put: async () => {} }],
    ['put throws', { get: async () => null, put: async () => { throw new Error('KV full'); } }],
    // Without the worker's own limit on a KV read, this page would never be sent.
    ['get never answers', { get: () => new Promise(() => {}), put: async () => {} }],
  ])('renders pages with sponsors when KV %s', async (_, kv) => {
    sponsorsUpstream().reply(200, { sponsors: [{ url: 'https://a.example/', text: 'Still shown' }] }, { headers: { 'Content-Type': 'application/json' } });
    const { res, body } = await call('/docs/overview', { SPONSORS_KV: kv as unknown as KVNamespace });
    expect(res.status).toBe(200);
    expect(body).toContain('Still shown');
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
