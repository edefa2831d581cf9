/**
 * Property-based tests: 3,700 generated hostile requests per run (paths, page-body requests and
 * methods, `/docs/search` queries, search API bodies, contact form posts, odd headers), each run with
 * a fresh seed, so runs together cover far more. Invariants: never a 5xx, never internals in the
 * answer, complete HTML, input never reflected unescaped, oversize input refused.
 *
 * The requests go straight to the worker's fetch handler (same code, workerd, bindings and mocked
 * upstreams as the other tests, without the static-asset layer in front): through `SELF`, this pool
 * slows down with every request and runs out of stack after a few thousand. The cases come from
 * fast-check arbitraries with a fresh seed each run (printed at the start) and are checked by plain
 * functions, one `expect` per property. A failure names the seed and the failing inputs;
 * `TEST_SEED=<seed> npm test` (or `npx vitest run --project worker-hostile`) replays the same cases.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { env, fetchMock } from 'cloudflare:test';
import assetsJson from '../../.generated/assets.json';
import { callWorker, LEAKS, ORIGIN, sponsorsUpstream } from './helpers.ts';

const { buildId } = assetsJson as { buildId: string };

// TEST_SEED reaches the worker as a binding (vitest.config.ts).
const seed = env.TEST_SEED ? Number(env.TEST_SEED) : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
console.log(`hostile input: seed ${seed} (replay with TEST_SEED=${seed})`);

const PAYLOADS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>", 'javascript:alert(1)', '{{7*7}}', '${7*7}'];
const MARKUP_PAYLOADS = PAYLOADS.filter((p) => /[<>"']/.test(p));

// The edge cache stays off here: thousands of stored pages would only slow the pool's storage
// bookkeeping between tests (caching has its own tests in edge-cache.test.ts).
const testEnv = { ...env, PAGE_CACHE_SECONDS: '0' };

const send = (path: string, init: RequestInit = {}) => callWorker(`${ORIGIN}${path}`, init, testEnv);

/** What is wrong with one answer (empty when nothing is). */
async function problems(res: Response, json = false, method = 'GET'): Promise<string[]> {
  const found: string[] = [];
  if (res.status >= 500) found.push(`status ${res.status}`);
  const type = res.headers.get('Content-Type') ?? '';
  if (json && !type.includes('json')) found.push(`content type ${type}`);
  const body = await res.text();
  if (LEAKS.test(body)) found.push(`leak: ${body.match(LEAKS)?.[0]}`);
  if (method === 'HEAD') {
    if (body !== '') found.push('a body on HEAD');
  } else if (type.startsWith('text/html') && res.status === 200 && !(body.startsWith('<!DOCTYPE html>') && body.trimEnd().endsWith('</html>'))) {
    found.push('incomplete HTML');
  }
  for (const payload of MARKUP_PAYLOADS) {
    if (body.includes(payload) || (json && body.includes(payload.replace(/"/g, '\\"')))) found.push(`reflected ${payload}`);
  }
  return found;
}

/** Sends every generated case, one at a time, and collects the failures. */
async function runCases<T>(arbitrary: fc.Arbitrary<T>, count: number, send: (input: T) => Promise<string[]>) {
  const failures: { input: T; problems: string[] }[] = [];
  for (const input of fc.sample(arbitrary, { numRuns: count, seed })) {
    const found = await send(input);
    if (found.length > 0) failures.push({ input, problems: found });
  }
  expect(failures.slice(0, 5), `seed ${seed}: ${failures.length} of ${count} cases failed`).toEqual([]);
}

const segment = fc.oneof(
  fc.constantFrom('docs', 'features', 'share', 'sdk', 'languages', 'python', '_body', 'index.html', '..', '.', '%2e%2e', '%2e%2e%2f', '%252e%252e%252f', '%00', '%01', '%7f', '%ff', '%', '%zz', '', 'DOCS', 'Overview', 'overview.', 'a.html', '~', '*', '%3Cscript%3E', 'x'.repeat(300)),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 8 }).map(encodeURIComponent),
  fc.constantFrom(...PAYLOADS.map(encodeURIComponent)),
);
const path = fc.array(segment, { maxLength: 8 }).map((parts) => `/${parts.join('/')}`);
const query = fc.option(
  fc.dictionary(
    fc.constantFrom('q', 'page', 'x', 'ref', '__proto__', 'path', 'build'),
    // The real build id too, so page-body requests (`/docs/_body?path=…&build=…`) reach the renderer.
    fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom(...PAYLOADS), fc.constant('y'.repeat(2100)), fc.constantFrom(buildId, '/docs/overview', '/docs/', '/docs/sponsor')),
    { maxKeys: 3 },
  ),
  { nil: undefined },
);
const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH');

describe('hostile input (3,700 generated requests)', () => {
  it('answers 2,000 random and adversarial paths without a 5xx or a leak', async () => {
    sponsorsUpstream().reply(200, { sponsors: [] }).persist();
    await runCases(fc.tuple(path, query, method), 2000, async ([p, q, m]) => {
      const search = q ? `?${Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
      // Concatenated, not resolved: a path starting with `//` must stay a path.
      const res = await send(`${p}${search}`, { method: m });
      const found = await problems(res, false, m);
      if (`${p}${search}`.length > 2048 && res.status !== 414) found.push(`a ${p.length + search.length}-character URL got ${res.status}, not 414`);
      return found;
    });
  }, 600_000);

  it('escapes 300 generated search-page queries, whatever they contain', async () => {
    const q = fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom(...PAYLOADS), fc.string({ unit: 'binary', maxLength: 100 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
    await runCases(q, 300, async (text) => problems(await send(`/docs/search?q=${encodeURIComponent(text)}`)));
  }, 600_000);

  it('answers 800 generated search API bodies with JSON, never a 5xx', async () => {
    const value = fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }));
    const request = fc.record(
      {
        indexName: fc.oneof(fc.constant('livecodes'), value),
        query: value,
        params: fc.oneof(fc.string({ maxLength: 100 }), value),
        hitsPerPage: value,
        page: value,
        facetFilters: fc.oneof(value, fc.array(fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 })), { maxLength: 3 })),
        attributesToSnippet: value,
        highlightPreTag: fc.oneof(value, fc.constantFrom(...PAYLOADS)),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record({ requests: fc.array(request, { maxLength: 4 }) }).map((b) => JSON.stringify(b)),
      fc.string({ maxLength: 200 }),
      fc.json({ depthSize: 'small' }),
      fc.constantFrom('{"requests": [', '{"requests":null}', '[]', '"', 'x'.repeat(70_000)),
    );
    await runCases(body, 800, async (b) => {
      const res = await send('/docs/1/indexes/*/queries', { method: 'POST', body: b });
      const found = await problems(res, true);
      if (b.length > 64 * 1024 && res.status !== 413) found.push(`a ${b.length}-byte body got ${res.status}, not 413`);
      return found;
    });
  }, 600_000);

  it('answers 200 generated contact form posts (JSON and plain form) with a verdict, never a 5xx or unescaped input', async () => {
    sponsorsUpstream().reply(200, { sponsors: [] }).persist();
    // The form service accepts everything: what the worker forwards is checked in contact.test.ts.
    fetchMock.get('https://submit-form.com').intercept({ path: '/6CPRLFS0', method: 'POST' }).reply(200, {}).persist();
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(...PAYLOADS, 'ada@example.com', ' ', 'x'.repeat(6000)));
    const fields = fc.oneof(
      fc.record({ name: text, email: text, message: text }, { requiredKeys: [] }),
      // Posts that pass the checks, with hostile text where free text is allowed.
      fc.record({ name: fc.constantFrom(...PAYLOADS), email: fc.constant('ada@example.com'), message: fc.constantFrom(...PAYLOADS) }),
    );
    const body = fc.oneof(
      fields.map((f) => ({ type: 'application/json', body: JSON.stringify(f) })),
      fields.map((f) => ({ type: 'application/x-www-form-urlencoded', body: new URLSearchParams(f).toString() })),
      fc.json({ depthSize: 'small' }).map((b) => ({ type: 'application/json', body: b })),
      fc.constantFrom({ type: 'application/json', body: '{"name":' }, { type: 'application/x-www-form-urlencoded', body: '%E0%A4%A' }, { type: 'text/plain', body: 'hi' }),
    );
    await runCases(body, 200, async ({ type, body: b }) => {
      const res = await send('/docs/contact', { method: 'POST', headers: { 'Content-Type': type, Origin: ORIGIN }, body: b });
      const found = await problems(res, type === 'application/json');
      if (![200, 400, 415].includes(res.status)) found.push(`status ${res.status}, not a verdict on the form`);
      return found;
    });
  }, 600_000);

  it('answers 400 requests with odd headers (huge, duplicated, bad Host, hostile Origin) without a 5xx', async () => {
    const header = fc.record({
      name: fc.constantFrom('Host', 'Origin', 'Accept', 'Accept-Language', 'Accept-Encoding', 'Cookie', 'X-Forwarded-For', 'X-Forwarded-Host', 'Referer', 'If-None-Match', 'If-Modified-Since', 'Range'),
      value: fc.oneof(
        fc.string({ maxLength: 40 }).filter((s) => !/[\r\n\0]/.test(s)),
        fc.constant('x'.repeat(8000)),
        fc.constantFrom('null', 'https://evil.example', 'https://livecodes.io.evil.example', 'evillivecodes.io', 'bytes=0-10,5-2', '*', 'W/"x", "y"', ...MARKUP_PAYLOADS),
      ),
    });
    const target = fc.constantFrom('/docs/overview', '/docs/', '/docs/nope', '/docs/sponsors.json', '/docs/search?q=x', '/docs/1/indexes/*/queries');
    const contentType = fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-16', 'text/html');
    await runCases(fc.tuple(fc.array(header, { maxLength: 6 }), target, contentType), 400, async ([headers, p, type]) => {
      const h = new Headers({ 'Content-Type': type });
      for (const { name, value } of headers) {
        try {
          h.append(name, value);
        } catch {
          /* not a valid header value: the client would not send it either */
        }
      }
      const isApi = p.includes('/1/');
      return problems(await send(p, { headers: h, method: isApi ? 'POST' : 'GET', body: isApi ? '{"requests":[{"indexName":"livecodes","query":"a"}]}' : undefined }), isApi);
    });
  }, 600_000);
});
