/**
 * Loads the search index lazily, on the first query (never at worker start-up), from the static
 * assets written by the build, and keeps it in memory for the isolate's lifetime. A failed load is
 * not cached, so the next query tries again.
 */
import { SearchEngine } from './engine.ts';

let engine: Promise<SearchEngine> | null = null;

export function getSearchEngine(load: () => Promise<Response>): Promise<SearchEngine> {
  engine ??= (async () => {
    const response = await load();
    if (!response.ok) throw new Error(`search index answered ${response.status}`);
    return SearchEngine.fromJSON(await response.text());
  })().catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}
