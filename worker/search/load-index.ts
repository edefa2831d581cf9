/**
 * Loads the search index lazily, on the first query (never at worker start-up), from the static
 * assets written by the build, and keeps it in memory for the isolate's lifetime. A failed load is
 * not cached, so the next query tries again.
 */
import { SearchEngine } from './engine.ts';

/** One engine per assets binding (there is one in production; tests can bring their own). */
const engines = new WeakMap<object, Promise<SearchEngine>>();

export function getSearchEngine(source: object, load: () => Promise<Response>): Promise<SearchEngine> {
  let engine = engines.get(source);
  if (!engine) {
    engine = (async () => {
      const response = await load();
      if (!response.ok) throw new Error(`search index answered ${response.status}`);
      return SearchEngine.fromJSON(await response.text());
    })();
    engines.set(source, engine);
    engine.catch(() => engines.delete(source));
  }
  return engine;
}
