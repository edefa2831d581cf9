/** Route -> doc id in the browser, derived from the page loaders' ids (no route table is shipped). */
import { pageLoaders, routeOverrides } from '../../.generated/pages.ts';
import { docIdToPath } from '../shared/paths.ts';

let byPath: Map<string, string> | null = null;

export function docIdForPath(pathname: string): string | undefined {
  byPath ??= new Map(Object.keys(pageLoaders).map((id) => [routeOverrides[id] ?? docIdToPath(id), id]));
  return byPath.get(pathname);
}
