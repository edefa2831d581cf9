/**
 * The docs as a Model Context Protocol server at `/docs/mcp` (Streamable HTTP transport, stateless,
 * JSON responses). Tools: search_docs, get_page, list_pages (worker/mcp/docs-server.ts).
 * Cross-origin browser requests from outside the allowlist get 403 before this runs (jsonOriginGuard).
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { loadEngine } from './search-api.ts';

/** JSON-RPC requests are small (a tool name and a few arguments): anything bigger is refused with 413. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;

const jsonRpcError = (c: Context<AppEnv>, status: 405, message: string, headers: Record<string, string>) =>
  c.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, status, { ...headers, 'Cache-Control': 'no-store' });

export async function serveMcp(c: Context<AppEnv>): Promise<Response> {
  if (c.req.method === 'OPTIONS') {
    return c.body(null, 204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'content-type, accept, mcp-protocol-version', 'Access-Control-Max-Age': '86400' });
  }
  if (c.req.method !== 'POST') {
    // The transport lets a server without a server-to-client stream answer GET with 405; there are no sessions to DELETE.
    return jsonRpcError(c, 405, 'Method not allowed: this MCP server is stateless and takes JSON-RPC messages by POST only (no SSE stream, no sessions).', { Allow: 'POST, OPTIONS' });
  }
  // Loaded on the first MCP request only, so page requests never pay for the SDK's start-up.
  const { answerMcp } = await import('../mcp/answer.ts');
  const log = c.get('log');
  const response = await answerMcp(
    c.req.raw,
    {
      selfOrigin: new URL(c.req.url).origin,
      loadEngine: () => loadEngine(c),
      fetchAsset: (path) => c.env.ASSETS.fetch(new URL(path, c.req.url)),
      logError: (message, error) => log.error(message, error),
    },
    MCP_MAX_BODY_BYTES,
  );
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
