/**
 * Property-based tests: generated hostile requests (paths, methods, headers, search queries and
 * bodies; about 800 per run here, where React runs its slower development build). Invariants: never a 5xx, never internals in the answer, complete HTML,
 * input never reflected unescaped, oversize input refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { get, isolateNetwork, ORIGIN, sponsorsUpstream } from './helpers.ts';

const LEAKS = /\bat [\w.<>$]+ \(|node_modules|\/work\/|\bworker\/|\.tsx?:\d+|TypeError|ReferenceError|SyntaxError: /;
const PAYLOADS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>", 'javascript:alert(1)', '{{7*7}}', '${7*7}'];

async function check(res: Response, input?: string) {
  expect(res.status, `status for ${input}`).toBeLessThan(500);
  const body = await res.text();
  expect(body).not.toMatch(LEAKS);
  if ((res.headers.get('Content-Type') ?? '').startsWith('text/html') && res.status === 200) {
    expect(body.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(body.trimEnd().endsWith('</html>')).toBe(true);
  }
  for (const payload of PAYLOADS.filter((p) => /[<>"']/.test(p))) expect(body).not.toContain(payload);
}

const segment = fc.oneof(
  fc.constantFrom('docs', 'features', 'share', 'sdk', 'languages', 'python', 'index.html', '..', '.', '%2e%2e', '%2e%2e%2f', '%252e%252e%252f', '%00', '%ff', '%', '%zz', '', 'DOCS', 'Overview', 'overview.', 'a.html', '~', '*', '%3Cscript%3E'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom(...PAYLOADS.map(encodeURIComponent)),
);
const path = fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`);
const query = fc.option(fc.dictionary(fc.constantFrom('q', 'page', 'x', 'ref', '__proto__'), fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...PAYLOADS)), { maxKeys: 3 }), { nil: undefined });

describe('hostile input', () => {
  it('answers random and adversarial paths without a 5xx or a leak', async () => {
    isolateNetwork();
    sponsorsUpstream().reply(200, { sponsors: [] }).persist();
    await fc.assert(
      fc.asyncProperty(path, query, fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'), async (p, q, method) => {
        const search = q ? `?${Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
        // Concatenated, not resolved: a path starting with `//` must stay a path.
        const res = await SELF.fetch(`${ORIGIN}${p}${search}`, { method, redirect: 'manual' });
        await check(res, `${method} ${p}${search}`);
      }),
      { numRuns: 400 },
    );
  }, 600_000);

  it('escapes any search query it shows, and cuts it to 64 characters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom(...PAYLOADS), fc.string({ unit: 'binary', maxLength: 100 })), async (q) => {
        const res = await get(`/docs/search?q=${encodeURIComponent(q)}`);
        await check(res, q);
      }),
      { numRuns: 120 },
    );
  }, 600_000);

  it('answers any search API body with a JSON 2xx/4xx, never a 5xx', async () => {
    const value = fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }));
    const request = fc.record(
      { indexName: fc.oneof(fc.constant('livecodes'), value), query: value, params: fc.oneof(fc.string({ maxLength: 100 }), value), hitsPerPage: value, page: value, facetFilters: fc.oneof(value, fc.array(fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 })), { maxLength: 3 })), attributesToSnippet: value, highlightPreTag: fc.oneof(value, fc.constantFrom(...PAYLOADS)) },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record({ requests: fc.array(request, { maxLength: 4 }) }).map((b) => JSON.stringify(b)),
      fc.string({ maxLength: 200 }),
      fc.json({ depthSize: 'small' }),
      fc.constant('{"requests": ['),
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await get('/docs/1/indexes/*/queries', { method: 'POST', body: b });
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get('Content-Type') ?? '').toMatch(/json/);
        const text = await res.text();
        expect(text).not.toMatch(LEAKS);
        for (const payload of PAYLOADS.filter((p) => /[<>"']/.test(p))) expect(text).not.toContain(payload.replace(/"/g, '\\"'));
      }),
      { numRuns: 200 },
    );
  }, 600_000);

  it('answers odd headers (huge, duplicated, bad Host, hostile Origin) without a 5xx', async () => {
    const header = fc.record({
      name: fc.constantFrom('Origin', 'Accept', 'Accept-Language', 'Cookie', 'X-Forwarded-For', 'Referer', 'If-None-Match', 'Range', 'Content-Type'),
      value: fc.oneof(fc.string({ maxLength: 40 }).filter((s) => !/[\r\n\0]/.test(s)), fc.constant('x'.repeat(8000)), fc.constantFrom('null', 'https://evil.example', 'https://livecodes.io.evil.example', 'bytes=0-10,5-2')),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(header, { maxLength: 5 }), fc.constantFrom('/docs/overview', '/docs/sponsors.json', '/docs/search?q=x', '/docs/1/indexes/*/queries'), async (headers, p) => {
        const h = new Headers();
        for (const { name, value } of headers) {
          try {
            h.append(name, value);
          } catch {
            /* not a valid header value: the client would not send it either */
          }
        }
        const res = await get(p, { headers: h, method: p.includes('/1/') ? 'POST' : 'GET', body: p.includes('/1/') ? '{"requests":[{"indexName":"livecodes","query":"a"}]}' : undefined });
        await check(res, p);
      }),
      { numRuns: 60 },
    );
  }, 600_000);
});
