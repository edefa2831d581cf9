/**
 * The MCP server at /docs/mcp, driven by the official MCP client from the SDK over the
 * Streamable HTTP transport, plus raw requests for what a well-behaved client never sends.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';
import { env, SELF } from 'cloudflare:test';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callWorker, get, LEAKS, ORIGIN } from './helpers.ts';

const ENDPOINT = '/docs/mcp';
const JSON_RPC_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

let client: Client;
/** Every request the client sends and every status it gets back, for assertions on the wire. */
let exchanges: { method: string; status: number; headers: Headers }[];

beforeEach(async () => {
  exchanges = [];
  client = new Client({ name: 'docs-test', version: '1.0.0' }, { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() });
  const transport = new StreamableHTTPClientTransport(new URL(ENDPOINT, ORIGIN), {
    fetch: async (url, init) => {
      const response = await SELF.fetch(url, init);
      exchanges.push({ method: init?.method ?? 'GET', status: response.status, headers: response.headers });
      return response;
    },
  });
  await client.connect(transport);
});

afterEach(() => client.close());

const textOf = (result: unknown) => (result as CallToolResult).content.map((c) => (c.type === 'text' ? c.text : '')).join('');

async function call(name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { text: textOf(result), isError: result.isError === true };
}

function post(body: string, headers: Record<string, string> = {}) {
  return get(ENDPOINT, { method: 'POST', body, headers: { ...JSON_RPC_HEADERS, ...headers } });
}

const initialize = (protocolVersion: string) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '0' } } });

describe('MCP server: session with the SDK client', () => {
  it('initializes: server name, tools capability, instructions for the model, no session id kept', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'livecodes-docs' });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {} });
    expect(client.getInstructions()).toMatch(/search_docs.*get_page.*list_pages/s);
    const init = exchanges[0];
    expect(init).toMatchObject({ method: 'POST', status: 200 });
    expect(init.headers.get('mcp-session-id')).toBeNull();
    expect(init.headers.get('content-type')).toMatch(/^application\/json/);
    expect(init.headers.get('cache-control')).toBe('no-store');
  });

  it('lists exactly the three tools, read-only, with their arguments', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['search_docs', 'get_page', 'list_pages']);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(Object.keys(byName.search_docs.inputSchema.properties ?? {})).toEqual(['query', 'limit']);
    expect(byName.search_docs.inputSchema.required).toEqual(['query']);
    expect(Object.keys(byName.get_page.inputSchema.properties ?? {})).toEqual(['path']);
    expect(byName.get_page.inputSchema.required).toEqual(['path']);
    expect(byName.list_pages.inputSchema.properties ?? {}).toEqual({});
    for (const tool of tools) {
      expect(tool.description!.length).toBeGreaterThan(100);
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    }
  });

  it('search_docs: ranked hits with title, section, URL and snippet, from the site search', async () => {
    const { text, isError } = await call('search_docs', { query: 'share' });
    expect(isError).toBe(false);
    // The same first hit as the site's search box (test/worker/search-api.test.ts).
    expect(text).toMatch(/^\d+ results for "share", best first:\n\n1\. Share \(Features\)\n {3}https:\/\/livecodes\.io\/docs\/features\/share\n/);
    const limited = await call('search_docs', { query: 'embed options', limit: 2 });
    expect(limited.text).toMatch(/^2 results/);
    expect(limited.text).not.toMatch(/^3\. /m);
    expect(limited.text).toMatch(/^ {3}https:\/\/livecodes\.io\/docs\/\S+$/m);
    // Snippets are plain text: no highlight marks, no HTML escapes.
    const code = await call('search_docs', { query: 'createPlayground', limit: 20 });
    expect(code.text).not.toMatch(/<mark>|&#\d+;/);
  });

  it('search_docs: a query nothing matches is an answer, not an error', async () => {
    const { text, isError } = await call('search_docs', { query: 'qqxzzv wwkjjh' });
    expect(isError).toBe(false);
    expect(text).toContain('No docs match "qqxzzv wwkjjh"');
  });

  it("get_page: a docs path, a full URL or a moved page's old path gives that page's Markdown twin", async () => {
    const twin = await (await get('/docs/features/share.md')).text();
    expect(twin).toMatch(/^# Share\n/);
    for (const path of ['/docs/features/share', 'https://livecodes.io/docs/features/share#short-url', `${ORIGIN}/docs/features/share/`, 'features/share', '/docs/features/share.md']) {
      const { text, isError } = await call('get_page', { path });
      expect(isError, path).toBe(false);
      expect(text, path).toBe(`Source: https://livecodes.io/docs/features/share\n\n${twin}`);
    }
    const home = await call('get_page', { path: '/docs/' });
    expect(home.text).toBe(`Source: https://livecodes.io/docs/\n\n${await (await get('/docs/index.md')).text()}`);
    const moved = await call('get_page', { path: '/docs/languages/pyodide' });
    expect(moved.text).toMatch(/^Source: https:\/\/livecodes\.io\/docs\/languages\/python-wasm\n/);
  });

  it('get_page: an unknown page is a clear error that suggests close matches', async () => {
    const { text, isError } = await call('get_page', { path: '/docs/share' });
    expect(isError).toBe(true);
    expect(text).toContain('There is no docs page at /docs/share.');
    expect(text).toMatch(/Close matches: [^\n]*\/docs\/features\/share \(Share\)/);
    const foreign = await call('get_page', { path: 'https://example.com/docs/features/share' });
    expect(foreign).toMatchObject({ isError: true });
    expect(foreign.text).toContain('https://example.com does not serve the LiveCodes docs');
  });

  it('list_pages: every page, by section, with title, path and description (the same pages as llms.txt)', async () => {
    const { text, isError } = await call('list_pages', {});
    expect(isError).toBe(false);
    expect(text).toMatch(/^# LiveCodes docs: \d+ pages\n/);
    expect(text).toContain('\n## Features\n');
    expect(text).toMatch(/^- \[Share\]\(\/docs\/features\/share\): \S.+$/m);
    const llms = await (await get('/docs/llms.txt')).text();
    const pages = (s: string) => [...s.matchAll(/^- \[[^\]]+\]\((?:https:\/\/livecodes\.io)?(\/docs\/[^)]*?)(?:\.md)?\)/gm)].map((m) => m[1].replace(/\/index$/, '/'));
    expect(pages(text).length).toBeGreaterThan(200);
    expect(pages(text)).toEqual(pages(llms));
    expect(text.match(/^## .+$/gm)).toEqual(llms.match(/^## .+$/gm));
  });

  it('lists every page as a resource (its Markdown twin) and reads it; an unknown URI is a JSON-RPC error', async () => {
    const { resources } = await client.listResources();
    expect(resources.length).toBeGreaterThan(200);
    const share = resources.find((r) => r.uri === 'https://livecodes.io/docs/features/share.md');
    expect(share).toMatchObject({ title: 'Share', mimeType: 'text/markdown' });
    expect(share!.description!.length).toBeGreaterThan(20);
    const { contents } = await client.readResource({ uri: share!.uri });
    expect(contents).toEqual([{ uri: share!.uri, mimeType: 'text/markdown', text: await (await get('/docs/features/share.md')).text() }]);
    const error = await client.readResource({ uri: 'https://livecodes.io/docs/nothing-here.md' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(-32002);
  });

  it('bad arguments are tool errors the model can read and correct', async () => {
    const missing = await call('search_docs', {});
    expect(missing.isError).toBe(true);
    expect(missing.text).toMatch(/^Invalid arguments for search_docs:[\s\S]*query/);
    const limit = await call('search_docs', { query: 'share', limit: 0 });
    expect(limit.isError).toBe(true);
    expect(limit.text).toContain('limit');
    const blank = await call('get_page', { path: '   ' });
    expect(blank).toMatchObject({ isError: true });
    expect(blank.text).toContain('path must not be empty');
    const wrongType = await call('get_page', { path: 42 });
    expect(wrongType).toMatchObject({ isError: true });
  });

  it('an unknown tool is a JSON-RPC error (invalid params) naming the available tools', async () => {
    const error = await client.callTool({ name: 'delete_docs', arguments: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
    expect((error as McpError).message).toContain('Unknown tool: delete_docs. Available tools: search_docs, get_page, list_pages.');
  });
});

describe('MCP server: protocol hygiene', () => {
  it('negotiates the protocol version: a supported one is kept, an unknown one gets the latest', async () => {
    const older = await post(initialize('2025-03-26'));
    expect(older.status).toBe(200);
    expect(((await older.json()) as { result: { protocolVersion: string } }).result.protocolVersion).toBe('2025-03-26');
    const future = (await (await post(initialize('2099-01-01'))).json()) as { result: { protocolVersion: string } };
    expect(future.result.protocolVersion).toMatch(/^20\d\d-\d\d-\d\d$/);
    expect(future.result.protocolVersion).not.toBe('2099-01-01');
    // After initialization, a request announcing a version the server does not speak is refused.
    const bad = await post(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }), { 'MCP-Protocol-Version': '1999-01-01' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('Unsupported protocol version');
  });

  it('keeps no session: any request stands alone, with or without a session id', async () => {
    const list = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' });
    for (const headers of [{}, { 'Mcp-Session-Id': 'made-up' }] as Record<string, string>[]) {
      const res = await post(list, { 'MCP-Protocol-Version': '2025-06-18', ...headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('mcp-session-id')).toBeNull();
      expect(((await res.json()) as { id: number; result: { tools: unknown[] } }).result.tools).toHaveLength(3);
    }
  });

  it('answers bad requests with JSON-RPC errors', async () => {
    const garbage = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 }, id: null });
    const notRpc = await post(JSON.stringify({ hello: 'world' }));
    expect(notRpc.status).toBe(400);
    expect(await notRpc.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
    const unknownMethod = await post(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'pages/delete' }));
    expect(await unknownMethod.json()).toMatchObject({ jsonrpc: '2.0', id: 3, error: { code: -32601 } });
    const wrongType = await post(initialize('2025-06-18'), { 'Content-Type': 'text/plain' });
    expect(wrongType.status).toBe(415);
    const noAccept = await post(initialize('2025-06-18'), { Accept: 'text/html' });
    expect(noAccept.status).toBe(406);
  });

  it('refuses a body over 64 KB with 413 and a JSON-RPC error', async () => {
    const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'x'.repeat(100_000) } } });
    const res = await post(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
  });

  it('answers GET, DELETE and other methods with 405 (no SSE stream, no sessions)', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const res = await get(ENDPOINT, { method, headers: { Accept: 'text/event-stream' } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
    }
  });

  it('refuses browser requests from foreign origins with 403, allows the site and its own origin', async () => {
    const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    for (const origin of ['https://evil.example', 'https://livecodes.io.evil.example', 'null']) {
      const res = await post(list, { Origin: origin });
      expect(res.status, origin).toBe(403);
    }
    const preflight = await get(ENDPOINT, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(403);
    const site = await post(list, { Origin: 'https://livecodes.io' });
    expect(site.status).toBe(200);
    expect(site.headers.get('access-control-allow-origin')).toBe('https://livecodes.io');
    expect((await post(list, { Origin: ORIGIN })).status).toBe(200);
  });
});

describe('MCP server: generated hostile messages', () => {
  const text = fc.oneof(fc.string(), fc.constantFrom('', ' ', '../../etc/passwd', '/docs/%E0%A4%A', 'https://livecodes.io/docs/%zz', '<script>alert(1)</script>', 'x'.repeat(3000)));
  const args = fc.oneof(
    fc.jsonValue(),
    fc.record({ query: fc.oneof(text, fc.jsonValue()), limit: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()) }, { requiredKeys: [] }),
    fc.record({ path: fc.oneof(text, fc.jsonValue()) }, { requiredKeys: [] }),
  );
  const params = fc.oneof(
    fc.jsonValue(),
    fc.record({ name: fc.oneof(fc.constantFrom('search_docs', 'get_page', 'list_pages', '__proto__', 'constructor', 'toString'), fc.jsonValue()), arguments: args }, { requiredKeys: [] }),
    fc.record({ uri: fc.oneof(text, fc.jsonValue()) }, { requiredKeys: [] }),
  );
  const message = fc.record(
    {
      jsonrpc: fc.constantFrom('2.0', '2.0', '1.0', 2),
      id: fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.jsonValue()),
      method: fc.oneof(fc.constantFrom('initialize', 'tools/list', 'tools/call', 'tools/call', 'ping', 'resources/list', 'resources/read', 'prompts/list', 'notifications/initialized', 'logging/setLevel'), fc.string()),
      params,
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v)), message.map((m) => JSON.stringify(m)), fc.array(message, { maxLength: 5 }).map((m) => JSON.stringify(m)));

  it('never answers 5xx, always in JSON-RPC, never leaks internals (300 generated bodies)', async () => {
    const found: string[] = [];
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('2025-11-25', '2025-06-18', '2024-11-05'), async (raw, version) => {
        const res = await callWorker(`${ORIGIN}${ENDPOINT}`, { method: 'POST', body: raw, headers: { ...JSON_RPC_HEADERS, 'MCP-Protocol-Version': version } }, env);
        const answer = await res.text();
        const problem =
          res.status >= 500
            ? `status ${res.status}`
            : LEAKS.test(answer)
              ? `leaked internals: ${answer.slice(0, 200)}`
              : res.status === 202
                ? answer === '' ? '' : 'a 202 with a body'
                : !/"jsonrpc":"2\.0"/.test(answer) ? `not JSON-RPC (${res.status}): ${answer.slice(0, 200)}` : '';
        if (problem) found.push(`${problem} for ${raw.slice(0, 200)}`);
        return !problem;
      }),
      { numRuns: 300 },
    );
    expect(found).toEqual([]);
  });
});
