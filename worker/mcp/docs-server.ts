/**
 * The docs as an MCP server: three read-only tools over the site's search index, page list and
 * Markdown twins, and every page as a resource (its twin's URL). A new server is made for each
 * HTTP request (the transport is stateless), so it holds no state of its own; what is built once
 * (tool list, page list, resource list) lives at module level.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListResourcesRequestSchema, ListToolsRequestSchema, McpError, ReadResourceRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker';
import * as z from 'zod';
import { MAX_QUERY_LENGTH, type SearchEngine } from '../search/engine.ts';
import { searchDocs, type DocHit } from '../search/docs-hits.ts';
import { assets, site } from '../ssr/data.ts';
import { listPages, pageResources, readMarkdown, resolvePage } from './pages.ts';

export interface DocsServerDeps {
  /** Origin of the request: full URLs on it count as docs URLs (local and preview deploys). */
  selfOrigin: string;
  loadEngine: () => Promise<SearchEngine>;
  /** Fetches a static asset by path, e.g. a Markdown twin. */
  fetchAsset: (path: string) => Promise<Response>;
  logError: (message: string, error: unknown) => void;
}

/** A failure the model should read and can act on (wrong path, nothing found…), as opposed to a bug. */
class ToolError extends Error {}

/** The MCP spec's error code for resources/read of a URI the server does not have. */
const RESOURCE_NOT_FOUND = -32002;
const MAX_LIMIT = 20;
const DEFAULT_LIMIT = 8;

const tools = {
  search_docs: {
    title: 'Search the LiveCodes docs',
    description: [
      `Full-text search over the LiveCodes documentation (app v${site.appVersion}, SDK \`livecodes\` v${site.sdkVersion}), ranked like the site's own search.`,
      'Returns up to `limit` hits, best first, each with the page and heading it comes from, its section, its URL and a short text snippet.',
      'Use it first when you need facts about LiveCodes (features, configuration, SDK methods, languages, self-hosting), then call get_page on the best hit to read the whole page.',
      `Keywords or a short question both work (e.g. "share short url", "createPlayground", "how do I run tests in the playground"); only the first ${MAX_QUERY_LENGTH} characters are searched.`,
    ].join(' '),
    input: z.object({
      query: z.string().trim().min(1, 'query must not be empty').max(500).describe('Keywords or a question, e.g. "embed options", "python wasm" or "how to listen for code changes with the sdk".'),
      limit: z.number().int().min(1).max(MAX_LIMIT).optional().describe(`Maximum number of hits (1-${MAX_LIMIT}, default ${DEFAULT_LIMIT}).`),
    }),
  },
  get_page: {
    title: 'Read a LiveCodes docs page',
    description: [
      'Returns one page of the LiveCodes documentation as Markdown: its title, summary and full text, code examples included.',
      'Pass a docs path such as /docs/features/share or a full URL such as https://livecodes.io/docs/sdk/js-ts (anchors are ignored).',
      'Use it after search_docs or list_pages, to read a page before answering from it. An unknown path is an error that suggests close matches.',
    ].join(' '),
    input: z.object({
      path: z.string().trim().min(1, 'path must not be empty').max(2048).describe('Docs path (e.g. /docs/features/share) or full docs URL.'),
    }),
  },
  list_pages: {
    title: 'List every LiveCodes docs page',
    description: [
      'Returns every page of the LiveCodes documentation grouped by section (Docs, Features, Configuration, SDK, API, Languages…), in reading order, each with its path, title and one-line description.',
      'Use it to get an overview of what the docs cover or to find a page when you do not know the words to search for; the list is long (over 200 pages), so prefer search_docs for a specific question.',
    ].join(' '),
    input: z.object({}),
  },
} satisfies Record<string, { title: string; description: string; input: z.ZodObject }>;

type ToolName = keyof typeof tools;
type Args<N extends ToolName> = z.infer<(typeof tools)[N]['input']>;

const toolList: Tool[] = Object.entries(tools).map(([name, tool]) => ({
  name,
  title: tool.title,
  description: tool.description,
  inputSchema: z.toJSONSchema(tool.input, { io: 'input' }) as Tool['inputSchema'],
  annotations: { title: tool.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
}));

const text = (value: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text: value }], ...(isError ? { isError } : {}) });

const formatHits = (hits: DocHit[]) =>
  hits.map((hit, i) => [`${i + 1}. ${hit.title} (${hit.section})`, `   ${site.url}${hit.url}`, ...(hit.snippet ? [`   ${hit.snippet}`] : [])].join('\n')).join('\n\n');

function runners(deps: DocsServerDeps) {
  const search = async (query: string, limit: number) => searchDocs(await deps.loadEngine(), query, limit);
  return {
    async search_docs({ query, limit = DEFAULT_LIMIT }: Args<'search_docs'>) {
      const hits = await search(query, limit);
      if (hits.length === 0) return `No docs match "${query}". Try fewer or other keywords, or call list_pages to browse every page.`;
      return `${hits.length} result${hits.length === 1 ? '' : 's'} for "${query}", best first:\n\n${formatHits(hits)}`;
    },
    async get_page({ path }: Args<'get_page'>) {
      const found = resolvePage(path, deps.selfOrigin);
      if ('error' in found) {
        // Suggest pages found by the path's last segment: a model that guessed a path can pick the right one.
        const words = (found.path.split('/').pop() ?? '').replace(/[._-]+/g, ' ').trim();
        const near = words ? [...new Map((await search(words, 5)).map((hit) => [hit.url.replace(/#.*$/, ''), hit.title.split(' › ')[0]])).entries()].slice(0, 3) : [];
        const hint = near.length ? ` Close matches: ${near.map(([url, title]) => `${url} (${title})`).join(', ')}.` : '';
        throw new ToolError(`${found.error}${hint} Use search_docs or list_pages to find the right path.`);
      }
      return `Source: ${site.url}${found.doc.path}\n\n${await readMarkdown(found.doc, deps.fetchAsset)}`;
    },
    async list_pages(_: Args<'list_pages'>) {
      return listPages();
    },
  } satisfies { [N in ToolName]: (args: Args<N>) => Promise<string> };
}

export function createDocsServer(deps: DocsServerDeps): Server {
  const server = new Server(
    { name: 'livecodes-docs', title: `${site.title} docs`, version: assets.buildId, websiteUrl: `${site.url}${site.baseUrl}` },
    {
      capabilities: { tools: {}, resources: {} },
      instructions: `The documentation of ${site.title}, a client-side code playground (app v${site.appVersion}, SDK \`livecodes\` v${site.sdkVersion}). Search it with search_docs, read a page with get_page, browse every page with list_pages. Answer from the pages you read and cite their URLs.`,
      // The default validator (Ajv) compiles schemas with eval, which Workers forbid; this server validates nothing with it anyway.
      jsonSchemaValidator: new CfWorkerJsonSchemaValidator(),
    },
  );
  const run = runners(deps);
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolList }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const name = request.params.name;
    // An unknown tool is a protocol error; bad arguments and failed lookups are results the model can read and correct.
    if (!Object.hasOwn(tools, name)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}. Available tools: ${Object.keys(tools).join(', ')}.`);
    const tool = name as ToolName;
    const parsed = tools[tool].input.safeParse(request.params.arguments ?? {});
    if (!parsed.success) return text(`Invalid arguments for ${tool}: ${z.prettifyError(parsed.error)}`, true);
    try {
      return text(await (run[tool] as (args: unknown) => Promise<string>)(parsed.data));
    } catch (error) {
      if (error instanceof ToolError) return text(error.message, true);
      deps.logError(`mcp: ${tool} failed`, error);
      return text(`${tool} failed on the server. Try again later; the same content is on ${site.url}${site.baseUrl}.`, true);
    }
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: pageResources() }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    const found = resolvePage(uri, deps.selfOrigin);
    if ('error' in found) throw new McpError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}. resources/list has every page.`);
    return { contents: [{ uri, mimeType: 'text/markdown', text: await readMarkdown(found.doc, deps.fetchAsset) }] };
  });
  return server;
}
