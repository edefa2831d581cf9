/**
 * Answers one MCP POST with the SDK's web-standard Streamable HTTP transport, stateless (no session
 * id, a fresh server and transport per request, as the SDK requires for stateless use) and with
 * plain JSON responses: tools answer at once, so there is nothing to stream.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createDocsServer, type DocsServerDeps } from './docs-server.ts';

export async function answerMcp(request: Request, deps: DocsServerDeps, maxBodyBytes: number): Promise<Response> {
  const server = createDocsServer(deps);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: maxBodyBytes });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
