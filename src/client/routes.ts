/**
 * Route -> doc id and page loading in the browser. The loaders map (one entry per page) is a chunk
 * of its own, fetched on the first navigation or prefetch instead of with the entry: the first
 * page's chunk is imported by the URL the server put in the boot data.
 */
import type { PageModule } from '../shared/page.ts';
import { docIdToPath } from '../shared/paths.ts';

interface RouteTable {
  loaders: Record<string, () => Promise<PageModule>>;
  byPath: Map<string, string>;
}

let table: Promise<RouteTable> | null = null;

function routeTable(): Promise<RouteTable> {
  table ??= import('../../.generated/pages.ts').then(({ pageLoaders, routeOverrides }) => ({
    loaders: pageLoaders,
    byPath: new Map(Object.keys(pageLoaders).map((id) => [routeOverrides[id] ?? docIdToPath(id), id])),
  }));
  // A failed load (offline, new deploy) is retried on the next call.
  table.catch(() => (table = null));
  return table;
}

/** The doc id of a docs route; undefined when the route is unknown or the table cannot load. */
export async function docIdForPath(pathname: string): Promise<string | undefined> {
  try {
    return (await routeTable()).byPath.get(pathname);
  } catch {
    return undefined;
  }
}

export async function loadPage(id: string): Promise<PageModule> {
  const loader = (await routeTable()).loaders[id];
  if (!loader) throw new Error(`unknown page ${id}`);
  return loader();
}

/** The first page's module, by the chunk URL from the boot data. */
export function importPageChunk(url: string): Promise<PageModule> {
  return import(/* the server's asset URL */ url) as Promise<PageModule>;
}
