/** The docs pages as the MCP server sees them: paths and URLs resolved to pages, the page list, resources and Markdown twins. */
import { redirects } from '../../content/redirects.ts';
import { canonicalPath, isExternal, markdownTwinPath } from '../../src/shared/paths.ts';
import { groupBySection } from '../../src/shared/sections.ts';
import type { Resource } from '@modelcontextprotocol/sdk/types.js';
import type { DocMeta } from '../../src/shared/types.ts';
import { docs, findDoc, site } from '../ssr/data.ts';
import { sidebars } from '../../src/app/site-data.ts';

const SITE_ORIGIN = new URL(site.url).origin;
const DOCS_ROOT = `${site.url}${site.baseUrl}`;

/**
 * What a reader or a model may call a page: `/docs/features/share`, `docs/features/share`,
 * `features/share`, its Markdown twin `/docs/features/share.md`, or a full URL on the site (or on the
 * host that answers, so local and preview deploys work), with or without an anchor. Moved pages
 * follow the site's redirects.
 */
export function resolvePage(input: string, selfOrigin: string): { doc: DocMeta } | { path: string; error: string } {
  let pathname = input.trim();
  if (isExternal(pathname)) {
    let url: URL;
    try {
      url = new URL(pathname);
    } catch {
      return { path: pathname, error: `"${input}" is not a valid URL. Give a docs path such as /docs/features/share.` };
    }
    if (url.origin !== SITE_ORIGIN && url.origin !== selfOrigin) {
      return { path: pathname, error: `${url.origin} does not serve the LiveCodes docs. Give a docs path such as /docs/features/share, or a URL under ${DOCS_ROOT}.` };
    }
    pathname = url.pathname;
  }
  pathname = pathname.replace(/[?#].*$/s, '');
  try {
    pathname = decodeURI(pathname);
  } catch {
    /* malformed escapes: looked up as written, and not found */
  }
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  if (pathname !== '/docs' && !pathname.startsWith('/docs/')) pathname = `/docs${pathname}`;
  pathname = pathname.replace(/\/index(\.md|\.html)?$/, '/').replace(/\.(md|html)$/, '');
  const canonical = canonicalPath(pathname);
  const path = redirects[canonical] ?? canonical;
  const doc = findDoc(path);
  return doc ? { doc } : { path, error: `There is no docs page at ${path}.` };
}

let pageList: string | undefined;

/** Every page by section, in sidebar order, as Markdown (built once per isolate: it never changes). */
export function listPages(): string {
  pageList ??= [
    `# ${site.title} docs: ${docs.length} pages`,
    '',
    `Pages by section, in reading order. Pass a path to get_page to read the page; on the web each page is at ${site.url}<path>.`,
    ...groupBySection(docs, sidebars).flatMap((group) => ['', `## ${group.title}`, '', ...group.docs.map((doc) => `- [${doc.title}](${doc.path}): ${doc.description}`)]),
  ].join('\n');
  return pageList;
}

let resources: Resource[] | undefined;

/** Every page as an MCP resource: its Markdown twin's public URL, title and description. */
export function pageResources(): Resource[] {
  resources ??= docs.map((doc) => ({ uri: `${site.url}${markdownTwinPath(doc.path)}`, name: doc.id, title: doc.title, description: doc.description, mimeType: 'text/markdown' }));
  return resources;
}

/** The page's Markdown twin, from the static assets the build wrote. */
export async function readMarkdown(doc: DocMeta, fetchAsset: (path: string) => Promise<Response>): Promise<string> {
  const response = await fetchAsset(markdownTwinPath(doc.path));
  if (!response.ok) throw new Error(`Markdown twin of ${doc.path} answered ${response.status}`);
  return response.text();
}
