/**
 * The Algolia-compatible search endpoint, mounted under the docs base path:
 * `POST /docs/1/indexes/*\/queries` (multi-query) and `POST /docs/1/indexes/:index/query`.
 * The real `algoliasearch` client talks to it exactly as it talks to Algolia.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { parseMultiQuery, parseQuery, SearchRequestError } from '../search/algolia-request.ts';
import { AnswerCache } from '../search/answer-cache.ts';
import { getSearchEngine } from '../search/load-index.ts';
import type { SearchEngine, SearchQuery } from '../search/engine.ts';
import { assets, site } from '../ssr/data.ts';

const error = (c: Context<AppEnv>, status: 400 | 404 | 503, message: string) => c.json({ message, status }, status);

export function loadEngine(c: Context<AppEnv>): Promise<SearchEngine> {
  return getSearchEngine(c.env.ASSETS, () => c.env.ASSETS.fetch(new URL(assets.searchIndexUrl, c.req.url)));
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  // The Algolia client posts JSON as text/plain to avoid CORS preflights: parse the text either way.
  const text = await c.req.text();
  return JSON.parse(text);
}

const answerCaches = new WeakMap<SearchEngine, AnswerCache>();

/** One query's answer as JSON (`index` named, as in a multi-query answer), kept for repeats. */
function answerJson(engine: SearchEngine, q: SearchQuery, index?: string): string {
  let cache = answerCaches.get(engine);
  if (!cache) answerCaches.set(engine, (cache = new AnswerCache()));
  return cache.get(JSON.stringify([index ?? null, q]), () => JSON.stringify(index ? { ...engine.search(q), index } : engine.search(q)));
}

async function answer(c: Context<AppEnv>, run: (body: unknown, engine: SearchEngine) => string): Promise<Response> {
  let body: unknown;
  try {
    body = await readJson(c);
  } catch {
    return error(c, 400, 'Request body is not valid JSON');
  }
  let engine: SearchEngine;
  try {
    engine = await loadEngine(c);
  } catch (e) {
    c.get('log').error('search: index failed to load', e);
    return error(c, 503, 'Search is temporarily unavailable');
  }
  try {
    return c.body(run(body, engine), 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  } catch (e) {
    if (e instanceof SearchRequestError) return error(c, e.status, e.message);
    throw e;
  }
}

export const serveMultiQuery = (c: Context<AppEnv>) =>
  answer(c, (body, engine) => `{"results":[${parseMultiQuery(body, site.search.indexName).map((q) => answerJson(engine, q, site.search.indexName)).join(',')}]}`);

export const serveSingleQuery = (c: Context<AppEnv>) =>
  answer(c, (body, engine) => {
    if (c.req.param('index') !== site.search.indexName) throw new SearchRequestError(404, 'Index does not exist');
    return answerJson(engine, parseQuery({ ...(body as object), indexName: site.search.indexName }, site.search.indexName));
  });
